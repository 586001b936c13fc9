import LayoutSolver

/// The Auto Layout engine of one view tree (a window, or the root of a tree
/// not in a window): one incremental `Solver` holding every active
/// constraint of the tree plus the implicit ones UIKit adds (intrinsic
/// content size, autoresizing masks of views that translate them).
///
/// Coordinates: an item's variables are its alignment rectangle in its
/// superview's coordinates (a guide: its owning view's). A constraint
/// between items in different coordinate spaces adds the origins of the
/// views between them and their closest common ancestor, so moving a
/// container moves everything inside without touching its constraints, and
/// a view's frame is read straight off its four variables.
///
/// Updates are incremental: activating, deactivating or editing a constraint
/// adds or removes that one constraint in the solver; only a change to the
/// view hierarchy makes the engine walk its tree again (once per update).
@MainActor
package final class AutoLayoutEngine {
    package private(set) weak var root: UIView?
    package let solver = Solver()
    private var generation = -1
    /// Every NSLayoutConstraint in this engine (broken ones too), by identity.
    package private(set) var present: [ObjectIdentifier: Record] = [:]
    /// A throwaway engine for `systemLayoutSizeFitting`: it leaves the views'
    /// and constraints' links to their real engine alone, and its root does
    /// not translate its autoresizing mask.
    package let isDetached: Bool

    @MainActor package struct Record {
        package let constraint: NSLayoutConstraint
        /// nil when the engine broke it (unsatisfiable) or could not build it.
        package var solverConstraint: LayoutSolver.Constraint?
        /// The constant and priority it was solved with.
        package var constant: CGFloat
        package var priority: UILayoutPriority
        /// For a constraint naming leading or trailing: the direction it was built for.
        var direction: DirectionBasis?

        var isModified: Bool {
            constant != constraint.constant || priority != constraint.priority || direction?.isStale == true
        }
    }
    package var participants: [ObjectIdentifier: Participant] = [:]
    /// Variable → index in `owners` of the item whose frame it is part of,
    /// to mark layout after a solve. An index, not the weak reference itself:
    /// a view's four variables then cost one weak load, not four.
    private var variableOwners: [ObjectIdentifier: Int32] = [:]
    private var owners: [WeakItem] = []
    /// By solver slot: the symbol id of the variable last seen there and
    /// its owner index (-1, -1: unknown). An owner never changes for a
    /// variable, and ids are never reused, so a matching id is a hit.
    private var slotOwners: [(id: Int, owner: Int32)] = []
    /// By owner index: the `publish` pass that last marked the item.
    private var marks: [UInt32] = []
    private var markPass: UInt32 = 0
    /// Participants whose intrinsic size may follow their width, in the order they joined.
    package var widthDependent: [WeakView] = []
    /// Frames are being written by the engine (not by the app).
    package var isApplyingFrames = false

    package struct WeakItem { weak var item: AnyObject? }
    package struct WeakView { weak var view: UIView? }

    /// `entries[i].item`, loaded in place: reading it through the array's
    /// subscript copies the entry, two atomic updates of the item's weak
    /// count per read, which showed per moved view in large re-layouts.
    static func item(at i: Int, in entries: [WeakItem]) -> AnyObject? {
        entries.withUnsafeBufferPointer { $0[i].item }
    }

    /// `entries[i].view`, loaded in place (see `item(at:in:)`).
    package static func view(at i: Int, in entries: [WeakView]) -> UIView? {
        entries.withUnsafeBufferPointer { $0[i].view }
    }

    @MainActor package final class Participant {
        weak var view: UIView?
        var intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        var contentSizeConstraints: [NSLayoutConstraint] = []
        var autoresizingConstraints: [NSLayoutConstraint] = []
        /// The frame, mask and superview size the autoresizing constraints were made from.
        var autoresizingBasis: AutoresizingBasis?
        /// Constraints reading this view's baseline offsets (rebuilt when its intrinsic size changes).
        var baselineUsers: [ObjectIdentifier: NSLayoutConstraint] = [:]

        init(view: UIView) { self.view = view }
    }

    package struct AutoresizingBasis: Equatable {
        var frame: CGRect
        var mask: UIView.AutoresizingMask
        var superviewSize: CGSize?
    }

    package init(root: UIView, detached: Bool = false) {
        self.root = root
        self.isDetached = detached
    }

    // MARK: The update cycle's entry point

    /// Whether any view has used Auto Layout in this process. Until one has,
    /// the update cycle skips the solver (and the walk to reach it); after,
    /// it calls `solve(root:)` for every tree it updates.
    package static var isInUse = false

    /// After `updateConstraints()` ran leaf to root for `root`'s tree: bring
    /// the tree's engine up to date and mark views whose frames moved.
    package static func solve(root: UIView) {
        let changes = AutoLayoutChanges.shared
        if let engine = root.autoLayoutIfPresent?.hostedEngine {
            engine.update()
            return
        }
        guard changes.concerns(root) else { return }
        let engine = AutoLayoutEngine(root: root)
        root.autoLayout.hostedEngine = engine
        engine.update()
    }

    /// Applies pending changes for this tree, re-solves, and asks the
    /// superviews of items that moved to lay out (they apply the frames).
    package func update() {
        guard let root else { return }
        let changes = AutoLayoutChanges.shared
        if generation != changes.generation {
            generation = changes.generation
            fullSync(root)
        }
        let taken = changes.takePending { c in
            let target = c.installedOn?.rootView
            return target !== root && c.engine !== self
        }
        for c in taken { sync(c, root: root) }
        let dirty = changes.takeDirtyViews { v in v.autoLayoutIfPresent?.engine !== self && v.rootView !== root }
        for view in dirty { refreshImplicitConstraints(of: view) }
        publish()
    }

    /// Whether there is anything to do before reading solved values.
    package var needsUpdate: Bool {
        generation != AutoLayoutChanges.shared.generation || !AutoLayoutChanges.shared.isEmpty
    }

    // MARK: Constraints

    /// Adds, removes or re-adds one constraint so the engine matches it.
    private func sync(_ c: NSLayoutConstraint, root: UIView) {
        let wanted = c.installedOn?.rootView === root
        if let other = c.engine, other !== self { other.remove(c) }
        if let record = present[ObjectIdentifier(c)] {
            if !wanted {
                remove(c)
            } else if record.isModified {
                // Edits are a remove and an add of that one constraint: O(its row).
                remove(c)
                add(c)
            }
        } else if wanted {
            add(c)
        }
    }

    /// Walks the tree after a hierarchy change: every installed constraint in
    /// it is present, nothing else; participants outside it are dropped.
    private func fullSync(_ root: UIView) {
        var wanted: [ObjectIdentifier: NSLayoutConstraint] = [:]
        var order: [NSLayoutConstraint] = []
        func visit(_ view: UIView) {
            if let state = view.autoLayoutIfPresent {
                for c in state.installed {
                    wanted[ObjectIdentifier(c)] = c
                    order.append(c)
                }
            }
            for sub in view.subviewStorage { visit(sub) }
        }
        visit(root)
        for (id, r) in present where wanted[id] == nil && !r.constraint.isImplicit { remove(r.constraint) }
        for (id, p) in participants {
            guard let view = p.view, view.rootView === root else {
                dropParticipant(id)
                continue
            }
        }
        // Constraints built for another layout direction all go before any is
        // rebuilt: one at a time, the new ones would fight the old.
        for (_, r) in present where r.direction?.isStale == true { remove(r.constraint) }
        for c in order {
            if let other = c.engine, other !== self { other.remove(c) }
            if let record = present[ObjectIdentifier(c)] {
                if record.isModified {
                    remove(c)
                    add(c)
                }
            } else {
                add(c)
            }
        }
    }

    package func add(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        guard present[id] == nil else { return }
        present[id] = Record(constraint: c, solverConstraint: nil, constant: c.constant, priority: c.priority)
        if !isDetached { c.engine = self }
        guard let (built, direction) = buildSolverConstraint(c) else { return }
        present[id]?.direction = direction
        do {
            try solver.addConstraint(built)
            present[id]?.solverConstraint = built
            solverOwners[ObjectIdentifier(built)] = c
        } catch {
            if case .unsatisfiableConstraint(_, let conflicting) = error {
                let others = conflicting.compactMap { solverOwners[ObjectIdentifier($0)] }
                UnsatisfiableConstraintLog.report(breaking: c, conflicting: others)
            } else {
                LayoutLog.emit("[LayoutConstraints] The layout engine could not add \(c.layoutDescription): \(error)")
            }
        }
    }

    package func remove(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        guard let record = present.removeValue(forKey: id) else { return }
        if let sc = record.solverConstraint {
            try? solver.removeConstraint(sc)
            solverOwners[ObjectIdentifier(sc)] = nil
        }
        for item in [c.firstItem, c.secondItem] {
            guard let view = item as? UIView, let p = participants[ObjectIdentifier(view)] else { continue }
            p.baselineUsers[id] = nil
        }
        if c.engine === self { c.engine = nil }
    }

    /// Solver constraint → the NSLayoutConstraint it stands for (to name conflicts).
    private var solverOwners: [ObjectIdentifier: NSLayoutConstraint] = [:]

    // MARK: Results

    /// Publishes the solution: views whose rectangles changed are listed on
    /// their superviews, which are marked for layout (their `layoutSubviews`
    /// applies those frames and no others); guides mark their owning views.
    private func publish() {
        let changed = solveSettlingWidths()
        guard !changed.isEmpty else { return }
        // Marks by owner index, stamped with this pass (not a Set rebuilt
        // per pass: at 10,000 views its hashing showed in re-layouts).
        markPass &+= 1
        if markPass == 0 {
            for i in marks.indices { marks[i] = 0 }
            markPass = 1
        }
        if marks.count < owners.count { marks.append(contentsOf: repeatElement(0, count: owners.count - marks.count)) }
        // Siblings usually move together: look their superview's state up once.
        var lastSuperview: UIView?
        var lastSuperviewState: AutoLayoutViewState?
        var last: Int32 = -1
        let owners = self.owners
        for owner in changed {
            // An item's variables are usually reported one after another.
            guard owner != last else { continue }
            last = owner
            let index = Int(owner)
            guard marks[index] != markPass else { continue }
            marks[index] = markPass
            guard let item = Self.item(at: index, in: owners) else { continue }
            if let view = item as? UIView {
                if let superview = view.superview {
                    if superview !== lastSuperview {
                        lastSuperview = superview
                        lastSuperviewState = superview.autoLayout
                        superview.setNeedsLayout()
                    }
                    Self.markFramePending(view, in: superview, state: lastSuperviewState!)
                } else {
                    view.setNeedsLayout()
                }
            } else if let owner = (item as? UILayoutGuide)?.owningView {
                owner.setNeedsLayout()
            }
        }
    }

    /// Lists `view` for its superview's next `layoutSubviews` to apply its solved frame.
    package static func markFramePending(_ view: UIView, in superview: UIView) {
        markFramePending(view, in: superview, state: superview.autoLayout)
    }

    /// `markFramePending(_:in:)` with the superview's state already at hand.
    private static func markFramePending(_ view: UIView, in superview: UIView, state superviewState: AutoLayoutViewState) {
        let state = view.autoLayout
        guard state.framePendingIn !== superview else { return }
        state.framePendingIn = superview
        superviewState.pendingFrameChildren.append(WeakView(view: view))
    }

    /// The solved rectangle of an item, in its superview's (or owning view's) coordinates.
    package func rect(of variables: LayoutItemVariables) -> CGRect {
        CGRect(x: solver.value(of: variables.minX), y: solver.value(of: variables.minY),
               width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// `rect(of:)` for a view read after every solve: `slots` remembers
    /// where the solver publishes each of the four values (see
    /// `Solver.value(of:slot:)`), so no hash lookups.
    package func rect(of variables: LayoutItemVariables, slots: inout LayoutItemSlots) -> CGRect {
        let v = solver.values(of: variables.minX, variables.minY, variables.width, variables.height, slots: &slots)
        return CGRect(x: v.0, y: v.1, width: v.2, height: v.3)
    }

    package func isAmbiguous(_ variables: LayoutItemVariables) -> Bool {
        variables.all.contains { (try? solver.isAmbiguous($0)) ?? false }
    }

    /// Active constraints (user and implicit) naming `item` in `axis`.
    package func constraints(affecting item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        present.values.filter { r in
            let c = r.constraint
            return (c.firstItem === item || c.secondItem === item) && r.solverConstraint != nil && c.axis == axis
        }.map(\.constraint).sorted { $0.sequence < $1.sequence }
    }

    /// Re-publishes the solver's values and returns the owner index of
    /// each changed variable (those of no registered item left out), in
    /// the solver's order. Owners are found by slot through `slotOwners`,
    /// checked by symbol id, so a re-layout reads neither the variable
    /// objects nor the variable → owner table for views seen before.
    func updateChangedOwners() -> [Int32] {
        let changed = solver.updateVariableSlots()
        var result: [Int32] = []
        result.reserveCapacity(changed.count)
        for (slot, id) in changed {
            let s = Int(slot)
            if s < slotOwners.count, slotOwners[s].id == id {
                result.append(slotOwners[s].owner)
                continue
            }
            guard let variable = solver.variable(atSlot: slot),
                  let owner = variableOwners[ObjectIdentifier(variable)] else { continue }
            if s >= slotOwners.count {
                slotOwners.append(contentsOf: repeatElement((id: -1, owner: Int32(-1)), count: s + 1 - slotOwners.count))
            }
            // Only found owners are cached: an item may register later.
            slotOwners[s] = (id, owner)
            result.append(owner)
        }
        return result
    }

    package func register(_ variables: LayoutItemVariables, of item: AnyObject) {
        let key = ObjectIdentifier(variables.minX)
        guard variableOwners[key] == nil else { return }
        let owner = Int32(owners.count)
        owners.append(WeakItem(item: item))
        for v in variables.all { variableOwners[ObjectIdentifier(v)] = owner }
    }
}
