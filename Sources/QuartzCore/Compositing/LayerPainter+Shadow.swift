@_implementationOnly import CCairo
@_implementationOnly import CCompositing
import Synchronization

extension LayerPainter {
    /// Paints the layer's shadow, then the layer. The shadow's shape is
    /// `shadowPath` when set, else the alpha of everything the layer paints
    /// (background, contents, sublayers, border). With `masksToBounds` the
    /// shadow is clipped to the bounds like the rest, so it shows only through
    /// transparent parts, as on iOS.
    func paintWithShadow(_ layer: CALayer, _ m: CGAffineTransform) {
        let shadow = ShadowGeometry(layer, m)
        cairo_save(cr)
        if layer.masksToBounds {
            CairoPath.setMatrix(cr, m)
            CairoPath.roundedRect(layer.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners,
                                  curve: layer.cornerCurve, to: cr)
            cairo_clip(cr)
        }
        if let path = layer.shadowPath {
            if let ink = deviceInk(path.boundingBox, m) {
                paintShadow(shadow, ink: ink, shape: .path(path.elements), m)
            }
            cairo_restore(cr)
            paintBody(layer, m)
            return
        }
        guard let ink = deviceInk(layer.bodyExtent, m) else {
            cairo_restore(cr)
            return
        }
        // A body whose alpha is its own (rounded) bounds casts the shadow of
        // that shape, painted straight under it; any other body is painted
        // once into a group whose alpha is the shadow's shape.
        if let (shape, cover) = ShadowShape.opaqueBody(of: layer, m) {
            paintShadow(shadow, ink: ink, shape: shape, m, under: cover)
            cairo_restore(cr)
            paintBody(layer, m)
            return
        }
        let body = paintBodyAsGroup(layer, m, ink: ink)
        paintShadow(shadow, ink: ink, shape: .group(body), m)
        cairo_restore(cr)
        CairoPath.setMatrix(cr, .identity)
        cairo_set_source(cr, body)
        cairo_paint(cr)
        cairo_pattern_destroy(body)
    }

    /// The layer without its shadow, as a pattern in device space; only the
    /// pixels of `ink` are allocated.
    private func paintBodyAsGroup(_ layer: CALayer, _ m: CGAffineTransform, ink: CGRect) -> OpaquePointer {
        cairo_save(cr)
        CairoPath.setMatrix(cr, .identity)
        cairo_rectangle(cr, ink.minX, ink.minY, ink.width, ink.height)
        cairo_clip(cr)
        cairo_push_group(cr)
        paintBody(layer, m)
        CairoPath.setMatrix(cr, .identity)
        let body = cairo_pop_group(cr)!
        cairo_restore(cr)
        return body
    }

    /// Where the device pixels of `extent` lie (whole pixels), or nil when
    /// there are none or the geometry is not finite.
    private func deviceInk(_ extent: CGRect, _ m: CGAffineTransform) -> CGRect? {
        guard let d = DeviceGeometry.bounds(extent, m) else { return nil }
        let ink = DeviceGeometry.wholePixels(d)
        return ink.isEmpty ? nil : ink
    }

