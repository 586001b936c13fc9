extension UIImage {
    /// A symbol's stroke weight, matching the system font's weights.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The system font weight of the same name (regular for `.unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .unspecified, .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }

    /// A symbol's size relative to the text it sits beside.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// How a symbol image is drawn: point size or text style, weight, scale,
    /// and colours. Unset values come from the configuration it is applied
    /// on (`applying(_:)`), else the defaults: the body text style's size
    /// (17 points at the Large content size), regular, medium.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        package var pointSize: CGFloat = 0
        package var weight: SymbolWeight = .unspecified
        package var scale: SymbolScale = .unspecified
        package var textStyle: UIFont.TextStyle?
        package var hierarchicalColor: UIColor?
        package var paletteColors: [UIColor]?
        package var prefersMulticolor = false

        public required init() {
            super.init(traitCollection: nil)
        }

        public required init?(coder: NSCoder) {
            super.init(traitCollection: nil)
        }

        public convenience init(pointSize: CGFloat) {
            self.init()
            self.pointSize = max(0, pointSize.isFinite ? pointSize : 0)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize)
            self.weight = weight
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }

        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            self.textStyle = textStyle
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(textStyle: textStyle)
            self.scale = scale
        }

        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// The font's size and weight.
        public convenience init(font: UIFont) {
            self.init()
            pointSize = font.pointSize
            weight = SymbolWeight(rawValue: max(1, min(9, (font.face.weight + 50) / 100))) ?? .regular
        }

        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(font: font)
            self.scale = scale
        }

        /// Drawn in `hierarchicalColor`. The stand-in glyphs have one layer,
        /// so all of a symbol is in the primary colour.
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            self.hierarchicalColor = hierarchicalColor
        }

        /// Drawn in the palette's colours; the stand-in glyphs have one
        /// layer, drawn in the first.
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            self.paletteColors = paletteColors
        }

        /// Multicolour symbols: the stand-ins have no colours of their own and draw as monochrome.
        open class func preferringMulticolor() -> Self {
            let c = Self.init()
            c.prefersMulticolor = true
            return c
        }

        open class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        private func copied(_ change: (SymbolConfiguration) -> Void) -> Self {
            let c = Self.init()
            c.pointSize = pointSize; c.weight = weight; c.scale = scale; c.textStyle = textStyle
            c.hierarchicalColor = hierarchicalColor; c.paletteColors = paletteColors; c.prefersMulticolor = prefersMulticolor
            change(c)
            return c
        }

        open func configurationWithoutTextStyle() -> Self { copied { $0.textStyle = nil } }
        open func configurationWithoutScale() -> Self { copied { $0.scale = .unspecified } }
        open func configurationWithoutWeight() -> Self { copied { $0.weight = .unspecified } }
        open func configurationWithoutPointSizeAndWeight() -> Self { copied { $0.pointSize = 0; $0.weight = .unspecified } }

        /// This configuration with the values `otherConfiguration` sets on top.
        open override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration as? SymbolConfiguration else { return self }
            return copied { c in
                if other.pointSize > 0 { c.pointSize = other.pointSize; c.textStyle = other.textStyle }
                if let style = other.textStyle { c.textStyle = style; if other.pointSize == 0 { c.pointSize = 0 } }
                if other.weight != .unspecified { c.weight = other.weight }
                if other.scale != .unspecified { c.scale = other.scale }
                if let h = other.hierarchicalColor { c.hierarchicalColor = h; c.paletteColors = nil }
                if let p = other.paletteColors { c.paletteColors = p; c.hierarchicalColor = nil }
                if other.prefersMulticolor { c.prefersMulticolor = true }
            }
        }

        open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let o = otherConfiguration else { return false }
            return pointSize == o.pointSize && weight == o.weight && scale == o.scale && textStyle == o.textStyle
                && hierarchicalColor == o.hierarchicalColor && paletteColors == o.paletteColors
                && prefersMulticolor == o.prefersMulticolor
        }

        open override func isEqual(_ object: Any?) -> Bool {
            isEqual(to: object as? SymbolConfiguration)
        }

        open override var hash: Int { pointSize.hashValue ^ weight.rawValue ^ (scale.rawValue << 8) }

        /// The size, weight and scale this configuration draws at: unset values
        /// from the text style (its size at the content size category of `traits`,
        /// its weight), else the body style's size, regular, medium.
        package func resolved(traits: UITraitCollection?) -> (pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            var size = pointSize
            var w = weight
            if size <= 0 || textStyle != nil {
                let style = textStyle ?? .body
                let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
                if size <= 0 { size = font.pointSize }
                if w == .unspecified, style == .headline { w = .semibold }
            }
            if w == .unspecified { w = .regular }
            let s: SymbolScale = scale == .small || scale == .large ? scale : .medium
            return (size, w, s)
        }
    }
}
