// Appearance callbacks. Each controller is in one of four states, as in
// UIKit; `viewWillAppear` / `viewWillDisappear` start a transition and
// `viewDidAppear` / `viewDidDisappear` end it, and each is forwarded to the
// children whose views are inside this controller's view.
//
// The orders Offscreen produces (A is shown, B is the new controller; the
// layout callbacks are those of the root view's layout pass):
//   window shows its root B:  B viewWillAppear, B viewWillLayoutSubviews,
//                             B viewDidLayoutSubviews, B viewDidAppear
//   push A→B:                 B loadView, B viewDidLoad (if not loaded),
//                             A viewWillDisappear, B viewWillAppear,
//                             B viewWillLayoutSubviews, B viewDidLayoutSubviews,
//                             A viewDidDisappear, B viewDidAppear
//   pop B→A:                  B viewWillDisappear, A viewWillAppear,
//                             A viewWillLayoutSubviews, A viewDidLayoutSubviews,
//                             B viewDidDisappear, A viewDidAppear
//   present B over A:         A viewWillDisappear, B viewWillAppear,
//                             B viewWillLayoutSubviews, B viewDidLayoutSubviews,
//                             B viewDidAppear, A viewDidDisappear
//   dismiss B (back to A):    B viewWillDisappear, A viewWillAppear,
//                             A viewWillLayoutSubviews, A viewDidLayoutSubviews,
//                             A viewDidAppear, B viewDidDisappear
// These are the orders UIKit logs on iOS for push and present (A's
// viewDidDisappear after B's viewDidLayoutSubviews; after B's viewDidAppear). A view is added to the
// window after its viewWillAppear, so `view.window` is nil there, as on iOS.

/// UIKit's appearance states.
package enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    package func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenReceivingAppearance() {
            child.beginAppearance(isAppearing, animated: animated)
        }
    }

    package func endAppearance() {
        let animated = appearanceAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenReceivingAppearance() { child.endAppearance() }
    }

    /// True while the controller is on screen or on its way there.
    package var isAppearingOrAppeared: Bool {
        appearanceState == .appearing || appearanceState == .appeared
    }

    /// Lays out the window (or the view's root) now, so the layout callbacks
    /// come between the will- and did- callbacks of a transition.
    package func layoutForTransition() {
        guard let view = viewStorage else { return }
        (view.window ?? view).layoutIfNeeded()
    }

    // MARK: A child's view entering or leaving a window

    /// A child whose view is added to (or removed from) a shown parent's
    /// view outside a transition appears (or disappears), as UIKit does for
    /// `addChild` + `addSubview` on a visible parent.
    package func rootViewWillMove(toWindow newWindow: UIWindow?) {
        guard let parent = parentStorage, parent.appearanceState == .appeared,
              parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        if let newWindow, !newWindow.isHidden, appearanceState == .disappeared {
            windowTransitionPending = true
            beginAppearance(true, animated: false)
        } else if newWindow == nil, appearanceState == .appeared {
            windowTransitionPending = true
            beginAppearance(false, animated: false)
        }
    }

    package func rootViewDidMoveToWindow() {
        guard windowTransitionPending else { return }
        windowTransitionPending = false
        endAppearance()
    }
}
