import Foundation

/// A font: a pinned face at a point size. Immutable and thread-safe, as on iOS.
///
/// Where we differ from iOS: the faces are the pinned free fonts (Inter stands in for
/// San Francisco and Helvetica, DejaVu Sans Mono for SF Mono, Menlo and Courier, Noto Sans
/// CJK for PingFang), and `fontName` / `familyName` name the pinned face that really draws.
open class UIFont: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// Must stay the first stored property (see CoreFoundationObjectTag).
    private let coreFoundationTag = CoreFoundationObjectTag()
    package let face: FontFace
    public let pointSize: CGFloat
    /// Sizes that are not positive and finite become 12 pt, Core Text's default size.
    /// `dynamicType` says where a Dynamic Type font came from (see `DynamicTypeSource`).
    package init(face: FontFace, size: CGFloat, dynamicType: DynamicTypeSource? = nil) {
        self.face = face
        self.pointSize = size.isFinite && size > 0 ? size : 12
        super.init()
        if let dynamicType { DynamicTypeSource.remember(dynamicType, for: self) }
        FontPreparation.expect(face, size: pointSize)
    }

    /// `UIFont()`: code uses it as a placeholder to be replaced; Offscreen
    /// makes it the system font at 12 pt, Core Text's default size.
    public override convenience init() {
        self.init(face: UIFont.systemFace(size: 12, weight: 400), size: 12)
    }

    // MARK: NSSecureCoding

    public static var supportsSecureCoding: Bool { true }

    /// Decodes what `encode(with:)` writes, under UIKit's keys (`UIFontName`,
    /// `UIFontPointSize`); nil when the name is missing or names no pinned face.
    public required convenience init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "UIFontName"),
              let name = coder.decodeObject(of: NSString.self, forKey: "UIFontName") as String?,
              let face = FontNames.face(forName: name) else { return nil }
        self.init(face: face, size: CGFloat(coder.decodeDouble(forKey: "UIFontPointSize")))
    }

    open func encode(with coder: NSCoder) {
        coder.encode(fontName as NSString, forKey: "UIFontName")
        coder.encode(Double(pointSize), forKey: "UIFontPointSize")
    }

    /// Where a Dynamic Type font came from, so a view that adjusts for the
    /// content size category can make it again at another size.
    package var dynamicType: DynamicTypeSource? { DynamicTypeSource.source(of: self) }

    // MARK: System fonts

    /// iOS draws the system font with SF Pro Text below 20 pt and SF Pro Display from 20 pt;
    /// Inter and Inter Display are the pinned equivalents.
    private static func systemFace(size: CGFloat, weight: Int, italic: Bool = false) -> FontFace {
        FontFace(design: .system(display: size >= 20), weight: weight, italic: italic)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: systemFace(size: fontSize, weight: weight.cssWeight), size: fontSize)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: systemFace(size: fontSize, weight: 400, italic: true), size: fontSize)
    }

    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: FontFace(design: .monospaced, weight: weight.cssWeight, italic: false), size: fontSize)
    }

    /// The system font with fixed-width digits (Inter's tabular figures, OpenType "tnum").
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        var face = systemFace(size: fontSize, weight: weight.cssWeight)
        face.tabularDigits = true
        return UIFont(face: face, size: fontSize)
    }

    /// The font for a text style at the content size category of
    /// `UITraitCollection.current` (a view's while it lays out and draws;
    /// Large elsewhere, iOS's default).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at `traitCollection`'s content size
    /// category (nil or unspecified: as `preferredFont(forTextStyle:)`),
    /// with iOS's sizes for all twelve categories.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = DynamicTypeSource.category(traitCollection)
        let size = style.pointSize(for: category)
        var face = systemFace(size: size, weight: style.weight.cssWeight)
        // Bold Text: regular text styles draw semibold, semibold ones bold, as on iOS.
        if DynamicTypeSource.isBold(traitCollection) { face.weight = face.weight >= 600 ? 700 : 600 }
        return UIFont(face: face, size: size, dynamicType: .textStyle(style))
    }

    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var systemFontSize: CGFloat { 14 }

    // MARK: Named fonts

    /// The font with a PostScript or family name, or nil when the name is not one of the
    /// names we map to the pinned faces (iOS returns nil for fonts it does not have).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontNames.face(forName: fontName) else { return nil }
        self.init(face: face, size: fontSize)
    }

    /// A font from a descriptor. A `pointSize` of 0 keeps the descriptor's size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(face: descriptor.face, size: pointSize > 0 ? pointSize : descriptor.pointSize)
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var face = self.face
        // A system font keeps following the text / display switch at its new size.
        if case .system = face.design { face.design = .system(display: fontSize >= 20) }
        return UIFont(face: face, size: fontSize)
    }

    open class var familyNames: [String] { FontNames.familyNames }

    open class func fontNames(forFamilyName familyName: String) -> [String] {
        FontNames.fontNames(forFamilyName: familyName)
    }

    // MARK: Description

    open var familyName: String { face.familyName }
    open var fontName: String { face.postScriptName }

    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(face: face, size: pointSize) }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return face == other.face && pointSize == other.pointSize
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(face)
        h.combine(pointSize)
        return h.finalize()
    }

    open override var description: String {
        let weight = face.weight >= 600 ? "bold" : "normal"
        return "<UIFont> font-family: \"\(familyName)\"; font-weight: \(weight); font-style: "
            + "\(face.italic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}