    /// Paints the blurred `shape` in the shadow's colour, moved by its offset.
    /// Only the part of the mask that can land inside the current clip is
    /// computed; a whole mask (the shape entirely visible) is kept in the
    /// cache and reused by any layer with the same shape and blur: found by
    /// the shape's geometry when it has one, else by the alpha the layer
    /// painted (drawn again each time, but blurred only when it changed).
    ///
    /// `under` is disjoint device rectangles of whole pixels that the body
    /// paints over opaquely, every pixel fully covered: the shadow is not
    /// composited there, since those pixels end up the body's whatever the
    /// shadow left.
    private func paintShadow(_ shadow: ShadowGeometry, ink: CGRect, shape: ShadowShape, _ m: CGAffineTransform,
                             under cover: [CGRect] = []) {
        guard let (region, whole) = maskRegion(shadow, ink: ink) else { return }
        let origin = CGAffineTransform(translationX: -region.minX, y: -region.minY)
        let key = whole ? shape.cacheKey(m.concatenating(origin), sigma: shadow.sigma,
                                         width: Int(region.width), height: Int(region.height)) : nil
        let mask: OpaquePointer
        if let key, let cached = ShadowMaskCache.shared.mask(for: key) {
            mask = cached
        } else {
            guard let drawn = drawMask(shape, region: region, m) else { return }
            // Without geometry to go by, the drawn alpha itself is the key.
            let pixelKey = whole && key == nil ? ShadowMaskCache.Key(alpha: drawn, sigma: shadow.sigma) : nil
            if let pixelKey, let cached = ShadowMaskCache.shared.mask(for: pixelKey) {
                cairo_surface_destroy(drawn)
                mask = cached
            } else {
                ShadowBlur.blur(cairo_image_surface_get_data(drawn)!, width: Int(region.width), height: Int(region.height),
                                stride: Int(cairo_image_surface_get_stride(drawn)), sigma: shadow.sigma)
                cairo_surface_mark_dirty(drawn)
                mask = drawn
                if let k = key ?? pixelKey { ShadowMaskCache.shared.insert(mask, for: k) }
            }
        }
        defer { cairo_surface_destroy(mask) }
        CairoPath.setMatrix(cr, .identity)
        let x = region.minX + shadow.offset.width, y = region.minY + shadow.offset.height
        let covered = Self.skipsCoveredShadowPixels ? cover.filter { $0.width > 0 && $0.height > 0 } : []
        // Clipped to the mask's rectangle less the covered ones (each drawn
        // the other way round, so the winding rule leaves it out; they do not
        // overlap): whole pixels, so Cairo clips with a region, the pixels
        // outside it are composited exactly as without the clip, and the
        // clip's rectangles are the pixels to composite.
        cairo_new_path(cr)
        cairo_rectangle(cr, x.rounded(.down), y.rounded(.down), region.width + 1, region.height + 1)
        for r in covered {
            cairo_move_to(cr, r.minX, r.minY)
            cairo_line_to(cr, r.minX, r.maxY)
            cairo_line_to(cr, r.maxX, r.maxY)
            cairo_line_to(cr, r.maxX, r.minY)
            cairo_close_path(cr)
        }
        cairo_clip(cr)
        if compositeDirectly(mask, x: x, y: y, shadow) { return }
        CairoPath.setSource(cr, shadow.color, alpha: shadow.alpha)
        cairo_mask_surface(cr, mask, x, y)
    }

    /// Composites `mask` at device pixel (`x`, `y`) in the shadow's colour
    /// into the target's pixels inside the clip, as `cairo_mask_surface` with
    /// that colour would, byte for byte (`ccompositing_over_solid_a8` is
    /// Pixman's arithmetic, eight pixels a step), when it can: a plain colour,
    /// OVER, a mask at whole pixels, an ARGB32 image target and a clip of
    /// whole pixels. False when it did nothing.
    private func compositeDirectly(_ mask: OpaquePointer, x: CGFloat, y: CGFloat, _ shadow: ShadowGeometry) -> Bool {
        guard Self.compositesShadowsDirectly, shadow.color.pattern == nil,
              x == x.rounded(), y == y.rounded(), abs(x) < 1e8, abs(y) < 1e8,
              cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
              let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        var scaleX = 0.0, scaleY = 0.0, offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        guard scaleX == 1, scaleY == 1, offsetX == offsetX.rounded(), offsetY == offsetY.rounded(),
              abs(offsetX) < 1e8, abs(offsetY) < 1e8, let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        let rectangles = UnsafeBufferPointer(start: list.pointee.rectangles, count: Int(list.pointee.num_rectangles))
        for r in rectangles where r.x != r.x.rounded() || r.y != r.y.rounded() || r.width != r.width.rounded()
            || r.height != r.height.rounded() || !(abs(r.x) < 1e8 && abs(r.y) < 1e8 && r.width < 1e8 && r.height < 1e8) {
            return false
        }
        let color = shadow.color.rgba
        let source = Self.solidPixel(r: color.r, g: color.g, b: color.b, a: color.a * shadow.alpha)
        cairo_surface_flush(target)
        guard let pixels = cairo_image_surface_get_data(target), let alpha = cairo_image_surface_get_data(mask) else { return false }
        let stride = Int(cairo_image_surface_get_stride(target)), maskStride = Int(cairo_image_surface_get_stride(mask))
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        // The mask's place in the target's pixels.
        let maskX = Int(x + offsetX), maskY = Int(y + offsetY)
        let maskWidth = Int(cairo_image_surface_get_width(mask)), maskHeight = Int(cairo_image_surface_get_height(mask))
        for r in rectangles {
            let x0 = max(Int(r.x + offsetX), 0, maskX), x1 = min(Int(r.x + r.width + offsetX), width, maskX + maskWidth)
            let y0 = max(Int(r.y + offsetY), 0, maskY), y1 = min(Int(r.y + r.height + offsetY), height, maskY + maskHeight)
            guard x0 < x1, y0 < y1 else { continue }
            for row in y0..<y1 {
                let line = UnsafeMutableRawPointer(pixels + row * stride + 4 * x0).assumingMemoryBound(to: UInt32.self)
                ccompositing_over_solid_a8(line, alpha + (row - maskY) * maskStride + (x0 - maskX), x1 - x0, source)
            }
        }
        cairo_surface_mark_dirty(target)
        Self.directShadowComposites.add(1, ordering: .relaxed)
        return true
    }

