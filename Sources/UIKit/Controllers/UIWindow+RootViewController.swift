// A window's root view controller: its view is the window's content, sized to
// the window and resized with it; it appears when the window is shown
// (makeKeyAndVisible) and disappears when the window is hidden.
extension UIWindow {
    package func installRootViewController(_ controller: UIViewController?) {
        let old = rootViewControllerStorage
        guard controller !== old else { return }
        let visible = !isHidden
        if visible { old?.beginAppearance(false, animated: false) }
        if let oldView = old?.viewStorage, oldView.superview === self { oldView.removeFromSuperview() }
        rootViewControllerStorage = controller
        if old?.rootOfWindow === self {
            old?.rootOfWindow = nil
            old?.refreshTraitsFromHere()
        }
        controller?.rootOfWindow = self
        controller?.refreshTraitsFromHere()
        if let controller {
            controller.loadViewIfNeeded()
            if visible { controller.beginAppearance(true, animated: false) }
            if let view = controller.viewStorage {
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                // Behind anything else the window holds.
                insertSubview(view, at: 0)
            }
            if visible { controller.layoutForTransition() }
        }
        if visible {
            old?.endAppearance()
            controller?.endAppearance()
        }
    }

    package func rootViewControllerVisibilityChanged() {
        guard let root = rootViewControllerStorage else { return }
        if isHidden {
            root.beginAppearance(false, animated: false)
            root.endAppearance()
        } else {
            // A root view dropped by a memory warning while the window was hidden comes back.
            if root.viewStorage == nil {
                root.loadViewIfNeeded()
                if let view = root.viewStorage {
                    view.frame = bounds
                    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    insertSubview(view, at: 0)
                }
            }
            root.beginAppearance(true, animated: false)
            root.layoutForTransition()
            root.endAppearance()
        }
    }
}
