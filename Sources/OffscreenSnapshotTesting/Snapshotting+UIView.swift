import CoreGraphics
import OffscreenTesting
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// Pixel for pixel, at the view's size.
    public static var image: Snapshotting { .image() }

    /// swift-snapshot-testing's strategy for views: the view is put in a
    /// window of its size (or `size`) inside a view controller that carries
    /// `traits`, laid out, and drawn with Offscreen; a view without a size is
    /// sized to fit first. Compared with `Diffing<UIImage>.image`.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: hosts the view in the key window (the
    ///     test host's when none was made key), as on iOS: its safe area applies
    ///     (see `SnapshotHost`).
    ///   - precision, perceptualPrecision: as in swift-snapshot-testing.
    ///   - size: points; the view is resized to it first.
    ///   - scale: pixels per point (Offscreen's addition; default
    ///     `traits.displayScale` when set, else `UIScreen.main.scale`).
    ///   - traits: the traits the view is drawn with (`.init(userInterfaceStyle: .dark)`).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, scale: CGFloat? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        let traits = scale.map { UITraitCollection(traitsFrom: [traits, .init(displayScale: $0)]) } ?? traits
        return Snapshotting<UIImage, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: imageScale(traits))
            .pullback { view in
                MainActor.assumeIsolated {
                    let host = SnapshotHost(config: .init(safeArea: .zero, size: size ?? view.frame.size),
                                            traits: traits, view: view, controller: UIViewController(),
                                            drawHierarchyInKeyWindow: drawHierarchyInKeyWindow)
                    defer { host.dispose(restoringFrame: true) }
                    return OffscreenImage.make(host.scale) { try host.render() }
                }
            }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view's hierarchy as iOS's `recursiveDescription` prints it, memory
    /// addresses taken out:
    ///
    /// ```
    /// <UIButton; frame = (0 0; 22 22); opaque = NO; layer = <CALayer>>
    ///    | <UIImageView; frame = (0 0; 22 22); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
    /// ```
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The same, after the view is laid out at `size` (default: its own) with `traits`.
    public static func recursiveDescription(size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting<UIView, String> {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated {
                let host = SnapshotHost(config: .init(safeArea: .zero, size: size ?? view.frame.size, traits: traits),
                                        traits: .init(), view: view, controller: UIViewController())
                defer { host.dispose(restoringFrame: false) }
                return ViewDescription.purgePointers(ViewDescription.recursiveDescription(of: view))
            }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// Pixel for pixel, at the layer's bounds and `UIScreen.main.scale`.
    public static var image: Snapshotting { .image() }

    /// As for views; `size` resizes the layer's bounds first.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting<UIImage, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { layer in
                // CALayer has no actor (as in Apple's SDK); the snapshot is taken on the main thread.
                nonisolated(unsafe) let layer = layer
                return MainActor.assumeIsolated {
                    let strategy = SnapshotStrategy<CALayer>.image(size: size, scale: scale)
                    return OffscreenImage.make(scale ?? UIScreen.main.scale) { try strategy.render(layer) }
                }
            }
    }
}

/// The scale images read from disk are given: the traits' display scale when
/// set, else (nil) the main screen's.
func imageScale(_ traits: UITraitCollection) -> CGFloat? {
    traits.displayScale > 0 ? traits.displayScale : nil
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
