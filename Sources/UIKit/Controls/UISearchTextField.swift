import Foundation

/// The text field of a search bar (iOS 13): iOS 17's rounded grey field,
/// a magnifying glass at its leading side as its `leftView`, the text (or
/// the placeholder) after it. Made by `UISearchBar` as its
/// `searchTextField`; usable alone, as in UIKit.
///
/// Figures: corners of 10 pt, the `tertiarySystemFill` background, the
/// glass (the `magnifyingglass` symbol in `secondaryLabel`) 8 pt from the
/// leading edge, the text 6 pt after it and 8 pt from the trailing edge,
/// 17 pt type; 36 pt tall in a search bar.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The field's height in a search bar.
    package static let height: CGFloat = 36
    private static let sideInset: CGFloat = 8
    private static let glassGap: CGFloat = 6

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonSearchFieldInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonSearchFieldInit()
    }

    private func commonSearchFieldInit() {
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.sizeToFit()
        leftView = glass
        leftViewMode = .always
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = leftView.bounds.size
        return CGRect(x: bounds.minX + Self.sideInset, y: (bounds.midY - size.height / 2).rounded(),
                      width: size.width, height: size.height)
    }

    open override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = rightView.bounds.size
        return CGRect(x: bounds.maxX - Self.sideInset - size.width, y: (bounds.midY - size.height / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// After the glass (6 pt), to 8 pt from the trailing edge (or the right view).
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = leftView == nil || leftViewMode == .never ? bounds.minX + Self.sideInset
            : leftViewRect(forBounds: bounds).maxX + Self.glassGap
        var right = bounds.maxX - Self.sideInset
        if rightView != nil, rightViewMode != .never { right = rightViewRect(forBounds: bounds).minX - Self.glassGap }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// 36 pt tall, as wide as its content.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width + 2 * Self.sideInset, height: Self.height)
    }

    /// The rounded grey fill (unless a `background` image or colour is set), then the text.
    open override func draw(_ rect: CGRect) {
        if background == nil, backgroundColor == nil {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: 10).fill()
        } else if let background {
            background.draw(in: bounds)
        }
        super.draw(rect)
    }
}
