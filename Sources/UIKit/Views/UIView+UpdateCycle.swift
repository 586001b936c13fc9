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
        UpdateCycle.pendingConstraintMarks += 1
        layer.requestUpdate()
    }

    /// Leaf to root: `updateConstraints()` on every marked view of the
    /// subtree, then the constraint solver (another area hooks in there).
    package func runUpdateConstraintsIfNeeded() {
        // Nothing marked anywhere and no solver: no need to walk the tree.
        guard UpdateCycle.pendingConstraintMarks > 0 || UpdateCycle.solveConstraints != nil else { return }
        var ran = false
        func visit(_ view: UIView) {
            for sub in view.subviewStorage { visit(sub) }
            if view.needsUpdateConstraintsFlag {
                view.updateConstraints()
                if view.needsUpdateConstraintsFlag { view.needsUpdateConstraintsFlag = false }
                UpdateCycle.pendingConstraintMarks = max(0, UpdateCycle.pendingConstraintMarks - 1)
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
