/// The display. Headless: `bounds` and `scale` are settable (Apple's are
/// read-only) so a renderer can pick 1x, 2x or 3x output. Defaults are an
/// iPhone's: 390 x 844 points at 3x.
@MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen()

    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point. Values that are not positive and finite are ignored.
    open var scale: CGFloat = 3 {
        didSet { if !(scale > 0 && scale.isFinite) { scale = oldValue } }
    }
    open var nativeScale: CGFloat { scale }
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    public override init() {
        super.init()
    }
}
