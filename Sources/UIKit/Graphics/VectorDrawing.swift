/// Shapes an image draws at any scale: SF Symbol stand-ins and the glyphs of
/// the system button types. `paint` draws them in a rectangle of a y-down
/// context, in their own colours, or all in `color` when one is given
/// (a template in its tint, `withTintColor(_:)`).
package struct VectorDrawing: @unchecked Sendable {
    /// The size the shapes are drawn for, in points.
    package let size: CGSize
    private let draw: (CGContext, CGColor?) -> Void
    /// The colour `withTintColor(_:)` gave (it wins over the caller's nil).
    private var fill: CGColor?

    package init(size: CGSize, draw: @escaping (CGContext, CGColor?) -> Void) {
        self.size = size
        self.draw = draw
    }

    package func filled(with color: CGColor) -> VectorDrawing {
        var copy = self
        copy.fill = color
        return copy
    }

    package func paint(in rect: CGRect, _ ctx: CGContext, color: CGColor?) {
        guard size.width > 0, size.height > 0, rect.width > 0, rect.height > 0 else { return }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        draw(ctx, color ?? fill)
        ctx.restoreGState()
    }

    /// The shapes rasterized at `scale` (the image's `cgImage`).
    package func rasterized(scale: CGFloat) -> CGImage? {
        let w = Int((size.width * scale).rounded(.up)), h = Int((size.height * scale).rounded(.up))
        guard let storage = PixelStorage(width: max(1, w), height: max(1, h)) else { return nil }
        let ctx = CGContext(storage: storage, scale: scale, origin: .upperLeft)
        paint(in: CGRect(origin: .zero, size: size), ctx, color: nil)
        return ctx.makeImage()
    }
}

extension UIImage {
    /// An image of `vector`'s shapes (its `cgImage` rasterized at `scale`).
    package convenience init(vector: VectorDrawing, scale: CGFloat, renderingMode: RenderingMode) {
        self.init(cgImage: vector.rasterized(scale: scale),
                  traits: Traits(scale: scale, orientation: .up, renderingMode: renderingMode, vector: vector))
    }
}
