import Foundation

/// Runs UIKit Dynamics behaviors on items in a reference view's coordinate
/// system, as UIKit's. On iOS a physics simulation moves the items at every
/// frame until they come to rest, then the animator pauses. Offscreen draws
/// still frames: at the next update after a behavior is added or changed
/// (the next turn of the main queue, or a render on request) the animator
/// puts its items where iOS's simulation brings them to rest, runs the
/// behaviors' `action` blocks once, and pauses. Until then `isRunning` is
/// true and the items are where they were, as on iOS before the first frame.
/// What "at rest" means for each behavior is on the behavior and in
/// docs/compatibility.md.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    open private(set) weak var referenceView: UIView?
    open private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// True from a change that moves items until they are at rest (items that
    /// fall with nothing to stop them never are, as on iOS).
    open private(set) var isRunning = false

    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.dynamicAnimator?.removeBehavior(behavior)
        behaviors.append(behavior)
        behavior.moved(to: self)
        setNeedsSettling()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.moved(to: nil)
        setNeedsSettling()
    }

    open func removeAllBehaviors() {
        let removed = behaviors
        behaviors = []
        for behavior in removed { behavior.moved(to: nil) }
        isRunning = false
    }

    /// The items of the animator's behaviors whose frames (in the reference
    /// view's coordinates) meet `rect`.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        let space = DynamicSpace(referenceView: referenceView)
        return allItems.filter { space.frame(of: $0).intersects(rect) }
    }

    /// Takes the item's current centre, size and rotation as its new state
    /// (on iOS, after the app moved it itself): its behaviors settle it again.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard allItems.contains(where: { $0 === item }) else { return }
        setNeedsSettling()
    }

    // MARK: Settling

    /// Every item of every behavior, once each, in the order of the behaviors.
    var allItems: [UIDynamicItem] {
        var list = DynamicItemList([])
        for behavior in behaviors.flatMap(\.behaviorTree) {
            for item in behavior.dynamicItems { list.add(item) }
        }
        return list.items
    }

    func setNeedsSettling() {
        if allItems.isEmpty {
            isRunning = false
            return
        }
        isRunning = true
        UpdateCycle.shared.scheduleSettling(self)
    }

    /// One step to where the simulation rests (see the class's description).
    func settle() {
        guard isRunning else { return }
        delegate?.dynamicAnimatorWillResume(self)
        let tree = behaviors.flatMap(\.behaviorTree)
        let keepsMoving = DynamicSettling(space: DynamicSpace(referenceView: referenceView), behaviors: tree).run()
        for behavior in tree { behavior.action?() }
        if !keepsMoving {
            isRunning = false
            delegate?.dynamicAnimatorDidPause(self)
        }
    }
}
