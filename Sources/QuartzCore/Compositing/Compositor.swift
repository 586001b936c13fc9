@_implementationOnly import CCairo

/// A root layer's surface: keeps the composited pixels and repaints only
/// the damaged part of them, skipping the layers outside it.
package final class Compositor {
    package private(set) var surface: PixelStorage?
    package private(set) var scale: CGFloat = 0
    package var damage = DamageRegion()
    /// Layers that painted in the last composite (for tests and benchmarks).
    package private(set) var layersPaintedInLastComposite = 0
    /// True when an image made by `makeImage` holds the surface's memory.
    private var surfaceIsShared = false

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
            surfaceIsShared = false
            self.scale = scale
            damage.addAll()
            isNew = true
        }
        layersPaintedInLastComposite = 0
        guard let surface, !damage.isEmpty else { return }
        if !damage.isFull, BackdropLayer.liveCount.load(ordering: .relaxed) > 0 { widenDamageForBackdrops(root) }
        let rects = damage.deviceRects(scale: scale, width: w, height: h)
        damage.removeAll()
        guard !rects.isEmpty else { return }
        // An image made from the surface holds its pixels: draw on a copy.
        if surfaceIsShared {
            guard let copy = PixelStorage(width: w, height: h) else { return }
            copy.bytes.copyMemory(from: surface.bytes, byteCount: surface.byteCount)
            self.surface = copy
            surfaceIsShared = false
            composite(into: copy, rects: rects, root: root, clear: true)
            return
        }
        composite(into: surface, rects: rects, root: root, clear: !isNew)
    }

    private func composite(into surface: PixelStorage, rects: [CGRect], root: CALayer, clear: Bool) {
        let target = surface.makeSurface()
        let cr = cairo_create(target)!
        for r in rects { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        cairo_clip(cr)
        if clear {
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

    /// A backdrop layer shows a blur of what lies behind it, so a change
    /// within its reach changes all of it: such a layer is repainted whole.
    private func widenDamageForBackdrops(_ root: CALayer) {
        var backdrops: [(bounds: CGRect, reach: CGRect)] = []
        func visit(_ layer: CALayer) {
            guard !layer.isHidden else { return }
            if let backdrop = layer as? BackdropLayer {
                let r = backdrop.convert(backdrop.bounds, to: root)
                if !r.isNull, !r.isEmpty, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite {
                    backdrops.append((r, r.insetBy(dx: -backdrop.backdropReach, dy: -backdrop.backdropReach)))
                }
            }
            for sublayer in layer.sublayers ?? [] { visit(sublayer) }
        }
        visit(root)
        guard !backdrops.isEmpty else { return }
        // A repainted backdrop can reach another: repeat until nothing grows.
        var grew = true
        while grew, !damage.isFull {
            grew = false
            for (i, b) in backdrops.enumerated() where damage.rects.contains(where: { $0.intersects(b.reach) }) {
                damage.add(b.bounds)
                backdrops.remove(at: i)
                grew = true
                break
            }
        }
    }

    /// The surface's pixels as an image. The image shares the surface's memory
    /// (no copy of the frame); the next composite that changes pixels draws on
    /// a copy, so the image never changes.
    package func makeImage() -> CGImage? {
        guard let surface else { return nil }
        surfaceIsShared = true
        return CGImage(storage: surface)
    }
}
