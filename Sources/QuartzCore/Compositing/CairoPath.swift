@_implementationOnly import CCairo

/// Path building and state helpers on a `cairo_t`, in its current user space.
package enum CairoPath {
    /// Appends `path` in the current user space, with Core Graphics' rules
    /// (non-finite points and segments without a start are skipped).
    package static func append(_ path: CGPath, to cr: OpaquePointer) {
        CGPath.appendCairoPath(path.elements, to: cr)
    }

    /// A rectangle whose corners in `corners` are rounded with `radius`
    /// (clamped to half the shorter side, as Core Animation does), with
    /// circular arcs or, for `.continuous`, iOS's continuous corner curve.
    package static func roundedRect(_ r: CGRect, radius: CGFloat, corners: CACornerMask,
                                    curve: CALayerCornerCurve = .circular, to cr: OpaquePointer) {
        if curve == .continuous, radius > 0, !corners.isEmpty {
            CGPath.appendCairoPath(ContinuousCorners.path(r, radius: radius, corners: .init(
                topLeft: corners.contains(.layerMinXMinYCorner), topRight: corners.contains(.layerMaxXMinYCorner),
                bottomRight: corners.contains(.layerMaxXMaxYCorner), bottomLeft: corners.contains(.layerMinXMaxYCorner))),
                to: cr)
            return
        }
        let rad = max(0, min(radius, min(r.width, r.height) / 2))
        guard rad > 0, !corners.isEmpty else {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            return
        }
        func cornerRadius(_ c: CACornerMask) -> Double { corners.contains(c) ? Double(rad) : 0 }
        let tl = cornerRadius(.layerMinXMinYCorner), tr = cornerRadius(.layerMaxXMinYCorner)
        let bl = cornerRadius(.layerMinXMaxYCorner), br = cornerRadius(.layerMaxXMaxYCorner)
        cairo_new_sub_path(cr)
        cairo_move_to(cr, r.minX + tl, r.minY)
        cairo_line_to(cr, r.maxX - tr, r.minY)
        if tr > 0 { cairo_arc(cr, r.maxX - tr, r.minY + tr, tr, -Double.pi / 2, 0) }
        cairo_line_to(cr, r.maxX, r.maxY - br)
        if br > 0 { cairo_arc(cr, r.maxX - br, r.maxY - br, br, 0, Double.pi / 2) }
        cairo_line_to(cr, r.minX + bl, r.maxY)
        if bl > 0 { cairo_arc(cr, r.minX + bl, r.maxY - bl, bl, Double.pi / 2, Double.pi) }
        cairo_line_to(cr, r.minX, r.minY + tl)
        if tl > 0 { cairo_arc(cr, r.minX + tl, r.minY + tl, tl, Double.pi, 3 * Double.pi / 2) }
        cairo_close_path(cr)
    }

    package static func setMatrix(_ cr: OpaquePointer, _ m: CGAffineTransform) {
        var cm = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        cairo_set_matrix(cr, &cm)
    }

    package static func matrix(_ cr: OpaquePointer) -> CGAffineTransform {
        var cm = cairo_matrix_t()
        cairo_get_matrix(cr, &cm)
        return CGAffineTransform(a: cm.xx, b: cm.yx, c: cm.xy, d: cm.yy, tx: cm.x0, ty: cm.y0)
    }

    /// A pattern colour (`UIColor(patternImage:)`) repeats from the origin of
    /// the current user space (the layer's bounds origin for a background, as
    /// Core Animation anchors it).
    package static func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: Double = 1) {
        if let pattern = color.pattern {
            if let source = pattern.cairoSource(for: cr, baseToDevice: matrix(cr), yUp: false, color: color.patternPaint,
                                                alpha: Double(min(max(color.alpha, 0), 1)) * alpha) {
                cairo_set_source(cr, source)
                cairo_pattern_destroy(source)
            } else {
                cairo_set_source_rgba(cr, 0, 0, 0, 0)
            }
            return
        }
        let c = color.rgba
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
    }
}
