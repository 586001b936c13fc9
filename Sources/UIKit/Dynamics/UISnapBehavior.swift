import Foundation

/// Pulls an item to a point with a damped spring, as UIKit's. At rest the
/// item's centre is the snap point and its rotation is what it was (iOS's
/// snap spring turns the item on the way and back).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem

    /// The point the item moves to, in the reference view's coordinates.
    open var snapPoint: CGPoint {
        didSet { setNeedsSettling() }
    }

    /// How much the spring oscillates on the way, from 0 to 1 (UIKit's
    /// default 0.5); the point of rest does not depend on it.
    open var damping: CGFloat = 0.5

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        self.snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }
}
