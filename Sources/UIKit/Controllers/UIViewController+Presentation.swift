// Modal presentation, full screen (UIModalPresentationStyle.fullScreen): the
// presented controller's view covers the window, and the presenter's view
// leaves the window until the dismissal, as on iOS. The presenter is the
// root-most ancestor of the controller asked to present (UIKit's
// presentation context). Nothing animates: completion runs before the call
// returns. Order: see UIViewController+Appearance.swift.
extension UIViewController {
    /// The controller presented by this controller or its nearest ancestor.
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.presentedStorage { return presented }
            current = controller.parentStorage
        }
        return nil
    }

    /// The controller that presented this controller or its farthest ancestor.
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        var found: UIViewController?
        while let controller = current {
            if let presenting = controller.presentingStorage { found = presenting }
            current = controller.parentStorage
        }
        return found
    }

    /// Where presentations from this controller are made: its root-most ancestor.
    private var presentationContext: UIViewController {
        var context = self
        while let parent = context.parentStorage { context = parent }
        return context
    }

    package func presentController(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationContext
        guard let window = presenter.viewStorage?.window else {
            print("Warning: Attempt to present \(presented) on \(self) whose view is not in the window hierarchy.")
            return
        }
        if let current = presenter.presentedStorage {
            print("Warning: Attempt to present \(presented) on \(presenter) which is already presenting \(current).")
            return
        }
        guard presented.presentingStorage == nil, presented.parentStorage == nil else {
            print("Warning: Attempt to present \(presented) which is already presented or is a child controller.")
            return
        }
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.refreshTraitsFromHere()

        presented.loadViewIfNeeded()
        // An alert is presented over the current content (UIKit's
        // .overFullScreen): the presenter's view stays and gets no callbacks.
        let coversPresenter = !(presented is UIAlertController)
        if coversPresenter { presenter.beginAppearance(false, animated: animated) }
        presented.beginAppearance(true, animated: animated)
        let view = presented.viewStorage!
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        presented.layoutForTransition()
        presented.endAppearance()
        guard coversPresenter else {
            completion?()
            return
        }
        // The presenter's view leaves the window once the presented one covers it.
        if let presenterView = presenter.viewStorage, let superview = presenterView.superview {
            let index = superview.subviews.firstIndex { $0 === presenterView } ?? 0
            presenter.viewPlaceBeforePresenting = (superview, index, presenterView.frame)
            presenterView.removeFromSuperview()
        }
        presenter.endAppearance()
        completion?()
    }

    package func dismissController(animated: Bool, completion: (() -> Void)?) {
        // The presenter dismisses what it presented; a presented controller
        // asks its presenter.
        let presenter: UIViewController
        if presentedViewController != nil {
            presenter = presentationContext
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let first = presenter.presentedStorage else {
            completion?()
            return
        }
        // Everything presented above the presenter goes; the topmost one is
        // what is on screen and gets the disappearance callbacks.
        var chain = [first]
        while let next = chain.last?.presentedStorage { chain.append(next) }
        let top = chain.last!

        top.beginAppearance(false, animated: animated)
        presenter.loadViewIfNeeded()
        // A presenter that stayed on screen (under an alert) gets no callbacks.
        let presenterReturns = presenter.viewPlaceBeforePresenting != nil || presenter.viewStorage?.window == nil
        if presenterReturns { presenter.beginAppearance(true, animated: animated) }
        if let place = presenter.viewPlaceBeforePresenting, let view = presenter.viewStorage {
            // A view reloaded after a memory warning takes the old one's frame.
            view.frame = place.frame
            place.superview.insertSubview(view, at: min(place.index, place.superview.subviews.count))
        }
        presenter.viewPlaceBeforePresenting = nil
        for controller in chain { controller.viewStorage?.removeFromSuperview() }
        if presenterReturns {
            presenter.layoutForTransition()
            presenter.endAppearance()
        }
        top.endAppearance()

        presenter.presentedStorage = nil
        for controller in chain {
            controller.presentingStorage = nil
            controller.presentedStorage = nil
            controller.viewPlaceBeforePresenting = nil
        }
        completion?()
    }
}
