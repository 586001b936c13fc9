@_implementationOnly import CCairo

extension CGPath {
    /// The area a stroke of this path covers, as a path to fill with the
    /// non-zero winding rule; see `StrokeOutline` for how it is built and its
    /// tolerance (curves within 0.01 units). An empty path for a width that is
    /// not positive.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let style = StrokeOutline.Style(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        return CGPath(elements: StrokeOutline.outline(of: elements, style: style).map { $0.applying(transform) })
    }

    /// The painted pieces of this path under a dash pattern, as open subpaths
    /// (curves cut into segments within 0.01 units).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        var out: [PathElement] = []
        for line in StrokeOutline.polylines(elements) {
            for piece in StrokeOutline.dashed(line, (phase, lengths)) {
                guard let first = piece.points.first else { continue }
                out.append(.move(first.applying(transform)))
                // A dot keeps a zero-length segment, so round and square caps still draw it.
                if piece.points.count == 1 { out.append(.line(first.applying(transform))) }
                for p in piece.points.dropFirst() { out.append(.line(p.applying(transform))) }
                if piece.closed { out.append(.close) }
            }
        }
        return CGPath(elements: out)
    }
}

extension CGContext {
    /// Replaces the current path with the outline of its stroke under the
    /// current line width, cap, join, miter limit and dashes (in user space,
    /// as Cairo strokes it), to fill with the non-zero rule or clip to.
    public func replacePathWithStrokedPath() {
        let elements = currentPathElements
        guard !elements.isEmpty else { return }
        let cap: CGLineCap
        switch cairo_get_line_cap(cairo) {
        case CAIRO_LINE_CAP_ROUND: cap = .round
        case CAIRO_LINE_CAP_SQUARE: cap = .square
        default: cap = .butt
        }
        let join: CGLineJoin
        switch cairo_get_line_join(cairo) {
        case CAIRO_LINE_JOIN_ROUND: join = .round
        case CAIRO_LINE_JOIN_BEVEL: join = .bevel
        default: join = .miter
        }
        var dash: (phase: CGFloat, lengths: [CGFloat])?
        let count = Int(cairo_get_dash_count(cairo))
        if count > 0 {
            var lengths = [Double](repeating: 0, count: count)
            var phase = 0.0
            cairo_get_dash(cairo, &lengths, &phase)
            dash = (CGFloat(phase), lengths.map { CGFloat($0) })
        }
        let style = StrokeOutline.Style(width: CGFloat(cairo_get_line_width(cairo)), cap: cap, join: join,
                                        miterLimit: CGFloat(cairo_get_miter_limit(cairo)), dash: dash)
        cairo_new_path(cairo)
        appendToPath(StrokeOutline.outline(of: elements, style: style))
    }
}
