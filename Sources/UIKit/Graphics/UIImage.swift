/// An image: a `CGImage` with a scale (pixels per point) and an orientation,
/// plus how it is drawn: rendering mode (template images take a tint),
/// cap insets and resizing mode (nine-slice stretching or tiling).
///
/// Loading: `UIImage(contentsOfFile:)`, `UIImage(data:)`, `UIImage(named:)`
/// (see UIImage+Loading.swift). PNG only: other formats (JPEG, HEIC, PDF)
/// give nil, as a missing or broken file does. `UIImage(systemName:)` draws
/// stand-ins for the common SF Symbols (see UIImage+Symbols.swift).
open class UIImage: NSObject, @unchecked Sendable {
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public enum RenderingMode: Int, Sendable {
        /// Original colours in an image view; a template in bars and some buttons (see UIButton).
        case automatic
        case alwaysOriginal
        /// Only the alpha channel counts: drawn in the tint colour.
        case alwaysTemplate
    }

    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    public let cgImage: CGImage?
    public let scale: CGFloat
    public let imageOrientation: Orientation
    public let renderingMode: RenderingMode
    /// The corners and edges kept at their size when the image is resized; `.zero` for a plain image.
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    /// The asset this image was registered with or picked from (see UIImageAsset).
    package var assetStorage: UIImageAsset?
    /// The configuration this image was made for (`withConfiguration`, an asset's pick).
    package var configurationStorage: Configuration?

    /// The attributes carried from one image to a variant (`withRenderingMode`, ...).
    package struct Traits {
        var scale: CGFloat
        var orientation: Orientation
        var renderingMode: RenderingMode = .automatic
        var capInsets: UIEdgeInsets = .zero
        var resizingMode: ResizingMode = .tile
        var vector: VectorDrawing? = nil
        /// The SF Symbol name this image draws (a stand-in glyph; see UIImage+Symbols.swift).
        var symbolName: String? = nil
        var baselineOffset: CGFloat? = nil
        var alignmentInsets: UIEdgeInsets = .zero
        var flipsForRightToLeftLayoutDirection = false
    }

    package init(cgImage: CGImage?, traits: Traits) {
        self.cgImage = cgImage
        self.scale = traits.scale > 0 && traits.scale.isFinite ? traits.scale : 1
        self.imageOrientation = traits.orientation
        self.renderingMode = traits.renderingMode
        self.capInsets = traits.capInsets
        self.resizingMode = traits.resizingMode
        self.vector = traits.vector
        self.symbolName = traits.symbolName
        self.baselineOffset = traits.baselineOffset
        self.alignmentInsets = traits.alignmentInsets
        self.flipsInRightToLeft = traits.flipsForRightToLeftLayoutDirection
        super.init()
    }

    package var traits: Traits {
        Traits(scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
               capInsets: capInsets, resizingMode: resizingMode, vector: vector,
               symbolName: symbolName, baselineOffset: baselineOffset, alignmentInsets: alignmentInsets,
               flipsForRightToLeftLayoutDirection: flipsInRightToLeft)
    }

    /// The shapes of a symbol or system glyph, drawn at whatever scale the
    /// image is shown (`cgImage` holds them rasterized at the main screen's scale).
    package let vector: VectorDrawing?
    package let symbolName: String?
    package let baselineOffset: CGFloat?
    package let alignmentInsets: UIEdgeInsets
    private let flipsInRightToLeft: Bool

    /// Whether an image view (or a button's image) whose content runs right
    /// to left shows this image mirrored: set by
    /// `imageFlippedForRightToLeftLayoutDirection()`, as on iOS. The pixels
    /// and `imageOrientation` are unchanged.
    open var flipsForRightToLeftLayoutDirection: Bool { flipsInRightToLeft }

    /// Designated, as on iOS (`initWithCGImage:scale:orientation:`), so a
    /// subclass can call it through `super.init`.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.imageOrientation = orientation
        self.renderingMode = .automatic
        self.capInsets = .zero
        self.resizingMode = .tile
        self.vector = nil
        self.symbolName = nil
        self.baselineOffset = nil
        self.alignmentInsets = .zero
        self.flipsInRightToLeft = false
        super.init()
    }

    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An empty image, as `UIImage()` is on iOS: no pixels (`cgImage` nil),
    /// size zero, scale 1; drawing it draws nothing.
    public override convenience init() {
        self.init(cgImage: nil, traits: Traits(scale: 1, orientation: .up))
    }

    /// `#imageLiteral(resourceName: "name")`: the image `UIImage(named:)` finds.
    /// Required, as UIKit's is (a subclass that adds a designated initializer
    /// provides it). iOS traps when there is no such image; Offscreen makes
    /// an empty image instead and says so on standard error, naming the literal.
    public required convenience init(imageLiteralResourceName name: String) {
        if let image = UIImage(named: name) {
            self.init(cgImage: image.cgImage, traits: image.traits)
            assetStorage = image.assetStorage
            configurationStorage = image.configurationStorage
        } else {
            UIImage.reportMissingResource("#imageLiteral(resourceName: \"\(name)\")", name: name)
            self.init()
        }
    }

    /// Size in points: pixels divided by the scale (width and height swap for
    /// the left/right orientations).
    open var size: CGSize {
        if let vector { return vector.size }
        guard let cgImage else { return .zero }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// True for images made by `UIImage(systemName:)` (stand-in glyphs; see UIImage+Symbols.swift).
    open var isSymbolImage: Bool { symbolName != nil }

    /// PNG bytes of the pixels (no timestamp: equal pixels give equal bytes).
    open func pngData() -> Data? {
        try? cgImage?.pngData(compression: .fast)
    }

    open override var description: String {
        "<UIImage size {\(size.width), \(size.height)} scale \(scale) renderingMode \(renderingMode)>"
    }
}
