@_implementationOnly import CCairo

extension CGContext {
    /// Runs `draw`, which paints with Cairo's current source, under Apple's
    /// compositing rules: the blend mode, and the shadow if one is set.
    ///
    /// With a shadow, the drawing is collected in a Cairo group; its alpha,
    /// blurred and tinted with the shadow colour, is painted at the shadow
    /// offset first, then the group itself. `boundingRule`, when given, names
    /// the fill rule of the current path, which bounds blend modes that Cairo
    /// would otherwise apply outside the shape.
    ///
    /// `ink`, when known, bounds what `draw` paints in Cairo's device pixels;
    /// it keeps the shadow's work to that area. Returns the device area that
    /// may have changed (nil: anywhere in the clip).
    @discardableResult
    func composite(boundingRule: CGPathFillRule? = nil, ink: CGRect? = nil, _ draw: () -> Void) -> CGRect? {
        guard !state.clipMasks.isEmpty else { return compositeUnmasked(boundingRule: boundingRule, ink: ink, draw) }
        // Under a mask: the operation (shadow included) is drawn normally into
        // a group, which then reaches the destination through the masks with
        // the blend mode.
        let mode = state.blendMode
        cairo_save(cairo)
        cairo_push_group(cairo)
        state.blendMode = .normal
        let changed = compositeUnmasked(boundingRule: nil, ink: ink, draw)
        state.blendMode = mode
        let group = cairo_pop_group(cairo)!
        cairo_set_operator(cairo, mode.cairoOperator)
        paintThroughClipMasks(group)
        cairo_pattern_destroy(group)
        cairo_restore(cairo)
        return changed
    }

    private func compositeUnmasked(boundingRule: CGPathFillRule?, ink: CGRect?, _ draw: () -> Void) -> CGRect? {
        let mode = state.blendMode
        var changed = ink
        cairo_save(cairo)
        cairo_set_operator(cairo, mode.cairoOperator)
        // Painting a shadow's group paints transparency around the shape, which
        // these modes would write; clipping to the shape keeps them bounded.
        let clearsAroundGroup = state.shadow != nil && mode.clearsWhereSourceIsTransparent
        if mode.isUnboundedInCairo || clearsAroundGroup, let rule = boundingRule {
            cairo_set_fill_rule(cairo, rule.cairoFillRule)
            cairo_clip_preserve(cairo)
        }
        if let shadow = state.shadow {
            cairo_push_group(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            draw()
            let group = cairo_pop_group(cairo)!
            changed = paintShadow(of: group, shadow, ink: ink).map { ink?.union($0) } ?? ink
            cairo_set_source(cairo, group)
            cairo_paint(cairo)
            cairo_pattern_destroy(group)
        } else {
            draw()
        }
        cairo_restore(cairo)
        return changed
    }

    /// Paints the shadow of `group` (a pattern in user space, as
    /// `cairo_pop_group` makes it) with the current operator, and returns the
    /// device area it may have touched.
    ///
    /// Large blurs are computed on a mask downsampled by up to 8 (keeping at
    /// least 4 pixels of standard deviation), then scaled back up bilinearly:
    /// the result is indistinguishable and the work drops with the square of
    /// the factor.
    private func paintShadow(of group: OpaquePointer, _ shadow: Shadow, ink: CGRect?) -> CGRect? {
        // Base space to Cairo's device pixels: UIKit contexts count points with
        // y down; bitmap contexts count pixels with y up.
        let dx = Double(shadow.offset.width * baseScale)
        let dy = Double(shadow.offset.height * baseScale) * (origin == .upperLeft ? 1 : -1)
        let sigma = shadow.blur / 2 * baseScale
        let factor = sigma >= 8 ? min(8, Int(sigma / 4)) : 1
        let reach = Double(ShadowBlur.reach(sigma: sigma / CGFloat(factor)) * factor + factor)

        // Only shadow that can land inside the clip matters: the source region is
        // the clip's device extents moved back by the offset, grown by the blur,
        // and limited to where the drawing has ink (plus the blur's reach).
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        var region = CGRect(x: x1 - dx - reach, y: y1 - dy - reach, width: x2 - x1 + 2 * reach, height: y2 - y1 + 2 * reach)
        if let ink { region = region.intersection(ink.insetBy(dx: -reach, dy: -reach)) }
        region = region.integral
        guard !region.isNull, region.width >= 1, region.height >= 1, region.width * region.height < 1e9 else { return nil }
        let ox = Int(region.minX), oy = Int(region.minY)
        let w = (Int(region.width) + factor - 1) / factor, h = (Int(region.height) + factor - 1) / factor

        guard let mask = blurredShadowMask(of: group, originX: ox, originY: oy, width: w, height: h,
                                           factor: factor, sigma: sigma) else { return nil }
        defer { cairo_surface_destroy(mask) }
        paintShadowMask(mask, at: Double(ox) + dx, Double(oy) + dy, factor: factor, color: shadow.color)
        return CGRect(x: Double(ox) + dx, y: Double(oy) + dy, width: Double(w * factor), height: Double(h * factor))
    }

    /// `group`'s coverage over the device region at (`originX`, `originY`),
    /// downsampled by `factor` into a `width` x `height` A8 surface, blurred.
    /// The caller destroys the surface.
    private func blurredShadowMask(of group: OpaquePointer, originX ox: Int, originY oy: Int, width w: Int, height h: Int,
                                   factor: Int, sigma: CGFloat) -> OpaquePointer? {
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(mask)
            return nil
        }
        let maskContext = cairo_create(mask)!
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        // User space -> device -> region-relative -> downsampled mask pixels.
        var toMask = cairo_matrix_t()
        cairo_matrix_init_scale(&toMask, 1 / Double(factor), 1 / Double(factor))
        cairo_matrix_translate(&toMask, Double(-ox), Double(-oy))
        var combined = cairo_matrix_t()
        cairo_matrix_multiply(&combined, &m, &toMask)
        cairo_set_matrix(maskContext, &combined)
        cairo_set_source(maskContext, group)
        cairo_paint(maskContext)
        cairo_destroy(maskContext)

        cairo_surface_flush(mask)
        ShadowBlur.blur(cairo_image_surface_get_data(mask)!, width: w, height: h,
                        stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma / CGFloat(factor))
        cairo_surface_mark_dirty(mask)
        return mask
    }

