@_implementationOnly import CCairo
import Foundation

extension LayerPainter {
    /// A backdrop layer's blurred view of what lies behind it: the tree is
    /// painted again from the top into a scratch surface, stopping at the
    /// layer, over the layer's device rectangle widened by the blur's reach
    /// (edge pixels repeated past the top's edges), blurred channel by channel
    /// with CoreGraphics' Gaussian-like box blur, saturated, and painted in the
    /// layer's rounded bounds.
    ///
    /// As Core Animation blurs backdrops, the blur runs at a reduced
    /// resolution (1/f, f up to 8, keeping at least 4 pixels of standard
    /// deviation) and is scaled back up with bilinear filtering: a blur that
    /// wide has no detail the reduction could lose, and it costs f² less.
    func paintBackdrop(_ layer: BackdropLayer, _ m: CGAffineTransform) {
        guard let top, let d = DeviceGeometry.bounds(layer.bounds, m),
              let topBounds = DeviceGeometry.bounds(top.layer.bounds, top.matrix) else { return }
        let area = DeviceGeometry.wholePixels(d)
        guard !area.isEmpty, area.width <= CGFloat(PixelStorage.maxSide), area.height <= CGFloat(PixelStorage.maxSide) else { return }
        let sigma = layer.blurRadius * abs(m.a * m.d - m.b * m.c).squareRoot()
        let f = CGFloat(max(1, min(8, Int(sigma / 4))))
        let smallSigma = sigma / f
        let reach = CGFloat(ShadowBlur.reach(sigma: smallSigma))
        // The reduced grid: its pixel (i, j) covers device pixels from origin + f·(i, j).
        let origin = CGPoint(x: area.minX - reach * f, y: area.minY - reach * f)
        let width = Int((area.width / f).rounded(.up) + 2 * reach), height = Int((area.height / f).rounded(.up) + 2 * reach)
        // The grid pixels the top covers wholly are rendered (at full
        // resolution, then reduced with a box filter, so that edges between
        // opaque layers stay opaque); the rest repeats their edges.
        let limit = DeviceGeometry.wholePixels(topBounds)
        let x0 = max(0, Int(((limit.minX - origin.x) / f).rounded(.up)))
        let y0 = max(0, Int(((limit.minY - origin.y) / f).rounded(.up)))
        let x1 = min(width, Int(((limit.maxX - origin.x) / f).rounded(.down)))
        let y1 = min(height, Int(((limit.maxY - origin.y) / f).rounded(.down)))
        let n = Int(f)
        guard x1 > x0, y1 > y0,
              let full = PixelStorage(width: (x1 - x0) * n, height: (y1 - y0) * n),
              let capture = PixelStorage(width: x1 - x0, height: y1 - y0),
              let planes = BackdropPlanes(width: width, height: height),
              let output = PixelStorage(width: width, height: height) else { return }

        let fullSurface = full.makeSurface()
        let behindCr = cairo_create(fullSurface)!
        let behind = LayerPainter(cr: behindCr, damage: [CGRect(x: 0, y: 0, width: full.width, height: full.height)],
                                  stoppingAt: layer)
        let toFull = top.matrix.concatenating(CGAffineTransform(translationX: -(origin.x + CGFloat(x0) * f),
                                                                y: -(origin.y + CGFloat(y0) * f)))
        behind.top = (top.layer, toFull)
        behind.paint(top.layer, toFull)
        cairo_destroy(behindCr)
        cairo_surface_flush(fullSurface)
        if n == 1 {
            capture.bytes.copyMemory(from: full.bytes, byteCount: full.byteCount)
        } else {
            let captureSurface = capture.makeSurface()
            let reduceCr = cairo_create(captureSurface)!
            cairo_set_source_surface(reduceCr, fullSurface, 0, 0)
            var toFullPixels = cairo_matrix_t(xx: f, yx: 0, xy: 0, yy: f, x0: 0, y0: 0)
            cairo_pattern_set_matrix(cairo_get_source(reduceCr), &toFullPixels)
            cairo_pattern_set_filter(cairo_get_source(reduceCr), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(reduceCr), CAIRO_EXTEND_PAD)
            cairo_set_operator(reduceCr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(reduceCr)
            cairo_destroy(reduceCr)
            cairo_surface_flush(captureSurface)
            cairo_surface_destroy(captureSurface)
        }
        cairo_surface_destroy(fullSurface)

        planes.fill(from: capture, at: (x0, y0))
        planes.blur(sigma: smallSigma)
        planes.write(to: output, saturation: Double(layer.saturation))

        let result = output.makeSurface()
        defer { cairo_surface_destroy(result) }
        cairo_save(cr)
        CairoPath.setMatrix(cr, m)
        CairoPath.roundedRect(layer.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners,
                              curve: layer.cornerCurve, to: cr)
        CairoPath.setMatrix(cr, .identity)
        cairo_set_source_surface(cr, result, 0, 0)
        let pattern = cairo_get_source(cr)
        var toGrid = cairo_matrix_t(xx: 1 / f, yx: 0, xy: 0, yy: 1 / f, x0: -origin.x / f, y0: -origin.y / f)
        cairo_pattern_set_matrix(pattern, &toGrid)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, f == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// A vibrancy layer's subtree, painted as a group, its coverage filled with
    /// the vibrant colour and blended with what is behind.
    func paintVibrant(_ layer: VibrancyLayer, _ m: CGAffineTransform) {
        guard let color = layer.vibrantColor else { return }
        CairoPath.setMatrix(cr, .identity)
        cairo_push_group(cr)
        paintBody(layer, m)
        CairoPath.setMatrix(cr, .identity)
        let content = cairo_pop_group(cr)!
        cairo_push_group(cr)
        CairoPath.setSource(cr, color)
        cairo_mask(cr, content)
        let tinted = cairo_pop_group(cr)!
        cairo_set_operator(cr, layer.blendsLighter ? CAIRO_OPERATOR_SCREEN : CAIRO_OPERATOR_MULTIPLY)
        cairo_set_source(cr, tinted)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_pattern_destroy(tinted)
        cairo_pattern_destroy(content)
    }
}

/// The four channels of premultiplied ARGB32 pixels as separate 8-bit planes,
/// the form `ShadowBlur` blurs.
private final class BackdropPlanes {
    let width: Int
    let height: Int
    /// Blue, green, red, alpha (the bytes of a little-endian ARGB32 pixel).
    let planes: [UnsafeMutablePointer<UInt8>]

    init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= PixelStorage.maxSide, height <= PixelStorage.maxSide,
              width * height <= PixelStorage.maxPixels else { return nil }
        self.width = width
        self.height = height
        planes = (0..<4).map { _ in .allocate(capacity: width * height) }
    }

    deinit { planes.forEach { $0.deallocate() } }

    /// Copies `source` in at `origin`; pixels of the planes outside it take
    /// the nearest pixel of `source` (its edges repeat).
    func fill(from source: PixelStorage, at origin: (x: Int, y: Int)) {
        for y in 0..<height {
            let sy = min(max(y - origin.y, 0), source.height - 1)
            let row = (source.bytes + sy * source.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let sx = min(max(x - origin.x, 0), source.width - 1)
                for c in 0..<4 { planes[c][y * width + x] = row[sx * 4 + c] }
            }
        }
    }

    func blur(sigma: CGFloat) {
        for plane in planes { ShadowBlur.blur(plane, width: width, height: height, stride: width, sigma: sigma) }
    }

    /// Writes the planes into `output` (of their size), saturated by `s` with
    /// the luminance-keeping matrix of Core Animation's `colorSaturate` (the
    /// one CSS's `saturate()` uses), clamped to stay premultiplied.
    func write(to output: PixelStorage, saturation s: Double) {
        let rr = 0.213 + 0.787 * s, rg = 0.715 - 0.715 * s, rb = 0.072 - 0.072 * s
        let gr = 0.213 - 0.213 * s, gg = 0.715 + 0.285 * s, gb = 0.072 - 0.072 * s
        let br = 0.213 - 0.213 * s, bg = 0.715 - 0.715 * s, bb = 0.072 + 0.928 * s
        let identity = s == 1
        for y in 0..<output.height {
            let row = (output.bytes + y * output.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let base = y * width
            for x in 0..<output.width {
                let i = base + x
                let b = planes[0][i], g = planes[1][i], r = planes[2][i], a = planes[3][i]
                if identity {
                    row[x * 4] = min(b, a); row[x * 4 + 1] = min(g, a); row[x * 4 + 2] = min(r, a)
                } else {
                    let fr = Double(r), fg = Double(g), fb = Double(b), limit = Double(a)
                    func clamp(_ v: Double) -> UInt8 { UInt8(min(max(v, 0), limit).rounded()) }
                    row[x * 4] = clamp(br * fr + bg * fg + bb * fb)
                    row[x * 4 + 1] = clamp(gr * fr + gg * fg + gb * fb)
                    row[x * 4 + 2] = clamp(rr * fr + rg * fg + rb * fb)
                }
                row[x * 4 + 3] = a
            }
        }
    }
}
