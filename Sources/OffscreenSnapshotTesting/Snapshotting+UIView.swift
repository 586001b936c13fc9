import CoreGraphics
import OffscreenTesting
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// Pixel for pixel, at the view's size and `UIScreen.main.scale`.
    @MainActor public static var image: Snapshotting { .image() }

    /// Renders the view with Offscreen (pending constraints, layout and drawing
    /// first) and compares with `Diffing<UIImage>.image`.
    ///
    /// - Parameters:
    ///   - precision, perceptualPrecision: as in swift-snapshot-testing.
    ///   - size: points; the view is resized to it first.
    ///   - scale: pixels per point (default: the device's, else `UIScreen.main.scale`).
    ///   - device: an Offscreen screen preset for size and scale.
    @MainActor
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             scale: CGFloat? = nil, device: SnapshotDevice? = nil) -> Snapshotting {
        let strategy = SnapshotStrategy<UIView>.image(size: size, scale: scale, device: device)
        let imageScale = scale ?? device?.scale ?? UIScreen.main.scale
        return Snapshotting<UIImage, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: imageScale)
            .pullback { view in
                MainActor.assumeIsolated {
                    // As swift-snapshot-testing does on iOS: a view without a size
                    // is sized to fit its content first.
                    if size == nil, device == nil, view.frame.width == 0 || view.frame.height == 0 {
                        view.sizeToFit()
                        view.setNeedsLayout()
                        view.layoutIfNeeded()
                    }
                    return OffscreenImage.make(imageScale) { try strategy.render(view) }
                }
            }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// Pixel for pixel, at the layer's bounds and `UIScreen.main.scale`.
    @MainActor public static var image: Snapshotting { .image() }

    /// As for views; `size` resizes the layer's bounds first.
    @MainActor
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             scale: CGFloat? = nil) -> Snapshotting {
        let strategy = SnapshotStrategy<CALayer>.image(size: size, scale: scale)
        let imageScale = scale ?? UIScreen.main.scale
        return Snapshotting<UIImage, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: imageScale)
            .pullback { layer in
                MainActor.assumeIsolated { OffscreenImage.make(imageScale) { try strategy.render(layer) } }
            }
    }
}

/// A rendered snapshot as a UIImage, or the reason there is none.
@MainActor
enum OffscreenImage {
    static func make(_ scale: CGFloat, _ render: () throws -> PixelStorage) -> UIImage {
        do {
            return UIImage(cgImage: CGImage(storage: try render()), scale: scale, orientation: .up)
        } catch {
            return UnreadableImage(reason: "Couldn't snapshot value: \(error)")
        }
    }
}
