// Modal presentation, as iOS 17 on a phone, by `modalPresentationStyle`:
// - `.fullScreen`, `.currentContext`: the presented controller's view covers
//   the window, and the presenter's view leaves the window until the
//   dismissal (with appearance callbacks for both);
// - `.overFullScreen`, `.overCurrentContext` (and alerts): the presented view
//   covers the window over the presenter's, which stays and gets no callbacks;
// - `.automatic`, `.pageSheet`, `.formSheet` (and a popover, which a phone
//   adapts to a sheet): the card sheet (see PresentationContainerView.swift); the
//   presenter stays behind, dimmed, and gets no callbacks;
// - a popover whose delegate keeps it (`.none`): a rounded panel by its source;
// - `.custom`: where the transitioning delegate's presentation controller
//   puts it (`frameOfPresentedViewInContainerView`).
// The presenter is the root-most ancestor of the controller asked to present
// (UIKit's presentation context). Nothing animates: completion runs before
// the call returns. Order: see UIViewController+Appearance.swift.
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

    /// The controller managing this controller's presentation: made at the
    /// first access for the current `modalPresentationStyle` (a sheet
    /// controller for a sheet, a popover controller for a popover).
    public var presentationController: UIPresentationController? {
        if presentingStorage != nil, let current = presentationControllerStorage { return current }
        return presentationController(for: modalPresentationStyle)
    }

    /// The sheet presentation controller, when this controller is (to be) shown as a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller, when `modalPresentationStyle` is `.popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// `.automatic` as UIKit resolves it for a plain controller: a page sheet.
    package static func resolved(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        style == .automatic ? .pageSheet : style
    }

    private func presentationController(for style: UIModalPresentationStyle) -> UIPresentationController {
        let resolved = Self.resolved(style)
        if let current = presentationControllerStorage, current.styleStorage == resolved { return current }
        let made: UIPresentationController
        switch resolved {
        case .pageSheet, .formSheet: made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        case .popover: made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        default: made = UIPresentationController(presentedViewController: self, presenting: nil)
        }
        made.styleStorage = resolved
        presentationControllerStorage = made
        return made
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
        // The style shown: a sheet or popover adapts on a phone (compact
        // width) to what the delegate answers; by default a popover becomes a sheet.
        var controller = presented.presentationController(for: presented.modalPresentationStyle)
        var style = controller.styleStorage
        if style == .custom, let custom = presented.transitioningDelegate?.presentationController(
            forPresented: presented, presenting: presenter, source: self) {
            custom.styleStorage = .custom
            presented.presentationControllerStorage = custom
            controller = custom
        }
        controller.setPresenting(presenter)
        if [.pageSheet, .formSheet, .popover].contains(style), presenter.traitCollection.horizontalSizeClass != .regular {
            let traits = presenter.traitCollection
            let adapted = controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits)
                ?? controller.systemAdaptivePresentationStyle
            if adapted != .none { style = Self.resolved(adapted) }
        }
        if presented is UIAlertController { style = .overFullScreen }
        if style == .popover, let popover = controller as? UIPopoverPresentationController,
           let delegate = popover.delegate as? UIPopoverPresentationControllerDelegate {
            delegate.prepareForPopoverPresentation(popover)
        }
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.presentedStyle = style
        presented.refreshTraitsFromHere()

        presented.loadViewIfNeeded()
        let coversPresenter = style == .fullScreen || style == .currentContext
            || (style == .custom && controller.shouldRemovePresentersView)
        controller.presentationTransitionWillBegin()
        if coversPresenter { presenter.beginAppearance(false, animated: animated) }
        presented.beginAppearance(true, animated: animated)
        let view = presented.viewStorage!
        switch style {
        case .pageSheet, .formSheet, .popover, .custom:
            let container = PresentationContainerView(controller: controller, style: style)
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.containerStorage = container
            window.addSubview(container)
            container.addPresentedView(view)
            controller.containerViewWillLayoutSubviews()
            container.layoutIfNeeded()
            controller.containerViewDidLayoutSubviews()
        default:
            view.frame = window.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(view)
        }
        presented.layoutForTransition()
        presented.endAppearance()
        guard coversPresenter else {
            controller.presentationTransitionDidEnd(true)
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
        controller.presentationTransitionDidEnd(true)
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

        for controller in chain.reversed() { controller.presentationControllerStorage?.dismissalTransitionWillBegin() }
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
        for controller in chain {
            controller.viewStorage?.removeFromSuperview()
            controller.presentationControllerStorage?.containerStorage?.removeFromSuperview()
        }
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
            controller.presentedStyle = nil
            controller.presentationControllerStorage?.containerStorage = nil
            controller.presentationControllerStorage?.dismissalTransitionDidEnd(true)
        }
        completion?()
    }
}
