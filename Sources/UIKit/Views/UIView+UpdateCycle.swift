extension UIView {
    /// UIKit's layoutIfNeeded: constraints first, then layout from the
    /// topmost ancestor with layout pending.
    package func runLayoutIfNeeded() {
        rootView.runUpdateConstraintsIfNeeded()
        layer.layoutIfNeeded()
    }

    package func markNeedsUpdateConstraints() {
        guard !needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = true
        layer.requestUpdate()
    }

    /// Leaf to root: `updateConstraints()` on every marked view of the
    /// subtree, then the constraint solver (another area hooks in there).
    package func runUpdateConstraintsIfNeeded() {
        var ran = false
        func visit(_ view: UIView) {
            for sub in view.subviewStorage { visit(sub) }
            if view.needsUpdateConstraintsFlag {
                view.updateConstraints()
                view.needsUpdateConstraintsFlag = false
                ran = true
            }
        }
        visit(self)
        if ran || UpdateCycle.solveConstraints != nil { UpdateCycle.solveConstraints?(self) }
    }

    package func intrinsicContentSizeDidChange() {
        autoLayoutImplicitConstraintsDidChange()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
