/// Multi-line text, rendered statically: wrapped in the bounds inset by
/// `textContainerInset` (8 points above and below) and the container's
/// `lineFragmentPadding` (5 points at each side), as UIKit lays it out.
/// White background; 12-point system text when no font is set (UIKit's
/// default size). Offscreen's is a plain view, not a scroll view: content
/// past the bounds is clipped, and no one types (becoming first responder
/// starts an editing session the delegate hears about, UITextView+Editing.swift).
@preconcurrency @MainActor
open class UITextView: UIView {
    open var text: String! {
        get { storedAttributedText?.string ?? storedText }
        set { storedText = newValue ?? ""; storedAttributedText = nil; contentDidChange() }
    }
    private var storedText = ""
    private var storedAttributedText: NSAttributedString?

    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: typingAttributes) }
        set { storedAttributedText = newValue; storedText = newValue?.string ?? ""; contentDidChange() }
    }

    open var font: UIFont? { didSet { contentDidChange() } }
    /// See `UILabel.adjustsFontForContentSizeCategory`.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontForContentSizeCategory() }
    }
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { contentDidChange() } }
    public let textContainer = NSTextContainer()
    open var isEditable = true
    open var isSelectable = true
    open var isScrollEnabled = true
    open var allowsEditingTextAttributes = false

    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default

    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            return [.font: font ?? UIFont.systemFont(ofSize: 12), .foregroundColor: textColor ?? UIColor.label,
                    .paragraphStyle: paragraph]
        }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
        clipsToBounds = true
    }

    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer { self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding }
    }

    /// The file's properties are applied inside `super.init(coder:)`; the text
    /// view's defaults of `init(frame:)` fill in what the file does not state.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if !coder.containsValue(forKey: "backgroundColor") { backgroundColor = .white }
        if !coder.containsValue(forKey: "contentMode") { contentMode = .redraw }
        if !coder.containsValue(forKey: "clipsToBounds") { clipsToBounds = true }
    }

    open override var canBecomeFirstResponder: Bool { isEditable }

    open weak var delegate: (any UITextViewDelegate)?

    /// Starts editing, as on iOS: the delegate may refuse
    /// (`textViewShouldBeginEditing`); then `textViewDidBeginEditing` and
    /// `textDidBeginEditingNotification` (UITextView+Editing.swift).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        startEditingSession { super.becomeFirstResponder() }
    }

    /// Ends editing: the delegate may refuse (`textViewShouldEndEditing`);
    /// then `textViewDidEndEditing` and `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        finishEditingSession { super.resignFirstResponder() }
    }

    private func contentDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    private var textWidth: (CGFloat) -> CGFloat {
        { [textContainerInset, textContainer] width in
            max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
        }
    }

    /// The width offered; the text's wrapped height plus the insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        let text: NSAttributedString = attributedText ?? NSAttributedString(string: "")
        let r = text.boundingRect(with: CGSize(width: textWidth(width), height: .greatestFiniteMagnitude),
                                  options: [.usesLineFragmentOrigin], context: nil)
        return CGSize(width: width, height: ceil(r.height) + textContainerInset.top + textContainerInset.bottom)
    }

    open override func draw(_ rect: CGRect) {
        let x = textContainerInset.left + textContainer.lineFragmentPadding
        let area = CGRect(x: x, y: textContainerInset.top, width: textWidth(bounds.width),
                          height: max(0, bounds.height - textContainerInset.top - textContainerInset.bottom))
        (attributedText ?? NSAttributedString(string: "")).resolvingNaturalAlignment(rightToLeft: isRightToLeft)
            .draw(with: area, options: [.usesLineFragmentOrigin], context: nil)
    }
}
