/// A path that can be built up. Every method takes an optional transform that
/// is applied to the points being added, as Apple's does.
///
/// Lines and curves added while there is no current point are ignored, as
/// Apple's CoreGraphics ignores them (it logs "no current point").
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }
    package override init(elements: [PathElement]) { super.init(elements: elements) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard elements.currentPoint != nil else { return }
        elements.append(.line(point.applying(transform)))
    }

    /// Moves to the first point, then adds a line to each of the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        elements.append(.move(first.applying(transform)))
        for p in points.dropFirst() { elements.append(.line(p.applying(transform))) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard elements.currentPoint != nil else { return }
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard elements.currentPoint != nil else { return }
        elements.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// An arc of a circle. `clockwise` is meant in CoreGraphics' y-up space
    /// (so it looks counter-clockwise in UIKit's flipped space). With a current
    /// point a line joins it to the arc's start; otherwise the arc starts a subpath.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let delta = PathGeometry.sweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle`; positive deltas turn towards +y.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let arc = PathGeometry.arcSegments(center: center, radius: radius, start: startAngle, delta: delta)
        appendArc(start: arc.start, cubics: arc.cubics, transform: transform)
    }

    /// An arc tangent to the lines current point → `tangent1End` and
    /// `tangent1End` → `tangent2End`, preceded by a line to its first tangent point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let current = elements.currentPoint else { return }
        // The current point is in path space; the tangents are given before `transform`.
        let inverse = transform.inverted()
        let invertible = transform.a * transform.d - transform.b * transform.c != 0
        guard invertible, let arc = PathGeometry.tangentArc(from: current.applying(inverse), tangent1End: tangent1End,
                                                            tangent2End: tangent2End, radius: radius) else {
            elements.append(.line(tangent1End.applying(transform)))
            return
        }
        appendArc(start: arc.start, cubics: arc.cubics, transform: transform)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: PathGeometry.rect(rect).map { $0.applying(transform) })
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Corner sizes larger than half a side are clamped (Apple asserts).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: PathGeometry.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
            .map { $0.applying(transform) })
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: PathGeometry.ellipse(in: rect).map { $0.applying(transform) })
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.elements.map { $0.applying(transform) })
    }

    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }

    private func appendArc(start: CGPoint, cubics: [PathGeometry.Cubic], transform: CGAffineTransform) {
        let s = start.applying(transform)
        if elements.currentPoint != nil { elements.append(.line(s)) } else { elements.append(.move(s)) }
        for c in cubics {
            elements.append(.cubic(c.control1.applying(transform), c.control2.applying(transform), c.end.applying(transform)))
        }
    }
}