    /// How many shadows `compositeDirectly` has composited (for tests).
    package static let directShadowComposites = Atomic<Int>(0)

    /// Whether shadows are composited by `compositeDirectly` where it can
    /// (always, but for tests that compare it with Cairo's compositing).
    nonisolated(unsafe) package static var compositesShadowsDirectly = true

    /// The premultiplied ARGB32 pixel Pixman composites for the colour
    /// (r, g, b, a) set as Cairo's source: Cairo paints it into one pixel, so
    /// that its conversion is Cairo's own. The last one is kept.
    private static func solidPixel(r: Double, g: Double, b: Double, a: Double) -> UInt32 {
        let key = SIMD4(r, g, b, a)
        if let pixel = lastSolidPixel.withLock({ $0.key == key ? $0.pixel : nil }) { return pixel }
        var pixel: UInt32 = 0
        withUnsafeMutableBytes(of: &pixel) { bytes in
            let surface = cairo_image_surface_create_for_data(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                              CAIRO_FORMAT_ARGB32, 1, 1, 4)!
            let one = cairo_create(surface)!
            cairo_set_operator(one, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(one, r, g, b, a)
            cairo_paint(one)
            cairo_destroy(one)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        lastSolidPixel.withLock { $0 = (key, pixel) }
        return pixel
    }

    private static let lastSolidPixel = Mutex<(key: SIMD4<Double>, pixel: UInt32)>((SIMD4(repeating: -1), 0))

    /// The mask's device rectangle: the shape's ink grown by the blur's reach.
    /// Past `wholeMaskPixels` it is limited to what can move into the clip;
    /// `whole` says nothing was cut. A whole mask can be cached, and makes a
    /// repaint of a damaged part give the same pixels as a full frame.
    private func maskRegion(_ shadow: ShadowGeometry, ink: CGRect) -> (CGRect, whole: Bool)? {
        let reach = CGFloat(shadow.reach)
        let grown = ink.insetBy(dx: -reach, dy: -reach)
        if grown.width * grown.height <= Self.wholeMaskPixels { return (grown, true) }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        CairoPath.setMatrix(cr, .identity)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let visible = CGRect(x: x1 - shadow.offset.width - reach, y: y1 - shadow.offset.height - reach,
                             width: x2 - x1 + 2 * reach, height: y2 - y1 + 2 * reach)
        guard visible.width.isFinite, visible.height.isFinite else { return nil }
        let region = DeviceGeometry.wholePixels(grown.intersection(visible))
        guard region.width >= 1, region.height >= 1, region.width * region.height < 1e9 else { return nil }
        return (region, region == grown)
    }

    /// Whether an opaque body's shadow leaves out the pixels the body covers
    /// (always, but for tests that compare with the shadow composited everywhere).
    nonisolated(unsafe) package static var skipsCoveredShadowPixels = true

    /// The largest mask computed whole whatever the clip (4 MB of alpha).
    static var wholeMaskPixels: CGFloat { 4_194_304 }

    /// Draws the shape's alpha, not yet blurred, into an A8 surface covering `region`.
    private func drawMask(_ shape: ShadowShape, region: CGRect, _ m: CGAffineTransform) -> OpaquePointer? {
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(region.width), Int32(region.height))!
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(mask)
            return nil
        }
        let mcr = cairo_create(mask)!
        shape.draw(mcr, shift: CGAffineTransform(translationX: -region.minX, y: -region.minY), m)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        return mask
    }
}

