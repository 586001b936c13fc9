/// iOS's continuous ("squircle") corner: the curve `UIBezierPath(roundedRect:…)`
/// has drawn since iOS 7 and `CALayer` draws with `cornerCurve = .continuous`.
///
/// A corner of radius r starts 1.528665·r before the corner on each edge (not
/// r, as a circular arc does) and is three cubics: an ease-in, a near-circular
/// middle and an ease-out. The coefficients (multiples of r, measured from the
/// corner) are those of the path UIKit prints for
/// `UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 8)`:
/// it starts at x = 12.22932 and its first cubic ends at (54.948050, 0.599291).
package enum ContinuousCorners {
    /// How far along each edge a corner reaches, in radii.
    package static let extent: CGFloat = 1.528665
    /// UIKit keeps the corner curve only while both sides are longer than this
    /// many radii (two corner extents); past it the path changes shape.
    package static let shapeBreakRatio: CGFloat = 2 * 1.52866483

    /// One corner, in corner-local coordinates: x runs back along the edge the
    /// path arrives on, y along the edge it leaves by, both in radii.
    /// Each cubic is (control1, control2, end); the first starts at (extent, 0).
    static let corner: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: 1.08849296, y: 0), CGPoint(x: 0.86840694, y: 0), CGPoint(x: 0.63149379, y: 0.07491139)),
        (CGPoint(x: 0.37282383, y: 0.16905956), CGPoint(x: 0.16905956, y: 0.37282383), CGPoint(x: 0.07491139, y: 0.63149379)),
        (CGPoint(x: 0, y: 0.86840694), CGPoint(x: 0, y: 1.08849296), CGPoint(x: 0, y: extent)),
    ]

    /// Which corners are rounded, clockwise from the top left in y-down space
    /// (UIKit's `UIRectCorner` order is not assumed).
    package struct Corners: Equatable, Sendable {
        package var topLeft, topRight, bottomRight, bottomLeft: Bool
        package init(topLeft: Bool, topRight: Bool, bottomRight: Bool, bottomLeft: Bool) {
            self.topLeft = topLeft; self.topRight = topRight
            self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
        }
        package static let all = Corners(topLeft: true, topRight: true, bottomRight: true, bottomLeft: true)
        var isEmpty: Bool { !(topLeft || topRight || bottomRight || bottomLeft) }
    }

    /// The path with continuous corners of `radius`, limited (as Core Animation
    /// and UIKit's corner curve are) so that two corners fit on the shorter
    /// side: radius ≤ min(width, height) / (2 × 1.52866483). Clockwise on
    /// screen from the top edge, like the circular rounded rectangle.
    package static func path(_ rect: CGRect, radius: CGFloat, corners: Corners) -> [PathElement] {
        let r = rect.standardized
        let limit = min(r.width, r.height) / shapeBreakRatio
        let rad = min(max(radius.isFinite ? radius : 0, 0), limit)
        guard rad > 0, !corners.isEmpty, r.width.isFinite, r.height.isFinite else { return PathGeometry.rect(r) }
        // Each corner's frame: its vertex, the unit direction back along the
        // arriving edge, and the unit direction along the leaving edge.
        let frames: [(on: Bool, vertex: CGPoint, back: CGVector, along: CGVector)] = [
            (corners.topRight, CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (corners.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (corners.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (corners.topLeft, CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        func map(_ p: CGPoint, _ f: (on: Bool, vertex: CGPoint, back: CGVector, along: CGVector)) -> CGPoint {
            CGPoint(x: f.vertex.x + (p.x * f.back.dx + p.y * f.along.dx) * rad,
                    y: f.vertex.y + (p.x * f.back.dy + p.y * f.along.dy) * rad)
        }
        let topLeft = frames[3]
        var out: [PathElement] = [.move(topLeft.on ? map(CGPoint(x: 0, y: extent), topLeft) : topLeft.vertex)]
        for f in frames {
            guard f.on else {
                out.append(.line(f.vertex))
                continue
            }
            out.append(.line(map(CGPoint(x: extent, y: 0), f)))
            for (c1, c2, end) in corner { out.append(.cubic(map(c1, f), map(c2, f), map(end, f))) }
        }
        out.append(.close)
        return out
    }

    /// A capsule: circular ends of half the shorter side. UIKit's
    /// `UIBezierPath(roundedRect:cornerRadius:)` draws this when the radius
    /// exceeds both sides divided by `shapeBreakRatio`.
    package static func capsule(_ rect: CGRect) -> [PathElement] {
        let r = rect.standardized
        let rad = min(r.width, r.height) / 2
        guard rad > 0, rad.isFinite else { return PathGeometry.rect(r) }
        return PathGeometry.roundedRect(r, cornerWidth: rad, cornerHeight: rad)
    }
}
