/// Views whose font follows the content size category: with
/// `adjustsFontForContentSizeCategory` on, a font from
/// `preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` is made
/// again at the new size whenever the view's content size category changes.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// What UILabel, UITextField and UITextView do when their category changes.
@preconcurrency @MainActor
package protocol ContentSizeAdjustingView: UIContentSizeCategoryAdjusting {
    func adjustFontForContentSizeCategory()
}

extension UIFont {
    /// This Dynamic Type font remade for `traits`, or nil for a fixed font.
    package func adjusted(to traits: UITraitCollection) -> UIFont? {
        guard let dynamicType else { return nil }
        let font = dynamicType.font(compatibleWith: traits)
        return font.pointSize == pointSize && font.face == face ? nil : font
    }
}

extension UILabel: ContentSizeAdjustingView {
    package func adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let font = font.adjusted(to: traitCollection) else { return }
        self.font = font
    }
}

extension UITextField: ContentSizeAdjustingView {
    package func adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let font = font?.adjusted(to: traitCollection) else { return }
        self.font = font
    }
}

extension UITextView: ContentSizeAdjustingView {
    package func adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let font = font?.adjusted(to: traitCollection) else { return }
        self.font = font
    }
}
