import CoreGraphics
import UIKit

extension SnapshotStrategy where Value: UIViewController {
    /// The controller full screen on the main screen's size and scale.
    public static var image: SnapshotStrategy { .image() }

    /// The controller is shown as the root view controller of a window of
    /// `size` (default: the device's, else `UIScreen.main.bounds.size`), with its
    /// appearance callbacks and layout run, and the window is rendered at
    /// `scale` (default: the device's, else `UIScreen.main.scale`). `traits`
    /// override the window's (dark mode, a content size, size classes...);
    /// the device's size gives the idiom and size classes. At the device's
    /// size the window has the device's safe area (`safeAreaInsets`), so a
    /// navigation bar sits below its status bar, as on the device.
    public static func image(size: CGSize? = nil, scale: CGFloat? = nil, device: SnapshotDevice? = nil,
                             precision: Float = 1, perceptualPrecision: Float = 1,
                             traits: UITraitCollection = UITraitCollection()) -> SnapshotStrategy {
        SnapshotStrategy(tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision)) {
            controller throws(SnapshotRenderer.Failure) in
            let windowSize = size ?? device?.size ?? UIScreen.main.bounds.size
            // Another size than the device's is not its screen: no status bar, no home indicator.
            let safeArea = device.map { windowSize == $0.size ? $0.safeAreaInsets : .zero } ?? .zero
            return try SnapshotRenderer.render(controller, size: windowSize, scale: scale ?? device?.scale ?? UIScreen.main.scale,
                                               traits: traits, safeArea: safeArea)
        }
    }
}
