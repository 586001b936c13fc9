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

/// Where iOS's simulation brings a set of behaviors to rest, found directly
/// instead of step by step:
///
/// - a snapped item rests at its snap point, its rotation unchanged;
/// - an item with gravity (the sum of its gravity behaviors' vectors) moves
///   along each axis the gravity has a component on, the stronger first, until
///   a boundary of its collision behaviors or an item it collides with stops
///   it: it falls onto the floor, then slides along it into the corner
///   (frictionless; on iOS friction can hold it on a gentle slope). An item
///   it meets that has no gravity of its own is pushed ahead of it. Items
///   keep their rotation: one resting on a corner of another stays there
///   (on iOS it may tip over), and a sloped boundary stops an item where it
///   first touches it (on iOS it slides down);
/// - an item nothing stops leaves the reference view on the side gravity
///   points to, and the animator keeps running, as on iOS;
/// - an anchored item (`UIDynamicItemBehavior.isAnchored`) stays where it is.
///
/// Collision delegates hear `beganContact` for each contact of the state of
/// rest.
@MainActor
struct DynamicSettling {
    let space: DynamicSpace
    let behaviors: [UIDynamicBehavior]

    /// An item and what the settling knows of it.
    private final class Body {
        let item: UIDynamicItem
        var center: CGPoint
        let half: CGSize
        var gravity = CGVector.zero
        var isFixed = false
        var escaped = false
        /// The collision behaviors it is in that collide items / boundaries.
        var itemCollisions: [UICollisionBehavior] = []
        var boundaryCollisions: [UICollisionBehavior] = []

        init(item: UIDynamicItem, center: CGPoint, half: CGSize) {
            self.item = item
            self.center = center
            self.half = half
        }

        /// The directions it falls in, the stronger first: (axis, sign).
        var fallDirections: [(axis: Int, sign: CGFloat)] {
            guard !isFixed else { return [] }
            var directions: [(axis: Int, sign: CGFloat, strength: CGFloat)] = []
            if gravity.dx != 0 { directions.append((0, gravity.dx > 0 ? 1 : -1, abs(gravity.dx))) }
            if gravity.dy != 0 { directions.append((1, gravity.dy > 0 ? 1 : -1, abs(gravity.dy))) }
            return directions.sorted { $0.strength > $1.strength }.map { ($0.axis, $0.sign) }
        }

        func collides(with other: Body) -> Bool {
            itemCollisions.contains { c in other.itemCollisions.contains { $0 === c } }
        }

        /// Where it starts and ends on an axis.
        func low(_ axis: Int) -> CGFloat { coordinate(center, axis) - half(axis) }
        func high(_ axis: Int) -> CGFloat { coordinate(center, axis) + half(axis) }
        func half(_ axis: Int) -> CGFloat { axis == 0 ? half.width : half.height }

        /// True when the two overlap on `axis` (touching is not overlapping).
        func overlaps(_ other: Body, on axis: Int) -> Bool {
            min(high(axis), other.high(axis)) - max(low(axis), other.low(axis)) > epsilon
        }
    }

