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
        let cycle = UpdateCycle.shared
        cycle.pendingConstraintMarks += 1
        cycle.constraintMarks.append(WeakMarkedView(view: self))
        layer.requestUpdate()
    }

    /// Leaf to root: `updateConstraints()` on every marked view of the
    /// subtree, then the constraint solver once any view uses Auto Layout.
    /// Only the paths from marked views up to this one are walked, so a
    /// tree where nothing is marked costs nothing whatever its size.
    package func runUpdateConstraintsIfNeeded() {
        // Nothing marked anywhere and no solver: no need to walk the tree.
        let cycle = UpdateCycle.shared
        guard cycle.pendingConstraintMarks > 0 || AutoLayoutEngine.isInUse else { return }
        if cycle.pendingConstraintMarks > 0, !cycle.constraintMarks.isEmpty {
            // Views on a path from a marked view up to self.
            var onPath: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
            for mark in cycle.constraintMarks {
                guard let marked = mark.view, marked.needsUpdateConstraintsFlag, marked.isDescendant(of: self) else { continue }
                var v: UIView? = marked
                while let c = v, onPath.insert(ObjectIdentifier(c)).inserted { v = c.superview }
            }
            func visit(_ view: UIView) {
                for sub in view.subviewStorage where onPath.contains(ObjectIdentifier(sub)) { visit(sub) }
                if view.needsUpdateConstraintsFlag {
                    view.updateConstraints()
                    if view.needsUpdateConstraintsFlag { view.needsUpdateConstraintsFlag = false }
                    cycle.pendingConstraintMarks = max(0, cycle.pendingConstraintMarks - 1)
                }
            }
            if onPath.count > 1 || needsUpdateConstraintsFlag { visit(self) }
            // Marks elsewhere (other trees, or made behind the walk) wait for their turn.
            cycle.constraintMarks.removeAll { $0.view?.needsUpdateConstraintsFlag != true }
        }
        if AutoLayoutEngine.isInUse { AutoLayoutEngine.solve(root: self) }
    }

    package func intrinsicContentSizeDidChange() {
        autoLayoutImplicitConstraintsDidChange()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}

package struct WeakMarkedView {
    weak var view: UIView?
}
