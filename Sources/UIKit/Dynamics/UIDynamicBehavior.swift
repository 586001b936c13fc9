import Foundation

/// A behavior a dynamic animator applies to items, or a group of child
/// behaviors, as UIKit's. Offscreen has no clock to step a simulation with:
/// an animator brings its items to the state where iOS's simulation comes
/// to rest (see `UIDynamicAnimator`), and `action` runs once, at that step.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called at each step of the animation on iOS; here at the one step
    /// that brings the items to rest.
    open var action: (() -> Void)?
    open private(set) weak var dynamicAnimator: UIDynamicAnimator?
    private weak var parent: UIDynamicBehavior?

    public override init() { super.init() }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let dynamicAnimator { behavior.moved(to: dynamicAnimator) }
        setNeedsSettling()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        if dynamicAnimator != nil { behavior.moved(to: nil) }
        setNeedsSettling()
    }

    /// Called when the behavior is added to an animator, or removed (nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Tells the behavior (and its children) which animator it is in.
    func moved(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.moved(to: animator) }
    }

    /// Something that changes where the items rest changed: the animator
    /// settles them again at the next turn.
    func setNeedsSettling() {
        guard !settlingSuppressed else { return }
        dynamicAnimator?.setNeedsSettling()
    }

    private var settlingSuppressed = false

    /// Runs `change` without asking the animator to settle again (a change
    /// the settling itself makes, such as ending an instantaneous push).
    func withoutSettling(_ change: () -> Void) {
        settlingSuppressed = true
        change()
        settlingSuppressed = false
    }

    /// The behavior and its descendants, parents first.
    var behaviorTree: [UIDynamicBehavior] {
        [self] + childBehaviors.flatMap(\.behaviorTree)
    }

    /// The items this behavior acts on (its subclass's), not its children's.
    var dynamicItems: [UIDynamicItem] { [] }
}

/// The item lists of the behaviors that take several items.
@MainActor
struct DynamicItemList {
    private(set) var items: [UIDynamicItem] = []

    init(_ items: [UIDynamicItem]) {
        for item in items { add(item) }
    }

    /// False when the item is already in the list (UIKit adds it once).
    @discardableResult
    mutating func add(_ item: UIDynamicItem) -> Bool {
        guard !items.contains(where: { $0 === item }) else { return false }
        items.append(item)
        return true
    }

    @discardableResult
    mutating func remove(_ item: UIDynamicItem) -> Bool {
        guard let index = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: index)
        return true
    }
}
