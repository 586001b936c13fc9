import Foundation
import OffscreenSnapshotTesting
import SnapshotTesting
import Testing
import UIKit
import CoreGraphics

/// swift-snapshot-testing's own assertSnapshot/verifySnapshot with Offscreen's
/// strategies, as an iOS test file would call them.
@MainActor @Suite struct SwiftSnapshotTestingIntegrationTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sst-\(UUID().uuidString)").path

    func badge(_ color: UIColor = .systemPink) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.backgroundColor = .white
        let dot = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        dot.backgroundColor = color
        dot.layer.cornerRadius = 5
        view.addSubview(dot)
        return view
    }

    @Test func viewRecordsThenMatchesThenReportsADifferenceWithItsImages() throws {
        let recorded = verifySnapshot(of: badge(), as: .image(scale: 2), named: "badge", record: .all,
                                      snapshotDirectory: directory)
        #expect(recorded?.contains("Record mode is on") == true)
        let reference = URL(fileURLWithPath: directory).appendingPathComponent("viewRecordsThenMatchesThenReportsADifferenceWithItsImages.badge.png")
        #expect(FileManager.default.fileExists(atPath: reference.path))

        #expect(verifySnapshot(of: badge(), as: .image(scale: 2), named: "badge", record: .never,
                               snapshotDirectory: directory) == nil)

        let message = try #require(verifySnapshot(of: badge(.systemTeal), as: .image(scale: 2), named: "badge",
                                                  record: .never, snapshotDirectory: directory))
        #expect(message.contains("Snapshot \"badge\" does not match reference."))
        #expect(message.contains("pixels differ, within x 10...29, y 10...29"))
        let differencePath = try #require(message.split(separator: "\n").first { $0.hasPrefix("difference: ") })
            .dropFirst("difference: ".count)
        #expect(FileManager.default.fileExists(atPath: String(differencePath)))
    }

    @Test func perceptualPrecisionCarriesOver() {
        _ = verifySnapshot(of: badge(UIColor(white: 0.5, alpha: 1)), as: .image(scale: 1), named: "gray",
                           record: .all, snapshotDirectory: directory)
        let nearby = badge(UIColor(white: 0.51, alpha: 1))
        #expect(verifySnapshot(of: nearby, as: .image(scale: 1), named: "gray", record: .never,
                               snapshotDirectory: directory) != nil)
        #expect(verifySnapshot(of: nearby, as: .image(perceptualPrecision: 0.98, scale: 1), named: "gray",
                               record: .never, snapshotDirectory: directory) == nil)
    }

    @Test func layersAndImagesHaveStrategiesToo() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.backgroundColor = UIColor.red.cgColor
        _ = verifySnapshot(of: layer, as: .image(scale: 1), named: "layer", record: .all, snapshotDirectory: directory)
        #expect(verifySnapshot(of: layer, as: .image(scale: 1), named: "layer", record: .never,
                               snapshotDirectory: directory) == nil)
    }

    @Test func viewControllersOnADevice() throws {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemYellow
        _ = verifySnapshot(of: controller, as: .image(on: .iPhone13, scale: 1), named: "vc", record: .all,
                           snapshotDirectory: directory)
        let reference = URL(fileURLWithPath: directory).appendingPathComponent("viewControllersOnADevice.vc.png")
        let image = try PNGCodec.decode(Data(contentsOf: reference))
        #expect(image.width == 390 && image.height == 844)
        #expect(verifySnapshot(of: controller, as: .image(on: .iPhone13, scale: 1), named: "vc", record: .never,
                               snapshotDirectory: directory) == nil)
    }

    @Test func zeroSizedViewFailsSayingWhy() {
        let message = verifySnapshot(of: UIView(), as: .image, named: "empty", record: .never,
                                     snapshotDirectory: directory)
        #expect(message != nil)
    }

    /// assertSnapshot itself, from Swift Testing: a mismatch is an issue.
    @Test func assertSnapshotReportsThroughSwiftTesting() {
        withKnownIssue {
            assertSnapshot(of: badge(), as: .image(scale: 1), named: "never-recorded", record: .never)
        }
    }
}
