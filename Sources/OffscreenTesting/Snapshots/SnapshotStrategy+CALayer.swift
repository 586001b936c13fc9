import CoreGraphics
import UIKit

extension SnapshotStrategy where Value: CALayer {
    /// Pixel for pixel, at the layer's bounds and the main screen's scale.
    public static var image: SnapshotStrategy { .image() }

    /// As for views: `size` resizes the layer's bounds first.
    public static func image(size: CGSize? = nil, scale: CGFloat? = nil, device: SnapshotDevice? = nil,
                             precision: Float = 1, perceptualPrecision: Float = 1) -> SnapshotStrategy {
        SnapshotStrategy(tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision)) {
            layer throws(SnapshotRenderer.Failure) in
            if let size = size ?? device?.size {
                layer.bounds = CGRect(origin: layer.bounds.origin, size: size)
            }
            return try SnapshotRenderer.render(layer, scale: scale ?? device?.scale ?? UIScreen.main.scale)
        }
    }
}
