import Foundation

/// Applies a layout file's text field and text view properties inside
/// `init?(coder:)`: style first, then the text, in a fixed order.
extension LayoutFileCoder {
    @preconcurrency @MainActor
    package func applyTextInputProperties(to view: UIView) {
        if let field = view as? UITextField {
            if let font = decodeObject(forKey: "font") as? UIFont { field.font = font }
            if let color = decodeObject(forKey: "textColor") as? UIColor { field.textColor = color }
            if case .integer(let i)? = propertyValue(forKey: "textAlignment"), let a = NSTextAlignment(rawValue: i) {
                field.textAlignment = a
            }
            if case .integer(let i)? = propertyValue(forKey: "borderStyle"), let s = UITextField.BorderStyle(rawValue: i) {
                field.borderStyle = s
            }
            if case .string(let s)? = propertyValue(forKey: "placeholder") { field.placeholder = s }
            if case .string(let s)? = propertyValue(forKey: "text") { field.text = s }
        }
        if let textView = view as? UITextView {
            if let font = decodeObject(forKey: "font") as? UIFont { textView.font = font }
            if let color = decodeObject(forKey: "textColor") as? UIColor { textView.textColor = color }
            if case .integer(let i)? = propertyValue(forKey: "textAlignment"), let a = NSTextAlignment(rawValue: i) {
                textView.textAlignment = a
            }
            if case .insets(let i)? = propertyValue(forKey: "textContainerInset"), i.count == 4 {
                textView.textContainerInset = UIEdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
            }
            if case .bool(let b)? = propertyValue(forKey: "isEditable") { textView.isEditable = b }
            if case .string(let s)? = propertyValue(forKey: "text") { textView.text = s }
            if let text = decodeObject(forKey: "attributedText") as? NSAttributedString { textView.attributedText = text }
        }
    }
}
