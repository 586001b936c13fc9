import CoreGraphics
import Foundation

/// The reference view's coordinate system, where behaviors place items. A
/// view item that is not a subview of the reference view has its centre
/// converted from its superview; any other item's centre is taken as it is.
@MainActor
struct DynamicSpace {
    let referenceView: UIView?

    func center(of item: UIDynamicItem) -> CGPoint {
        guard let view = item as? UIView, let superview = view.superview, let referenceView,
              superview !== referenceView else { return item.center }
        return referenceView.convert(view.center, from: superview)
    }

    func setCenter(_ point: CGPoint, of item: UIDynamicItem) {
        if let view = item as? UIView, let superview = view.superview, let referenceView, superview !== referenceView {
            item.center = superview.convert(point, from: referenceView)
        } else {
            item.center = point
        }
    }

    /// Half the width and height of the box around the item's bounds turned
    /// by its transform.
    func halfExtent(of item: UIDynamicItem) -> CGSize {
        let t = item.transform, size = item.bounds.size
        return CGSize(width: (abs(t.a) * size.width + abs(t.c) * size.height) / 2,
                      height: (abs(t.b) * size.width + abs(t.d) * size.height) / 2)
    }

    func frame(of item: UIDynamicItem) -> CGRect {
        let c = center(of: item), h = halfExtent(of: item)
        return CGRect(x: c.x - h.width, y: c.y - h.height, width: 2 * h.width, height: 2 * h.height)
    }
}

/// An item and what the settling knows of it, in the reference view's coordinates.
@MainActor
final class DynamicBody {
    let item: UIDynamicItem
    var center: CGPoint
    /// Where it was, and how it was turned, before the settling.
    let start: CGPoint
    let startTransform: CGAffineTransform
    /// The item's transform, turned by what the settling turned it.
    var transform: CGAffineTransform
    var half: CGSize
    /// The sum of the constant accelerations on it, in points per second
    /// squared (gravity, continuous pushes, linear fields); for an item
    /// attached to others without a point that holds them, the group's.
    var acceleration = CGVector.zero
    /// The speed instantaneous pushes gave it, in points per second.
    var impulse = CGVector.zero
    var density: CGFloat = 1
    var resistance: CGFloat = 0
    var charge: CGFloat = 0
    var allowsRotation = true
    /// Held where it is (anchored, snapped, or placed by a field or an attachment).
    var isFixed = false
    var escaped = false
    /// Kept moving for ever (a vortex or noise field): it stays, the animator runs.
    var restless = false
    /// The fields that act on it.
    var fields: [UIFieldBehavior] = []
    /// Items attached to each other with no point holding them share a group and move as one.
    var group: Int?
    /// The collision behaviors it is in that collide items / boundaries.
    var itemCollisions: [UICollisionBehavior] = []
    var boundaryCollisions: [UICollisionBehavior] = []

    init(item: UIDynamicItem, center: CGPoint) {
        self.item = item
        self.center = center
        start = center
        startTransform = item.transform
        transform = item.transform
        half = .zero
        updateHalf()
    }

    /// The mass UIKit gives an item: its density times its area over 10,000
    /// square points (a 100 × 100 item of density 1 weighs 1).
    var mass: CGFloat {
        max(density * item.bounds.width * item.bounds.height / 10_000, 1e-6)
    }

    /// Half the width and height of the box around the turned bounds.
    func updateHalf() {
        let t = transform, size = item.bounds.size
        half = CGSize(width: (abs(t.a) * size.width + abs(t.c) * size.height) / 2,
                      height: (abs(t.b) * size.width + abs(t.d) * size.height) / 2)
    }

    /// The point `offset` from the centre, in the item's own coordinates.
    func point(at offset: UIOffset) -> CGPoint {
        center.offsetBy(vector(offset))
    }

    /// An offset in the item's coordinates as a vector in the reference view's.
    func vector(_ offset: UIOffset) -> CGVector {
        CGVector(dx: transform.a * offset.horizontal + transform.c * offset.vertical,
                 dy: transform.b * offset.horizontal + transform.d * offset.vertical)
    }

    /// Turns the item by `angle` radians about its centre.
    func turn(by angle: CGFloat) {
        guard angle != 0 else { return }
        transform = transform.rotated(by: angle)
        updateHalf()
    }

