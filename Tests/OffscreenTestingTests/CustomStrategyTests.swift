import CoreGraphics
import Foundation
import OffscreenTesting
import Testing
import UIKit

/// Strategies written by a user, as with swift-snapshot-testing's `Snapshotting`:
/// from a closure that makes a CGImage, and by `pullback` from an existing one.
@MainActor @Suite struct CustomStrategyTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("custom-\(UUID().uuidString)").path

    struct Swatch { var color: UIColor }

    static let swatch = SnapshotStrategy<UIView>.image(size: CGSize(width: 6, height: 4), scale: 1)
        .pullback { (swatch: Swatch) -> UIView in
            let view = UIView()
            view.backgroundColor = swatch.color
            return view
        }

    @Test func pullbackMakesAStrategyForAnotherType() {
        _ = verifySnapshot(of: Swatch(color: .red), as: Self.swatch, named: "s", record: .all, snapshotDirectory: directory)
        #expect(verifySnapshot(of: Swatch(color: .red), as: Self.swatch, named: "s", record: .never,
                               snapshotDirectory: directory) == nil)
        let message = verifySnapshot(of: Swatch(color: .blue), as: Self.swatch, named: "s", record: .never,
                                     snapshotDirectory: directory)
        #expect(message?.contains("24 of 24 pixels differ") == true)
    }

    @Test func aClosureThatMakesAnImageIsAStrategy() throws {
        struct NoImage: Error, CustomStringConvertible { var description: String { "nothing to draw" } }
        let strategy = SnapshotStrategy<Int>(precision: 0.5) { side in
            guard side > 0 else { throw NoImage() }
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
            let image = renderer.image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            }
            return try #require(image.cgImage)
        }
        #expect(strategy.precision == 0.5)
        _ = verifySnapshot(of: 3, as: strategy, named: "n", record: .all, snapshotDirectory: directory)
        #expect(verifySnapshot(of: 3, as: strategy, named: "n", record: .never, snapshotDirectory: directory) == nil)
        #expect(verifySnapshot(of: 0, as: strategy, named: "n", record: .never, snapshotDirectory: directory)
            == "Couldn't snapshot value: nothing to draw")
    }
}
