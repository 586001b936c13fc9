/// A one-line text field, rendered statically (there is no keyboard or
/// editing): text or the grey placeholder, `borderStyle`, left and right
/// views, bullets for secure entry.
///
/// Metrics follow iOS for the system font: the rounded-rect style is
/// white with a light grey hairline border and 5-point corners, text inset
/// 7 points; `.line` draws a dark 1-point border, `.bezel` a grey one, both
/// with 2-point insets. The intrinsic height of a rounded-rect field is the
/// font's line height plus 13 (34 for 17-point text), plus 4 for the others.
@preconcurrency @MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// Never nil when read: an empty field's text is "", as on iOS.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? ""; storedAttributedText = nil; contentDidChange() }
    }
    private var storedText = ""
    private var storedAttributedText: NSAttributedString?

    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: defaultTextAttributes) }
        set { storedAttributedText = newValue; storedText = newValue?.string ?? ""; contentDidChange() }
    }

    open var placeholder: String? { didSet { contentDidChange() } }
    open var attributedPlaceholder: NSAttributedString? { didSet { contentDidChange() } }
    /// A placeholder UIKit draws when `placeholder` is nil without
    /// reporting it there (a search controller's bar shows "Search").
    package var systemPlaceholder: String? { didSet { contentDidChange() } }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    /// See `UILabel.adjustsFontForContentSizeCategory`.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontForContentSizeCategory() }
    }
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    open var borderStyle: BorderStyle = .none {
        didSet {
            backgroundColor = borderStyle == .roundedRect ? (backgroundColor ?? .white) : backgroundColor
            contentDidChange()
        }
    }
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    open var leftView: UIView? { didSet { replace(oldValue, with: leftView) } }
    open var rightView: UIView? { didSet { replace(oldValue, with: rightView) } }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var clearButtonMode: ViewMode = .never
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var background: UIImage?
    open var disabledBackground: UIImage?
    /// True between the start of editing (becoming first responder) and its end.
    open internal(set) var isEditing = false
    open weak var delegate: (any UITextFieldDelegate)?

    /// Shown in place of the keyboard while editing (stored: no keyboard is drawn).
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }
    private var inputViewStorage: UIView?
    /// Shown above the keyboard while editing (stored: no keyboard is drawn).
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }
    private var inputAccessoryViewStorage: UIView?

    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var textContentType: UITextContentType?
    open var enablesReturnKeyAutomatically = false

    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            paragraph.lineBreakMode = .byTruncatingTail
            return [.font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: textColor ?? UIColor.label,
                    .paragraphStyle: paragraph]
        }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentVerticalAlignment = .center
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing, as on iOS: the delegate may refuse
    /// (`textFieldShouldBeginEditing`); then `textFieldDidBeginEditing` and
    /// `textDidBeginEditingNotification` (UITextField+Editing.swift).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        startEditingSession { super.becomeFirstResponder() }
    }

    /// Ends editing, as on iOS: the delegate may refuse
    /// (`textFieldShouldEndEditing`); then `textFieldDidEndEditing` and
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        finishEditingSession { super.resignFirstResponder() }
    }

    private func replace(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func contentDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Geometry (UIKit's overridable rectangles)

    private var textInset: CGFloat {
        switch borderStyle {
        case .roundedRect: return 7
        case .line, .bezel: return 2
        case .none: return 0
        }
    }

    private func shows(_ mode: ViewMode) -> Bool { mode == .always || mode == .unlessEditing }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let s = leftView.bounds.size
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let s = rightView.bounds.size
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.insetBy(dx: textInset, dy: 0)
        if leftView != nil, shows(leftViewMode) {
            let l = leftViewRect(forBounds: bounds).maxX
            r.size.width -= max(0, l - r.minX); r.origin.x = max(r.minX, l)
        }
        if rightView != nil, shows(rightViewMode) {
            r.size.width = min(r.width, rightViewRect(forBounds: bounds).minX - r.minX)
        }
        return r
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    // MARK: Sizing

    open override var intrinsicContentSize: CGSize {
        let f = font ?? .systemFont(ofSize: 17)
        let shown = shownText()
        let w = ceil(shown.size().width) + 2 * textInset
            + (leftView != nil && shows(leftViewMode) ? leftView!.bounds.width : 0)
            + (rightView != nil && shows(rightViewMode) ? rightView!.bounds.width : 0)
        let h = ceil(f.lineHeight) + (borderStyle == .roundedRect ? 13 : borderStyle == .none ? 0 : 4)
        return CGSize(width: w, height: h)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.isHidden = !shows(leftViewMode)
            leftView.frame = placed(leftViewRect(forBounds: bounds))
        }
        if let rightView {
            rightView.isHidden = !shows(rightViewMode)
            rightView.frame = placed(rightViewRect(forBounds: bounds))
        }
    }

    /// Where a rectangle from the `…Rect(forBounds:)` methods goes. As on iOS,
    /// those methods answer as for left to right, and UIKit flips the overlay
    /// views and the text across the field when its content runs right to
    /// left: the left view shows on the right (its leading side), the right
    /// view on the left.
    private func placed(_ rect: CGRect) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    // MARK: Drawing

    /// The text as shown: bullets for secure entry, else the placeholder in grey when empty.
    private func shownText() -> NSAttributedString {
        if storedText.isEmpty {
            if let attributedPlaceholder { return attributedPlaceholder }
            var attrs = defaultTextAttributes
            attrs[.foregroundColor] = UIColor.placeholderText
            return NSAttributedString(string: placeholder ?? systemPlaceholder ?? "", attributes: attrs)
        }
        if isSecureTextEntry {
            return NSAttributedString(string: String(repeating: "•", count: storedText.count), attributes: defaultTextAttributes)
        }
        return attributedText ?? NSAttributedString(string: storedText, attributes: defaultTextAttributes)
    }

    open override func draw(_ rect: CGRect) {
        switch borderStyle {
        case .roundedRect:
            let path = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            path.lineWidth = 0.5
            UIColor(white: 0, alpha: 0.2).setStroke()
            path.stroke()
        case .line, .bezel:
            let path = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            (borderStyle == .line ? UIColor.darkGray : UIColor.gray).setStroke()
            path.stroke()
        case .none:
            break
        }
        // As on iOS, the text and the placeholder are drawn by the two
        // overridable methods, so a subclass can restyle or hide either.
        if storedText.isEmpty {
            drawPlaceholder(in: placed(placeholderRect(forBounds: bounds)))
        } else {
            drawText(in: placed(isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)))
        }
    }

    /// Draws the text (bullets for secure entry) in `rect`, placed by
    /// `contentVerticalAlignment`. Overridable, as UIKit's.
    open func drawText(in rect: CGRect) {
        drawShownText(in: rect)
    }

    /// Draws the placeholder (grey, or `attributedPlaceholder`) in `rect`;
    /// an override that draws nothing hides it, as on iOS.
    open func drawPlaceholder(in rect: CGRect) {
        drawShownText(in: rect)
    }

    private func drawShownText(in r: CGRect) {
        let shown = shownText().resolvingNaturalAlignment(rightToLeft: isRightToLeft)
        let h = ceil((font ?? .systemFont(ofSize: 17)).lineHeight)
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = r.minY
        case .bottom: y = r.maxY - h
        default: y = r.midY - h / 2
        }
        // A disabled field looks the same; it only stops taking touches.
        shown.draw(in: CGRect(x: r.minX, y: y, width: r.width, height: h))
    }
}
