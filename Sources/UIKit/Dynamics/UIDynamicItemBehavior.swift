import Foundation

/// Physical properties of its items, as UIKit's. What changes where items
/// come to rest is used: an anchored item (`isAnchored`) never moves and
/// stops what falls on it. The materials (`elasticity`, `friction`,
/// `density`, `resistance`, `angularResistance`, `charge`) and
/// `allowsRotation` shape the path on iOS, not the state of rest here; they
/// are kept and read back, with UIKit's defaults.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
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

    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var charge: CGFloat = 0
    open var allowsRotation = true

    open var isAnchored = false {
        didSet { setNeedsSettling() }
    }

    override var dynamicItems: [UIDynamicItem] { list.items }
}
