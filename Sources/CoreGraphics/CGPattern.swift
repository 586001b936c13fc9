@_implementationOnly import CCairo

/// A pattern: a cell drawn by a callback in pattern space, repeated every
/// `xStep` by `yStep`, as in Apple's CoreGraphics. Pattern space maps through
/// `matrix` to the default (base) space of the context it fills in, so a
/// pattern stays put when the CTM changes, as on Apple platforms.
///
/// Drawing: the cell is rasterized once per fill at the device resolution
/// the mapping gives (rounded to whole pixels per step, so tiles meet
/// exactly) and Cairo repeats the tile. A coloured pattern keeps its own
/// colours; an uncoloured one is painted in the colour given with it.
public final class CGPattern: @unchecked Sendable {
    public let bounds: CGRect
    public let matrix: CGAffineTransform
    public let xStep: CGFloat
    public let yStep: CGFloat
    public let tiling: CGPatternTiling
    public let isColored: Bool
    private let info: UnsafeMutableRawPointer?
    private let drawCell: CGPatternDrawPatternCallback?
    private let releaseInfo: CGPatternReleaseInfoCallback?

    /// Nil when `callbacks` is nil, as on Apple platforms. Steps of zero mean
    /// the bounds' size (Apple's documented behaviour for unset steps).
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat,
                 yStep: CGFloat, tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>?) {
        guard let callbacks else { return nil }
        self.info = info
        self.bounds = bounds
        self.matrix = matrix
        self.xStep = xStep == 0 ? bounds.width : abs(xStep)
        self.yStep = yStep == 0 ? bounds.height : abs(yStep)
        self.tiling = tiling
        self.isColored = isColored
        self.drawCell = callbacks.pointee.drawPattern
        self.releaseInfo = callbacks.pointee.releaseInfo
    }

    deinit { releaseInfo?(info) }

    /// The largest tile side rasterized, in pixels.
    private static let maxTileSide = 4096

    /// A repeating Cairo source for this pattern, for Cairo's current user
    /// space on `cr`: `baseToDevice` maps the context's base space to device
    /// pixels and `yUp` says whether that space has y up (a CoreGraphics
    /// bitmap context) or down (UIKit). `color` paints an uncoloured pattern;
    /// `alpha` multiplies everything. Nil when nothing can be drawn (an empty
    /// or non-finite cell, a singular mapping, a tile over the size limit).
    package func cairoSource(for cr: OpaquePointer, baseToDevice: CGAffineTransform, yUp: Bool,
                             color: (r: Double, g: Double, b: Double, a: Double)?, alpha: Double) -> OpaquePointer? {
        let toDevice = matrix.concatenating(baseToDevice)
        let det = toDevice.a * toDevice.d - toDevice.b * toDevice.c
        guard det != 0, det.isFinite, xStep.isFinite, yStep.isFinite, xStep > 0, yStep > 0 else { return nil }
        let sx = hypot(toDevice.a, toDevice.b), sy = hypot(toDevice.c, toDevice.d)
        let w = max(1, (xStep * sx).rounded(.up)), h = max(1, (yStep * sy).rounded(.up))
        guard w <= CGFloat(Self.maxTileSide), h <= CGFloat(Self.maxTileSide),
              let storage = PixelStorage(width: Int(w), height: Int(h)) else { return nil }
        let rx = w / xStep, ry = h / yStep
        // Pattern space to tile pixels (Cairo's y-down): y flips when pattern space has y up.
        let toTile = yUp ? CGAffineTransform(a: rx, b: 0, c: 0, d: -ry, tx: 0, ty: h) : CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: 0, ty: 0)
        do {
            let tile = CGContext(storage: storage, scale: 1, origin: yUp ? .lowerLeft : .upperLeft)
            tile.scaleBy(x: rx, y: ry)
            // The cell and its neighbours' overhang, so a cell reaching past
            // one step wraps into the tile.
            for dy in [-yStep, 0, yStep] {
                for dx in [-xStep, 0, xStep] {
                    tile.saveGState()
                    tile.translateBy(x: dx, y: dy)
                    tile.clip(to: bounds)
                    drawCell?(info, tile)
                    tile.restoreGState()
                }
            }
        }
        Self.recolor(storage, color: isColored ? nil : color, alpha: alpha)
        let surface = storage.makeSurface()
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_surface_destroy(surface)
        // The surface reads `storage`'s memory: keep it alive with the pattern.
        let retained = Unmanaged.passRetained(storage).toOpaque()
        cairo_pattern_set_user_data(pattern, &CGPattern.storageKey, retained) { pointer in
            if let pointer { Unmanaged<PixelStorage>.fromOpaque(pointer).release() }
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        // Cairo's pattern matrix maps user space to tile pixels: user → device
        // (the current CTM), device → pattern space, pattern space → tile.
        let userToTile = CGAffineTransform(matrixOf: cr).concatenating(toDevice.inverted()).concatenating(toTile)
        var m = userToTile.cairoMatrix
        cairo_pattern_set_matrix(pattern, &m)
        return pattern
    }

    nonisolated(unsafe) private static var storageKey = cairo_user_data_key_t()

    /// Uncoloured patterns keep only their coverage, painted in `color`;
    /// `alpha` multiplies every pixel (premultiplied ARGB32).
    private static func recolor(_ storage: PixelStorage, color: (r: Double, g: Double, b: Double, a: Double)?, alpha: Double) {
        guard color != nil || alpha < 1 else { return }
        let a = max(0, min(1, alpha))
        for y in 0..<storage.height {
            let row = (storage.bytes + y * storage.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<storage.width {
                let p = row[x]
                if let c = color {
                    let coverage = Double(p >> 24) / 255 * c.a * a
                    func channel(_ v: Double, _ shift: UInt32) -> UInt32 { UInt32((v * coverage * 255).rounded()) << shift }
                    row[x] = UInt32((coverage * 255).rounded()) << 24 | channel(c.r, 16) | channel(c.g, 8) | channel(c.b, 0)
                } else {
                    func scaled(_ shift: UInt32) -> UInt32 { UInt32((Double((p >> shift) & 0xff) * a).rounded()) << shift }
                    row[x] = scaled(24) | scaled(16) | scaled(8) | scaled(0)
                }
            }
        }
    }
}
