/// Draws into a bitmap of `bounds.size` points at the format's scale; the
/// context is current (UIGraphicsGetCurrentContext) while the actions run.
open class UIGraphicsImageRenderer: NSObject {
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    public let format: UIGraphicsImageRendererFormat
    public let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// The image the actions draw. An empty or oversized canvas runs nothing
    /// and gives a one-pixel transparent image.
    open func image(actions: DrawingActions) -> UIImage {
        guard let cgImage = render(actions) else {
            return UIImage(cgImage: Self.emptyImage, scale: format.scale, orientation: .up)
        }
        return UIImage(cgImage: cgImage, scale: format.scale, orientation: .up)
    }

    /// PNG bytes of what the actions draw.
    open func pngData(actions: DrawingActions) -> Data {
        let image = image(actions: actions)
        return image.pngData() ?? Data()
    }

    private func render(_ actions: DrawingActions) -> CGImage? {
        let s = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        let w = Int((bounds.width * s).rounded(.up)), h = Int((bounds.height * s).rounded(.up))
        guard let storage = PixelStorage(width: w, height: h) else { return nil }
        let ctx = CGContext(storage: storage, scale: s, origin: .upperLeft)
        if format.opaque {
            ctx.setFillColor(CGColor(gray: 0, alpha: 1))
            ctx.fill(CGRect(origin: .zero, size: bounds.size))
        }
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: ctx, format: format)
        UIGraphicsPushContext(ctx)
        actions(rendererContext)
        UIGraphicsPopContext()
        return ctx.makeImage()
    }

    private static let emptyImage = CGImage(storage: PixelStorage(width: 1, height: 1)!)
}
