import Foundation

/// A force on its items, as UIKit's: a magnitude of 1 accelerates a
/// 100 × 100-point item of density 1 by 100 points per second squared
/// (continuous), or gives it a speed of 100 points per second
/// (instantaneous). The mass of an item is its density times its area over
/// 10,000 square points.
///
/// At rest (see `DynamicSettling`): a continuous push moves its items as
/// gravity does, until a collision boundary or an item stops them; nothing
/// stopping them, they leave the reference view and the animator keeps
/// running. An instantaneous push travels v/r points for an item whose
/// `UIDynamicItemBehavior.resistance` r is above 0 (the distance its speed
/// v decays over), then stops; without resistance it never does. After an
/// instantaneous push is applied, `active` is false, as on iOS.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous = 0
        case instantaneous = 1
    }

    private var list: DynamicItemList
    private var targetOffsets: [(item: UIDynamicItem, offset: UIOffset)] = []

    open private(set) var mode: Mode

    public init(items: [UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    open var items: [UIDynamicItem] { list.items }

    open func addItem(_ item: UIDynamicItem) {
        if list.add(item) { setNeedsSettling() }
    }

    open func removeItem(_ item: UIDynamicItem) {
        if list.remove(item) { setNeedsSettling() }
    }

    /// Where on the item the force acts, from its centre (zero unless set).
    /// On iOS a force off the centre also turns the item; here it is kept
    /// and read back.
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        for entry in targetOffsets where entry.item === item { return entry.offset }
        return .zero
    }

    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: UIDynamicItem) {
        for (index, entry) in targetOffsets.enumerated() where entry.item === item {
            targetOffsets[index].offset = o
            return
        }
        targetOffsets.append((item, o))
    }

    /// Whether the force acts. An instantaneous push sets it to false once
    /// applied; setting it to true again pushes again.
    open var active = true { didSet { setNeedsSettling() } }

    /// The force, in UIKit newtons along x and y (zero by default: no force).
    open var pushDirection = CGVector.zero { didSet { setNeedsSettling() } }

    /// The direction's angle in radians (0 points right, π/2 down).
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The force's size.
    open var magnitude: CGFloat {
        get { hypot(pushDirection.dx, pushDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// Ends an instantaneous push once the settling applied it, without
    /// settling again.
    func applied() {
        guard mode == .instantaneous else { return }
        withoutSettling { active = false }
    }

    override var dynamicItems: [UIDynamicItem] { list.items }
}
