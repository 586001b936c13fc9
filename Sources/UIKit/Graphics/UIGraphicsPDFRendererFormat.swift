/// A PDF renderer's options. `documentInfo` is kept (Offscreen writes
/// Cairo's own document information).
open class UIGraphicsPDFRendererFormat: NSObject {
    open var documentInfo: [String: Any] = [:]

    public override init() {
        super.init()
    }

    open class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}