    /// The directions it moves in under `vector`, the stronger first: (axis, sign).
    static func directions(of vector: CGVector) -> [(axis: Int, sign: CGFloat)] {
        var directions: [(axis: Int, sign: CGFloat, strength: CGFloat)] = []
        if vector.dx != 0 { directions.append((0, vector.dx > 0 ? 1 : -1, abs(vector.dx))) }
        if vector.dy != 0 { directions.append((1, vector.dy > 0 ? 1 : -1, abs(vector.dy))) }
        return directions.sorted { $0.strength > $1.strength }.map { ($0.axis, $0.sign) }
    }

    func collides(with other: DynamicBody) -> Bool {
        itemCollisions.contains { c in other.itemCollisions.contains { $0 === c } }
    }

    /// Where it starts and ends on an axis.
    func low(_ axis: Int) -> CGFloat { coordinate(center, axis) - half(axis) }
    func high(_ axis: Int) -> CGFloat { coordinate(center, axis) + half(axis) }
    func half(_ axis: Int) -> CGFloat { axis == 0 ? half.width : half.height }

    /// True when the two overlap on `axis` (touching is not overlapping).
    func overlaps(_ other: DynamicBody, on axis: Int) -> Bool {
        min(high(axis), other.high(axis)) - max(low(axis), other.low(axis)) > epsilon
    }
}

/// Where iOS's simulation brings a set of behaviors to rest, found directly
/// instead of step by step, in this order:
///
/// - a snapped item rests at its snap point, its rotation unchanged; an
///   anchored item (`UIDynamicItemBehavior.isAnchored`) stays where it is;
/// - an item in a field that depends on where it is (spring, radial
///   gravity, electric, custom) rests where the field balances the constant
///   forces on it, kept inside its collision boundary
///   (`DynamicSettling+Fields.swift`);
/// - an attached item hangs from what holds it, along the constant forces on
///   it (`DynamicSettling+Attachments.swift`); items attached to each other
///   with nothing holding them move as one;
/// - an item given a speed by an instantaneous push travels as far as its
///   resistance lets it, or until something stops it;
/// - an item with a constant acceleration (gravity, a continuous push, a
///   linear gravity or velocity field) moves along each axis the
///   acceleration has a component on, the stronger first, until a boundary
///   of its collision behaviors or an item it collides with stops it: it
///   falls onto the floor, then slides along it into the corner
///   (frictionless; on iOS friction can hold it on a gentle slope). An item
///   it meets that has no acceleration of its own is pushed ahead of it.
///   Items keep their rotation: one resting on a corner of another stays
///   there (on iOS it may tip over), and a sloped boundary stops an item
///   where it first touches it (on iOS it slides down);
/// - an item nothing stops leaves the reference view on the side it moves
///   to, and the animator keeps running, as on iOS.
///
/// Collision delegates hear `beganContact` for each contact of the state of
/// rest.
@MainActor
struct DynamicSettling {
    let space: DynamicSpace
    let behaviors: [UIDynamicBehavior]

    private typealias Body = DynamicBody

    /// A straight piece of a boundary (the reference bounds' identifier is nil).
    struct Segment {
        let a: CGPoint, b: CGPoint
        let collision: UICollisionBehavior
        let identifier: NSCopying?
    }

