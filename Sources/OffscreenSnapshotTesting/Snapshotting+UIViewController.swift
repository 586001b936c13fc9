import CoreGraphics
import OffscreenTesting
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view at the main screen's size.
    public static var image: Snapshotting { .image() }

    /// swift-snapshot-testing's strategy for view controllers on a device:
    /// the controller is shown as the child of a window's root view controller
    /// with the device's size, safe area and traits (and `traits` over them),
    /// its appearance callbacks and layout run, and its view is drawn.
    ///
    /// - Parameters:
    ///   - config: the device (`.iPhone13`, `.iPhoneSe(.landscape)`,
    ///     `.iPadPro11(.portrait(splitView: .oneThird))`...).
    ///   - drawHierarchyInKeyWindow: hosts the controller in the key window
    ///     (the test host's when none was made key), as on iOS: that window's
    ///     safe area applies instead of the device's (see `SnapshotHost`).
    ///   - precision, perceptualPrecision: as in swift-snapshot-testing.
    ///   - size: points, instead of the device's.
    ///   - scale: pixels per point (Offscreen's addition; default
    ///     `traits.displayScale` when set, else `UIScreen.main.scale`).
    ///   - traits: over the device's (`.init(userInterfaceStyle: .dark)`).
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false,
                             precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             scale: CGFloat? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let config = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config
        return controllerImage(config: config, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: precision,
                               perceptualPrecision: perceptualPrecision, scale: scale, traits: traits)
    }

    /// The controller's view at `size` (default: the size its view has, the
    /// main screen's for a view it loads itself), with `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, scale: CGFloat? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        controllerImage(config: .init(safeArea: .zero, size: size, traits: traits), drawHierarchyInKeyWindow: drawHierarchyInKeyWindow,
                        precision: precision, perceptualPrecision: perceptualPrecision, scale: scale, traits: traits)
    }

    private static func controllerImage(config: ViewImageConfig, drawHierarchyInKeyWindow: Bool, precision: Float, perceptualPrecision: Float,
                                        scale: CGFloat?, traits: UITraitCollection) -> Snapshotting {
        let traits = scale.map { UITraitCollection(traitsFrom: [traits, .init(displayScale: $0)]) } ?? traits
        return Snapshotting<UIImage, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: imageScale(traits))
            .pullback { controller in
                MainActor.assumeIsolated {
                    do {
                        try controller.checkedLoadViewIfNeeded()
                    } catch {
                        return UnreadableImage(reason: "Couldn't snapshot value: \(SnapshotRenderer.Failure.loading("\(error)"))")
                    }
                    let host = SnapshotHost(config: config, traits: traits, view: controller.view, controller: controller,
                                            drawHierarchyInKeyWindow: drawHierarchyInKeyWindow)
                    defer { host.dispose(restoringFrame: true) }
                    return OffscreenImage.make(host.scale) { try host.render() }
                }
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller hierarchy as iOS's `_printHierarchy` prints it (memory
    /// addresses taken out), with the controller on screen:
    ///
    /// ```
    /// <UINavigationController>, state: appeared, view: <UILayoutContainerView>
    ///    | <UIViewController>, state: appeared, view: <UIView>
    /// ```
    public static var hierarchy: Snapshotting {
        Snapshotting<String, String>.lines.pullback { controller in
            MainActor.assumeIsolated {
                let host = SnapshotHost(config: .init(), traits: .init(), view: controller.view, controller: controller)
                defer { host.dispose(restoringFrame: false) }
                return ViewDescription.purgePointers(ViewDescription.printHierarchy(of: controller))
            }
        }
    }

    /// The controller's view hierarchy as iOS's `recursiveDescription` prints it.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The same, with the controller on `config` (default: no device: the
    /// size its view has), at `size`, with `traits` over the device's.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting<UIViewController, String> {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                let host = SnapshotHost(config: .init(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits),
                                        traits: traits, view: controller.view, controller: controller)
                defer { host.dispose(restoringFrame: false) }
                return ViewDescription.purgePointers(ViewDescription.recursiveDescription(of: controller.view))
            }
        }
    }
}
