import CoreGraphics
import OffscreenTesting
import UIKit

/// Puts a view or a view controller on screen the way swift-snapshot-testing
/// does on iOS before it draws or describes it: the controller becomes the
/// child of a root view controller of a window of the configuration's size,
/// with the configuration's safe area, under `setOverrideTraitCollection` with
/// the configuration's traits and the strategy's; appearance callbacks and
/// layout run. A plain view is put inside a fresh controller's view first.
///
/// With `drawHierarchyInKeyWindow`, as there, the window is the application's
/// key window instead (`makeKeyAndVisible()`; with none, the test host's
/// window: the main screen's, 390 x 844 with an iPhone's safe area of 47
/// points at the top and 34 at the bottom), resized to the snapshot's size:
/// the controller gets that window's safe area, not the configuration's (a
/// window made key keeps the size afterwards, as on iOS). The drawing is the view's own
/// hierarchy either way (`drawHierarchy(in:)` draws the view, not the window
/// behind it), so the window's background never shows.
///
/// Afterwards, as there, the controller leaves the window and a snapshotted
/// view stays in the controller's view (out of its old superview); an image
/// snapshot gives the view its old frame back, a description does not.
@MainActor
struct SnapshotHost {
    let view: UIView
    let controller: UIViewController
    let root: UIViewController
    let window: UIWindow
    let traits: UITraitCollection
    let scale: CGFloat
    private let restore: (_ restoringFrame: Bool) -> Void

    /// - Parameters:
    ///   - view: what is drawn or described: `controller.view`, or a view to be
    ///     put inside it.
    ///   - traits: the strategy's own `traits:`, over the configuration's.
    ///   - drawHierarchyInKeyWindow: host it in the key window (see above).
    init(config: ViewImageConfig, traits: UITraitCollection, view: UIView, controller: UIViewController,
         drawHierarchyInKeyWindow: Bool = false) {
        self.view = view
        self.controller = controller
        let initialFrame = view.frame

        let size = config.size ?? controller.view.frame.size
        view.frame.size = size
        if view !== controller.view {
            controller.view.bounds = view.bounds
            controller.view.addSubview(view)
        }
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        self.traits = merged
        scale = merged.displayScale > 0 ? merged.displayScale : UIScreen.main.scale

        // The window: the configuration's size and safe area. As swift-snapshot-testing's
        // window does, a navigation controller takes the place of the top inset (its
        // bar covers it) and the window is that much shorter.
        let window: UIWindow
        if drawHierarchyInKeyWindow {
            if let key = UIWindow.keyWindow {
                window = key
                window.frame.size = size
            } else {
                window = SnapshotHost.testHostWindow(size: size)
            }
        } else {
            var safeArea = config.safeArea
            var windowSize = config.size ?? size
            if controller is UINavigationController {
                windowSize.height -= safeArea.top
                safeArea.top = 0
            }
            window = LayoutFileScene.canvasWindow(size: windowSize, scale: scale, traits: UITraitCollection())
            window.offscreenSafeAreaInsets = safeArea
            window.isHidden = false
        }
        self.window = window

        // The root view controller, with the snapshotted controller as its child.
        let root = UIViewController()
        root.view.backgroundColor = .clear
        root.view.frame = window.frame
        root.view.translatesAutoresizingMaskIntoConstraints = controller.view.translatesAutoresizingMaskIntoConstraints
        root.preferredContentSize = root.view.frame.size
        controller.view.frame = root.view.frame
        root.view.addSubview(controller.view)
        if controller.view.translatesAutoresizingMaskIntoConstraints {
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else {
            NSLayoutConstraint.activate([
                controller.view.topAnchor.constraint(equalTo: root.view.topAnchor),
                controller.view.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
                controller.view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                controller.view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            ])
        }
        root.addChild(controller)
        root.setOverrideTraitCollection(merged, forChild: controller)
        controller.didMove(toParent: root)
        window.rootViewController = root
        self.root = root

        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()

        if size.width == 0 || size.height == 0 {
            // As on iOS: a view with no size is sized to fit its content.
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }

        restore = { [view, controller, root, window] restoringFrame in
            if restoringFrame { view.frame = initialFrame }
            root.beginAppearanceTransition(false, animated: false)
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
            controller.didMove(toParent: nil)
            root.endAppearanceTransition()
            window.rootViewController = nil
        }
    }

    /// The test host application's window, for `drawHierarchyInKeyWindow`
    /// when no window was made key: on the main screen, as a host app's is,
    /// resized to `size` from the screen's top-left corner, with the screen's
    /// safe area where it reaches. (A new one each time: the host app's
    /// window would keep the last size, which the next snapshot sets again.)
    private static func testHostWindow(size: CGSize) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.offscreenSafeAreaInsets = testHostSafeArea(size)
        window.isHidden = false
        return window
    }

    /// The host window's safe area at `size` from the screen's top-left corner:
    /// the main screen's (an iPhone's 47 points at the top, 34 at the bottom)
    /// where the window reaches into it.
    static func testHostSafeArea(_ size: CGSize) -> UIEdgeInsets {
        let screen = UIScreen.main.bounds.size
        let top: CGFloat = 47, bottom: CGFloat = 34
        return UIEdgeInsets(top: min(top, max(0, size.height)), left: 0,
                            bottom: max(0, bottom - max(0, screen.height - size.height)), right: 0)
    }

    /// The view's pixels, drawn at `scale` after the pending update cycle.
    func render() throws(SnapshotRenderer.Failure) -> PixelStorage {
        try SnapshotRenderer.render(view, scale: scale)
    }

    /// Takes the controller out of the window (a snapshotted view stays in
    /// the controller's view), after giving the view its old frame back when
    /// `restoringFrame` (image snapshots do, descriptions do not).
    func dispose(restoringFrame: Bool) { restore(restoringFrame) }
}
