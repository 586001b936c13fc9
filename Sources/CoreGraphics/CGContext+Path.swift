@_implementationOnly import CCairo

extension CGContext {
    /// Starts a new, empty path. The path is not part of the graphics state.
    public func beginPath() {
        cairo_new_path(cairo)
    }

    public func move(to point: CGPoint) {
        appendToPath([.move(point)])
    }

    /// Ignored without a current point, as on Apple platforms.
    public func addLine(to point: CGPoint) {
        appendToPath([.line(point)])
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        appendToPath([.move(first)] + points.dropFirst().map { .line($0) })
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        appendToPath([.cubic(control1, control2, end)])
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        appendToPath([.quad(control, end)])
    }

    /// `clockwise` is meant in y-up user space, as Apple's (in a UIKit context,
    /// whose CTM flips y, `clockwise: true` looks counter-clockwise).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let delta = PathGeometry.sweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        let arc = PathGeometry.arcSegments(center: center, radius: radius, start: startAngle, delta: delta)
        appendArc(arc.start, arc.cubics)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard !ctmIsSingular, cairo_has_current_point(cairo) != 0 else { return }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        guard let arc = PathGeometry.tangentArc(from: CGPoint(x: x, y: y), tangent1End: tangent1End,
                                                tangent2End: tangent2End, radius: radius) else {
            appendToPath([.line(tangent1End)])
            return
        }
        appendArc(arc.start, arc.cubics)
    }

    public func addRect(_ rect: CGRect) {
        appendToPath(PathGeometry.rect(rect))
    }

    public func addRects(_ rects: [CGRect]) {
        for r in rects { addRect(r) }
    }

    public func addEllipse(in rect: CGRect) {
        appendToPath(PathGeometry.ellipse(in: rect))
    }

    /// Adds `path`, whose coordinates are in user space, under the current CTM.
    public func addPath(_ path: CGPath) {
        appendToPath(path.elements)
    }

    public func closePath() {
        guard cairo_has_current_point(cairo) != 0 else { return }
        cairo_close_path(cairo)
    }

    public var isPathEmpty: Bool {
        cairo_has_current_point(cairo) == 0 && currentPathElements.isEmpty
    }

    /// The current point in user space, `.zero` when there is none.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cairo) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space, control points
    /// included (Apple's `CGContextGetPathBoundingBox`); `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        CGPath(elements: currentPathElements).boundingBox
    }

    /// A copy of the current path in user space, nil when it is empty.
    public var path: CGPath? {
        let elements = currentPathElements
        return elements.isEmpty ? nil : CGPath(elements: elements)
    }

    /// Whether `point` (user space) would be painted by `mode` with the current path.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard !ctmIsSingular else { return false }
        let x = Double(point.x), y = Double(point.y)
        switch mode {
        case .fill, .eoFill:
            cairo_set_fill_rule(cairo, mode == .eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            return cairo_in_fill(cairo, x, y) != 0
        case .stroke:
            return cairo_in_stroke(cairo, x, y) != 0
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cairo, mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            return cairo_in_fill(cairo, x, y) != 0 || cairo_in_stroke(cairo, x, y) != 0
        }
    }

    // MARK: Cairo path plumbing

    /// Sends elements (user space) to Cairo's path, which stores them in device
    /// space so later CTM changes do not move them, as with Apple's. Lines and
    /// curves without a current point, and non-finite points, are skipped.
    func appendToPath(_ elements: [PathElement]) {
        guard !ctmIsSingular else { return }
        CGPath.appendCairoPath(elements, to: cairo)
    }

    private func appendArc(_ start: CGPoint, _ cubics: [PathGeometry.Cubic]) {
        let first: PathElement = cairo_has_current_point(cairo) != 0 ? .line(start) : .move(start)
        appendToPath([first] + cubics.map { .cubic($0.control1, $0.control2, $0.end) })
    }

    /// The current path in user space, read back from Cairo.
    var currentPathElements: [PathElement] {
        guard let path = cairo_copy_path(cairo) else { return [] }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return [] }
        var out: [PathElement] = []
        var i = 0
        let count = Int(path.pointee.num_data)
        func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
        while i < count {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: out.append(.move(point(1)))
            case CAIRO_PATH_LINE_TO: out.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: out.append(.cubic(point(1), point(2), point(3)))
            case CAIRO_PATH_CLOSE_PATH: out.append(.close)
            default: break
            }
            i += max(1, Int(header.length))
        }
        return out
    }
}

extension CGPoint {
    var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGPath {
    /// Sends `elements` to the path of the Cairo context `cr`, in its current
    /// user space. Lines and curves without a current point, and non-finite
    /// points, are skipped, as Core Graphics ignores them. Cairo has only
    /// cubics: a quadratic becomes the cubic whose controls sit 2/3 of the way
    /// to its control.
    package static func appendCairoPath(_ elements: [PathElement], to cr: OpaquePointer) {
        for e in elements {
            let hasPoint = cairo_has_current_point(cr) != 0
            switch e {
            case .move(let p):
                guard p.isFinitePoint else { continue }
                cairo_move_to(cr, p.x, p.y)
            case .line(let p):
                guard hasPoint, p.isFinitePoint else { continue }
                cairo_line_to(cr, p.x, p.y)
            case .quad(let c, let p):
                guard hasPoint, c.isFinitePoint, p.isFinitePoint else { continue }
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .cubic(let c1, let c2, let p):
                guard hasPoint, c1.isFinitePoint, c2.isFinitePoint, p.isFinitePoint else { continue }
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close:
                if hasPoint { cairo_close_path(cr) }
            }
        }
    }
}
