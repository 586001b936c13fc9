import CoreGraphics
import UIKit

extension SnapshotStrategy where Value: UIView {
    /// Pixel for pixel, at the view's own size and the main screen's scale.
    public static var image: SnapshotStrategy { .image() }

    /// - Parameters:
    ///   - size: points; the view's frame is resized to it before rendering
    ///     (default: the device's size, else the view's own).
    ///   - scale: pixels per point (default: the device's, else `UIScreen.main.scale`).
    ///   - device: a screen preset giving size and scale.
    ///   - precision: the fraction that must match (see `perceptualPrecision`).
    ///   - perceptualPrecision: how close a pixel's colour must be to match:
    ///     0.98 accepts a CIE94 ΔE up to 2, about what the eye can tell.
    ///   - traits: traits the view is rendered with (dark mode, a content
    ///     size...), under its own overrides; taken off afterwards.
    public static func image(size: CGSize? = nil, scale: CGFloat? = nil, device: SnapshotDevice? = nil,
                             precision: Float = 1, perceptualPrecision: Float = 1,
                             traits: UITraitCollection = UITraitCollection()) -> SnapshotStrategy {
        SnapshotStrategy(tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision)) {
            view throws(SnapshotRenderer.Failure) in
            if let size = size ?? device?.size {
                view.frame = CGRect(origin: view.frame.origin, size: size)
            }
            return try SnapshotRenderer.render(view, scale: scale ?? device?.scale ?? UIScreen.main.scale, traits: traits)
        }
    }
}
