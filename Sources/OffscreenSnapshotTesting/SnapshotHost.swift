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
/// Where Offscreen differs: there is no host application, so
/// `drawHierarchyInKeyWindow` uses this window too (drawing the hierarchy and
/// rendering the layer give the same pixels here); and a snapshotted view is
/// put back in its superview afterwards (on iOS it stays in the temporary
/// controller's view).
@MainActor
struct SnapshotHost {
    let view: UIView
    let controller: UIViewController
    let root: UIViewController
    let window: UIWindow
    let traits: UITraitCollection
    let scale: CGFloat
    private let restore: () -> Void

    /// - Parameters:
    ///   - view: what is drawn or described: `controller.view`, or a view to be
    ///     put inside it.
    ///   - traits: the strategy's own `traits:`, over the configuration's.
    init(config: ViewImageConfig, traits: UITraitCollection, view: UIView, controller: UIViewController) {
        self.view = view
        self.controller = controller
        let initialFrame = view.frame
        let placeInSuperview = view.superview.map { (superview: $0, index: $0.subviews.firstIndex(of: view) ?? 0) }

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
        var safeArea = config.safeArea
        var windowSize = config.size ?? size
        if controller is UINavigationController {
            windowSize.height -= safeArea.top
            safeArea.top = 0
        }
        let window = LayoutFileScene.canvasWindow(size: windowSize, scale: scale, traits: UITraitCollection())
        window.offscreenSafeAreaInsets = safeArea
        window.isHidden = false
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

        let isControllersView = view === controller.view
        restore = { [view, controller, root, window] in
            root.beginAppearanceTransition(false, animated: false)
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
            controller.didMove(toParent: nil)
            root.endAppearanceTransition()
            window.rootViewController = nil
            if !isControllersView {
                view.removeFromSuperview()
                if let place = placeInSuperview {
                    place.superview.insertSubview(view, at: min(place.index, place.superview.subviews.count))
                }
            }
            view.frame = initialFrame
        }
    }

    /// The view's pixels, drawn at `scale` after the pending update cycle.
    func render() throws(SnapshotRenderer.Failure) -> PixelStorage {
        try SnapshotRenderer.render(view, scale: scale)
    }

    /// Takes the controller out of the window and the view out of the controller.
    func dispose() { restore() }
}
