import Foundation

/// A view that draws one or more lines of read-only text.
///
/// Text is laid out by the pinned-font text engine (TextLayout) and drawn in `draw(_:)`
/// through `drawText(in:)`, vertically centred in the rectangle as UIKit does. Sizes
/// (`sizeThatFits`, `intrinsicContentSize`) are rounded up to the screen's pixels.
/// Not done: allowsDefaultTighteningForTruncation.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The label's text with attributes. Plain `text` is stored here with the label's
    /// font, colour and alignment; `attributedText` as given.
    private var content: NSAttributedString?
    private var isAttributed = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }

    /// Properties from a layout file are applied by UIView's decoding (inside
    /// `super.init(coder:)`); the label's own view defaults then fill in what the
    /// file does not state, so a label from a file matches one made in code.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if !coder.containsValue(forKey: "isUserInteractionEnabled") { isUserInteractionEnabled = false }
        if !coder.containsValue(forKey: "contentMode") { contentMode = .redraw }
        if !coder.containsValue(forKey: "isOpaque") { isOpaque = false }
    }

    private func configureDefaults() {
        // UIKit's defaults: labels ignore touches and redraw when resized.
        isUserInteractionEnabled = false
        contentMode = .redraw
        isOpaque = false
    }

    // MARK: Text

    open var text: String? {
        get { content?.string }
        set {
            isAttributed = false
            content = newValue.map { ReleasingAttributedString(string: $0, attributes: labelAttributes) }
            textDidChange()
        }
    }

    /// Setting it sets `font`, `textColor`, `textAlignment` and `lineBreakMode` from the
    /// attributes at its first character, as UIKit does.
    open var attributedText: NSAttributedString? {
        get { content }
        set {
            isAttributed = newValue != nil
            content = newValue.map { ReleasingAttributedString(attributedString: $0) }
            if let string = newValue, string.length > 0 {
                let first = string.attributes(at: 0, effectiveRange: nil)
                if let f = first[.font] as? UIFont { storedFont = f }
                if let c = first[.foregroundColor] as? UIColor { storedTextColor = c }
                if let p = first[.paragraphStyle] as? NSParagraphStyle {
                    storedAlignment = p.alignment
                    storedLineBreakMode = p.lineBreakMode
                }
            }
            textDidChange()
        }
    }

    // MARK: Style

    /// With a Dynamic Type font (`preferredFont(forTextStyle:)`,
    /// `UIFontMetrics.scaledFont(for:)`), follow the label's content size
    /// category: the font is made again at the new size when it changes.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontForContentSizeCategory() }
    }

    private var storedFont = UIFont.systemFont(ofSize: 17)
    private var storedTextColor: UIColor = .label
    private var storedAlignment: NSTextAlignment = .natural
    private var storedLineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// Default: the system font at 17 pt. On attributed text it applies to the whole string.
    open var font: UIFont! {
        get { storedFont }
        set {
            guard customizes("font") else { return }
            storedFont = newValue ?? .systemFont(ofSize: 17)
            restyle([.font: storedFont])
        }
    }

    /// Default: `.label`. On attributed text it applies to the whole string.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            guard customizes("textColor") else { return }
            storedTextColor = newValue ?? .label
            restyle([.foregroundColor: storedTextColor])
        }
    }

    open var textAlignment: NSTextAlignment {
        get { storedAlignment }
        set {
            storedAlignment = newValue
            restyle([.paragraphStyle: paragraphStyle])
        }
    }

    /// Default: `.byTruncatingTail`. It applies to the last line when `numberOfLines`
    /// lines are not enough, and sets how lines wrap.
    open var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set {
            storedLineBreakMode = newValue
            restyle([.paragraphStyle: paragraphStyle])
        }
    }

    /// The most lines shown; 0 means as many as the bounds allow. Default 1.
    open var numberOfLines: Int = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }

    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// The text colour while `isHighlighted`; nil keeps the normal colours.
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsDisplay() } } }

    /// Shrinks the font (down to `minimumScaleFactor`) so the text fits the bounds' width.
    open var adjustsFontSizeToFitWidth = false { didSet { textDidChange() } }
    /// The smallest fraction of the font size shrinking may use; 0 (default) never shrinks.
    open var minimumScaleFactor: CGFloat = 0 { didSet { textDidChange() } }
    /// Where one line of shrunk text sits: by default its baseline stays where
    /// the full-size text's would be, as in UIKit.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }

    /// The text drawn again, in this colour, `shadowOffset` away and behind
    /// it, with no blur (UIKit's label shadow); nil (the default) draws none.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// UIKit's default is (0, -1): one point above.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { if shadowColor != nil { setNeedsDisplay() } } }

    /// The width multi-line text wraps at for `intrinsicContentSize`; 0 means the
    /// label's current width (or no limit before it has one).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    private var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = storedAlignment
        style.lineBreakMode = storedLineBreakMode
        return style
    }

    private var labelAttributes: [NSAttributedString.Key: Any] {
        [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: paragraphStyle]
    }

    /// Plain text is rebuilt with the label's attributes; attributed text gets the
    /// changed attribute over its whole length.
    private func restyle(_ attributes: [NSAttributedString.Key: Any]) {
        if let content {
            if isAttributed {
                let copy = ReleasingMutableAttributedString(attributedString: content)
                // addAttributes: swift-corelibs-foundation's addAttribute traps when it
                // replaces object values on part of a run.
                copy.addAttributes(attributes, range: NSRange(location: 0, length: copy.length))
                self.content = copy
            } else {
                self.content = ReleasingAttributedString(string: content.string, attributes: labelAttributes)
            }
        }
        textDidChange()
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Layout of the text

    /// The layout of the label's text in `rect` with at most `lines` lines (0: no limit),
    /// shrunk to fit when `adjustsFontSizeToFitWidth` is on.
    private func textLayout(in size: CGSize, lines: Int, colorOverride: UIColor? = nil, shrinking: Bool = true) -> TextLayout? {
        guard var string = content, string.length > 0 else { return nil }
        if let colorOverride {
            let copy = ReleasingMutableAttributedString(attributedString: string)
            copy.addAttributes([.foregroundColor: colorOverride], range: NSRange(location: 0, length: copy.length))
            string = copy
        }
        string = string.resolvingNaturalAlignment(rightToLeft: isRightToLeft)
        let options = TextLayout.Options(
            width: Self.limit(size.width), height: Self.limit(size.height), numberOfLines: lines,
            lineBreakMode: storedLineBreakMode,
            defaults: TextLayout.Defaults(font: storedFont, color: (colorOverride ?? storedTextColor).cgColor.rgba))
        if adjustsFontSizeToFitWidth, shrinking {
            return TextLayout.fitting(string, options: options, minimumScaleFactor: minimumScaleFactor).layout
        }
        return TextLayout(string, options: options)
    }

    /// What a layout for measuring was made from: the label's text (held, so that it is
    /// compared as the same object) and everything else `textLayout(in:lines:)` reads.
    /// Colours are left out: they change no size.
    private struct MeasuringKey {
        let content: NSAttributedString
        let rightToLeft: Bool
        let width: CGFloat?, height: CGFloat?
        let lines: Int
        let lineBreakMode: NSLineBreakMode
        let font: UIFont
        let shrinks: Bool
        let minimumScaleFactor: CGFloat

        func matches(_ other: MeasuringKey) -> Bool {
            matchesApartFromSize(other) && width == other.width && height == other.height
        }

        func matchesApartFromSize(_ other: MeasuringKey) -> Bool {
            content === other.content && font === other.font && rightToLeft == other.rightToLeft
                && lines == other.lines && lineBreakMode == other.lineBreakMode && shrinks == other.shrinks
                && minimumScaleFactor == other.minimumScaleFactor
        }
    }

    /// The last layout made for measuring. Auto Layout asks a label for its intrinsic
    /// size (and its baselines) several times in one pass with the same width, and
    /// each layout shapes the text again; drawing then uses it too when it holds the
    /// same lines (`drawingTextLayout(in:lines:color:)`).
    private var measuringLayout: (key: MeasuringKey, layout: TextLayout)?

    private func layoutKey(_ content: NSAttributedString, _ size: CGSize, lines: Int) -> MeasuringKey {
        MeasuringKey(
            content: content, rightToLeft: isRightToLeft, width: Self.limit(size.width), height: Self.limit(size.height),
            lines: lines, lineBreakMode: storedLineBreakMode, font: storedFont, shrinks: adjustsFontSizeToFitWidth,
            minimumScaleFactor: minimumScaleFactor)
    }

    /// The layout that sizes are read from (`textRect(forBounds:limitedToNumberOfLines:)`,
    /// baselines): `textLayout(in:lines:)`, made again only when what it reads changed.
    private func measuringTextLayout(in size: CGSize, lines: Int) -> TextLayout? {
        guard let content, content.length > 0 else { return nil }
        let key = layoutKey(content, size, lines: lines)
        if let measuringLayout, measuringLayout.key.matches(key) { return measuringLayout.layout }
        guard let layout = textLayout(in: size, lines: lines) else { return nil }
        measuringLayout = (key, layout)
        return layout
    }

    /// The layout to draw in `size` in `color`, and the colour to draw it in when
    /// that is not the one it was made with. The text was usually shaped already to
    /// measure it: the measuring layout is drawn when it holds the lines a new
    /// layout would (the same text and settings; lines that fit the drawing width
    /// and height, see `TextLayout.reused(width:height:)`) and all its text is in
    /// the label's colour, which may be resolved differently now. Shrinking text
    /// to fit is laid out again.
    private func drawingTextLayout(in size: CGSize, lines: Int, color: UIColor?) -> (layout: TextLayout, color: TextColor.RGBA?)? {
        if let content, content.length > 0, !adjustsFontSizeToFitWidth, let measuringLayout,
           !measuringLayout.layout.hasOwnColors,
           measuringLayout.key.matchesApartFromSize(layoutKey(content, size, lines: lines)),
           let layout = measuringLayout.layout.reused(width: Self.limit(size.width), height: Self.limit(size.height)) {
            return (layout, (color ?? storedTextColor).cgColor.rgba)
        }
        return textLayout(in: size, lines: lines, colorOverride: color).map { ($0, nil) }
    }

    private static func limit(_ value: CGFloat) -> CGFloat? {
        value.isFinite && value > 0 && value < 1e7 ? value : nil
    }

    /// Rounds a text size up to whole pixels of the screen.
    private func pixelCeil(_ size: CGSize) -> CGSize {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// The rectangle the text occupies when laid out within `bounds` with at most
    /// `numberOfLines` lines (0: no limit): at `bounds.origin`, sized to the text.
    /// Override it (with `drawText(in:)`) to inset the text; sizing uses it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let layout = measuringTextLayout(in: bounds.size, lines: numberOfLines) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        return CGRect(origin: bounds.origin, size: pixelCeil(layout.size))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : CGFloat.greatestFiniteMagnitude
        let bounds = CGRect(x: 0, y: 0, width: width, height: CGFloat.greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    open override var intrinsicContentSize: CGSize {
        let bounds = CGRect(x: 0, y: 0, width: intrinsicWrapWidth, height: CGFloat.greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    /// The width Auto Layout solved for the label, set by the engine before
    /// it asks `intrinsicContentSize` again (UIKit's second intrinsic-size
    /// pass for multi-line labels whose `preferredMaxLayoutWidth` is 0).
    package var layoutEngineWidth: CGFloat?

    /// The width text wraps at when the label sizes itself: unlimited for one
    /// line; else `preferredMaxLayoutWidth`, else the width Auto Layout gave
    /// it, else its bounds' width (unlimited before it has one).
    package var intrinsicWrapWidth: CGFloat {
        guard numberOfLines != 1 else { return .greatestFiniteMagnitude }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        if let layoutEngineWidth, layoutEngineWidth > 0 { return layoutEngineWidth }
        return bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
    }

    /// Where the first and last baselines are in a label of its intrinsic
    /// size: from its top, and from its bottom. The text is drawn centred in
    /// the bounds; at the intrinsic height (the text's height rounded up to
    /// pixels) the centring offset is computed as `drawText(in:)` does. No
    /// text: both 0 (the baselines are the label's edges).
    package var baselineOffsets: (fromTop: CGFloat, lastFromBottom: CGFloat) {
        guard let layout = measuringTextLayout(in: CGSize(width: intrinsicWrapWidth, height: .greatestFiniteMagnitude),
                                      lines: numberOfLines) else { return (0, 0) }
        let height = pixelCeil(layout.size).height
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let top = ((height - layout.size.height) / 2 * scale).rounded() / scale
        return (top + layout.firstBaseline, height - (top + layout.lastBaseline))
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`, vertically centred, with the lines that fit. Override it
    /// to draw elsewhere (e.g. `super.drawText(in: rect.inset(by: insets))`).
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        var color: UIColor?
        if !isEnabled {
            color = .systemGray
        } else if isHighlighted, let highlightedTextColor {
            color = highlightedTextColor
        }
        guard let (layout, layoutColor) = drawingTextLayout(in: rect.size, lines: numberOfLines, color: color) else { return }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        // Centred vertically, on a pixel boundary so glyphs rasterize the same wherever
        // the label is.
        func centredTop(_ height: CGFloat) -> CGFloat { rect.minY + ((rect.height - height) / 2 * scale).rounded() / scale }
        var top = centredTop(layout.size.height)
        if adjustsFontSizeToFitWidth, numberOfLines == 1, baselineAdjustment != .alignCenters,
           let full = textLayout(in: rect.size, lines: 1, shrinking: false), full.size.height > layout.size.height {
            let fullTop = centredTop(full.size.height)
            top = baselineAdjustment == .none ? fullTop
                : fullTop + ((full.firstBaseline - layout.firstBaseline) * scale).rounded() / scale
        }
        if let shadowColor, let (shadow, shadowLayoutColor) = drawingTextLayout(in: rect.size, lines: numberOfLines, color: shadowColor) {
            shadow.draw(in: context, at: CGPoint(x: rect.minX + shadowOffset.width, y: top + shadowOffset.height),
                        color: shadowLayoutColor, silhouettes: true)
        }
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: top), color: layoutColor)
    }
}
