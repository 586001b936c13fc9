/// What `UIGraphicsPDFRenderer`'s actions draw with: a PDF context in UIKit's
/// top-left coordinates, in points.
open class UIGraphicsPDFRendererContext: NSObject {
    public let format: UIGraphicsPDFRendererFormat
    public let cgContext: CGContext
    /// The renderer's bounds, the default page.
    public let pdfContextBounds: CGRect

    package init(cgContext: CGContext, format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        self.cgContext = cgContext
        self.format = format
        self.pdfContextBounds = bounds
        super.init()
    }

    /// Ends the open page, if any, and starts one of the renderer's bounds.
    open func beginPage() {
        var box = pdfContextBounds
        cgContext.beginPage(mediaBox: &box)
    }

    /// Ends the open page, if any, and starts one of `bounds` (`pageInfo` is ignored).
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        var box = bounds
        cgContext.beginPage(mediaBox: &box)
    }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
