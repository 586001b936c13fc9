import Foundation
#if canImport(Testing)
import Testing
#endif

/// Numbers unnamed snapshots 1, 2, 3... within one test, as swift-snapshot-testing
/// does. Swift Testing tests are told apart by their id (they may run in
/// parallel, each on its own task); XCTest ones by file and name.
@MainActor
enum SnapshotCounter {
    private static var counts: [String: Int] = [:]

    static func next(for reference: String) -> Int {
        var key = reference
        #if canImport(Testing)
        if let test = Test.current { key = "\(test.id)|\(reference)" }
        #endif
        let value = (counts[key] ?? 0) + 1
        counts[key] = value
        return value
    }
}