    /// Applies the state of rest; true when some item never comes to rest.
    func run() -> Bool {
        var bodies: [Body] = []
        func body(_ item: UIDynamicItem) -> Body {
            // A loop, not `first(where:)`: the optimised build's region checking
            // rejects handing `item` to a closure here.
            for found in bodies where found.item === item { return found }
            let made = Body(item: item, center: space.center(of: item))
            bodies.append(made)
            return made
        }
        var segments: [Segment] = []
        var attachments: [UIAttachmentBehavior] = []
        var pushes: [UIPushBehavior] = []
        for behavior in behaviors {
            switch behavior {
            case let snap as UISnapBehavior:
                let b = body(snap.dynamicItems[0])
                b.center = snap.snapPoint
                b.isFixed = true
            case let gravity as UIGravityBehavior:
                for item in gravity.items {
                    let b = body(item)
                    b.acceleration.dx += gravity.gravityDirection.dx * gravityUnit
                    b.acceleration.dy += gravity.gravityDirection.dy * gravityUnit
                }
            case let properties as UIDynamicItemBehavior:
                for item in properties.items {
                    let b = body(item)
                    if properties.isAnchored { b.isFixed = true }
                    b.density = properties.density
                    b.resistance = properties.resistance
                    b.charge = properties.charge
                    b.allowsRotation = properties.allowsRotation
                }
            case let collision as UICollisionBehavior:
                for item in collision.items {
                    let b = body(item)
                    if collision.collisionMode.contains(.items) { b.itemCollisions.append(collision) }
                    if collision.collisionMode.contains(.boundaries) { b.boundaryCollisions.append(collision) }
                }
                if collision.collisionMode.contains(.boundaries) { segments += boundarySegments(of: collision) }
            case let attachment as UIAttachmentBehavior:
                for item in attachment.items { _ = body(item) }
                attachments.append(attachment)
            case let push as UIPushBehavior:
                for item in push.items { _ = body(item) }
                pushes.append(push)
            case let field as UIFieldBehavior:
                for item in field.items { body(item).fields.append(field) }
            default:
                break
            }
        }
        // Pushes once every item's density is known: a = F / m.
        for push in pushes where push.active {
            for item in push.items {
                let b = body(item)
                let dv = CGVector(dx: push.pushDirection.dx * pushUnit / b.mass, dy: push.pushDirection.dy * pushUnit / b.mass)
                if push.mode == .continuous {
                    b.acceleration.dx += dv.dx; b.acceleration.dy += dv.dy
                } else {
                    b.impulse.dx += dv.dx; b.impulse.dy += dv.dy
                }
            }
        }
        for b in bodies { addConstantFields(to: b) }
        for b in bodies where !b.isFixed && !b.fields.isEmpty { settleInFields(b, segments: segments) }
        resolveAttachments(attachments, bodies: bodies)
        // Instantaneous pushes: each item travels |v|/r (r its resistance).
        for (phase, axis, sign) in phases {
            let movers = bodies.filter { b in
                let directions = Body.directions(of: b.impulse)
                return !b.isFixed && !b.escaped && directions.count > phase
                    && directions[phase].axis == axis && directions[phase].sign == sign
            }
            guard !movers.isEmpty else { continue }
            sweep(movers, axis: axis, sign: sign, bodies: bodies, segments: segments) { b in
                guard b.resistance > 0 else { return .infinity }
                return abs(coordinate(CGPoint(x: b.impulse.dx, y: b.impulse.dy), axis)) / b.resistance
            }
        }
        // Constant accelerations: every item's stronger direction, then its weaker one.
        for (phase, axis, sign) in phases {
            let movers = bodies.filter { b in
                let directions = Body.directions(of: b.acceleration)
                return !b.isFixed && !b.escaped && directions.count > phase
                    && directions[phase].axis == axis && directions[phase].sign == sign
            }
            if !movers.isEmpty { sweep(movers, axis: axis, sign: sign, bodies: bodies, segments: segments) { _ in .infinity } }
        }
        for b in bodies {
            if b.center != space.center(of: b.item) { space.setCenter(b.center, of: b.item) }
            if b.transform != b.item.transform { b.item.transform = b.transform }
        }
        reportContacts(bodies, segments)
        for push in pushes where push.active { push.applied() }
        return bodies.contains { $0.escaped || $0.restless }
    }

    /// The order of the sweeps: (phase, axis, sign).
    private var phases: [(Int, Int, CGFloat)] {
        var list: [(Int, Int, CGFloat)] = []
        for phase in 0..<2 { for axis in 0..<2 { for sign: CGFloat in [1, -1] { list.append((phase, axis, sign)) } } }
        return list
    }

    /// Puts an item that leaves the reference view just outside it, on the
    /// side `direction` points to (or where it is, without a reference view).
    func placeOutside(_ b: DynamicBody, along direction: CGVector) {
        b.escaped = true
        guard let bounds = space.referenceView?.bounds else { return }
        let size = direction.length
        guard size > 0 else { return }
        let u = direction.scaled(by: 1 / size)
        var t = CGFloat.infinity
        if u.dx > 0 { t = min(t, (bounds.maxX + b.half.width - b.center.x) / u.dx) }
        if u.dx < 0 { t = min(t, (bounds.minX - b.half.width - b.center.x) / u.dx) }
        if u.dy > 0 { t = min(t, (bounds.maxY + b.half.height - b.center.y) / u.dy) }
        if u.dy < 0 { t = min(t, (bounds.minY - b.half.height - b.center.y) / u.dy) }
        guard t.isFinite else { return }
        b.center = b.center.offsetBy(u.scaled(by: max(t, 0)))
    }

