/// An immutable colour: components in its colour space plus alpha, as in Apple's
/// CoreGraphics. Components are stored unclamped; drawing clamps them to 0...1.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha.
    public let components: [CGFloat]?
    /// A Display P3 colour's red, green and blue in sRGB, what it draws with.
    private let sRGBFromP3: (Double, Double, Double)?
    /// A pattern colour's pattern (its colour space's model is `.pattern`).
    public let pattern: CGPattern?

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public init(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let n = space.numberOfComponents + 1
        self.colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: n))
        sRGBFromP3 = CGColor.converted(space, self.components!)
        pattern = nil
    }

    init(space: CGColorSpace, components: [CGFloat], pattern: CGPattern? = nil) {
        self.colorSpace = space
        self.components = components
        sRGBFromP3 = CGColor.converted(space, components)
        self.pattern = pattern
    }

    /// A pattern colour: `components` are the base space's components (an
    /// uncoloured pattern's colour) followed by alpha; a coloured pattern's
    /// space has no base, so alpha alone. Nil when `space` is not a pattern space.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern else { return nil }
        let n = space.numberOfComponents + 1
        self.init(space: space, components: Array(UnsafeBufferPointer(start: components, count: n)), pattern: pattern)
    }

    private static func converted(_ space: CGColorSpace, _ c: [CGFloat]) -> (Double, Double, Double)? {
        guard space.name == CGColorSpace.displayP3, c.count >= 3 else { return nil }
        return ColorManagement.displayP3ToSRGB(Double(c[0]), Double(c[1]), Double(c[2]))
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.deviceRGB, components: [red, green, blue, alpha])
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.sRGB)!, components: [red, green, blue, alpha])
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.deviceGray, components: [gray, alpha])
    }

    public convenience init?(colorSpace space: CGColorSpace, components: [CGFloat]) {
        guard components.count == space.numberOfComponents + 1 else { return nil }
        self.init(space: space, components: components)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public func copy(alpha: CGFloat) -> CGColor? {
        guard var c = components, let space = colorSpace else { return nil }
        c[c.count - 1] = alpha
        return CGColor(space: space, components: c, pattern: pattern)
    }

    /// An uncoloured pattern's paint colour (the base components), for drawing.
    package var patternPaint: (r: Double, g: Double, b: Double, a: Double)? {
        guard let base = colorSpace?.baseColorSpace, let c = components else { return nil }
        return CGColor(space: base, components: c).rgba
    }

    /// Red, green, blue and alpha, each clamped to 0...1, for drawing (in sRGB:
    /// a Display P3 colour is converted).
    package var rgba: (r: Double, g: Double, b: Double, a: Double) {
        // Where a pattern cannot be drawn (a shadow's or a text colour), it draws nothing.
        if pattern != nil { return (0, 0, 0, 0) }
        let c = components ?? [0, 0]
        func clamp(_ v: CGFloat) -> Double { Double(Swift.min(Swift.max(v, 0), 1)) }
        if c.count == 2 { return (clamp(c[0]), clamp(c[0]), clamp(c[0]), clamp(c[1])) }
        if let p = sRGBFromP3, c.count >= 4 { return (p.0, p.1, p.2, clamp(c[3])) }
        if c.count >= 4 { return (clamp(c[0]), clamp(c[1]), clamp(c[2]), clamp(c[3])) }
        return (0, 0, 0, 1)
    }

    public static func == (l: CGColor, r: CGColor) -> Bool {
        l.colorSpace?.model == r.colorSpace?.model && l.components == r.components && l.pattern === r.pattern
    }

    public func hash(into h: inout Hasher) { h.combine(components) }

    public var description: String {
        "CGColor(\(colorSpace?.model == .monochrome ? "gray" : "rgb"): \(components ?? []))"
    }
}
