import CoreGraphics
import UIKit

extension SnapshotStrategy where Value: UIView {
    /// Offscreen's own (no iOS snapshot tool has it): the view made taller
    /// until its first scrollable scroll view (a table, a scroll view of
    /// cards) shows all of its content from the top, as one tall image.
    /// Self-sizing rows are measured as they come into view; the view keeps
    /// the taller size afterwards.
    ///
    /// - Parameters:
    ///   - width: points; the view's width before it grows (default: the device's, else the view's own).
    ///   - height: the height it starts from (default: the device's, else the view's own).
    ///   - scale: pixels per point (default: the device's, else `UIScreen.main.scale`).
    ///   - device: a screen preset giving the starting size and scale.
    public static func fullContentImage(width: CGFloat? = nil, height: CGFloat? = nil, scale: CGFloat? = nil,
                                        device: SnapshotDevice? = nil, precision: Float = 1, perceptualPrecision: Float = 1,
                                        traits: UITraitCollection = UITraitCollection()) -> SnapshotStrategy {
        SnapshotStrategy(tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision)) {
            view throws(SnapshotRenderer.Failure) in
            var size = view.frame.size
            if let device { size = device.size }
            if let width { size.width = width }
            if let height { size.height = height }
            view.frame = CGRect(origin: view.frame.origin, size: size)
            view.expandToShowFullScrollContent()
            return try SnapshotRenderer.render(view, scale: scale ?? device?.scale ?? UIScreen.main.scale, traits: traits)
        }
    }
}