/// A layer's shadow in device terms.
package struct ShadowGeometry {
    /// The Gaussian's standard deviation for a `shadowRadius` of one point.
    ///
    /// Not 1: a shadow drawn with a standard deviation of `shadowRadius`
    /// (radius 10, opacity 0.5, from `shadowPath`) is up to 4/255 darker than
    /// iOS's all around the shape and about 12% darker in total, which is what
    /// a Gaussian 1/0.88 times too wide gives (the difference of two edge
    /// profiles 20 and 17.6 pixels wide peaks at 3.9/255 at half opacity; the
    /// darkness outside an edge grows with the width). Not 1/2 either, as is
    /// sometimes said: that would be up to 20/255 lighter. Design tools'
    /// conversions put `shadowRadius` at about half a CSS blur radius, itself
    /// twice the standard deviation, so about 1; WebKit's ShadowBlur, written to
    /// look like Core Graphics' shadows, narrows its Gaussian by the same 0.88.
    package static let sigmaPerRadius: CGFloat = 0.88


    let color: CGColor
    let alpha: Double
    /// The blur's standard deviation in device pixels: `Self.sigmaPerRadius`
    /// times `shadowRadius` points.
    let sigma: CGFloat
    let offset: CGSize
    let reach: Int

    init(_ layer: CALayer, _ m: CGAffineTransform) {
        color = layer.shadowColor ?? CGColor(gray: 0, alpha: 1)
        alpha = Double(min(max(layer.shadowOpacity, 0), 1))
        let scale = (abs(m.a * m.d - m.b * m.c)).squareRoot()
        sigma = max(layer.shadowRadius, 0) * scale * Self.sigmaPerRadius
        offset = CGSize(width: layer.shadowOffset.width, height: layer.shadowOffset.height).applying(m)
        reach = ShadowBlur.reach(sigma: sigma)
    }
}

/// What casts a shadow.
private enum ShadowShape {
    /// `shadowPath`, filled.
    case path([PathElement])
    /// A layer whose alpha is exactly its filled (rounded) bounds: an opaque
    /// background with nothing else reaching its partly covered edge pixels.
    case roundedRect(CGRect, radius: CGFloat, corners: CACornerMask)
    /// Whatever the layer painted (a pattern in device space).
    case group(OpaquePointer)

    /// The rounded rectangle when `layer`'s painted alpha is exactly its
    /// background's shape, so that the shadow can be drawn from the shape
    /// (and cached) instead of from the pixels; with it, the largest device
    /// rectangles of whole pixels the background covers fully.
    static func opaqueBody(of layer: CALayer, _ m: CGAffineTransform) -> (ShadowShape, cover: [CGRect])? {
        guard m.b == 0, m.c == 0, let bg = layer.backgroundColor, bg.alpha >= 1,
              layer.backingStore == nil, layer.contents == nil, !layer.paintsClassContent,
              layer.contentExtent == layer.bounds,
              layer.borderWidth <= 0 || (layer.borderColor?.alpha ?? 0) <= 0 else { return nil }
        let b = layer.bounds
        let radius = layer.maskedCorners.isEmpty ? 0 : max(0, min(layer.cornerRadius, min(b.width, b.height) / 2))
        // Device pixels the background covers fully: the bounds less a
        // corner radius in one direction or the other.
        let opaque = [b.insetBy(dx: radius, dy: 0), b.insetBy(dx: 0, dy: radius)].compactMap { r -> CGRect? in
            guard let d = DeviceGeometry.bounds(r, m) else { return nil }
            return DeviceGeometry.insidePixels(d)
        }
        for sublayer in layer.sublayerStorage {
            let extent = sublayer.subtreeExtent()
            if extent.isNull { continue }
            guard let d = DeviceGeometry.bounds(extent.applying(sublayer.transformToParent), m) else { return nil }
            let pixels = DeviceGeometry.wholePixels(d)
            guard opaque.contains(where: { $0.contains(pixels) }) else { return nil }
        }
        let continuous = layer.cornerCurve == .continuous && radius > 0
        let cover = coveredPixels(b, corner: continuous ? min(radius * ContinuousCorners.extent, min(b.width, b.height) / 2)
                                                        : radius, m)
        if continuous {
            let c = layer.maskedCorners
            return (.path(ContinuousCorners.path(b, radius: layer.cornerRadius, corners: .init(
                topLeft: c.contains(.layerMinXMinYCorner), topRight: c.contains(.layerMaxXMinYCorner),
                bottomRight: c.contains(.layerMaxXMaxYCorner), bottomLeft: c.contains(.layerMinXMaxYCorner)))), cover)
        }
        return (.roundedRect(b, radius: layer.cornerRadius, corners: layer.maskedCorners), cover)
    }

