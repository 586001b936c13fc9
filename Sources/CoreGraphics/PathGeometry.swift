/// Shape and arc construction shared by `CGMutablePath` and `CGContext`.
///
/// Arcs become cubic Béziers when they are added, as Apple's CoreGraphics does,
/// so a path only ever holds moves, lines, quadratic and cubic curves.
/// Angles follow CoreGraphics' y-up convention: a growing angle turns from +x
/// towards +y, which is counter-clockwise on screen when y points up.
package enum PathGeometry {
    /// One cubic segment: two control points and an end point.
    package typealias Cubic = (control1: CGPoint, control2: CGPoint, end: CGPoint)

    /// The Béziers of an arc of `delta` radians starting at `start`; each piece
    /// spans at most a quarter turn, which keeps the radial error below 0.03%.
    package static func arcSegments(center: CGPoint, radius: CGFloat, start: CGFloat, delta: CGFloat) -> (start: CGPoint, cubics: [Cubic]) {
        let first = point(on: center, radius: radius, angle: start)
        guard delta != 0, delta.isFinite, radius.isFinite else { return (first, []) }
        let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(pieces)
        // Control-point distance for a circular arc of angle `step`.
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var cubics: [Cubic] = []
        cubics.reserveCapacity(pieces)
        var a0 = start
        for i in 0..<pieces {
            let a1 = i == pieces - 1 ? start + delta : a0 + step
            let p0 = point(on: center, radius: radius, angle: a0)
            let p1 = point(on: center, radius: radius, angle: a1)
            let c1 = CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
            cubics.append((c1, c2, p1))
            a0 = a1
        }
        return (first, cubics)
    }

    /// The signed sweep of `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    /// Counter-clockwise (clockwise == false) sweeps towards growing angles; the
    /// end angle is moved by whole turns so the sweep lies in 0...2π, as Apple does.
    package static func sweep(startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let raw = endAngle - startAngle
        guard raw.isFinite else { return 0 }
        if clockwise {
            if raw <= -turn { return -turn }
            var d = raw.truncatingRemainder(dividingBy: turn)
            if d > 0 { d -= turn }
            return d
        } else {
            if raw >= turn { return turn }
            var d = raw.truncatingRemainder(dividingBy: turn)
            if d < 0 { d += turn }
            return d
        }
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: the point where the arc meets the
    /// first tangent and the Béziers to the point where it meets the second, or
    /// nil when the arc degenerates (collinear points, zero radius) and only a
    /// line to `tangent1End` is drawn.
    package static func tangentArc(from p0: CGPoint, tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) -> (start: CGPoint, cubics: [Cubic])? {
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = hypot(v1.dx, v1.dy), l2 = hypot(v2.dx, v2.dy)
        guard radius > 0, radius.isFinite, l1 > 0, l2 > 0 else { return nil }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1), u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let cross = u1.dx * u2.dy - u1.dy * u2.dx
        let cosTheta = max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy))
        guard abs(cross) > 1e-12 else { return nil }
        let theta = acos(cosTheta)            // angle at p1 between the two tangents
        let dist = radius / tan(theta / 2)    // from p1 to each tangent point
        let t1 = CGPoint(x: p1.x + u1.dx * dist, y: p1.y + u1.dy * dist)
        let t2 = CGPoint(x: p1.x + u2.dx * dist, y: p1.y + u2.dy * dist)
        // The centre lies on the bisector, `radius / sin(theta/2)` from p1.
        let bis = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bl = hypot(bis.dx, bis.dy)
        let cd = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bis.dx / bl * cd, y: p1.y + bis.dy / bl * cd)
        let a0 = atan2(t1.y - center.y, t1.x - center.x)
        let a1 = atan2(t2.y - center.y, t2.x - center.x)
        var delta = a1 - a0
        // The arc is the short way round (less than half a turn).
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        return (t1, arcSegments(center: center, radius: radius, start: a0, delta: delta).cubics)
    }

    /// A rectangle as Apple adds it: move to the origin corner, three lines, close.
    package static func rect(_ r: CGRect) -> [PathElement] {
        let s = r.standardized
        guard !s.isNull, s.minX.isFinite, s.minY.isFinite, s.width.isFinite, s.height.isFinite else { return [] }
        return [.move(CGPoint(x: s.minX, y: s.minY)), .line(CGPoint(x: s.maxX, y: s.minY)),
                .line(CGPoint(x: s.maxX, y: s.maxY)), .line(CGPoint(x: s.minX, y: s.maxY)), .close]
    }

    /// An ellipse as four quarter Béziers, starting at the right-most point and
    /// turning towards +y, then closed (Apple's order).
    package static func ellipse(in r: CGRect) -> [PathElement] {
        let s = r.standardized
        guard !s.isNull, s.minX.isFinite, s.minY.isFinite, s.width.isFinite, s.height.isFinite else { return [] }
        let rx = s.width / 2, ry = s.height / 2
        let c = CGPoint(x: s.midX, y: s.midY)
        let arc = arcSegments(center: .zero, radius: 1, start: 0, delta: 2 * .pi)
        func map(_ p: CGPoint) -> CGPoint { CGPoint(x: c.x + p.x * rx, y: c.y + p.y * ry) }
        var out: [PathElement] = [.move(map(arc.start))]
        for seg in arc.cubics { out.append(.cubic(map(seg.control1), map(seg.control2), map(seg.end))) }
        out.append(.close)
        return out
    }

    /// A rounded rectangle with elliptical corners. Corner sizes are clamped to
    /// half the side (Apple asserts instead; bad input must not crash here).
    package static func roundedRect(_ r: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) -> [PathElement] {
        let s = r.standardized
        let cw = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0), s.width / 2)
        let ch = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0), s.height / 2)
        guard cw > 0, ch > 0 else { return rect(s) }
        let quarter = arcSegments(center: .zero, radius: 1, start: 0, delta: .pi / 2).cubics[0]
        var out: [PathElement] = [.move(CGPoint(x: s.minX + cw, y: s.minY))]
        // Each corner: the unit quarter arc rotated and scaled to the corner's ellipse.
        func corner(center: CGPoint, startAngle: CGFloat) {
            let cosA = cos(startAngle), sinA = sin(startAngle)
            func map(_ p: CGPoint) -> CGPoint {
                let x = p.x * cosA - p.y * sinA, y = p.x * sinA + p.y * cosA
                return CGPoint(x: center.x + x * cw, y: center.y + y * ch)
            }
            out.append(.cubic(map(quarter.control1), map(quarter.control2), map(quarter.end)))
        }
        out.append(.line(CGPoint(x: s.maxX - cw, y: s.minY)))
        corner(center: CGPoint(x: s.maxX - cw, y: s.minY + ch), startAngle: -.pi / 2)
        out.append(.line(CGPoint(x: s.maxX, y: s.maxY - ch)))
        corner(center: CGPoint(x: s.maxX - cw, y: s.maxY - ch), startAngle: 0)
        out.append(.line(CGPoint(x: s.minX + cw, y: s.maxY)))
        corner(center: CGPoint(x: s.minX + cw, y: s.maxY - ch), startAngle: .pi / 2)
        out.append(.line(CGPoint(x: s.minX, y: s.minY + ch)))
        corner(center: CGPoint(x: s.minX + cw, y: s.minY + ch), startAngle: .pi)
        out.append(.close)
        return out
    }

    static func point(on center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}

extension PathElement {
    /// The element with every point mapped through `t` (affine maps keep Béziers exact).
    package func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }
}
