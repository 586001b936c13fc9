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
                               snapshotDirectory: directory)?.contains("Newly-taken snapshot does not match reference.") == true)
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

    /// As swift-snapshot-testing on iOS: a view that is still empty after
    /// `sizeToFit()` records its red "size was zero" picture (a readable PNG,
    /// never a 0-byte file), and the comparison then fails saying why.
    @Test func zeroSizedViewFailsSayingWhy() throws {
        let recorded = try #require(verifySnapshot(of: UIView(), as: .image(scale: 1), named: "empty", record: .missing,
                                                   snapshotDirectory: directory))
        #expect(recorded.contains("No reference was found on disk. Automatically recorded snapshot"))
        let reference = URL(fileURLWithPath: directory).appendingPathComponent("zeroSizedViewFailsSayingWhy.empty.png")
        let placeholder = try PNGCodec.decode(Data(contentsOf: reference))
        #expect(placeholder.width == 400 && placeholder.height == 80)
        let message = try #require(verifySnapshot(of: UIView(), as: .image(scale: 1), named: "empty", record: .never,
                                                  snapshotDirectory: directory))
        #expect(message.contains("Couldn't snapshot value: The snapshot's size is 0.0x0.0 points"))
    }

    /// swift-snapshot-testing sizes a view without a frame to fit before drawing it.
    @Test func viewWithoutAFrameIsSizedToFit() throws {
        let label = UILabel()
        label.text = "Hello"
        let fitting = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                height: CGFloat.greatestFiniteMagnitude))
        _ = verifySnapshot(of: label, as: .image(scale: 2), named: "label", record: .all, snapshotDirectory: directory)
        let reference = URL(fileURLWithPath: directory).appendingPathComponent("viewWithoutAFrameIsSizedToFit.label.png")
        let image = try PNGCodec.decode(Data(contentsOf: reference))
        #expect(fitting.width > 0 && fitting.height > 0)
        #expect(image.width == Int((fitting.width * 2).rounded(.up)) && image.height == Int((fitting.height * 2).rounded(.up)))
        #expect(verifySnapshot(of: UILabel(), as: .image(scale: 2), named: "label", record: .never,
                               snapshotDirectory: directory)?.contains("Couldn't snapshot value: The snapshot's size is") == true)
    }

    /// assertSnapshot itself, from Swift Testing: a mismatch is an issue.
    @Test func assertSnapshotReportsThroughSwiftTesting() {
        withKnownIssue {
            assertSnapshot(of: badge(), as: .image(scale: 1), named: "never-recorded", record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No reference was found on disk") }
        }
    }
}