    /// The whole device pixels inside the cross a rounded rectangle covers
    /// whatever its corners (the bounds less `corner` at the left and right,
    /// and the bounds less `corner` at the top and bottom), as disjoint
    /// rectangles: the larger arm of the cross, then what the other adds
    /// beside it (the rest of a card's sides, under which the shadow is
    /// otherwise composited for nothing).
    private static func coveredPixels(_ b: CGRect, corner: CGFloat, _ m: CGAffineTransform) -> [CGRect] {
        let arms = [b.insetBy(dx: corner, dy: 0), b.insetBy(dx: 0, dy: corner)].compactMap { r -> CGRect? in
            guard !r.isNull, !r.isEmpty, let d = DeviceGeometry.bounds(r, m) else { return nil }
            let pixels = DeviceGeometry.insidePixels(d)
            return pixels.isEmpty ? nil : pixels
        }.sorted { $0.width * $0.height > $1.width * $1.height }
        guard let larger = arms.first else { return [] }
        guard arms.count == 2 else { return [larger] }
        return [larger] + subtracting(larger, from: arms[1])
    }

    /// `r` less `cut` as up to four disjoint rectangles (rows above and below
    /// `cut`, then the parts to its left and right); both are whole pixels.
    private static func subtracting(_ cut: CGRect, from r: CGRect) -> [CGRect] {
        let overlap = r.intersection(cut)
        guard !overlap.isNull, !overlap.isEmpty else { return [r] }
        let pieces = [
            CGRect(x: r.minX, y: r.minY, width: r.width, height: overlap.minY - r.minY),
            CGRect(x: r.minX, y: overlap.maxY, width: r.width, height: r.maxY - overlap.maxY),
            CGRect(x: r.minX, y: overlap.minY, width: overlap.minX - r.minX, height: overlap.height),
            CGRect(x: overlap.maxX, y: overlap.minY, width: r.maxX - overlap.maxX, height: overlap.height),
        ]
        return pieces.filter { $0.width > 0 && $0.height > 0 }
    }

    /// Draws the shape's alpha into `mcr`, whose device space is the main
    /// surface's moved by `shift`.
    func draw(_ mcr: OpaquePointer, shift: CGAffineTransform, _ m: CGAffineTransform) {
        switch self {
        case .path(let elements):
            CairoPath.setMatrix(mcr, m.concatenating(shift))
            CGPath.appendCairoPath(elements, to: mcr)
            cairo_fill(mcr)
        case .roundedRect(let rect, let radius, let corners):
            CairoPath.setMatrix(mcr, m.concatenating(shift))
            CairoPath.roundedRect(rect, radius: radius, corners: corners, to: mcr)
            cairo_fill(mcr)
        case .group(let pattern):
            CairoPath.setMatrix(mcr, shift)
            cairo_set_source(mcr, pattern)
            cairo_paint(mcr)
        }
    }

    /// What identifies the blurred mask of this shape drawn with `transform`
    /// (the mask's own device space); nil when it cannot be known.
    func cacheKey(_ transform: CGAffineTransform, sigma: CGFloat, width: Int, height: Int) -> ShadowMaskCache.Key? {
        let shape: ShadowMaskCache.Key.Shape
        switch self {
        case .path(let elements): shape = .path(elements)
        case .roundedRect(let rect, let radius, let corners):
            shape = .roundedRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height,
                                 radius: radius, corners: corners.rawValue)
        case .group: return nil
        }
        return ShadowMaskCache.Key(shape: shape, a: transform.a, b: transform.b, c: transform.c, d: transform.d,
                                   tx: transform.tx, ty: transform.ty, sigma: sigma, width: width, height: height)
    }
}

