/// The area a stroke covers, as a path to fill: what
/// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`
/// and `CGContext.replacePathWithStrokedPath()` return. Cairo strokes but
/// cannot give the outline back, so it is computed here.
///
/// The outline is a union of pieces, each wound counter-clockwise (in y-up
/// terms): a quadrilateral per line segment, a join piece (a miter
/// quadrilateral, a bevel triangle or a circle) per corner, a cap piece (a
/// square or a circle) per open end. Filled with the non-zero winding rule
/// (as Apple fills the result) it covers exactly the stroke, up to
/// `tolerance`: curves are cut into segments no further than `tolerance`
/// from the curve (Wang's bound), and inside a curve the segments meet with
/// a miter where it stays within `tolerance` of the true offset curve, and
/// with a circle round a bend too tight for that.
/// Apple returns one contour per side instead; filled with the even-odd rule
/// the two results differ where pieces overlap.
package enum StrokeOutline {
    package struct Style {
        var width: CGFloat
        var cap: CGLineCap
        var join: CGLineJoin
        var miterLimit: CGFloat
        /// Painted and unpainted lengths and the phase, for a dashed stroke.
        var dash: (phase: CGFloat, lengths: [CGFloat])?

        package init(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat,
                     dash: (phase: CGFloat, lengths: [CGFloat])? = nil) {
            self.width = width
            self.cap = cap
            self.join = join
            self.miterLimit = miterLimit
            self.dash = dash
        }
    }

    /// Flattening tolerance, in path units.
    package static let tolerance: CGFloat = 0.01

    /// One flattened subpath: its points, whether each is a corner of the
    /// original path (not a point inside a curve), and whether it is closed.
    struct Polyline {
        var points: [CGPoint] = []
        var corners: [Bool] = []
        var closed = false
        /// True when the subpath had a segment, even of zero length (a dot).
        var hadSegment = false
    }

    package static func outline(of elements: [PathElement], style: Style) -> [PathElement] {
        guard style.width.isFinite, style.width > 0 else { return [] }
        var lines = polylines(elements)
        if let dash = style.dash { lines = lines.flatMap { dashed($0, dash) } }
        var out: [PathElement] = []
        for line in lines { stroke(line, style, into: &out) }
        return out
    }

    // MARK: Flattening

    static func polylines(_ elements: [PathElement]) -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline()
        var point = CGPoint.zero, start = CGPoint.zero
        func add(_ p: CGPoint, corner: Bool) {
            if current.points.isEmpty { current.points = [point]; current.corners = [true] }
            current.hadSegment = true
            guard let last = current.points.last, !same(last, p), p.x.isFinite, p.y.isFinite else {
                if corner, !current.corners.isEmpty { current.corners[current.corners.count - 1] = true }
                return
            }
            current.points.append(p)
            current.corners.append(corner)
        }
        func finish() {
            if !current.points.isEmpty { result.append(current) }
            current = Polyline()
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current.points = [p]; current.corners = [true]
                point = p; start = p
            case .line(let p):
                add(p, corner: true); point = p
            case .quad(let c, let p):
                let p0 = point
                let ts = parameters(segments(degree: 2, [point, c, p]))
                for (i, t) in ts.enumerated() { add([PathElement].quadPoint(p0, c, p, t), corner: i == ts.count - 1) }
                point = p
            case .cubic(let c1, let c2, let p):
                let p0 = point
                let ts = parameters(segments(degree: 3, [point, c1, c2, p]))
                for (i, t) in ts.enumerated() { add([PathElement].cubicPoint(p0, c1, c2, p, t), corner: i == ts.count - 1) }
                point = p
            case .close:
                if current.points.isEmpty { current.points = [point]; current.corners = [true] }
                current.hadSegment = true
                current.closed = true
                finish()
                point = start
                // A later segment without a move starts at the closed subpath's start.
            }
        }
        finish()
        return result
    }

    /// Points closer than this are one point: a segment between them has no
    /// direction to offset along (a curve ending where its subpath started
    /// may miss the start by a rounding error).
    static func same(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) <= 1e-9 * max(1, abs(a.x)) && abs(a.y - b.y) <= 1e-9 * max(1, abs(a.y))
    }

    /// Where to cut a curve into `n` chords: evenly in t, plus a point just
    /// after the start and just before the end, so the first and last chords
    /// run along the curve's end tangents, which caps and corner joins follow
    /// (as Apple's and Cairo's do).
    static func parameters(_ n: Int) -> [CGFloat] {
        let epsilon = min(1e-4, 0.25 / CGFloat(n))
        return [epsilon] + (1..<n).map { CGFloat($0) / CGFloat(n) } + [1 - epsilon, 1]
    }

    /// Wang's formula: segments enough that the chords stay within `tolerance`.
    static func segments(degree: Int, _ p: [CGPoint]) -> Int {
        var m: CGFloat = 0
        for i in 0..<(p.count - 2) {
            m = max(m, hypot(p[i].x - 2 * p[i + 1].x + p[i + 2].x, p[i].y - 2 * p[i + 1].y + p[i + 2].y))
        }
        let factor = CGFloat(degree * (degree - 1)) / (8 * tolerance)
        let n = (factor * m).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(min(max(n, 1), 1024))
    }

    // MARK: Dashes

    /// The painted pieces of `line` under a dash pattern, as open polylines.
    static func dashed(_ line: Polyline, _ dash: (phase: CGFloat, lengths: [CGFloat])) -> [Polyline] {
        let lengths = dash.lengths
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite, lengths.allSatisfy({ $0 >= 0 }) else { return [line] }
        var points = line.points, corners = line.corners
        if line.closed, let first = points.first { points.append(first); corners.append(true) }
        // Where in the pattern the line starts.
        var index = 0
        var remaining = lengths[0]
        var offset = dash.phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        while offset > 0 {
            if offset >= remaining { offset -= remaining; index = (index + 1) % lengths.count; remaining = lengths[index] }
            else { remaining -= offset; offset = 0 }
        }
        var pieces: [Polyline] = []
        var piece = Polyline()
        func painted() -> Bool { index % 2 == 0 }
        if painted() { piece.points = [points[0]]; piece.corners = [true] }
        for i in 1..<max(points.count, 1) {
            var a = points[i - 1]
            let b = points[i]
            var segment = hypot(b.x - a.x, b.y - a.y)
            while segment > 0 {
                if remaining >= segment {
                    remaining -= segment
                    if painted() { piece.points.append(b); piece.corners.append(corners[i]); piece.hadSegment = true }
                    segment = 0
                } else {
                    let t = remaining / segment
                    let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if painted() {
                        piece.points.append(p); piece.corners.append(true); piece.hadSegment = true
                        pieces.append(piece)
                        piece = Polyline()
                    } else {
                        piece = Polyline(points: [p], corners: [true], closed: false, hadSegment: false)
                    }
                    segment -= remaining
                    a = p
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                    // A zero-length dash is a dot: painted, then ended at once.
                    if remaining == 0, painted() {
                        pieces.append(Polyline(points: [p], corners: [true], closed: false, hadSegment: true))
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
                        if !painted() { piece = Polyline() }
                    }
                }
            }
        }
        if painted(), piece.points.count > 1 { pieces.append(piece) }
        return pieces
    }

    // MARK: Pieces

    static func stroke(_ line: Polyline, _ style: Style, into out: inout [PathElement]) {
        let hw = style.width / 2
        var points = line.points, corners = line.corners
        if line.closed, points.count > 1, same(points[0], points[points.count - 1]) { points.removeLast(); corners.removeLast() }
        guard points.count > 1 else {
            // A zero-length segment draws a dot for round and square caps, as Apple does.
            guard line.hadSegment, let p = points.first else { return }
            switch style.cap {
            case .round: circle(p, hw, into: &out)
            case .square: polygon([CGPoint(x: p.x - hw, y: p.y - hw), CGPoint(x: p.x + hw, y: p.y - hw),
                                   CGPoint(x: p.x + hw, y: p.y + hw), CGPoint(x: p.x - hw, y: p.y + hw)], into: &out)
            default: break
            }
            return
        }
        let n = points.count
        let segmentCount = line.closed ? n : n - 1
        func direction(_ i: Int) -> CGPoint {
            let a = points[i], b = points[(i + 1) % n]
            let l = hypot(b.x - a.x, b.y - a.y)
            return CGPoint(x: (b.x - a.x) / l, y: (b.y - a.y) / l)
        }
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % n], d = direction(i)
            let nx = -d.y * hw, ny = d.x * hw
            polygon([CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: a.x - nx, y: a.y - ny),
                     CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: b.x + nx, y: b.y + ny)], into: &out)
        }
        let joinRange = line.closed ? Array(0..<n) : Array(1..<(n - 1))
        for v in joinRange {
            let d0 = direction((v - 1 + n) % n), d1 = direction(v)
            join(at: points[v], d0, d1, hw: hw, style: style, smooth: !corners[v], into: &out)
        }
        if !line.closed {
            cap(at: points[0], direction: direction(0), reversed: true, hw: hw, style.cap, into: &out)
            cap(at: points[n - 1], direction: direction(n - 2), reversed: false, hw: hw, style.cap, into: &out)
        }
    }

    static func join(at v: CGPoint, _ d0: CGPoint, _ d1: CGPoint, hw: CGFloat, style: Style, smooth: Bool,
                     into out: inout [PathElement]) {
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-12, dot > 0 { return }
        // The outer side is opposite the turn.
        let sign: CGFloat = cross > 0 ? -1 : 1
        let o0 = CGPoint(x: v.x - d0.y * hw * sign, y: v.y + d0.x * hw * sign)
        let o1 = CGPoint(x: v.x - d1.y * hw * sign, y: v.y + d1.x * hw * sign)
        // cos of half the turn; the miter reaches hw / cosHalf from the vertex.
        let cosHalf = ((1 + dot) / 2).squareRoot()
        let bisector = CGPoint(x: o0.x + o1.x - 2 * v.x, y: o0.y + o1.y - 2 * v.y)
        let bl = hypot(bisector.x, bisector.y)
        func miter() -> CGPoint { CGPoint(x: v.x + bisector.x / bl * hw / cosHalf, y: v.y + bisector.y / bl * hw / cosHalf) }
        let miterFits = cosHalf > 1e-9 && bl > 1e-12
        if smooth {
            // Inside a curve the outline is the offset curve, whatever the
            // join: a miter where it stays within tolerance, else the circle
            // the offset curve sweeps round a tight bend.
            if miterFits, hw * (1 / cosHalf - 1) <= tolerance { polygon([v, o0, miter(), o1], into: &out) } else { circle(v, hw, into: &out) }
            return
        }
        switch style.join {
        case .round:
            circle(v, hw, into: &out)
        case .miter where miterFits && 1 / cosHalf <= style.miterLimit:
            polygon([v, o0, miter(), o1], into: &out)
        default:
            polygon([v, o0, o1], into: &out)
        }
    }

    static func cap(at p: CGPoint, direction d: CGPoint, reversed: Bool, hw: CGFloat, _ cap: CGLineCap,
                    into out: inout [PathElement]) {
        switch cap {
        case .round:
            circle(p, hw, into: &out)
        case .square:
            let dx = (reversed ? -d.x : d.x) * hw, dy = (reversed ? -d.y : d.y) * hw
            let nx = -d.y * hw, ny = d.x * hw
            polygon([CGPoint(x: p.x + nx, y: p.y + ny), CGPoint(x: p.x - nx, y: p.y - ny),
                     CGPoint(x: p.x - nx + dx, y: p.y - ny + dy), CGPoint(x: p.x + nx + dx, y: p.y + ny + dy)], into: &out)
        default:
            break
        }
    }

    /// A closed polygon, wound counter-clockwise (positive area).
    static func polygon(_ points: [CGPoint], into out: inout [PathElement]) {
        var area: CGFloat = 0
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0, area.isFinite else { return }
        let ordered = area > 0 ? points : points.reversed()
        out.append(.move(ordered[0]))
        for p in ordered.dropFirst() { out.append(.line(p)) }
        out.append(.close)
    }

    /// A full circle, counter-clockwise, as four Béziers.
    static func circle(_ c: CGPoint, _ r: CGFloat, into out: inout [PathElement]) {
        let arc = PathGeometry.arcSegments(center: c, radius: r, start: 0, delta: 2 * .pi)
        out.append(.move(arc.start))
        for cubic in arc.cubics { out.append(.cubic(cubic.control1, cubic.control2, cubic.end)) }
        out.append(.close)
    }
}