    /// Paints `color` through `mask`, whose top-left pixel lands at device
    /// (`x`, `y`), scaled back up by `factor` when it was downsampled.
    private func paintShadowMask(_ mask: OpaquePointer, at x: Double, _ y: Double, factor: Int,
                                 color c: (r: Double, g: Double, b: Double, a: Double)) {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_rgba(cairo, c.r, c.g, c.b, c.a)
        if factor == 1 {
            cairo_mask_surface(cairo, mask, x, y)
        } else {
            let pattern = cairo_pattern_create_for_surface(mask)!
            var pm = cairo_matrix_t()
            cairo_matrix_init_scale(&pm, 1 / Double(factor), 1 / Double(factor))
            cairo_matrix_translate(&pm, -x, -y)
            cairo_pattern_set_matrix(pattern, &pm)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_mask(cairo, pattern)
            cairo_pattern_destroy(pattern)
        }
        cairo_restore(cairo)
    }

    /// The device-pixel bounds (Cairo's y-down space) of a user-space rectangle.
    func deviceBounds(ofUser r: CGRect) -> CGRect {
        var box = BoxAccumulator()
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
            var px = Double(x), py = Double(y)
            cairo_user_to_device(cairo, &px, &py)
            box.add(CGPoint(x: px, y: py))
        }
        return box.rect
    }

    /// Sets Cairo's source to a colour, with the global alpha applied; a
    /// pattern colour's pattern repeats from the base space's origin.
    func setSource(_ color: (r: Double, g: Double, b: Double, a: Double), pattern: PatternPaint? = nil) {
        if let pattern {
            let source = pattern.pattern.cairoSource(for: cairo, baseToDevice: baseToDevice, yUp: origin == .lowerLeft,
                                                     color: pattern.color, alpha: pattern.alpha * state.alpha)
            if let source {
                cairo_set_source(cairo, source)
                cairo_pattern_destroy(source)
            } else {
                cairo_set_source_rgba(cairo, 0, 0, 0, 0)
            }
            return
        }
        cairo_set_source_rgba(cairo, color.r, color.g, color.b, color.a * state.alpha)
    }

    /// The base space (user space before any CTM change) to Cairo's device pixels.
    var baseToDevice: CGAffineTransform {
        switch origin {
        case .upperLeft: CGAffineTransform(scaleX: baseScale, y: baseScale)
        case .lowerLeft: CGAffineTransform(a: baseScale, b: 0, c: 0, d: -baseScale, tx: 0, ty: CGFloat(height))
        }
    }

    // MARK: Transparency layers

    /// Starts collecting drawing into a transparent layer. Inside it alpha is 1,
    /// the blend mode normal and there is no shadow; `endTransparencyLayer`
    /// composites the layer as one image with the alpha, blend mode and
    /// shadow in effect here. `auxiliaryInfo` is ignored, as Apple documents
    /// no keys for it.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        layers.append(LayerRecord(state: state, savedStateCount: savedStates.count))
        cairo_push_group(cairo)
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
    }

    /// As `beginTransparencyLayer(auxiliaryInfo:)`, with drawing clipped to
    /// `rect` (user space) for the layer's lifetime.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        if !ctmIsSingular, rect.isFinite {
            let saved = currentPathElements
            cairo_new_path(cairo)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cairo)
            appendToPath(saved)
        }
    }

    /// Composites the layer begun last; the graphics state returns to what it
    /// was at `beginTransparencyLayer`. Unbalanced calls are ignored.
    public func endTransparencyLayer() {
        guard let record = layers.popLast() else { return }
        // States saved inside the layer and never restored are dropped with it.
        while savedStates.count > record.savedStateCount {
            savedStates.removeLast()
            cairo_restore(cairo)
        }
        let layer = cairo_pop_group(cairo)!
        state = record.state
        applyAntialias()
        let alpha = state.alpha
        if !ctmIsSingular {
            composite {
                cairo_set_source(cairo, layer)
                cairo_paint_with_alpha(cairo, alpha)
            }
        }
        cairo_pattern_destroy(layer)
        didDraw(nil)
    }
}

extension CGPathFillRule {
    var cairoFillRule: cairo_fill_rule_t { self == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING }
}

extension CGRect {
    var isFinite: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite && !isNull }
}
