@_implementationOnly import CCairo

extension CGContext {
    /// Pushes a copy of the graphics state: CTM, clip, line properties, colours,
    /// alpha, blend mode, shadow, antialiasing and interpolation quality.
    /// The current path is not part of the state, as on Apple platforms.
    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    /// Pops the graphics state. An unbalanced call (nothing saved, or only
    /// states saved before the current transparency layer) is ignored, as
    /// Apple ignores it.
    public func restoreGState() {
        guard savedStates.count > (layers.last?.savedStateCount ?? 0), let saved = savedStates.popLast() else { return }
        cairo_restore(cairo)
        state = saved
        applyAntialias()
    }

    // MARK: Colours

    /// A pattern colour (`CGColor(patternSpace:pattern:components:)`) fills
    /// and strokes with its pattern.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color.rgba
        state.fillPattern = PatternPaint(color)
    }

    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color.rgba
        state.strokePattern = PatternPaint(color)
    }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(gray: gray, alpha: alpha))
    }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Fills with `pattern`; `components` are its colour's (for an uncoloured
    /// pattern, the paint colour in the fill colour space's base space, then
    /// alpha; for a coloured one, alpha alone).
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        setFillColor(Self.patternColor(pattern, components))
    }

    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        setStrokeColor(Self.patternColor(pattern, components))
    }

    /// Apple takes the pattern colour space from `setFillColorSpace`; the
    /// pattern says which it needs: coloured patterns alpha alone, uncoloured
    /// ones RGB and alpha.
    private static func patternColor(_ pattern: CGPattern, _ components: UnsafePointer<CGFloat>) -> CGColor {
        let space = CGColorSpace(patternBaseSpace: pattern.isColored ? nil : CGColorSpace.deviceRGB)!
        return CGColor(patternSpace: space, pattern: pattern, components: components)!
    }

    /// The global alpha, multiplied into everything drawn; clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isNaN ? 1 : Double(min(max(alpha, 0), 1))
    }

    /// See `CGBlendMode` for the one mode Cairo draws differently.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
    }

    // MARK: Lines

    /// Interpreted in user space at the time of stroking, as Apple does.
    /// Negative and non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        cairo_set_line_width(cairo, Double(width))
    }

    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
    }

    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit >= 0 else { return }
        cairo_set_miter_limit(cairo, Double(limit))
    }

    /// Dashes: alternating painted and unpainted lengths, starting `phase` units
    /// into the pattern. Empty lengths give solid lines. Invalid patterns
    /// (negative or non-finite lengths, or all zero) give solid lines too,
    /// where Apple logs an error; Cairo would otherwise stop drawing altogether.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = !lengths.isEmpty && phase.isFinite
            && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        guard valid else {
            cairo_set_dash(cairo, nil, 0, 0)
            return
        }
        let dashes = lengths.map { Double($0) }
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }

    /// Curve flattening accuracy. Cairo picks its own tolerance (0.1 device
    /// pixel), so this has no effect; Apple documents it as a hint as well.
    public func setFlatness(_ flatness: CGFloat) {}

    // MARK: Quality

    /// Part of the graphics state.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Not part of the graphics state; antialiasing happens only when both
    /// this and `setShouldAntialias` allow it.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    /// Image resampling: `.none` is nearest-neighbour, `.low` Cairo's fast
    /// filter, `.default` and `.medium` its good filter, `.high` its best.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: Shadow

    /// A shadow for everything drawn next. `offset` and `blur` are in the base
    /// space, unaffected by the CTM: pixels with y up for bitmap contexts; for
    /// UIKit contexts points with positive heights going down, as iOS shows
    /// them. The blur is a Gaussian of standard deviation `blur / 2`
    /// (approximated by three box blurs). A nil colour, or one with zero alpha,
    /// turns the shadow off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        let safeBlur = blur.isFinite ? max(blur, 0) : 0
        let safeOffset = CGSize(width: offset.width.isFinite ? offset.width : 0,
                                height: offset.height.isFinite ? offset.height : 0)
        state.shadow = Shadow(offset: safeOffset, blur: safeBlur, color: color.rgba)
    }

    /// A shadow in black at one-third alpha, Apple's default colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
}
