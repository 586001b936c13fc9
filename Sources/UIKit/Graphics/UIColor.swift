/// A colour, as in UIKit: a fixed `CGColor` (sRGB or gray plus alpha), or a
/// dynamic colour that picks one for a trait collection (light or dark,
/// normal or increased contrast, base or elevated). Immutable and usable from
/// any thread, as on iOS.
///
/// A dynamic colour resolves when it is used: `cgColor`, the components and
/// `set()` resolve it against `UITraitCollection.current`, which UIKit sets to
/// a view's traits while it draws and lays out. A `CGColor` taken from it is
/// fixed from then on, as on iOS.
open class UIColor: NSObject, @unchecked Sendable {
    /// Must stay the first stored property (see CoreFoundationObjectTag): without it
    /// Core Foundation reads the colour's CGColor reference there, whose bits it takes
    /// for a type ID of its own.
    private let coreFoundationTag = CoreFoundationObjectTag()
    private let fixedColor: CGColor
    private let dynamicProvider: ((UITraitCollection) -> UIColor)?
    /// The UIKit name of a system colour (`systemBlue`), for equality and printing.
    package let systemName: String?

    /// The colour itself, or for a dynamic colour its value under
    /// `UITraitCollection.current`.
    open var cgColor: CGColor {
        guard dynamicProvider != nil else { return fixedColor }
        return resolvedColor(with: UITraitCollection.current).cgColor
    }

    /// `UIColor()`: code uses it as a placeholder to be replaced; Offscreen
    /// makes it transparent black (0, 0, 0, 0), so filling with it draws nothing.
    public override convenience init() {
        self.init(cgColor: CGColor(gray: 0, alpha: 0))
    }

    /// `#colorLiteral(red:green:blue:alpha:)`: the sRGB colour with those
    /// components, as `init(red:green:blue:alpha:)`. Required, as UIKit's is.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public init(cgColor: CGColor) {
        fixedColor = cgColor
        dynamicProvider = nil
        systemName = nil
        super.init()
    }

    /// A dynamic colour: `dynamicProvider` is asked for the colour to use
    /// under each trait collection it is resolved against.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        fixedColor = CGColor(gray: 0, alpha: 1)
        self.dynamicProvider = dynamicProvider
        systemName = nil
        super.init()
    }

    package init(systemName: String, provider: @escaping (UITraitCollection) -> UIColor) {
        fixedColor = CGColor(gray: 0, alpha: 1)
        dynamicProvider = provider
        self.systemName = systemName
        super.init()
    }

    /// A colour from a keyed archive, under UIKit's keys (UIColor+Coding.swift);
    /// nil when the archive holds none.
    public required convenience init?(coder: NSCoder) {
        guard let archived = UIColor.archivedColor(from: coder) else { return nil }
        self.init(archived)
    }

    /// A copy of `color` (a fixed or system colour, as archives hold).
    private convenience init(_ color: UIColor) {
        if let name = color.systemName, let provider = color.dynamicProvider {
            self.init(systemName: name, provider: provider)
        } else {
            self.init(cgColor: color.fixedColor)
        }
    }

    /// The fixed colour this colour is under `traitCollection` (a fixed
    /// colour returns itself).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dynamicProvider else { return self }
        return dynamicProvider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Whether the colour depends on traits.
    package var isDynamic: Bool { dynamicProvider != nil }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// Hue, saturation and brightness in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let i = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour that paints `image` repeated from the origin of the space it
    /// fills (a view's background: the view's top-left corner), at the image's
    /// size in points, as on iOS. Its components cannot be read (`getRed`
    /// returns false); where a pattern cannot be drawn (text, shadows) it draws nothing.
    public convenience init(patternImage image: UIImage) {
        let size = image.size
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, context in
            UIGraphicsPushContext(context)
            image.draw(at: .zero)
            UIGraphicsPopContext()
        }, releaseInfo: nil)
        let pattern = CGPattern(info: nil, bounds: CGRect(origin: .zero, size: size), matrix: .identity,
                                xStep: size.width, yStep: size.height, tiling: .constantSpacing,
                                isColored: true, callbacks: &callbacks)!
        var alpha: CGFloat = 1
        self.init(cgColor: CGColor(patternSpace: CGColorSpace(patternBaseSpace: nil)!, pattern: pattern, components: &alpha)!)
    }

    /// A Display P3 colour, converted to sRGB (Offscreen renders in sRGB;
    /// colours outside it are clipped, so the components read back are sRGB's).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = ColorManagement.displayP3ToSRGB(Double(red), Double(green), Double(blue))
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    /// The colour with `alpha` replacing its alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if isDynamic { return UIColor { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) } }
        return UIColor(cgColor: fixedColor.copy(alpha: alpha) ?? fixedColor)
    }

    /// RGB components (gray colours report equal components); always true here.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.pattern == nil else { return false }
        let c = rgba
        red?.pointee = c.r; green?.pointee = c.g; blue?.pointee = c.b; alpha?.pointee = c.a
        return true
    }

    /// Gray level and alpha; false for a colour that is not gray.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.pattern == nil, let comps = cgColor.components else { return false }
        if comps.count == 2 {
            white?.pointee = comps[0]; alpha?.pointee = comps[1]
            return true
        }
        let c = rgba
        guard c.r == c.g, c.g == c.b else { return false }
        white?.pointee = c.r; alpha?.pointee = c.a
        return true
    }

    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.pattern == nil else { return false }
        let c = rgba
        let maxV = max(c.r, c.g, c.b), minV = min(c.r, c.g, c.b), d = maxV - minV
        var h: CGFloat = 0
        if d > 0 {
            if maxV == c.r { h = (c.g - c.b) / d + (c.g < c.b ? 6 : 0) }
            else if maxV == c.g { h = (c.b - c.r) / d + 2 }
            else { h = (c.r - c.g) / d + 4 }
            h /= 6
        }
        hue?.pointee = h
        saturation?.pointee = maxV > 0 ? d / maxV : 0
        brightness?.pointee = maxV
        alpha?.pointee = c.a
        return true
    }

    /// Components as stored (unclamped), gray expanded to RGB.
    private var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        let c = cgColor.components ?? [0, 1]
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        return (0, 0, 0, 1)
    }

    /// Sets the current context's fill and stroke colours.
    open func set() { setFill(); setStroke() }
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// What `tintAdjustmentMode = .dimmed` shows: the tint desaturated.
    package var dimmedForTintAdjustment: UIColor {
        if isDynamic { return UIColor { [self] traits in resolvedColor(with: traits).dimmedForTintAdjustment } }
        let c = rgba
        let gray = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b
        return UIColor(white: gray, alpha: c.a)
    }

    /// Two system colours are equal when they have the same name; other
    /// dynamic colours only to themselves; fixed colours by components.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if isDynamic || other.isDynamic {
            if let name = systemName, let otherName = other.systemName { return name == otherName }
            return self === other
        }
        let a = rgba, b = other.rgba
        return a == b
    }

    open override var hash: Int {
        if isDynamic { return systemName?.hashValue ?? ObjectIdentifier(self).hashValue }
        let c = rgba
        var h = Hasher()
        h.combine(c.r); h.combine(c.g); h.combine(c.b); h.combine(c.a)
        return h.finalize()
    }

    open override var description: String {
        if let systemName { return "<UIDynamicSystemColor: \(systemName)>" }
        if isDynamic { return "<UIDynamicProviderColor: \(resolvedColor(with: UITraitCollection.current))>" }
        let c = rgba
        return "UIColor(red: \(c.r), green: \(c.g), blue: \(c.b), alpha: \(c.a))"
    }
}
