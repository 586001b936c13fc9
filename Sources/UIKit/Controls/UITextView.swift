/// Multi-line text in a scroll view, as UIKit's: wrapped at the bounds'
/// width less `textContainerInset` (8 points above and below) and the
/// container's `lineFragmentPadding` (5 points at each side). `contentSize`
/// is the laid-out text's height plus the insets, at the bounds' width, and
/// the text shows scrolled by `contentOffset`. With `isScrollEnabled` false
/// the text view sizes itself in Auto Layout, as on iOS: its intrinsic
/// content size is its text's size at the width it is given (UITextView+Sizing.swift).
/// White background; 12-point system text when no font is set (UIKit's
/// default size). No one types (becoming first responder starts an editing
/// session the delegate hears about, UITextView+Editing.swift).
@preconcurrency @MainActor
open class UITextView: UIScrollView {
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
    /// Off, the text view stops scrolling and sizes itself to its text
    /// (an intrinsic content size), as on iOS.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }
    open var allowsEditingTextAttributes = false

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

    /// The text view's delegate, typed as on iOS; it is also its scroll
    /// view's delegate (one object for both: `UIScrollView.delegate` reads the
    /// same object; see `_UIScrollViewDelegateProperty` for how the narrower
    /// type is declared).
    open var delegate: UITextViewDelegate? {
        get { scrollDelegateStorage as? UITextViewDelegate }
        set { scrollDelegateStorage = newValue }
    }
    package var textDelegate: UITextViewDelegate? { delegate }

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

    /// Scrolling moves the text: the view draws it again at the new offset.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != old { setNeedsDisplay() }
        }
    }

    /// Scrolls as little as it takes to show the lines holding `range`
    /// (UTF-16 offsets into `text`); a range past the end shows the end.
    open func scrollRangeToVisible(_ range: NSRange) {
        scrollToShowLines(of: range)
    }

    open override func layoutSubviews() {
        updateTextContentSize()
        super.layoutSubviews()
    }

    /// Scrolling enabled: none (`noIntrinsicMetric`), as UIScrollView. Off:
    /// the text's size (its longest line and its height, plus the insets)
    /// wrapped at the width Auto Layout gave the view, else its bounds' width
    /// (unlimited before it has one).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        let width = intrinsicWrapWidth
        intrinsicMeasuredWidth = width
        return textFrame(width: width)
    }

    /// The width Auto Layout solved for the view, set by the engine before it
    /// asks `intrinsicContentSize` again (UITextView+Sizing.swift).
    package var layoutEngineWidth: CGFloat?
    /// The width the last intrinsic size wrapped at.
    package var intrinsicMeasuredWidth: CGFloat?

    private func contentDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The width offered; the text's wrapped height plus the insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: textFrame(width: width).height)
    }

    /// The text in content coordinates, below the top inset (lines past the
    /// bounds are drawn too: scrolling shows them, and the bottom edge
    /// clips the last one, as on iOS).
    open override func draw(_ rect: CGRect) {
        let x = textContainerInset.left + textContainer.lineFragmentPadding
        let area = CGRect(x: x, y: textContainerInset.top, width: textWidth(bounds.width), height: .greatestFiniteMagnitude)
        (attributedText ?? NSAttributedString(string: "")).resolvingNaturalAlignment(rightToLeft: isRightToLeft)
            .draw(with: area, options: [.usesLineFragmentOrigin], context: nil)
    }
}
