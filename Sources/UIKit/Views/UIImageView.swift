/// Shows an image, placed by `contentMode`, as UIKit's image view: the image
/// becomes the layer's contents (with `contentsGravity` from the content
/// mode and `contentsScale` from the image), so it is never redrawn on
/// resize, and `.scaleAspectFill` or `.center` can spill past the bounds
/// unless `clipsToBounds` is set, as on iOS.
///
/// Template images (`.alwaysTemplate`) are shown in `tintColor`. Resizable
/// images (cap insets) are drawn at the view's size, caps kept. Image
/// animations (`animationImages`) are not played: the view shows `image`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open override class var layerClass: AnyClass { ImageViewLayer.self }

    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            updateContents()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { updateContents() } }
    }

    /// Shows `highlightedImage` (when there is one) instead of `image`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateContents() } }
    }

    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    private var animating = false
    open var isAnimating: Bool { animating }
    /// Records that animation was asked for; the frames are not played (the snapshot shows `image`).
    open func startAnimating() { animating = animationImages?.isEmpty == false }
    open func stopAnimating() { animating = false }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonImageViewInit()
    }

    /// As on iOS, image views are not opaque.
    package override class var isOpaqueByDefault: Bool { false }

    /// An image view sized to `image`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        commonImageViewInit()
        self.image = image
        updateContents()
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        commonImageViewInit()
        self.image = image
        self.highlightedImage = highlightedImage
        updateContents()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonImageViewInit()
        updateContents()
    }

    private func commonImageViewInit() {
        // UIKit: image views take no touches unless asked.
        isUserInteractionEnabled = false
        (layer as? ImageViewLayer)?.scaleDidChange = { [weak self] in self?.updateContentsIfResizable() }
    }

    /// The image's size in points; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (UIKit ignores the size offered).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.renderingMode == .alwaysTemplate { updateContents() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentsIfResizable()
    }

    /// The image shown: the highlighted one when highlighted; an image from
    /// an asset is the asset's variant for this view's traits (light or dark).
    private var shownImage: UIImage? {
        let chosen = isHighlighted && highlightedImage != nil ? highlightedImage : image
        guard let chosen, chosen.imageAsset != nil else { return chosen }
        // The view's traits applied on the image's configuration, as
        // `withConfiguration(_:)` does: the view's win.
        return chosen.withConfiguration(traitCollection.imageConfiguration)
    }

    /// Traits changed: an image from an asset may have another variant now,
    /// and a template's tint colour may resolve to another colour.
    package func imageTraitsDidChange() {
        let chosen = isHighlighted && highlightedImage != nil ? highlightedImage : image
        if chosen?.imageAsset != nil || chosen?.renderingMode == .alwaysTemplate { updateContents() }
    }

    /// Mirrors `ctx` left to right across a width of `width` points.
    private static func mirror(_ ctx: CGContext, width: CGFloat) {
        ctx.translateBy(x: width, y: 0)
        ctx.scaleBy(x: -1, y: 1)
    }

    /// How much larger than `size` the content mode shows an image (1 when
    /// it is not enlarged): the larger of the two axes' factors when filling,
    /// the smaller when fitting.
    private func vectorMagnification(of size: CGSize) -> CGFloat {
        guard size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 else { return 1 }
        let x = bounds.width / size.width, y = bounds.height / size.height
        let factor: CGFloat
        switch contentMode {
        case .scaleToFill, .scaleAspectFill: factor = max(x, y)
        case .scaleAspectFit: factor = min(x, y)
        default: factor = 1
        }
        // At most 16 times: a tiny image in a huge view is not drawn into hundreds of megabytes.
        return factor.isFinite ? min(max(factor, 1), 16) : 1
    }

    private func updateContentsIfResizable() {
        if let shown = shownImage, shown.isResizable || shown.vector != nil { updateContents() }
    }

    /// Puts the shown image (tinted when a template, nine-sliced when
    /// resizable) into the layer's contents.
    package func updateContents() {
        guard let imageLayer = layer as? ImageViewLayer else { return }
        guard let shown = shownImage, var cgImage = shown.cgImage else {
            imageLayer.imageScale = nil
            layer.contents = nil
            return
        }
        var scale = shown.scale
        // As on iOS: an image that flips right to left is shown mirrored when
        // this view's content runs right to left.
        let mirrored = shown.flipsForRightToLeftLayoutDirection && effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let vector = shown.vector, !shown.isResizable {
            // A symbol or system glyph: drawn at the display scale, in the tint when a template.
            // An asset catalogue's preserved vector (SVG, PDF) shown larger than its
            // size is drawn again at the size shown, as iOS does with "Preserve Vector Data".
            let format = UIGraphicsImageRendererFormat()
            format.scale = imageLayer.displayScale * (shown.symbolName == nil ? vectorMagnification(of: shown.size) : 1)
            let color = shown.renderingMode == .alwaysTemplate ? tintColor.resolvedColor(with: traitCollection).cgColor : nil
            let size = shown.size
            let rendered = UIGraphicsImageRenderer(size: size, format: format).image { r in
                if mirrored != shown.imageOrientation.isMirrored { UIImageView.mirror(r.cgContext, width: size.width) }
                vector.paint(in: CGRect(origin: .zero, size: size), r.cgContext, color: color)
            }
            imageLayer.imageScale = format.scale
            layer.contents = rendered.cgImage
            return
        }
        if shown.isResizable {
            // Drawn at the view's size at the display scale, caps kept.
            let displayScale = imageLayer.displayScale
            let format = UIGraphicsImageRendererFormat()
            format.scale = displayScale
            let size = bounds.size
            guard size.width > 0, size.height > 0 else {
                imageLayer.imageScale = nil
                layer.contents = nil
                return
            }
            let rendered = UIGraphicsImageRenderer(size: size, format: format).image { r in
                if mirrored { UIImageView.mirror(r.cgContext, width: size.width) }
                shown.draw(in: CGRect(origin: .zero, size: size))
            }
            guard let r = rendered.cgImage else { return }
            cgImage = r
            scale = displayScale
        } else if let oriented = UIImage.oriented(cgImage, shown.imageOrientation, mirrored: mirrored) {
            cgImage = oriented
        }
        if shown.renderingMode == .alwaysTemplate, let tinted = UIImage.tinted(cgImage, tintColor.resolvedColor(with: traitCollection).cgColor) {
            cgImage = tinted
        }
        imageLayer.imageScale = scale
        layer.contents = cgImage
    }
}

/// An image view's layer: its `contentsScale` is the image's scale (as UIKit
/// sets it), whatever scale the window gives its layers; that one is kept as
/// the display scale for resizable images drawn at the view's size.
@preconcurrency @MainActor
final class ImageViewLayer: CALayer {
    // Read by the `contentsScale` override, which is CALayer's and so has no
    // actor; set only by the image view, on the main actor.
    nonisolated(unsafe) var imageScale: CGFloat?
    nonisolated(unsafe) var scaleDidChange: (() -> Void)?

    var displayScale: CGFloat { super.contentsScale }

    override var contentsScale: CGFloat {
        get { imageScale ?? super.contentsScale }
        set {
            let old = super.contentsScale
            super.contentsScale = newValue
            if old != newValue { scaleDidChange?() }
        }
    }
}

extension UIImageView: LayoutDirectionDependent {
    /// `semanticContentAttribute` (or the traits) turned the content around:
    /// an image that flips right to left faces the other way now.
    package func effectiveLayoutDirectionDidChange() {
        let chosen = isHighlighted && highlightedImage != nil ? highlightedImage : image
        if chosen?.flipsForRightToLeftLayoutDirection == true { updateContents() }
    }
}