    /// Moves `movers` along `axis` in the direction `sign` until something
    /// stops them (or they have gone `travel` points), the one furthest
    /// along first, pushing items without acceleration that are in the way.
    /// Items of one group move together, as far as the first of them can.
    private func sweep(_ movers: [Body], axis: Int, sign s: CGFloat, bodies: [Body], segments: [Segment],
                       travel: (Body) -> CGFloat) {
        let across = 1 - axis
        var moving = movers
        var grew = true
        while grew {
            grew = false
            for b in bodies where !b.escaped && !b.isFixed && b.acceleration == .zero && b.group == nil
                && !moving.contains(where: { $0 === b }) {
                let pushed = moving.contains { m in
                    m.collides(with: b) && m.overlaps(b, on: across)
                        && s * coordinate(b.center, axis) - b.half(axis) >= s * coordinate(m.center, axis) + m.half(axis) - epsilon
                }
                if pushed { moving.append(b); grew = true }
            }
        }
        moving.sort { s * coordinate($0.center, axis) > s * coordinate($1.center, axis) }
        var obstacles = bodies.filter { b in !b.escaped && !moving.contains { $0 === b } }
        var done: [Body] = []
        for m in moving where !done.contains(where: { $0 === m }) {
            let unit = m.group.map { g in moving.filter { $0.group == g } } ?? [m]
            done += unit
            // How far the unit can go: the least of its members' room.
            var room = CGFloat.infinity
            for member in unit {
                let lead = s * coordinate(member.center, axis) + member.half(axis)
                var limit = lead + travel(member)
                for o in obstacles where member.collides(with: o) && member.overlaps(o, on: across) {
                    let face = s * coordinate(o.center, axis) - o.half(axis)
                    if face >= lead - epsilon { limit = min(limit, face) }
                }
                for segment in segments where member.boundaryCollisions.contains(where: { $0 === segment.collision }) {
                    if let face = firstTouch(segment, member, axis: axis, sign: s)?.along, face >= lead - epsilon {
                        limit = min(limit, face)
                    }
                }
                room = min(room, limit - lead)
            }
            if room.isFinite {
                for member in unit {
                    setCoordinate(&member.center, axis, coordinate(member.center, axis) + s * max(room, 0))
                    obstacles.append(member)
                }
            } else {
                for member in unit {
                    member.escaped = true
                    if let reference = space.referenceView?.bounds {
                        let edge = s > 0 ? (axis == 0 ? reference.maxX : reference.maxY) : (axis == 0 ? reference.minX : reference.minY)
                        setCoordinate(&member.center, axis, edge + s * member.half(axis))
                    }
                }
            }
        }
    }

    /// Where an item moving along `axis` in the direction `sign` first meets
    /// the segment: the coordinate along the axis (times `sign`) and across
    /// it; nil when it passes beside the segment.
    func firstTouch(_ segment: Segment, _ m: DynamicBody, axis: Int, sign s: CGFloat) -> (along: CGFloat, across: CGFloat)? {
        let across = 1 - axis
        let lo = m.low(across), hi = m.high(across)
        let au = coordinate(segment.a, across), bu = coordinate(segment.b, across)
        let av = s * coordinate(segment.a, axis), bv = s * coordinate(segment.b, axis)
        if abs(au - bu) < epsilon {
            // A segment along the motion: met at its nearer end, if the item spans it.
            guard au > lo + epsilon, au < hi - epsilon else { return nil }
            return (min(av, bv), au)
        }
        let u0 = max(lo, min(au, bu)), u1 = min(hi, max(au, bu))
        guard u1 - u0 > epsilon else { return nil }
        func v(_ u: CGFloat) -> CGFloat { av + (bv - av) * (u - au) / (bu - au) }
        let v0 = v(u0), v1 = v(u1)
        if abs(v0 - v1) < epsilon { return (v0, (u0 + u1) / 2) }
        return v0 < v1 ? (v0, u0) : (v1, u1)
    }

    /// The straight pieces of a collision behavior's boundaries: the
    /// reference bounds (inset) and each added path, curves cut into lines.
    private func boundarySegments(of collision: UICollisionBehavior) -> [Segment] {
        var segments: [Segment] = []
        if let insets = collision.referenceBoundsInsets, let bounds = space.referenceView?.bounds {
            let r = bounds.inset(by: insets)
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
            for i in 0..<4 { segments.append(Segment(a: corners[i], b: corners[(i + 1) % 4], collision: collision, identifier: nil)) }
        }
        for (identifier, path) in collision.identifiedBoundaries {
            for line in path.cgPath.lineSegments() {
                segments.append(Segment(a: line.0, b: line.1, collision: collision, identifier: identifier))
            }
        }
        return segments
    }

