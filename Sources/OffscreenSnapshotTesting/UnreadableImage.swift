import CoreGraphics
import OffscreenTesting
import UIKit

/// Stands in for an image that could not be made (a reference that is not a PNG
/// Offscreen can read, a view of zero size), carrying the reason to the diff:
/// swift-snapshot-testing's closures cannot throw.
final class UnreadableImage: UIImage, @unchecked Sendable {
    let reason: String

    init(reason: String) {
        self.reason = reason
        super.init(cgImage: CGImage(storage: PixelStorage(width: 1, height: 1)!), scale: 1, orientation: .up)
    }

    /// UIImage's other designated initializer, which its convenience initializers
    /// call. Overridden so that the compiler does not make its own stand-in for
    /// it, which calls itself ("function call causes an infinite recursion").
    override package init(cgImage: CGImage?, traits: Traits) {
        reason = "No image could be made."
        super.init(cgImage: cgImage, traits: traits)
    }

    /// UIImage's image-literal initializer is required (as UIKit's is), and a
    /// subclass with initializers of its own provides it.
    required convenience init(imageLiteralResourceName name: String) {
        self.init(reason: "No image could be made.")
    }

    /// swift-snapshot-testing's picture for a view of zero size: a red 400x80
    /// label asking for a size.
    @MainActor
    static func placeholder() -> CGImage? {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
        label.backgroundColor = .red
        label.text = "Error: No image could be generated for this view as its size was zero. "
            + "Please set an explicit size in the test."
        label.textAlignment = .center
        label.numberOfLines = 3
        guard let pixels = try? SnapshotRenderer.render(label, scale: 1) else { return nil }
        return CGImage(storage: pixels)
    }
}