/// Blurred shadow masks by shape, transform and blur: a card repainted, or the
/// same card shape on many layers or in many snapshots, reuses its mask. The
/// key is everything the mask's bytes depend on, so a hit is the same bytes:
/// the shape's geometry and its transform into the mask, or, for a shadow
/// cast by whatever a layer painted, that alpha itself, byte for byte.
/// Layers render on any thread, so the entries are behind a lock.
package final class ShadowMaskCache: @unchecked Sendable {
    private let lock = NSLock()
    package static let shared = ShadowMaskCache()
    /// Bytes kept at most (masks, and the alpha that keys a mask made from
    /// pixels); least recently used masks go first.
    package static let byteBudget = 32 << 20

    struct Key: Equatable {
        enum Shape: Equatable {
            case path([PathElement])
            case roundedRect(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, radius: CGFloat, corners: UInt)
            /// The unblurred alpha, `width` bytes a row.
            case alpha(AlphaBytes)
        }
        let shape: Shape
        let a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
        let sigma: CGFloat
        let width: Int, height: Int

        init(shape: Shape, a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat,
             sigma: CGFloat, width: Int, height: Int) {
            self.shape = shape
            self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
            self.sigma = sigma
            self.width = width; self.height = height
        }

        /// The key of the blur of the alpha drawn in `surface` (A8).
        init(alpha surface: OpaquePointer, sigma: CGFloat) {
            let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
            self.init(shape: .alpha(AlphaBytes(surface, width: width, height: height)), a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0,
                      sigma: sigma, width: width, height: height)
        }

        /// Bytes the key holds beyond its own size.
        var extraBytes: Int {
            if case .alpha(let alpha) = shape { return alpha.count }
            return 0
        }

        static func == (l: Key, r: Key) -> Bool {
            // The cheap fields first: pixel keys compare their bytes last.
            l.width == r.width && l.height == r.height && l.sigma == r.sigma && l.a == r.a && l.b == r.b && l.c == r.c
                && l.d == r.d && l.tx == r.tx && l.ty == r.ty && l.shape == r.shape
        }
    }

    /// A copy of an A8 surface's pixels, rows packed; equal when the bytes are.
    final class AlphaBytes: Equatable {
        let bytes: UnsafeMutablePointer<UInt8>
        let count: Int

        init(_ surface: OpaquePointer, width: Int, height: Int) {
            count = width * height
            bytes = .allocate(capacity: max(count, 1))
            let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
            for y in 0..<height { (bytes + y * width).update(from: data + y * stride, count: width) }
        }

        deinit { bytes.deallocate() }

        static func == (l: AlphaBytes, r: AlphaBytes) -> Bool {
            l === r || (l.count == r.count && memcmp(l.bytes, r.bytes, l.count) == 0)
        }
    }

    private var entries: [(key: Key, surface: OpaquePointer, bytes: Int)] = []
    private var bytes = 0

    /// How many masks are kept (for tests).
    package var count: Int { lock.withLock { entries.count } }

    /// The cached mask, with a reference the caller releases.
    func mask(for key: Key) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        guard let i = entries.lastIndex(where: { $0.key == key }) else { return nil }
        let entry = entries.remove(at: i)
        entries.append(entry)
        // A reference of the caller's own, so that an eviction meanwhile cannot free it.
        return cairo_surface_reference(entry.surface)
    }

    func insert(_ surface: OpaquePointer, for key: Key) {
        let size = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface)) + key.extraBytes
        guard size <= Self.byteBudget / 4 else { return }
        lock.lock()
        defer { lock.unlock() }
        entries.append((key, cairo_surface_reference(surface), size))
        bytes += size
        while bytes > Self.byteBudget, !entries.isEmpty {
            let old = entries.removeFirst()
            bytes -= old.bytes
            cairo_surface_destroy(old.surface)
        }
    }

    /// Forgets every mask (benchmarks time the first, uncached, render with it).
    package func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for entry in entries { cairo_surface_destroy(entry.surface) }
        entries = []
        bytes = 0
    }
}
