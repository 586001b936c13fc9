import Foundation
import OffscreenSnapshotTesting
import SnapshotTesting
import UIKit
import XCTest

/// Under XCTest, the difference images of swift-snapshot-testing's assertions
/// are named after the test (`<TestClass>/<testMethod>.<n>.diff.png`), as under
/// Swift Testing, not after a hash of the images.
final class XCTestDifferenceNamesTests: XCTestCase {
    func testDifferenceImagesAreNamedAfterTheTest() throws {
        try MainActor.assumeIsolated {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xdn-\(UUID().uuidString)").path
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
            view.backgroundColor = .systemBlue
            _ = verifySnapshot(of: view, as: .image(traits: .init(displayScale: 1)), named: "square", record: .all,
                               snapshotDirectory: directory)
            view.backgroundColor = .systemRed
            let message = try XCTUnwrap(verifySnapshot(of: view, as: .image(traits: .init(displayScale: 1)), named: "square",
                                                       record: .never, snapshotDirectory: directory))
            let line = try XCTUnwrap(message.split(separator: "\n").first { $0.hasPrefix("difference: ") })
            let path = String(line.dropFirst("difference: ".count))
            XCTAssertTrue(path.hasSuffix("/XCTestDifferenceNamesTests/testDifferenceImagesAreNamedAfterTheTest.1.diff.png"), path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        }
    }
}
