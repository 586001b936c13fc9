/// Settings of a `UIGraphicsImageRenderer`: scale and opacity.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point; defaults to the main screen's.
    open var scale: CGFloat
    /// When true the image starts opaque black, as UIKit does, instead of transparent.
    open var opaque = false
    open var preferredRange: Range = .standard

    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    public override init() {
        scale = UIScreen.mainScreenScale
        super.init()
    }

    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
