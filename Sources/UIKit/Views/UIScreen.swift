/// The display. Headless: `bounds` and `scale` are settable (Apple's are
/// read-only) so a renderer can pick 1x, 2x or 3x output. Defaults are an
/// iPhone's: 390 x 844 points at 3x.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    public static let main = UIScreen()

    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point. Values that are not positive and finite are ignored.
    open var scale: CGFloat = 3 {
        didSet {
            if !(scale > 0 && scale.isFinite) { scale = oldValue }
            if self === UIScreen.main { UIScreen.mainScreenScale = scale }
        }
    }

    /// The main screen's scale, readable from any thread (image contexts and
    /// renderer formats take it as their default, as on iOS).
    package nonisolated static var mainScreenScale: CGFloat {
        get { mainScaleLock.withLock { mainScale } }
        set { mainScaleLock.withLock { mainScale = newValue } }
    }
    private nonisolated static let mainScaleLock = NSLock()
    private nonisolated(unsafe) static var mainScale: CGFloat = 3
    open var nativeScale: CGFloat { scale }
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    public override init() {
        super.init()
    }

    /// The screen's traits: a pad when its shorter side is at least 744
    /// points (the iPad mini's), else a phone; size classes as that device
    /// shows them in this orientation (see `TraitValues.screen`); light,
    /// Large text, left-to-right.
    open var traitCollection: UITraitCollection {
        let shorter = min(bounds.width, bounds.height), longer = max(bounds.width, bounds.height)
        let idiom: UIUserInterfaceIdiom = shorter >= 744 ? .pad : .phone
        // Plus and Max phones (414 points wide and more) are regular wide in landscape.
        return UITraitCollection(values: .screen(idiom: idiom, landscape: bounds.width > bounds.height,
                                                 largePhone: shorter >= 414 && longer >= 736, scale: scale))
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
