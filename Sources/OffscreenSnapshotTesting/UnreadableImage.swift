import CoreGraphics
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
}
