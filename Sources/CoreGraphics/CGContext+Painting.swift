@_implementationOnly import CCairo

extension CGContext {
    /// Fills the current path with the fill colour, then clears the path.
    /// Open subpaths are closed implicitly.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintPath(fill: rule, stroke: false)
    }

    /// Strokes the current path with the stroke colour and line properties,
    /// then clears the path.
    public func strokePath() {
        paintPath(fill: nil, stroke: true)
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintPath(fill: .winding, stroke: false)
        case .eoFill: paintPath(fill: .evenOdd, stroke: false)
        case .stroke: paintPath(fill: nil, stroke: true)
        case .fillStroke: paintPath(fill: .winding, stroke: true)
        case .eoFillStroke: paintPath(fill: .evenOdd, stroke: true)
        }
    }

    /// Fills `rect`. As on Apple platforms, the current path is cleared.
    public func fill(_ rect: CGRect) {
        beginPath(); addRect(rect); fillPath()
    }

    public func fill(_ rects: [CGRect]) {
        beginPath(); addRects(rects); fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath(); addRect(rect); strokePath()
    }

    /// Strokes `rect` with line width `width`; the state's width is unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = cairo_get_line_width(cairo)
        setLineWidth(width)
        stroke(rect)
        cairo_set_line_width(cairo, saved)
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath(); addEllipse(in: rect); fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath(); addEllipse(in: rect); strokePath()
    }

    /// Strokes each pair of points as its own segment (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            appendToPath([.move(points[i]), .line(points[i + 1])])
            i += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent, whatever the blend mode, alpha or shadow.
    /// The current path is kept.
    public func clear(_ rect: CGRect) {
        guard !ctmIsSingular, rect.isFinite else { return }
        let saved = currentPathElements
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cairo)
        cairo_restore(cairo)
        appendToPath(saved)
        didDraw(deviceBounds(ofUser: rect).insetBy(dx: -1, dy: -1))
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        guard !ctmIsSingular else { cairo_new_path(cairo); return }
        cairo_set_fill_rule(cairo, rule.cairoFillRule)
        cairo_clip(cairo)
    }

    /// Intersects the clip with `rect`; the current path is kept.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`; the current path is kept.
    public func clip(to rects: [CGRect]) {
        guard !ctmIsSingular else { return }
        let saved = currentPathElements
        cairo_new_path(cairo)
        for r in rects where r.isFinite { cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height) }
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
        appendToPath(saved)
    }

    /// Removes the clip (Apple's `resetClip()`).
    public func resetClip() {
        cairo_reset_clip(cairo)
    }

    /// The bounding box of the clip in user space; the whole context when
    /// nothing is clipped.
    public var boundingBoxOfClipPath: CGRect {
        guard !ctmIsSingular else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Private

    private func paintPath(fill rule: CGPathFillRule?, stroke: Bool) {
        defer { cairo_new_path(cairo) }
        guard !ctmIsSingular else { return }
        if let rule { cairo_set_fill_rule(cairo, rule.cairoFillRule) }
        // What the path will cover, in device pixels, bounds the shadow's and
        // the pixel conversion's work.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        if stroke { cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2) } else { cairo_fill_extents(cairo, &x1, &y1, &x2, &y2) }
        let ink = deviceBounds(ofUser: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)).insetBy(dx: -1, dy: -1)
        let changed = composite(boundingRule: stroke ? nil : rule, ink: ink) {
            if let rule {
                cairo_set_fill_rule(cairo, rule.cairoFillRule)
                setSource(state.fillColor, pattern: state.fillPattern)
                cairo_fill_preserve(cairo)
            }
            if stroke {
                setSource(state.strokeColor, pattern: state.strokePattern)
                cairo_stroke_preserve(cairo)
            }
        }
        didDraw(changed)
    }
}
