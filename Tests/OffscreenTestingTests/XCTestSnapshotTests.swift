import Foundation
import UIKit
import XCTest
@testable import OffscreenTesting

/// assertSnapshot from an XCTestCase, as most existing iOS suites call it.
/// (XCTest on Linux cannot discover @MainActor test methods; its tests run on
/// the main thread, so the body assumes the main actor.)
final class XCTestSnapshotTests: XCTestCase {
    func testAssertSnapshotPassesFromXCTest() throws {
        MainActor.assumeIsolated { Self.assertSnapshotPassesFromXCTest() }
    }

    @MainActor private static func assertSnapshotPassesFromXCTest() {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xct-\(UUID().uuidString)").path
        XCTAssertNotNil(verifySnapshot(of: makeCard(), as: .image(scale: 1), named: "card", record: .all,
                                        snapshotDirectory: directory))
        assertSnapshot(of: makeCard(), as: .image(scale: 1), named: "card", record: .never,
                       snapshotDirectory: directory)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/assertSnapshotPassesFromXCTest.card.png"))
    }
}
