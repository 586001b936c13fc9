import CCairo

extension LayerPainter {
    /// Paints the layer's shadow, then the layer. The shadow's shape is
    /// `shadowPath` when set, else the alpha of everything the layer paints
    /// (background, contents, sublayers, border). With `masksToBounds` the
    /// shadow is clipped to the bounds like the rest, so it shows only through
    /// transparent parts, as on iOS.
    func paintWithShadow(_ layer: CALayer, _ m: CGAffineTransform) {
        let color = layer.shadowColor ?? CGColor(gray: 0, alpha: 1)
        let alpha = Double(min(max(layer.shadowOpacity, 0), 1))
        let scale = (abs(m.a * m.d - m.b * m.c)).squareRoot()
        let sigma = max(layer.shadowRadius, 0) * scale
        let offset = CGSize(width: layer.shadowOffset.width, height: layer.shadowOffset.height).applying(m)
        cairo_save(cr)
        if layer.masksToBounds {
            CairoPath.setMatrix(cr, m)
            CairoPath.roundedRect(layer.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, to: cr)
            cairo_clip(cr)
        }
        if let path = layer.shadowPath {
            paintShadow(offset: offset, sigma: sigma, color: color, alpha: alpha) { mcr, shift in
                CairoPath.setMatrix(mcr, m.concatenating(shift))
                CairoPath.append(path, to: mcr)
                cairo_fill(mcr)
            }
            cairo_restore(cr)
            paintBody(layer, m)
            return
        }
        CairoPath.setMatrix(cr, .identity)
        cairo_push_group(cr)
        paintBody(layer, m)
        CairoPath.setMatrix(cr, .identity)
        let body = cairo_pop_group(cr)!
        paintShadow(offset: offset, sigma: sigma, color: color, alpha: alpha) { mcr, shift in
            CairoPath.setMatrix(mcr, shift)
            cairo_set_source(mcr, body)
            cairo_paint(mcr)
        }
        cairo_restore(cr)
        CairoPath.setMatrix(cr, .identity)
        cairo_set_source(cr, body)
        cairo_paint(cr)
        cairo_pattern_destroy(body)
    }

    /// Draws the shape's alpha (via `drawAlpha`, given a context and the
    /// device shift of the mask) into an A8 mask, blurs it, and paints the
    /// colour through it at the offset. Only the part that can land inside
    /// the current clip is computed.
    private func paintShadow(offset: CGSize, sigma: CGFloat, color: CGColor, alpha: Double,
                             drawAlpha: (OpaquePointer, CGAffineTransform) -> Void) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        CairoPath.setMatrix(cr, .identity)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let reach = ShadowMask.reach(sigma: sigma)
        let region = CGRect(x: x1 - offset.width - reach, y: y1 - offset.height - reach,
                            width: x2 - x1 + 2 * reach, height: y2 - y1 + 2 * reach).integral
        guard region.width >= 1, region.height >= 1, region.width * region.height < 1e9 else { return }
        let ox = region.minX, oy = region.minY
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(region.width), Int32(region.height))!
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        let mcr = cairo_create(mask)!
        drawAlpha(mcr, CGAffineTransform(translationX: -ox, y: -oy))
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        ShadowMask.blur(cairo_image_surface_get_data(mask)!, width: Int(region.width), height: Int(region.height),
                        stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
        cairo_surface_mark_dirty(mask)
        CairoPath.setSource(cr, color, alpha: alpha)
        cairo_mask_surface(cr, mask, ox + offset.width, oy + offset.height)
    }
}
