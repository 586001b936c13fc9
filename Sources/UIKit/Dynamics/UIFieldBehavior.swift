import Foundation

/// A force field acting on its items inside `region` (about `position`), as
/// UIKit's since iOS 9. Made by the class methods, one per kind of field.
/// Not `open` here: the class methods return `Self`, which Swift can only
/// make through an initializer every subclass would have to provide.
///
/// Forces are in the units of `UIGravityBehavior` and `UIPushBehavior`
/// (points per second squared for an item; Offscreen's choice where UIKit
/// gives none): a field of strength 1 accelerates as a gravity of magnitude
/// 1 does (1,000 points per second squared), a spring field of strength 1
/// pulls with 100 points per second squared for each point from its
/// position. At rest (see `DynamicSettling`):
///
/// - a spring field holds an item at its position, or, with a constant force
///   a on it (gravity, a push), a/(100 × strength) points from it;
/// - a radial gravity field (and an electric field on an item whose charge
///   has the opposite sign to its strength) holds it at its position when
///   the field's pull there outweighs the constant forces; one with the same
///   sign pushes it out of the reference view;
/// - a linear gravity field and a velocity field move it along `direction`
///   as gravity does, until something stops it;
/// - a custom field (`field(evaluationBlock:)`) holds it where the block's
///   force (asked at rest: zero velocity) balances the others;
/// - a vortex or noise field keeps it moving: it stays where it is and the
///   animator keeps running, as on iOS, where it never pauses;
/// - drag, turbulence and magnetic fields act on moving items only, so they
///   do not change where items rest.
@preconcurrency @MainActor
public class UIFieldBehavior: UIDynamicBehavior {
    enum Kind {
        case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric, magnetic
        case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    let kind: Kind
    private var list = DynamicItemList([])

    required init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    public var items: [UIDynamicItem] { list.items }

    public func addItem(_ item: UIDynamicItem) {
        if list.add(item) { setNeedsSettling() }
    }

    public func removeItem(_ item: UIDynamicItem) {
        if list.remove(item) { setNeedsSettling() }
    }

    /// The field's origin in the reference view's coordinates (the centre of its region).
    public var position: CGPoint = .zero { didSet { setNeedsSettling() } }
    /// Where the field acts, about `position` (everywhere by default).
    public var region: UIRegion = .infinite { didSet { setNeedsSettling() } }
    public var strength: CGFloat = 1 { didSet { setNeedsSettling() } }
    /// How the field weakens with distance from `position`: by the distance
    /// to this power (0: a uniform field).
    public var falloff: CGFloat = 0 { didSet { setNeedsSettling() } }
    /// Distances below it count as it (a small distance by default).
    public var minimumRadius: CGFloat = 0.001 { didSet { setNeedsSettling() } }
    /// The direction of linear gravity and velocity fields.
    public var direction: CGVector = .zero { didSet { setNeedsSettling() } }
    /// How smooth a noise or turbulence field is, 0 to 1.
    public var smoothness: CGFloat = 0
    /// How fast a noise or turbulence field changes, in hertz.
    public var animationSpeed: CGFloat = 0

    public class func dragField() -> Self { Self(kind: .drag) }
    public class func vortexField() -> Self { Self(kind: .vortex) }

    public class func radialGravityField(position: CGPoint) -> Self {
        let field = Self(kind: .radialGravity)
        field.position = position
        return field
    }

    public class func linearGravityField(direction: CGVector) -> Self {
        let field = Self(kind: .linearGravity)
        field.direction = direction
        return field
    }

    public class func velocityField(direction: CGVector) -> Self {
        let field = Self(kind: .velocity)
        field.direction = direction
        return field
    }

    public class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = Self(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    public class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = Self(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    public class func springField() -> Self { Self(kind: .spring) }
    public class func electricField() -> Self { Self(kind: .electric) }
    public class func magneticField() -> Self { Self(kind: .magnetic) }

    /// A field whose force the block computes from the field, an item's
    /// position, velocity, mass and charge, and the time step.
    public class func field(evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector) -> Self {
        Self(kind: .custom(block))
    }

    /// True when the field acts at `point` (reference coordinates).
    func acts(at point: CGPoint) -> Bool {
        region.contains(CGPoint(x: point.x - position.x, y: point.y - position.y))
    }

    override var dynamicItems: [UIDynamicItem] { list.items }
}
