@_implementationOnly import CCairo

/// A root layer's surface: keeps the composited pixels and repaints only
/// the damaged part of them, skipping the layers outside it.
package final class Compositor {
    package private(set) var surface: PixelStorage?
    package private(set) var scale: CGFloat = 0
    package var damage = DamageRegion()
    /// Layers that painted in the last composite (for tests and benchmarks).
    package private(set) var layersPaintedInLastComposite = 0

    package init() {}

    /// Brings the surface up to date: `size` points of `root` at `scale`.
    /// A new surface size repaints everything.
    package func composite(_ root: CALayer, size: CGSize, scale: CGFloat) {
        guard let (w, h) = BackingStore.pixelSize(size, scale: scale) else {
            surface = nil
            return
        }
        // A new surface is allocated cleared, so its first frame skips the clear.
        var isNew = false
        if surface?.width != w || surface?.height != h || self.scale != scale {
            surface = PixelStorage(width: w, height: h)
            self.scale = scale
            damage.addAll()
            isNew = true
        }
        layersPaintedInLastComposite = 0
        guard let surface, !damage.isEmpty else { return }
        let rects = damage.deviceRects(scale: scale, width: w, height: h)
        damage.removeAll()
        guard !rects.isEmpty else { return }
        let target = surface.makeSurface()
        let cr = cairo_create(target)!
        for r in rects { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        cairo_clip(cr)
        if !isNew {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        let painter = LayerPainter(cr: cr, damage: rects)
        let m = CGAffineTransform(translationX: -root.bounds.minX, y: -root.bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        painter.paint(root, m)
        layersPaintedInLastComposite = painter.layersPainted
        cairo_destroy(cr)
        cairo_surface_flush(target)
        cairo_surface_destroy(target)
    }

    /// A copy of the surface's pixels.
    package func makeImage() -> CGImage? {
        guard let surface, let copy = PixelStorage(width: surface.width, height: surface.height) else { return nil }
        copy.bytes.copyMemory(from: surface.bytes, byteCount: surface.byteCount)
        return CGImage(storage: copy)
    }
}
