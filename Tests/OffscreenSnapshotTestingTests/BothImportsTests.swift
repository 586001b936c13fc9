import Foundation
import OffscreenSnapshotTesting
import OffscreenTesting
import SnapshotTesting
import Testing
import UIKit

/// A test file that imports OffscreenTesting and swift-snapshot-testing together:
/// it must compile (no "ambiguous use of 'image'"), and each library's strategy
/// must still reach its own assertion.
@MainActor @Suite struct BothImportsTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("both-\(UUID().uuidString)").path

    func square() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        view.backgroundColor = .systemBlue
        return view
    }

    @Test func swiftSnapshotTestingsAssertionWinsForAPlainImage() throws {
        let recorded = try #require(verifySnapshot(of: square(), as: .image(scale: 1), named: "sq", record: .all,
                                                   snapshotDirectory: directory))
        // swift-snapshot-testing's wording for record mode, not OffscreenTesting's.
        #expect(recorded.contains("Record mode is on. Automatically recorded snapshot"))
        #expect(verifySnapshot(of: square(), as: .image(scale: 1), named: "sq", record: .never,
                               snapshotDirectory: directory) == nil)
    }

    /// The spelling that was ambiguous: `.image` with no arguments, and `record:` as a literal.
    @Test func plainImageIsNotAmbiguous() {
        _ = verifySnapshot(of: square(), as: .image, named: "plain", record: .all, snapshotDirectory: directory)
        #expect(verifySnapshot(of: square(), as: .image, named: "plain", record: .never, snapshotDirectory: directory) == nil)
        withKnownIssue {
            assertSnapshot(of: square(), as: .image, named: "plain-missing", record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No reference was found on disk") }
        }
    }

    @Test func offscreenStrategiesStillReachOffscreensAssertion() {
        let strategy: SnapshotStrategy<UIView> = .image(scale: 1)
        _ = verifySnapshot(of: square(), as: strategy, named: "sq2", record: SnapshotRecordMode.all,
                           snapshotDirectory: directory)
        #expect(verifySnapshot(of: square(), as: strategy, named: "sq2", record: SnapshotRecordMode.never,
                               snapshotDirectory: directory) == nil)
    }
}