    /// A straight piece of a boundary (the reference bounds' identifier is nil).
    private struct Segment {
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
            let made = Body(item: item, center: space.center(of: item), half: space.halfExtent(of: item))
            bodies.append(made)
            return made
        }
        var segments: [Segment] = []
        for behavior in behaviors {
            switch behavior {
            case let snap as UISnapBehavior:
                let b = body(snap.dynamicItems[0])
                b.center = snap.snapPoint
                b.isFixed = true
            case let gravity as UIGravityBehavior:
                for item in gravity.items {
                    let b = body(item)
                    b.gravity.dx += gravity.gravityDirection.dx
                    b.gravity.dy += gravity.gravityDirection.dy
                }
            case let properties as UIDynamicItemBehavior:
                for item in properties.items where properties.isAnchored { body(item).isFixed = true }
            case let collision as UICollisionBehavior:
                for item in collision.items {
                    let b = body(item)
                    if collision.collisionMode.contains(.items) { b.itemCollisions.append(collision) }
                    if collision.collisionMode.contains(.boundaries) { b.boundaryCollisions.append(collision) }
                }
                if collision.collisionMode.contains(.boundaries) { segments += boundarySegments(of: collision) }
            default:
                break
            }
        }
        // First every item's stronger direction, then its weaker one.
        for phase in 0..<2 {
            for axis in 0..<2 {
                for sign: CGFloat in [1, -1] {
                    let movers = bodies.filter { b in
                        !b.escaped && b.fallDirections.count > phase
                            && b.fallDirections[phase].axis == axis && b.fallDirections[phase].sign == sign
                    }
                    if !movers.isEmpty { sweep(movers, axis: axis, sign: sign, bodies: bodies, segments: segments) }
                }
            }
        }
        for b in bodies where b.center != space.center(of: b.item) { space.setCenter(b.center, of: b.item) }
        reportContacts(bodies, segments)
        return bodies.contains { $0.escaped }
    }

    /// Moves `movers` along `axis` in the direction `sign` until something
    /// stops them, the one furthest along first, pushing items without
    /// gravity that are in the way.
    private func sweep(_ movers: [Body], axis: Int, sign s: CGFloat, bodies: [Body], segments: [Segment]) {
        let across = 1 - axis
        var moving = movers
        var grew = true
        while grew {
            grew = false
            for b in bodies where !b.escaped && !b.isFixed && b.gravity == .zero && !moving.contains(where: { $0 === b }) {
                let pushed = moving.contains { m in
                    m.collides(with: b) && m.overlaps(b, on: across)
                        && s * coordinate(b.center, axis) - b.half(axis) >= s * coordinate(m.center, axis) + m.half(axis) - epsilon
                }
                if pushed { moving.append(b); grew = true }
            }
        }
        moving.sort { s * coordinate($0.center, axis) > s * coordinate($1.center, axis) }
        var obstacles = bodies.filter { b in !b.escaped && !moving.contains { $0 === b } }
        for m in moving {
            let lead = s * coordinate(m.center, axis) + m.half(axis)
            var limit = CGFloat.infinity
            for o in obstacles where m.collides(with: o) && m.overlaps(o, on: across) {
                let face = s * coordinate(o.center, axis) - o.half(axis)
                if face >= lead - epsilon { limit = min(limit, face) }
            }
            for segment in segments where m.boundaryCollisions.contains(where: { $0 === segment.collision }) {
                if let face = firstTouch(segment, m, axis: axis, sign: s)?.along, face >= lead - epsilon {
                    limit = min(limit, face)
                }
            }
            if limit.isFinite {
                setCoordinate(&m.center, axis, s * (limit - m.half(axis)))
                obstacles.append(m)
            } else {
                m.escaped = true
                if let reference = space.referenceView?.bounds {
                    let edge = s > 0 ? (axis == 0 ? reference.maxX : reference.maxY) : (axis == 0 ? reference.minX : reference.minY)
                    setCoordinate(&m.center, axis, edge + s * m.half(axis))
                }
            }
        }
    }

    /// Where an item moving along `axis` in the direction `sign` first meets
    /// the segment: the coordinate along the axis (times `sign`) and across
    /// it; nil when it passes beside the segment.
    private func firstTouch(_ segment: Segment, _ m: Body, axis: Int, sign s: CGFloat) -> (along: CGFloat, across: CGFloat)? {
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
private let epsilon: CGFloat = 0.001

private func coordinate(_ p: CGPoint, _ axis: Int) -> CGFloat { axis == 0 ? p.x : p.y }

private func setCoordinate(_ p: inout CGPoint, _ axis: Int, _ value: CGFloat) {
    if axis == 0 { p.x = value } else { p.y = value }
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
