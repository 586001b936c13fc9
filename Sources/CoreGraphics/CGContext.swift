@_implementationOnly import CCairo

/// A drawing destination, as in Apple's CoreGraphics, painting with Cairo into
/// an ARGB32 image surface.
///
/// Coordinates follow Apple: a bitmap context's user space has its origin at
/// the bottom-left with y up, in pixels. UIKit's contexts (see
/// `init(storage:scale:origin:)`) start with a CTM that flips and scales to
/// top-left points, as iOS does.
///
/// Cairo keeps the CTM, path, clip and line properties; the rest of Apple's
/// graphics state (colours, alpha, blend mode, shadow) lives in `GState` and is
/// saved and restored together with Cairo's.
public final class CGContext {
    /// Where user space's origin is at creation (UIKit uses `upperLeft`).
    package enum Origin: Sendable { case upperLeft, lowerLeft }

    /// The `cairo_t*`, for the layers above that draw text or composite with
    /// Cairo directly. Drawing through it bypasses Apple's state kept here.
    package let cairo: OpaquePointer
    /// The pixels, when the surface is over a `PixelStorage` (UIKit contexts,
    /// and bitmap contexts in Cairo's own layout that allocated their memory).
    package let storage: PixelStorage?

    /// The Cairo image surface drawn into.
    let surface: OpaquePointer
    /// Width and height of the surface, in pixels.
    public let width: Int
    public let height: Int
    /// Points to pixels for shadow offsets and blur (the UIKit scale; 1 for bitmaps).
    let baseScale: CGFloat
    let origin: Origin
    /// How the caller sees the memory (Apple bitmap contexts); nil for UIKit contexts.
    let bitmap: BitmapBacking?

    var state = GState()
    var savedStates: [GState] = []
    var layers: [LayerRecord] = []
    /// Not part of the graphics state, as on Apple platforms.
    var allowsAntialiasing = true
    /// Text space to user space (its translation is the text position); not part of
    /// the graphics state, as on Apple platforms.
    var currentTextMatrix = CGAffineTransform.identity
    /// Where a PDF context's bytes go (kept alive while Cairo writes to it).
    var pdfConsumer: CGDataConsumer?
    /// A PDF context's default page box, and whether a page is open.
    var pdfMediaBox: CGRect?
    var pdfPageOpen = false

    /// A context over `storage`, as UIKit's renderer uses it: `upperLeft` gives
    /// UIKit's top-left space in points, the CTM pre-scaled by `scale`;
    /// `lowerLeft` gives CoreGraphics' bottom-left space in points.
    /// A scale that is not a positive finite number is taken as 1.
    package init(storage: PixelStorage, scale: CGFloat, origin: Origin) {
        let s: CGFloat = scale.isFinite && scale > 0 ? scale : 1
        let surface = storage.makeSurface()
        self.surface = surface
        self.storage = storage
        self.cairo = cairo_create(surface)
        self.width = storage.width
        self.height = storage.height
        self.baseScale = s
        self.origin = origin
        self.bitmap = nil
        applyBaseTransform()
        applyAntialias()
    }

    /// A context over a PDF surface (see CGContext+PDF.swift): `width` and
    /// `height` are the media box's, in points.
    init(pdfSurface surface: OpaquePointer, width: Int, height: Int, origin: Origin, consumer: CGDataConsumer) {
        self.surface = surface
        self.storage = nil
        self.cairo = cairo_create(surface)
        self.width = width
        self.height = height
        self.baseScale = 1
        self.origin = origin
        self.bitmap = nil
        self.pdfConsumer = consumer
        applyBaseTransform()
        applyAntialias()
    }

    /// The designated path for bitmap contexts (see CGContext+Bitmap.swift).
    init(surface: OpaquePointer, storage: PixelStorage?, bitmap: BitmapBacking) {
        self.surface = surface
        self.storage = storage
        self.cairo = cairo_create(surface)
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
        self.baseScale = 1
        self.origin = .lowerLeft
        self.bitmap = bitmap
        applyBaseTransform()
        applyAntialias()
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        bitmap?.release()
    }

    /// Cairo's device space is top-left, y down, in pixels. Apple's base space
    /// for `lowerLeft` is bottom-left, y up.
    private func applyBaseTransform() {
        var m = cairo_matrix_t()
        switch origin {
        case .upperLeft:
            cairo_matrix_init_scale(&m, Double(baseScale), Double(baseScale))
        case .lowerLeft:
            cairo_matrix_init(&m, Double(baseScale), 0, 0, -Double(baseScale), 0, Double(height))
        }
        cairo_set_matrix(cairo, &m)
    }

    /// Apple's device space (y up, pixels) from Cairo's (y down, pixels).
    var cairoDeviceToAppleDevice: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    func applyAntialias() {
        cairo_set_antialias(cairo, state.shouldAntialias && allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
}

extension CGContext {
    /// Apple's graphics-state entries that Cairo does not hold.
    struct GState {
        var fillColor: (r: Double, g: Double, b: Double, a: Double) = (0, 0, 0, 1)
        var strokeColor: (r: Double, g: Double, b: Double, a: Double) = (0, 0, 0, 1)
        /// Set when the fill or stroke colour is a pattern colour.
        var fillPattern: PatternPaint?
        var strokePattern: PatternPaint?
        /// Masks set by `clip(to:mask:)`, applied to each drawing operation.
        var clipMasks: [ClipMask] = []
        var alpha: Double = 1
        var blendMode: CGBlendMode = .normal
        var shadow: Shadow?
        var shouldAntialias = true
        var interpolationQuality: CGInterpolationQuality = .default
        var textDrawingMode: CGTextDrawingMode = .fill
        /// Set when the CTM was made singular (e.g. `scaleBy(x: 0, y: 0)`):
        /// Cairo refuses such matrices, and Apple then draws nothing.
        var singularCTM: CGAffineTransform?
    }

    /// A pattern colour: the pattern, an uncoloured pattern's paint colour, and alpha.
    struct PatternPaint {
        var pattern: CGPattern
        var color: (r: Double, g: Double, b: Double, a: Double)?
        var alpha: Double

        init?(_ color: CGColor) {
            guard let pattern = color.pattern else { return nil }
            self.pattern = pattern
            self.color = color.patternPaint
            self.alpha = Double(min(max(color.alpha, 0), 1))
        }
    }

    /// A shadow in base space: offset and blur in points of the base space.
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: (r: Double, g: Double, b: Double, a: Double)
    }

    /// What `beginTransparencyLayer` put aside, restored by `endTransparencyLayer`.
    struct LayerRecord {
        var state: GState
        var savedStateCount: Int
    }
}
