import Foundation

/// SF Symbol stand-ins: `UIImage(systemName:)` draws the Material Design
/// Icons glyph listed for the name in docs/symbols.md (Apple's symbols
/// cannot be shipped), and returns nil for a name not in the list, as iOS
/// does for names it does not have.
///
/// Sizes follow iOS's rules for symbols: the glyph set's design area (20 of
/// its 24 grid units) is the symbol's alignment box, 1.19 × the point size
/// tall at the medium scale (what iOS reports for a symbol's alignment rect),
/// small and large scales 0.78 × and 1.29 × that; the box is centred on half
/// the system font's cap height above the baseline. The image itself is the
/// glyph's tight bounds, so, as on iOS, `alignmentRectInsets` reach out to
/// the box and `baselineOffsetFromBottom` may be negative. Weights thicken or
/// thin the regular glyph's outline (the set has one weight). Images are
/// templates (drawn in the tint) unless the configuration gives colours.
/// They are vectors: an image view draws them crisp at its scale.
extension UIImage {
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traitCollection?.imageConfiguration)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let made = UIImage.symbol(named: name, configuration: configuration) else { return nil }
        self.init(cgImage: made.cgImage, traits: made.traits)
        configurationStorage = configuration
    }

    /// The configuration a symbol image was made with.
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        guard isSymbolImage else { return nil }
        return configuration as? SymbolConfiguration ?? SymbolConfiguration()
    }

    /// True when the image has a baseline (symbols, `withBaselineOffset(fromBottom:)`).
    public var hasBaseline: Bool { baselineOffset != nil }

    /// The distance from the image's bottom up to its baseline (0 when it has none).
    public var baselineOffsetFromBottom: CGFloat { baselineOffset ?? 0 }

    /// How far the alignment rectangle (what Auto Layout aligns) lies inside the image.
    public var alignmentRectInsets: UIEdgeInsets { alignmentInsets }

    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        var t = traits
        t.baselineOffset = baselineOffset
        return variant(t)
    }

    public func imageWithoutBaseline() -> UIImage {
        var t = traits
        t.baselineOffset = nil
        return variant(t)
    }

    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        var t = traits
        t.alignmentInsets = alignmentInsets
        return variant(t)
    }

    /// The symbol redrawn with `configuration` applied on its own; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration(configuration)
    }

    private func variant(_ t: Traits) -> UIImage {
        let image = UIImage(cgImage: cgImage, traits: t)
        image.assetStorage = assetStorage
        image.configurationStorage = configurationStorage
        return image
    }

    /// A symbol image redrawn for `configuration` (`withConfiguration(_:)`), else nil.
    package func symbolWithConfiguration(_ configuration: UIImage.Configuration) -> UIImage? {
        guard let symbolName else { return nil }
        return UIImage(systemName: symbolName, withConfiguration: configuration)
    }

    /// Whether the symbol named `name` mirrors right to left on iOS (`chevron.forward`, ...).
    package var symbolIsDirectional: Bool {
        symbolName.flatMap { SymbolNames.byName[$0]?.directional } ?? false
    }

    /// Relative sizes of the small and large scales (of the medium scale's).
    static let symbolScaleFactors: [SymbolScale: CGFloat] = [.small: 0.78, .medium: 1, .large: 1.29]
    /// How far each weight moves the regular outline, in points per point of size.
    static let symbolWeightOutset: [SymbolWeight: CGFloat] = [
        .ultraLight: -0.042, .thin: -0.034, .light: -0.018, .regular: 0, .medium: 0.01,
        .semibold: 0.02, .bold: 0.03, .heavy: 0.042, .black: 0.052,
    ]

    private static func symbol(named name: String, configuration: UIImage.Configuration?) -> (cgImage: CGImage?, traits: Traits)? {
        guard let entry = SymbolNames.byName[name], let glyph = SymbolGlyphSet.path(named: entry.glyph) else { return nil }
        let symbolConfiguration = configuration as? SymbolConfiguration ?? SymbolConfiguration()
        let traitCollection = configuration?.traitCollection
        let (pointSize, weight, scale) = symbolConfiguration.resolved(traits: traitCollection)
        let em = SymbolGlyphSet.unitsPerEm
        // Points per em unit: the design area (20 of 24 grid units) is the alignment box.
        let boxHeight = 1.19 * pointSize * (symbolScaleFactors[scale] ?? 1)
        let k = boxHeight / (em * 20 / 24)
        let outset = pointSize * (symbolWeightOutset[weight] ?? 0)
        let bounds = glyph.boundingBoxOfPath.insetBy(dx: -max(0, outset) / k, dy: -max(0, outset) / k)
        let size = CGSize(width: bounds.width * k, height: bounds.height * k)
        guard size.width > 0, size.height > 0 else { return nil }

        let boxTop = em * 2 / 24, boxBottom = em * 22 / 24
        let capHeight = UIFont.systemFont(ofSize: pointSize).capHeight
        let baselineY = em / 2 + capHeight / 2 / k
        let insets = UIEdgeInsets(top: (boxTop - bounds.minY) * k, left: 0, bottom: (bounds.maxY - boxBottom) * k, right: 0)

        let style = traitCollection ?? UITraitCollection(userInterfaceStyle: .light)
        let ownColor = (symbolConfiguration.hierarchicalColor ?? symbolConfiguration.paletteColors?.first)?
            .resolvedColor(with: style).cgColor
        let vector = VectorDrawing(size: size) { ctx, color in
            let ink = color ?? ownColor ?? CGColor(gray: 0, alpha: 1)
            ctx.saveGState()
            ctx.scaleBy(x: k, y: k)
            ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
            ctx.setFillColor(ink)
            ctx.setStrokeColor(ink)
            ctx.setLineJoin(.round)
            if outset < 0 {
                // Thinner: the outline's edge eaten away inside a layer of its own.
                ctx.beginTransparencyLayer(auxiliaryInfo: nil)
                ctx.addPath(glyph)
                ctx.fillPath()
                ctx.setBlendMode(.clear)
                ctx.setLineWidth(-2 * outset / k)
                ctx.addPath(glyph)
                ctx.strokePath()
                ctx.endTransparencyLayer()
            } else {
                ctx.addPath(glyph)
                ctx.fillPath()
                if outset > 0 {
                    ctx.setLineWidth(2 * outset / k)
                    ctx.addPath(glyph)
                    ctx.strokePath()
                }
            }
            ctx.restoreGState()
        }
        let scaleOfBitmap = traitCollection.map { $0.displayScale > 0 ? $0.displayScale : UIScreen.mainScreenScale } ?? UIScreen.mainScreenScale
        let traits = Traits(scale: scaleOfBitmap, orientation: .up,
                            renderingMode: ownColor == nil ? .alwaysTemplate : .alwaysOriginal,
                            vector: vector, symbolName: name,
                            baselineOffset: (bounds.maxY - baselineY) * k, alignmentInsets: insets,
                            // A directional symbol (chevron.forward, arrow.backward, ...) mirrors right to left, as on iOS.
                            flipsForRightToLeftLayoutDirection: entry.directional)
        return (vector.rasterized(scale: scaleOfBitmap), traits)
    }
}
