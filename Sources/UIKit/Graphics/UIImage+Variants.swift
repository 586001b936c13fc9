extension UIImage {
    /// The same pixels drawn as `renderingMode` says.
    /// An image from an asset keeps its asset, so an image view still picks
    /// the variant for its traits (light or dark) and draws it this way.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var t = traits
        t.renderingMode = renderingMode
        return sameAsset(UIImage(cgImage: cgImage, traits: t))
    }

    /// This image, marked to be shown mirrored where its image view's content
    /// runs right to left (`flipsForRightToLeftLayoutDirection`); the pixels
    /// and orientation are unchanged, as on iOS.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        var t = traits
        t.flipsForRightToLeftLayoutDirection = true
        return sameAsset(UIImage(cgImage: cgImage, traits: t))
    }

    /// This image with its orientation mirrored (`.up` becomes `.upMirrored`,
    /// `.left` becomes `.leftMirrored`, and back), drawn mirrored everywhere;
    /// `flipsForRightToLeftLayoutDirection` is unchanged, as on iOS.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        var t = traits
        t.orientation = imageOrientation.horizontallyFlipped
        return sameAsset(UIImage(cgImage: cgImage, traits: t))
    }

    /// `image` with this image's asset and configuration.
    private func sameAsset(_ image: UIImage) -> UIImage {
        image.assetStorage = assetStorage
        image.configurationStorage = configurationStorage
        return image
    }

    /// The image's shape filled with `color` (the image's alpha, the colour's
    /// RGB), drawn as is (`.alwaysOriginal`), as UIKit's `withTintColor(_:)`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        var t = traits
        t.renderingMode = renderingMode
        t.vector = vector?.filled(with: color.cgColor)
        return UIImage(cgImage: cgImage.flatMap { UIImage.tinted($0, color.cgColor) } ?? cgImage, traits: t)
    }

    /// A resizable image: the cap insets (points) keep their size, the middle tiles.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        var t = traits
        t.capInsets = capInsets
        t.resizingMode = resizingMode
        return UIImage(cgImage: cgImage, traits: t)
    }

    /// The older API: one-pixel-wide stretchable middle after the left and top caps.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let s = size
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let right = leftCapWidth > 0 ? max(0, s.width - left - 1) : 0
        let bottom = topCapHeight > 0 ? max(0, s.height - top - 1) : 0
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    /// True when drawing at a new size keeps caps (nine-slice) or tiles.
    package var isResizable: Bool { capInsets != .zero }

    /// `image`'s shape in `color`: its alpha times the colour.
    package static func tinted(_ image: CGImage, _ color: CGColor) -> CGImage? {
        guard let storage = PixelStorage(width: image.width, height: image.height) else { return nil }
        let ctx = CGContext(storage: storage, scale: 1, origin: .upperLeft)
        let rect = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        drawUpright(image, in: rect, ctx)
        ctx.setBlendMode(.sourceIn)
        ctx.setFillColor(color)
        ctx.fill(rect)
        return ctx.makeImage()
    }

    /// Draws `image` with its top row at `rect.minY` in a y-down context.
    package static func drawUpright(_ image: CGImage, in rect: CGRect, _ ctx: CGContext) {
        ctx.saveGState()
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: rect)
        ctx.restoreGState()
    }
}
