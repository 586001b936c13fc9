import Foundation

/// Scales custom fonts and values the way a text style scales with the
/// content size category: by the ratio of the style's size at that category
/// to its size at Large (body: 17 pt at Large, 53 pt at accessibility XXXL).
/// Immutable and usable from any thread, as on iOS.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let textStyle: UIFont.TextStyle

    /// Metrics for the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    private func factor(_ traits: UITraitCollection?) -> CGFloat {
        let category = DynamicTypeSource.category(traits)
        return textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// `font` scaled for the current content size category; a label with
    /// `adjustsFontForContentSizeCategory` scales it again when that changes.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// As `scaledFont(for:)`, never above `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        make(font, maximum: nil, traitCollection)
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        make(font, maximum: maximumPointSize > 0 ? maximumPointSize : nil, traitCollection)
    }

    /// `value` (a spacing, a height) scaled for the current content size category.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(traitCollection)
    }

    private func make(_ font: UIFont, maximum: CGFloat?, _ traits: UITraitCollection?) -> UIFont {
        let base = font
        var size = base.pointSize * factor(traits)
        if let maximum { size = min(size, maximum) }
        return UIFont(face: base.face, size: size, dynamicType: .metrics(textStyle, base: base, maximumPointSize: maximum))
    }
}
