@_implementationOnly import CCairo

/// Paints a layer tree with Cairo, in device space. Each layer is painted in
/// Core Animation's order: shadow, background, contents (a `CGImage` or the
/// backing store `display()` drew), the class's own content (shape,
/// gradient), sublayers, and the border last, above everything. Corner radius
/// rounds background and border always, and clips contents and sublayers
/// only with `masksToBounds`. Opacity and masks composite the layer as a group.
///
/// When `damage` is not empty, a layer (or a whole masked or grouped subtree)
/// that paints nothing inside it is skipped without any Cairo call.
package final class LayerPainter {
    package let cr: OpaquePointer
    /// Device rectangles being repainted; empty means everything (no skipping).
    package let damage: [CGRect]
    /// How many layers painted something (for tests and benchmarks).
    package private(set) var layersPainted = 0
    /// The layer the painting started from and its matrix: what a backdrop
    /// layer renders again to see what lies behind it.
    var top: (layer: CALayer, matrix: CGAffineTransform)?
    /// When set, painting stops on reaching this layer (a backdrop's capture
    /// of what is behind it): neither it nor anything after it is painted.
    let stopLayer: CALayer?
    private(set) var stopped = false

    package init(cr: OpaquePointer, damage: [CGRect]) {
        self.cr = cr
        self.damage = damage
        self.stopLayer = nil
    }

    /// A painter for what lies behind `stopLayer`, from the same top.
    init(cr: OpaquePointer, damage: [CGRect], stoppingAt stopLayer: CALayer) {
        self.cr = cr
        self.damage = damage
        self.stopLayer = stopLayer
    }

    private func touchesDamage(_ r: CGRect, _ m: CGAffineTransform) -> Bool {
        if damage.isEmpty { return true }
        if r.isNull || r.isEmpty { return false }
        // An extent that is not finite (a sublayer placed at 1e300) cannot
        // rule the layer out; such sublayers are skipped one by one.
        guard let d = DeviceGeometry.bounds(r, m) else { return true }
        for rect in damage where rect.intersects(d) { return true }
        return false
    }

    /// Paints `layer` (and its subtree) with `m` mapping its coordinates to device pixels.
    package func paint(_ layer: CALayer, _ m: CGAffineTransform) {
        if top == nil { top = (layer, m) }
        if stopped { return }
        if layer === stopLayer {
            stopped = true
            return
        }
        guard !layer.isHidden, layer.opacity > 0, m.a * m.d - m.b * m.c != 0 else { return }
        // Geometry that is not finite or is beyond any surface (code can
        // compute such frames) paints nothing, as on iOS, and must not put
        // Cairo into an error state that would lose the rest of the frame.
        guard DeviceGeometry.bounds(layer.bounds, m) != nil else { return }
        let vibrancy = (layer as? VibrancyLayer).flatMap { $0.vibrantColor == nil ? nil : $0 }
        let needsGroup = layer.opacity < 1 || layer.mask != nil
        // The subtree's extent is cached between frames, so this test is cheap
        // and a whole card of views outside the damage costs one comparison.
        if !damage.isEmpty, !touchesDamage(layer.subtreeExtent(), m) {
            return
        }
        // Plain layers paint straight through: no Cairo state to save.
        guard needsGroup || layer.hasShadow || vibrancy != nil else {
            paintBody(layer, m)
            return
        }
        cairo_save(cr)
        CairoPath.setMatrix(cr, .identity)
        if needsGroup { cairo_push_group(cr) }
        if let vibrancy { paintVibrant(vibrancy, m) } else if layer.hasShadow { paintWithShadow(layer, m) } else { paintBody(layer, m) }
        if needsGroup {
            CairoPath.setMatrix(cr, .identity)
            let content = cairo_pop_group(cr)!
            let opacity = Double(min(max(layer.opacity, 0), 1))
            if let mask = layer.mask {
                cairo_push_group(cr)
                paint(mask, mask.transformToParent.concatenating(m))
                CairoPath.setMatrix(cr, .identity)
                let maskPattern = cairo_pop_group(cr)!
                if opacity < 1 { cairo_push_group(cr) }
                cairo_set_source(cr, content)
                cairo_mask(cr, maskPattern)
                if opacity < 1 {
                    let masked = cairo_pop_group(cr)!
                    cairo_set_source(cr, masked)
                    cairo_paint_with_alpha(cr, opacity)
                    cairo_pattern_destroy(masked)
                }
                cairo_pattern_destroy(maskPattern)
            } else {
                cairo_set_source(cr, content)
                cairo_paint_with_alpha(cr, opacity)
            }
            cairo_pattern_destroy(content)
        }
        cairo_restore(cr)
    }

    /// Everything but the shadow and group effects.
    func paintBody(_ layer: CALayer, _ m: CGAffineTransform) {
        let b = layer.bounds
        let ownVisible = touchesDamage(layer.contentExtent, m)
        if ownVisible { layersPainted += 1 }
        if ownVisible, let backdrop = layer as? BackdropLayer { paintBackdrop(backdrop, m) }
        if ownVisible, let bg = layer.backgroundColor, bg.alpha > 0 {
            CairoPath.setMatrix(cr, m)
            CairoPath.roundedRect(b, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve, to: cr)
            CairoPath.setSource(cr, bg)
            cairo_fill(cr)
        }
        let clips = layer.masksToBounds
        if clips {
            cairo_save(cr)
            CairoPath.setMatrix(cr, m)
            CairoPath.roundedRect(b, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve, to: cr)
            cairo_clip(cr)
        }
        if ownVisible {
            paintContents(layer, m)
            CairoPath.setMatrix(cr, m)
            layer.paintClassContent(cr)
            cairo_new_path(cr)
        }
        let instances = layer.replicationInstances
        if instances.count == 1, instances[0].transform.isIdentity, instances[0].isUncoloured {
            for sublayer in layer.sublayersInRenderOrder {
                paint(sublayer, sublayer.transformToParent.concatenating(m))
            }
        } else {
            paintReplicated(layer, instances, m)
        }
        if clips { cairo_restore(cr) }
        if ownVisible, !stopped, layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
            paintBorder(layer, color, m)
        }
    }

    /// The border lies inside the bounds: the ring between the rounded bounds
    /// and the bounds inset by the width (inner radius reduced by the width).
    private func paintBorder(_ layer: CALayer, _ color: CGColor, _ m: CGAffineTransform) {
        let b = layer.bounds, w = layer.borderWidth, r = layer.cornerRadius
        CairoPath.setMatrix(cr, m)
        CairoPath.roundedRect(b, radius: r, corners: layer.maskedCorners, curve: layer.cornerCurve, to: cr)
        let inner = b.insetBy(dx: w, dy: w)
        if !inner.isNull, inner.width > 0, inner.height > 0 {
            CairoPath.roundedRect(inner, radius: max(0, min(r, min(b.width, b.height) / 2) - w),
                                  corners: layer.maskedCorners, curve: layer.cornerCurve, to: cr)
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        CairoPath.setSource(cr, color)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// `contents` (a CGImage) or the backing store, placed per `contentsGravity`.
    private func paintContents(_ layer: CALayer, _ m: CGAffineTransform) {
        if let store = layer.backingStore {
            let full = CGRect(x: 0, y: 0, width: store.storage.width, height: store.storage.height)
            paintPixels(store.storage, source: full, pointSize: store.pointSize, in: layer, m)
        } else if let contents = layer.contents, CFGetTypeIsCGImage(contents) {
            let image = contents as! CGImage
            let cr = layer.contentsRect.standardized
            let w = CGFloat(image.width), h = CGFloat(image.height)
            let source = CGRect(x: cr.minX * w, y: cr.minY * h, width: cr.width * w, height: cr.height * h)
                .intersection(CGRect(x: 0, y: 0, width: w, height: h))
            guard !source.isNull, source.width > 0, source.height > 0 else { return }
            let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
            paintPixels(image.storage, source: source,
                        pointSize: CGSize(width: source.width / scale, height: source.height / scale), in: layer, m)
        }
    }

    private func paintPixels(_ storage: PixelStorage, source: CGRect, pointSize: CGSize, in layer: CALayer, _ m: CGAffineTransform) {
        let place = layer.contentsGravity.placement(of: pointSize, in: layer.bounds)
        guard place.width > 0, place.height > 0 else { return }
        let surface = storage.makeSurface()
        defer { cairo_surface_destroy(surface) }
        CairoPath.setMatrix(cr, m)
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        let sx = source.width / place.width, sy = source.height / place.height
        var pm = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: source.minX - place.minX * sx, y0: source.minY - place.minY * sy)
        cairo_pattern_set_matrix(pattern, &pm)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // Pixel-for-pixel copies stay exact; scaled ones are filtered.
        // A store whose pixels land one-to-one on whole device pixels is
        // copied exactly; anything scaled or between pixels is filtered.
        let originX = m.a * (place.minX - source.minX / sx) + m.tx
        let originY = m.d * (place.minY - source.minY / sy) + m.ty
        let exact = m.b == 0 && m.c == 0
            && abs(abs(m.a / sx) - 1) < 1e-9 && abs(abs(m.d / sy) - 1) < 1e-9
            && abs(originX - originX.rounded()) < 1e-6 && abs(originY - originY.rounded()) < 1e-6
        // A store drawn at a whole multiple k of the device density, landing on
        // whole pixels, is reduced by sampling the centre of each k x k block:
        // edges the drawing put on device-pixel boundaries stay exact, where
        // Cairo's smoothing filter would let them bleed one level.
        let k = sx / abs(m.a)
        let wholeReduction = !exact && m.b == 0 && m.c == 0 && abs(sx - sy) < 1e-9 && abs(abs(m.a) - abs(m.d)) < 1e-9
            && k > 1.5 && k <= 16 && abs(k - k.rounded()) < 1e-9
            && abs(originX - originX.rounded()) < 1e-6 && abs(originY - originY.rounded()) < 1e-6
        cairo_pattern_set_filter(pattern, exact ? CAIRO_FILTER_NEAREST : wholeReduction ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, place.minX, place.minY, place.width, place.height)
        cairo_fill(cr)
    }
}

/// `contents` accepts any object on iOS; only a `CGImage` is drawn.
@inline(__always) private func CFGetTypeIsCGImage(_ value: Any) -> Bool { value is CGImage }
