import CoreGraphics
import OffscreenTesting
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller full screen on the main screen's size and scale.
    @MainActor public static var image: Snapshotting { .image() }

    /// Shows the controller as a window's root view controller (appearance
    /// callbacks and layout run) and renders the window with Offscreen.
    ///
    /// - Parameters:
    ///   - device: the screen (`.iPhoneSE`, `.iPhone13`, `.iPhone15`, ...), in
    ///     the place of swift-snapshot-testing's `ViewImageConfig`, so
    ///     `.image(on: .iPhone13)` reads the same.
    ///   - size: points, instead of the device's (default: `UIScreen.main.bounds.size`).
    ///   - scale: pixels per point, instead of the device's (default: `UIScreen.main.scale`).
    ///   - traits: the window's trait overrides (`.init(userInterfaceStyle: .dark)`).
    @MainActor
    public static func image(on device: SnapshotDevice? = nil, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, scale: CGFloat? = nil,
                             traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        let strategy = SnapshotStrategy<UIViewController>.image(size: size, scale: scale, device: device, traits: traits)
        let imageScale = scale ?? device?.scale ?? UIScreen.main.scale
        return Snapshotting<UIImage, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: imageScale)
            .pullback { controller in
                MainActor.assumeIsolated { OffscreenImage.make(imageScale) { try strategy.render(controller) } }
            }
    }
}
