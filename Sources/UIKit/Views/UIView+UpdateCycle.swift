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
        ConstraintMarks.views.append(WeakMarkedView(view: self))
        layer.requestUpdate()
    }

    /// Leaf to root: `updateConstraints()` on every marked view of the
    /// subtree, then the constraint solver (another area hooks in there).
    /// Only the paths from marked views up to this one are walked, so a
    /// tree where nothing is marked costs nothing whatever its size.
    package func runUpdateConstraintsIfNeeded() {
        // Nothing marked anywhere and no solver: no need to walk the tree.
        guard UpdateCycle.pendingConstraintMarks > 0 || UpdateCycle.solveConstraints != nil else { return }
        var ran = false
        if UpdateCycle.pendingConstraintMarks > 0, !ConstraintMarks.views.isEmpty {
            // Views on a path from a marked view up to self.
            var onPath: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
            for mark in ConstraintMarks.views {
                guard let marked = mark.view, marked.needsUpdateConstraintsFlag, marked.isDescendant(of: self) else { continue }
                var v: UIView? = marked
                while let c = v, onPath.insert(ObjectIdentifier(c)).inserted { v = c.superview }
            }
            func visit(_ view: UIView) {
                for sub in view.subviewStorage where onPath.contains(ObjectIdentifier(sub)) { visit(sub) }
                if view.needsUpdateConstraintsFlag {
                    view.updateConstraints()
                    if view.needsUpdateConstraintsFlag { view.needsUpdateConstraintsFlag = false }
                    UpdateCycle.pendingConstraintMarks = max(0, UpdateCycle.pendingConstraintMarks - 1)
                    ran = true
                }
            }
            if onPath.count > 1 || needsUpdateConstraintsFlag { visit(self) }
            // Marks elsewhere (other trees, or made behind the walk) wait for their turn.
            ConstraintMarks.views.removeAll { $0.view?.needsUpdateConstraintsFlag != true }
        }
        if ran || UpdateCycle.solveConstraints != nil { UpdateCycle.solveConstraints?(self) }
    }

    package func intrinsicContentSizeDidChange() {
        autoLayoutImplicitConstraintsDidChange()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}

/// Views marked with `setNeedsUpdateConstraints()` and not yet updated, in
/// marking order (weakly: a released view has nothing left to update).
@MainActor
enum ConstraintMarks {
    static var views: [WeakMarkedView] = []
}

struct WeakMarkedView {
    weak var view: UIView?
}