    /// Tells each collision delegate about the contacts of the state of rest.
    private func reportContacts(_ bodies: [Body], _ segments: [Segment]) {
        let tolerance: CGFloat = 0.01
        for collision in behaviors.compactMap({ $0 as? UICollisionBehavior }) {
            guard let delegate = collision.collisionDelegate else { continue }
            let members = bodies.filter { b in !b.escaped && collision.items.contains { $0 === b.item } }
            if collision.collisionMode.contains(.items) {
                for (i, first) in members.enumerated() {
                    for second in members[(i + 1)...] {
                        for axis in 0..<2 where first.overlaps(second, on: 1 - axis) {
                            let gap = max(first.low(axis) - second.high(axis), second.low(axis) - first.high(axis))
                            guard abs(gap) < tolerance else { continue }
                            let across = (max(first.low(1 - axis), second.low(1 - axis)) + min(first.high(1 - axis), second.high(1 - axis))) / 2
                            let along = first.low(axis) > second.low(axis) ? first.low(axis) : first.high(axis)
                            delegate.collisionBehavior(collision, beganContactFor: first.item, with: second.item,
                                                       at: point(along: along, across: across, axis: axis))
                        }
                    }
                }
            }
            guard collision.collisionMode.contains(.boundaries) else { continue }
            for b in members {
                for segment in segments where segment.collision === collision {
                    for axis in 0..<2 {
                        for s: CGFloat in [1, -1] {
                            guard let touch = firstTouch(segment, b, axis: axis, sign: s),
                                  abs(touch.along - (s * coordinate(b.center, axis) + b.half(axis))) < tolerance else { continue }
                            delegate.collisionBehavior(collision, beganContactFor: b.item, withBoundaryIdentifier: segment.identifier,
                                                       at: point(along: s * touch.along, across: touch.across, axis: axis))
                        }
                    }
                }
            }
        }
    }

    private func point(along: CGFloat, across: CGFloat, axis: Int) -> CGPoint {
        axis == 0 ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }
}

/// How close counts as touching, in points.
let epsilon: CGFloat = 0.001

/// UIKit's units: a gravity of magnitude 1 accelerates by 1,000 points per
/// second squared; a push of magnitude 1 accelerates a mass of 1 (a
/// 100 × 100 item of density 1) by 100.
let gravityUnit: CGFloat = 1000
let pushUnit: CGFloat = 100

func coordinate(_ p: CGPoint, _ axis: Int) -> CGFloat { axis == 0 ? p.x : p.y }

func setCoordinate(_ p: inout CGPoint, _ axis: Int, _ value: CGFloat) {
    if axis == 0 { p.x = value } else { p.y = value }
}

extension CGPoint {
    /// The point moved by `v`.
    func offsetBy(_ v: CGVector) -> CGPoint { CGPoint(x: x + v.dx, y: y + v.dy) }
    /// The vector from this point to `q`.
    func vector(to q: CGPoint) -> CGVector { CGVector(dx: q.x - x, dy: q.y - y) }
}

extension CGVector {
    var length: CGFloat { hypot(dx, dy) }
    func scaled(by k: CGFloat) -> CGVector { CGVector(dx: dx * k, dy: dy * k) }
    func adding(_ v: CGVector) -> CGVector { CGVector(dx: dx + v.dx, dy: dy + v.dy) }
}

extension CGPath {
    /// The path's straight pieces, each subpath's points joined in order
    /// (closed subpaths back to their start), curves cut into lines.
    fileprivate func lineSegments() -> [(CGPoint, CGPoint)] {
        var segments: [(CGPoint, CGPoint)] = []
        var current = CGPoint.zero, start = CGPoint.zero
        applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                current = e.points[0]; start = current
            case .addLineToPoint:
                segments.append((current, e.points[0])); current = e.points[0]
            case .addQuadCurveToPoint, .addCurveToPoint:
                let end = e.points[e.type == .addCurveToPoint ? 2 : 1]
                let curve: [PathElement] = e.type == .addCurveToPoint
                    ? [.move(current), .cubic(e.points[0], e.points[1], end)]
                    : [.move(current), .quad(e.points[0], end)]
                if let points = curve.flattened().first {
                    for i in 1..<points.count { segments.append((points[i - 1], points[i])) }
                }
                current = end
            case .closeSubpath:
                if current != start { segments.append((current, start)) }
                current = start
            }
        }
        return segments
    }
}
