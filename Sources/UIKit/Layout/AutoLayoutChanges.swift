/// Everything that happened to constraints since the engines last solved:
/// constraints activated, deactivated or edited (constant, priority), views
/// whose implicit constraints are out of date (intrinsic size, frame of a
/// view that translates its autoresizing mask), and a generation number that
/// any hierarchy change bumps (engines then re-walk their tree once).
@preconcurrency @MainActor
package final class AutoLayoutChanges {
    package static let shared = AutoLayoutChanges()

    package private(set) var pending: [NSLayoutConstraint] = []
    private var pendingIDs: Set<ObjectIdentifier> = []
    package private(set) var dirtyViews: [UIView] = []
    private var dirtyIDs: Set<ObjectIdentifier> = []
    package private(set) var generation = 0

    package var isEmpty: Bool { pending.isEmpty && dirtyViews.isEmpty }

    /// A constraint installed on (or removed from) `view` changed; asks for an update.
    package func constraintChanged(_ constraint: NSLayoutConstraint, near view: UIView) {
        if pendingIDs.insert(ObjectIdentifier(constraint)).inserted { pending.append(constraint) }
        view.layer.requestUpdate()
    }

    package func viewChanged(_ view: UIView) {
        if dirtyIDs.insert(ObjectIdentifier(view)).inserted { dirtyViews.append(view) }
        view.layer.requestUpdate()
    }

    package func hierarchyChanged() {
        generation &+= 1
    }

    /// Hands the engine the changes it should act on; `keep` returns true
    /// for the ones that belong to another tree, which stay pending.
    package func takePending(keeping keep: (NSLayoutConstraint) -> Bool) -> [NSLayoutConstraint] {
        guard !pending.isEmpty else { return [] }
        var taken: [NSLayoutConstraint] = []
        var kept: [NSLayoutConstraint] = []
        for c in pending {
            if keep(c) { kept.append(c) } else { taken.append(c) }
        }
        pending = kept
        pendingIDs = Set(kept.map(ObjectIdentifier.init))
        return taken
    }

    package func takeDirtyViews(keeping keep: (UIView) -> Bool) -> [UIView] {
        guard !dirtyViews.isEmpty else { return [] }
        var taken: [UIView] = []
        var kept: [UIView] = []
        for v in dirtyViews {
            if keep(v) { kept.append(v) } else { taken.append(v) }
        }
        dirtyViews = kept
        dirtyIDs = Set(kept.map(ObjectIdentifier.init))
        return taken
    }

    /// True if some pending change concerns the tree rooted at `root`.
    package func concerns(_ root: UIView) -> Bool {
        pending.contains { c in c.installedOn?.rootView === root || c.engine?.root === root }
            || dirtyViews.contains { $0.rootView === root }
    }
}
