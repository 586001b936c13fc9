import Foundation

/// Ties an item to a point or to another item, as UIKit's. At rest
/// (see `DynamicSettling`), an item hangs from what holds it along the
/// forces on it (gravity, continuous pushes, constant fields): a rigid
/// attachment (`frequency` 0, the default) at `length`, a spring
/// (`frequency` above 0) stretched further by the force over its
/// stiffness, m(2πf)², so by a/(2πf)² for an acceleration a.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items = 0
        case anchor = 1
    }

    /// What the attachment keeps: a distance (the initialisers), a maximum
    /// distance (`limitAttachment`), a weld (`fixedAttachment`), a pin
    /// (`pinAttachment`) or a slide along an axis (`slidingAttachment`).
    enum Kind: Equatable {
        case distance, limit, fixed, pin
        case sliding(axis: CGVector)
    }

    private let attachedItems: [UIDynamicItem]
    /// The attachment points, from each item's centre, in its own (unturned) coordinates.
    let offsets: [UIOffset]
    private(set) var kind: Kind = .distance

    open var attachedBehaviorType: AttachmentType { attachedItems.count == 1 ? .anchor : .items }

    open var items: [UIDynamicItem] { attachedItems }

    /// Where an item attached to a point is held, in the reference view's
    /// coordinates; for a pin, weld or slide between items, the point they share.
    open var anchorPoint: CGPoint { didSet { setNeedsSettling() } }

    /// The distance between the two attachment points; set from where they
    /// are when the attachment is made.
    open var length: CGFloat { didSet { setNeedsSettling() } }
    /// How much a spring attachment's oscillation is damped; the state of rest does not depend on it.
    open var damping: CGFloat = 0
    /// The spring's frequency in hertz: 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { setNeedsSettling() } }
    /// The torque it takes to turn items about a pin; an item at rest hangs
    /// below the pin whatever it is.
    open var frictionTorque: CGFloat = 0
    /// A sliding attachment's range of travel along its axis, in points from
    /// where the items start (infinite by default); a pin attachment's range
    /// of turning, in radians from where they start.
    open var attachmentRange: UIFloatRange = .infinite { didSet { setNeedsSettling() } }

    /// The item's centre, as its items are now, in the reference view or
    /// their common superview (an attachment is usually made before the
    /// animator; the settling measures again where it needs to).
    private static func point(of item: UIDynamicItem, offset: UIOffset) -> CGPoint {
        let t = item.transform
        return CGPoint(x: item.center.x + t.a * offset.horizontal + t.c * offset.vertical,
                       y: item.center.y + t.b * offset.horizontal + t.d * offset.vertical)
    }

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public required init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedItems = [item]
        offsets = [offset]
        anchorPoint = point
        let p = Self.point(of: item, offset: offset)
        length = hypot(p.x - point.x, p.y - point.y)
        super.init()
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public required init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                         attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        attachedItems = [item1, item2]
        offsets = [offset1, offset2]
        let p1 = Self.point(of: item1, offset: offset1), p2 = Self.point(of: item2, offset: offset2)
        anchorPoint = .zero
        length = hypot(p2.x - p1.x, p2.y - p1.y)
        super.init()
    }

    /// Two items held at `point` that turn freely about it, as iOS 9's.
    open class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> Self {
        made(.pin, item1, item2, point)
    }

    /// Two items welded together at `point`: neither moves nor turns relative to the other.
    open class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> Self {
        made(.fixed, item1, item2, point)
    }

    /// Two items that may come closer than their present distance but not further apart (a rope).
    open class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) -> Self {
        let behavior = Self(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        behavior.kind = .limit
        return behavior
    }

    /// Two items that slide relative to each other along `axis`, without turning.
    open class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                      attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> Self {
        made(.sliding(axis: axis), item1, item2, point)
    }

    /// An item that slides along `axis` through `point`, without turning.
    open class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> Self {
        let behavior = Self(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
        behavior.kind = .sliding(axis: axis)
        return behavior
    }

    /// An attachment of two items at a shared point: each item's offset is
    /// the point seen from its centre.
    private class func made(_ kind: Kind, _ item1: UIDynamicItem, _ item2: UIDynamicItem, _ point: CGPoint) -> Self {
        let behavior = Self(item: item1, offsetFromCenter: offset(of: point, from: item1),
                            attachedTo: item2, offsetFromCenter: offset(of: point, from: item2))
        behavior.kind = kind
        behavior.anchorPoint = point
        return behavior
    }

    /// `point` in the item's own coordinates, from its centre (undoing its transform).
    private static func offset(of point: CGPoint, from item: UIDynamicItem) -> UIOffset {
        let d = CGPoint(x: point.x - item.center.x, y: point.y - item.center.y).applying(item.transform.inverted())
        return UIOffset(horizontal: d.x, vertical: d.y)
    }

    override var dynamicItems: [UIDynamicItem] { attachedItems }
}
