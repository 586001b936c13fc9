import Foundation

/// A constant acceleration on its items, as UIKit's: `gravityDirection`
/// (0, 1) by default, where a magnitude of 1 is 1000 points per second
/// squared. Items fall until a collision behavior stops them; with nothing
/// to stop them they leave the reference view and the animator never pauses.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: DynamicItemList

    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    open var items: [UIDynamicItem] { list.items }

    open func addItem(_ item: UIDynamicItem) {
        if list.add(item) { setNeedsSettling() }
    }

    open func removeItem(_ item: UIDynamicItem) {
        if list.remove(item) { setNeedsSettling() }
    }

    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { setNeedsSettling() }
    }

    /// The direction's angle in radians (0 points right, π/2 down).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length.
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var dynamicItems: [UIDynamicItem] { list.items }
}
