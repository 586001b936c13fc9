extension CGPath {
    /// The smallest rectangle containing every point of the path, control
    /// points included (Apple's `CGPathGetBoundingBox`); `.null` when empty.
    public var boundingBox: CGRect {
        var box = BoxAccumulator()
        for e in elements {
            switch e {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p): box.add(c); box.add(p)
            case .cubic(let c1, let c2, let p): box.add(c1); box.add(c2); box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle containing the path itself, curves measured at
    /// their extremes rather than their control points; `.null` when empty.
    public var boundingBoxOfPath: CGRect { elements.tightBoundingBox }

    /// Whether `point`, mapped through `transform`, is inside the area the path
    /// would fill under `rule`. Open subpaths count as closed, as when filling.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        elements.contains(point.applying(transform), rule: rule)
    }
}

/// Grows a rectangle point by point.
struct BoxAccumulator {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Array where Element == PathElement {
    package var tightBoundingBox: CGRect {
        var box = BoxAccumulator()
        var current = CGPoint.zero, start = CGPoint.zero
        for e in self {
            switch e {
            case .move(let p): box.add(p); current = p; start = p
            case .line(let p): box.add(p); current = p
            case .quad(let c, let p):
                box.add(p)
                // Extremes where the derivative of each coordinate vanishes.
                for t in Self.quadExtrema(current.x, c.x, p.x) + Self.quadExtrema(current.y, c.y, p.y) {
                    box.add(Self.quadPoint(current, c, p, t))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                box.add(p)
                for t in Self.cubicExtrema(current.x, c1.x, c2.x, p.x) + Self.cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    box.add(Self.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .close: current = start
            }
        }
        return box.rect
    }

    /// The path as polygons (one per subpath, implicitly closed) with curves cut
    /// into line segments no further than about 0.05 units from the curve.
    package func flattened() -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var poly: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        func finish() { if poly.count > 1 { polygons.append(poly) }; poly = [] }
        for e in self {
            switch e {
            case .move(let p):
                finish(); poly = [p]; current = p; start = p
            case .line(let p):
                if poly.isEmpty { poly = [current] }
                poly.append(p); current = p
            case .quad(let c, let p):
                if poly.isEmpty { poly = [current] }
                let n = Self.segmentCount(current, c, p)
                for i in 1...n { poly.append(Self.quadPoint(current, c, p, CGFloat(i) / CGFloat(n))) }
                current = p
            case .cubic(let c1, let c2, let p):
                if poly.isEmpty { poly = [current] }
                let n = Self.segmentCount(current, c1, c2, p)
                for i in 1...n { poly.append(Self.cubicPoint(current, c1, c2, p, CGFloat(i) / CGFloat(n))) }
                current = p
            case .close:
                finish(); current = start
            }
        }
        finish()
        return polygons
    }

    package func contains(_ point: CGPoint, rule: CGPathFillRule) -> Bool {
        var winding = 0
        for poly in flattened() {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                // Half-open rule on y so a vertex on the ray is counted once.
                if a.y <= point.y {
                    if b.y > point.y, Self.side(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, Self.side(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// Positive when `p` is left of the directed line a→b.
    static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    static func segmentCount(_ pts: CGPoint...) -> Int {
        var length: CGFloat = 0
        for i in 1..<pts.count { length += hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y) }
        guard length.isFinite else { return 1 }
        return Swift.max(1, Swift.min(1024, Int((length * 2).squareRoot().rounded(.up))))
    }

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                       y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                       y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    static func quadExtrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let den = a - 2 * b + c
        guard den != 0 else { return [] }
        let t = (a - b) / den
        return t > 0 && t < 1 ? [t] : []
    }

    /// Roots in (0, 1) of the derivative of a 1-D cubic Bézier.
    static func cubicExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // B'(t)/3 = a t² + b t + c
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
