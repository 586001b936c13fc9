import Foundation

/// Applies a layout file's label properties inside `UILabel.init?(coder:)`.
/// Style comes before `text`, in a fixed order, so the result does not depend
/// on the order of keys in the file.
extension LayoutFileCoder {
    @preconcurrency @MainActor
    package func applyLabelProperties(to label: UILabel) {
        if let font = decodeObject(forKey: "font") as? UIFont { label.font = font }
        if let color = decodeObject(forKey: "textColor") as? UIColor { label.textColor = color }
        if case .integer(let i)? = propertyValue(forKey: "textAlignment"), let a = NSTextAlignment(rawValue: i) {
            label.textAlignment = a
        }
        if case .integer(let i)? = propertyValue(forKey: "lineBreakMode"), let m = NSLineBreakMode(rawValue: i) {
            label.lineBreakMode = m
        }
        if case .integer(let n)? = propertyValue(forKey: "numberOfLines") { label.numberOfLines = n }
        if case .bool(let b)? = propertyValue(forKey: "adjustsFontSizeToFitWidth") { label.adjustsFontSizeToFitWidth = b }
        if case .bool(let b)? = propertyValue(forKey: "adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = b }
        if case .number(let n)? = propertyValue(forKey: "minimumScaleFactor") { label.minimumScaleFactor = CGFloat(n) }
        if case .number(let n)? = propertyValue(forKey: "preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = CGFloat(n) }
        if let color = decodeObject(forKey: "highlightedTextColor") as? UIColor { label.highlightedTextColor = color }
        if case .bool(let b)? = propertyValue(forKey: "isEnabled") { label.isEnabled = b }
        if case .bool(let b)? = propertyValue(forKey: "isHighlighted") { label.isHighlighted = b }
        if case .string(let s)? = propertyValue(forKey: "text") { label.text = s }
        if let text = decodeObject(forKey: "attributedText") as? NSAttributedString { label.attributedText = text }
    }
}
