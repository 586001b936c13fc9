/// What Auto Layout keeps per view, in `UIView.autoLayoutState`, made at the
/// view's first use of Auto Layout.
@preconcurrency @MainActor
package final class AutoLayoutViewState {
    /// Active constraints installed on this view (`UIView.constraints`).
    package var installed: [NSLayoutConstraint] = []
    package let variables: LayoutItemVariables
    /// Where the engine's solver last published `variables` (a hint it checks).
    package var slots: LayoutItemSlots = (-1, -1, -1, -1)
    /// The engine this view hosts when it is the root of a constrained tree.
    package var hostedEngine: AutoLayoutEngine?
    /// The engine in which this view currently takes part.
    package weak var engine: AutoLayoutEngine?

    /// Subviews whose solved frames changed since this view last laid out
    /// (its `layoutSubviews` applies only those, not every subview).
    package var pendingFrameChildren: [AutoLayoutEngine.WeakView] = []
    /// The superview whose `pendingFrameChildren` lists this view, if any.
    package weak var framePendingIn: UIView?

    package var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    package var compression: [UILayoutPriority] = [.defaultHigh, .defaultHigh]

    package var layoutGuides: [UILayoutGuide] = []
    package var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The margins were set as `directionalLayoutMargins`: `layoutMargins`
    /// holds leading as left and trailing as right, flipped right to left.
    package var marginsAreDirectional = false
    /// The margins were set (a controller's root view that was never given
    /// margins has none of its own beyond the system minimum).
    package var marginsWereSet = false
    package var preservesSuperviewLayoutMargins = false
    package var insetsLayoutMarginsFromSafeArea = true
    package var marginsGuide: SystemLayoutGuide?
    package var safeAreaGuide: SystemLayoutGuide?
    package var readableGuide: SystemLayoutGuide?
    /// Last safe-area insets announced with `safeAreaInsetsDidChange()`.
    package var lastSafeAreaInsets = UIEdgeInsets.zero
    /// A window's safe-area insets (`UIWindow.offscreenSafeAreaInsets`).
    package var windowSafeAreaInsets = UIEdgeInsets.zero

    init(view: UIView) {
        variables = LayoutItemVariables(name: String(describing: type(of: view)))
    }
}

/// Solver slots of an item's four variables (minX, minY, width, height); -1 until first read.
package typealias LayoutItemSlots = (Int32, Int32, Int32, Int32)

extension UIView {
    /// The view's Auto Layout state, made on first use (from then on, the
    /// update cycle runs the constraint solver: `AutoLayoutEngine.isInUse`).
    package var autoLayout: AutoLayoutViewState {
        if let state = autoLayoutState { return state }
        let state = AutoLayoutViewState(view: self)
        autoLayoutState = state
        AutoLayoutEngine.isInUse = true
        return state
    }

    /// The state if the view ever took part in Auto Layout, without making it.
    package var autoLayoutIfPresent: AutoLayoutViewState? { autoLayoutState }

    /// The closest view that is `a` or an ancestor of it and also `b` or an ancestor of `b`.
    package static func closestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        if b.superview === a { return a }
        if a.superview === b { return b }
        if let s = a.superview, s === b.superview { return s }
        var ancestors: Set<ObjectIdentifier> = []
        var v: UIView? = a
        while let c = v {
            ancestors.insert(ObjectIdentifier(c))
            v = c.superview
        }
        v = b
        while let c = v {
            if ancestors.contains(ObjectIdentifier(c)) { return c }
            v = c.superview
        }
        return nil
    }
}
