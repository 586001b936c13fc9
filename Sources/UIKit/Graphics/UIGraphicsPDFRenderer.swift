import Foundation

/// Draws pages into a PDF document through Cairo's PDF surface: the context
/// is UIKit's (top-left origin, points) and current
/// (`UIGraphicsGetCurrentContext()`) while the actions run, so views'
/// `draw(_:)`, `UIBezierPath`, images and text all draw into the page as
/// vectors. As on iOS, drawing goes into the page the actions begin with
/// `beginPage()`; the document is finished when the actions return.
open class UIGraphicsPDFRenderer: NSObject {
    public typealias DrawingActions = (UIGraphicsPDFRendererContext) -> Void

    public let format: UIGraphicsPDFRendererFormat
    public let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsPDFRendererFormat())
    }

    /// The PDF the actions draw; pages default to US Letter when the bounds
    /// are empty or not finite.
    open func pdfData(actions: DrawingActions) -> Data {
        let data = NSMutableData()
        guard let consumer = CGDataConsumer(data: data) else { return Data() }
        render(to: consumer, actions)
        return data as Data
    }

    /// Writes the PDF the actions draw to a file URL.
    open func writePDF(to url: URL, withActions actions: DrawingActions) throws {
        guard let consumer = CGDataConsumer(url: url as NSURL) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        render(to: consumer, actions)
    }

    private func render(to consumer: CGDataConsumer, _ actions: DrawingActions) {
        let finite = [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite)
        let box = finite && bounds.width > 0 && bounds.height > 0 ? bounds : CGRect(x: 0, y: 0, width: 612, height: 792)
        guard let context = CGContext(pdfConsumer: consumer, mediaBox: box, origin: .upperLeft) else { return }
        let rendererContext = UIGraphicsPDFRendererContext(cgContext: context, format: format, bounds: box)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        context.closePDF()
    }
}
