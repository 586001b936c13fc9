@_implementationOnly import CCairo

extension CGContext {
    /// Fills the clip with a gradient along start → end (user space). Without
    /// options nothing is drawn before the start or after the end, as on Apple
    /// platforms; `drawsBeforeStartLocation` / `drawsAfterEndLocation` extend
    /// the end colours that way.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard !ctmIsSingular, start.isFinitePoint, end.isFinitePoint, start != end else { return }
        let reach = farthestClipDistance(from: start)
        let length = hypot(end.x - start.x, end.y - start.y)
        // Cairo extends both sides or neither. One-sided extension moves the
        // far end out past the clip and squeezes the stops to match.
        let range = extendedRange(options: options, before: Double(-reach / length), after: Double(1 + reach / length))
        let dx = end.x - start.x, dy = end.y - start.y
        let p0 = CGPoint(x: start.x + dx * range.t0, y: start.y + dy * range.t0)
        let p1 = CGPoint(x: start.x + dx * range.t1, y: start.y + dy * range.t1)
        let pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)!
        paintGradient(pattern, gradient, range: range)
    }

    /// Fills the clip with a gradient between two circles (user space), as
    /// Apple defines it: the circles interpolate from start to end. Without
    /// options nothing is drawn outside; `drawsBeforeStartLocation` continues
    /// the circles inward from the start (until their radius reaches zero) and
    /// `drawsAfterEndLocation` outward past the end.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard !ctmIsSingular, startCenter.isFinitePoint, endCenter.isFinitePoint, startRadius.isFinite, endRadius.isFinite,
              startRadius >= 0, endRadius >= 0 else { return }
        let dr = Double(endRadius - startRadius)
        let dc = Double(hypot(endCenter.x - startCenter.x, endCenter.y - startCenter.y))
        guard dr != 0 || dc != 0 else { return }
        // How far t must run for the circle to cover the clip, or to shrink to a point.
        let reach = Double(farthestClipDistance(from: startCenter)) + Double(max(startRadius, endRadius))
        let speed = max(abs(dr), dc)
        var before = -reach / speed - 1, after = 1 + reach / speed + 1
        if dr > 0 { before = max(before, -Double(startRadius) / dr) }
        if dr < 0 { after = min(after, Double(startRadius) / -dr) }
        let range = extendedRange(options: options, before: before, after: after)
        func center(_ t: Double) -> CGPoint {
            CGPoint(x: startCenter.x + (endCenter.x - startCenter.x) * t, y: startCenter.y + (endCenter.y - startCenter.y) * t)
        }
        func radius(_ t: Double) -> Double { max(0, Double(startRadius) + dr * t) }
        let c0 = center(range.t0), c1 = center(range.t1)
        let pattern = cairo_pattern_create_radial(c0.x, c0.y, radius(range.t0), c1.x, c1.y, radius(range.t1))!
        paintGradient(pattern, gradient, range: range)
    }

    /// The gradient parameter range to give Cairo, and its extend mode.
    private func extendedRange(options: CGGradientDrawingOptions, before: Double, after: Double)
        -> (t0: Double, t1: Double, extend: cairo_extend_t) {
        let b = options.contains(.drawsBeforeStartLocation), a = options.contains(.drawsAfterEndLocation)
        switch (b, a) {
        case (false, false): return (0, 1, CAIRO_EXTEND_NONE)
        case (true, true): return (0, 1, CAIRO_EXTEND_PAD)
        case (true, false): return (min(before, 0), 1, CAIRO_EXTEND_NONE)
        case (false, true): return (0, max(after, 1), CAIRO_EXTEND_NONE)
        }
    }

    /// Adds the stops (remapped into `range`) and paints the clip with them.
    private func paintGradient(_ pattern: OpaquePointer, _ gradient: CGGradient, range: (t0: Double, t1: Double, extend: cairo_extend_t)) {
        defer { cairo_pattern_destroy(pattern) }
        let span = range.t1 - range.t0
        let alpha = state.alpha
        func add(_ offset: Double, _ s: (location: Double, r: Double, g: Double, b: Double, a: Double)) {
            cairo_pattern_add_color_stop_rgba(pattern, offset, s.r, s.g, s.b, s.a * alpha)
        }
        // The end colours fill the stretched-out parts.
        let stops = gradient.sRGBStops
        if range.t0 < 0, let first = stops.first { add(0, first) }
        for s in stops { add((s.location - range.t0) / span, s) }
        if range.t1 > 1, let last = stops.last { add(1, last) }
        cairo_pattern_set_extend(pattern, range.extend)
        composite {
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
        }
        didDraw(nil)
    }

    /// The distance from `point` to the farthest corner of the clip's bounds, in user space.
    private func farthestClipDistance(from point: CGPoint) -> CGFloat {
        let clip = boundingBoxOfClipPath
        guard clip.isFinite else { return 0 }
        let corners = [CGPoint(x: clip.minX, y: clip.minY), CGPoint(x: clip.maxX, y: clip.minY),
                       CGPoint(x: clip.minX, y: clip.maxY), CGPoint(x: clip.maxX, y: clip.maxY)]
        return corners.map { hypot($0.x - point.x, $0.y - point.y) }.max() ?? 0
    }
}
