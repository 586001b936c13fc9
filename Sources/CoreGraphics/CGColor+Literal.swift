// A colour literal where a CGColor is expected (`layer.borderColor =
// #colorLiteral(...)`, `UIColor(cgColor: #colorLiteral(...))`), as Apple's
// CoreGraphics overlay makes CGColor expressible by one.

extension CGColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`: the sRGB colour with those components.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
