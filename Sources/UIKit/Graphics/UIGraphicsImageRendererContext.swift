/// What `UIGraphicsImageRenderer`'s actions draw with.
open class UIGraphicsImageRendererContext: NSObject {
    public let format: UIGraphicsImageRendererFormat
    public let cgContext: CGContext

    package init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// The pixels drawn so far.
    open var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: format.scale, orientation: .up)
    }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
