/// The bar at the top of a navigation controller: the top item's title
/// centred (semibold 17 pt), a back button ("‹" and the previous item's back
/// title, else its title, else "Back") or the left item on the left, and the
/// right item on the right, both in the tint colour, 44 pt tall.
///
/// Offscreen draws it as iOS's opaque bar (`isTranslucent = false`): a light
/// grey background and a hairline at the bottom; there is no blur and no
/// large title. It draws its content itself instead of holding label and
/// button subviews, so its pixels do not depend on those classes; only bar
/// button items' custom views (`UIBarButtonItem(customView:)`) are subviews.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height, as on an iPhone in portrait.
    package static let height: CGFloat = 44

    /// The items, bottom to top; the navigation controller keeps them in step
    /// with its controllers.
    open var items: [UINavigationItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }

    open var topItem: UINavigationItem? { itemStorage.last }

    /// The item below the top one: its title labels the back button.
    open var backItem: UINavigationItem? {
        itemStorage.count >= 2 ? itemStorage[itemStorage.count - 2] : nil
    }

    /// The background; nil for the default light grey.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    private var itemStorage: [UINavigationItem] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonBarInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonBarInit()
    }

    private func commonBarInit() {
        contentMode = .redraw
        isOpaque = true
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in itemStorage where item.navigationBar === self { item.navigationBar = nil }
        itemStorage = items ?? []
        for item in itemStorage { item.navigationBar = self }
        itemsDidChange()
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems(itemStorage + [item], animated: animated)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = itemStorage.last else { return nil }
        setItems(Array(itemStorage.dropLast()), animated: animated)
        return top
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    open override func tintColorDidChange() {
        setNeedsDisplay()
    }

    package func itemsDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    // MARK: Custom views

    /// The custom views of the top item's bar button items that are shown.
    private var shownCustomViews: [UIView] = []

    /// The top item's left and right custom views (the left one only where
    /// no back button shows).
    private func customViewPlaces() -> (left: UIView?, right: UIView?) {
        let left = backButtonTitle == nil ? topItem?.leftBarButtonItem?.customView : nil
        return (left, topItem?.rightBarButtonItem?.customView)
    }

    /// A custom view's size: its own when it has one, else what fits it.
    private func customSize(_ view: UIView) -> CGSize {
        view.bounds.size != .zero ? view.bounds.size : view.sizeThatFits(CGSize(width: bounds.width / 3, height: Self.height))
    }

    /// Places the top item's custom views, as iOS does: the left item's at
    /// the leading margin and the right item's at the trailing one, centred
    /// vertically; right to left, the left item's view is at the right.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let (left, right) = customViewPlaces()
        let wanted = [left, right].compactMap { $0 }
        for view in shownCustomViews where !wanted.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
        shownCustomViews = wanted
        let sideMargin: CGFloat = 16
        func place(_ view: UIView, leadingX: CGFloat) {
            if view.superview !== self { addSubview(view) }
            let size = customSize(view)
            let x = isRightToLeft ? bounds.width - leadingX - size.width : leadingX
            view.frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        }
        if let left { place(left, leadingX: sideMargin) }
        if let right { place(right, leadingX: bounds.width - sideMargin - customSize(right).width) }
    }

    // MARK: Drawing

    /// The back button's title, or nil when no back button shows.
    package var backButtonTitle: String? {
        guard let top = topItem, !top.hidesBackButton, top.leftBarButtonItem == nil, let back = backItem else { return nil }
        return back.backButtonTitle ?? back.title ?? "Back"
    }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor((barTintColor ?? UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)).cgColor)
        ctx.fill(bounds)
        // The hairline: one device pixel at the bottom edge.
        let hairline = 1 / max(contentScaleFactor, 1)
        ctx.setFillColor(UIColor(white: 0, alpha: 0.3).cgColor)
        ctx.fill(CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline))

        let tint = tintColor.cgColor
        // Positions below are measured from the leading edge; right to left the
        // bar is mirrored (back button and left items at the right), text is not.
        let rightToLeft = isRightToLeft
        func at(_ x: CGFloat, _ width: CGFloat) -> CGFloat { rightToLeft ? bounds.width - x - width : x }
        let sideMargin: CGFloat = 16
        var leftEdge: CGFloat = sideMargin
        var rightEdge = bounds.width - sideMargin

        if let title = backButtonTitle {
            drawChevron(in: ctx, color: tint, mirrored: rightToLeft)
            let text = Self.line(title, font: .systemFont(ofSize: 17), color: tint, width: bounds.width / 3)
            text.draw(in: ctx.cairo, at: CGPoint(x: at(26, text.size.width), y: centredTop(text)))
            leftEdge = 26 + text.size.width + 8
        } else if let custom = topItem?.leftBarButtonItem?.customView {
            leftEdge = sideMargin + customSize(custom).width + 8
        } else if let item = topItem?.leftBarButtonItem, let title = item.title {
            let text = Self.line(title, font: font(for: item), color: tint, width: bounds.width / 3)
            text.draw(in: ctx.cairo, at: CGPoint(x: at(sideMargin, text.size.width), y: centredTop(text)))
            leftEdge = sideMargin + text.size.width + 8
        }
        if let custom = topItem?.rightBarButtonItem?.customView {
            rightEdge = bounds.width - sideMargin - customSize(custom).width - 8
        } else if let item = topItem?.rightBarButtonItem, let title = item.title {
            let text = Self.line(title, font: font(for: item), color: tint, width: bounds.width / 3)
            let x = bounds.width - sideMargin - text.size.width
            text.draw(in: ctx.cairo, at: CGPoint(x: at(x, text.size.width), y: centredTop(text)))
            rightEdge = x - 8
        }
        if let title = topItem?.title, !title.isEmpty {
            // Centred in the bar, or pushed aside (and truncated) by the buttons.
            let room = max(0, rightEdge - leftEdge)
            let halfRoom = min(bounds.width / 2 - leftEdge, rightEdge - bounds.width / 2)
            let centredWidth = max(0, 2 * halfRoom)
            let text = Self.line(title, font: .systemFont(ofSize: 17, weight: .semibold), color: UIColor.label.cgColor, width: room)
            var x = (bounds.width - text.size.width) / 2
            if text.size.width > centredWidth { x = leftEdge + (room - text.size.width) / 2 }
            text.draw(in: ctx.cairo, at: CGPoint(x: at(x, text.size.width).rounded(), y: centredTop(text)))
        }
    }

    private func font(for item: UIBarButtonItem) -> UIFont {
        item.style == .done ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17)
    }

    /// One line of text, truncated at the tail to `width`.
    package static func line(_ string: String, font: UIFont, color: CGColor, width: CGFloat) -> TextLayout {
        let defaults = TextLayout.Defaults(font: font, color: color.rgba)
        let probe = TextLayout(NSAttributedString(string: string), options: .init(numberOfLines: 1, defaults: defaults))
        guard probe.size.width > width else { return probe }
        return TextLayout(NSAttributedString(string: string),
                          options: .init(width: width, numberOfLines: 1, lineBreakMode: .byTruncatingTail, defaults: defaults))
    }

    private func centredTop(_ text: TextLayout) -> CGFloat {
        ((bounds.height - text.size.height) / 2).rounded()
    }

    /// iOS's back chevron: a 12 x 21 pt open angle, drawn as a stroke
    /// (pointing right, at the right end, when mirrored).
    private func drawChevron(in ctx: CGContext, color: CGColor, mirrored: Bool) {
        let midY = bounds.height / 2
        ctx.saveGState()
        if mirrored {
            ctx.translateBy(x: bounds.width, y: 0)
            ctx.scaleBy(x: -1, y: 1)
        }
        ctx.setStrokeColor(color)
        ctx.setLineWidth(3)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        ctx.move(to: CGPoint(x: 19, y: midY - 10))
        ctx.addLine(to: CGPoint(x: 9.5, y: midY))
        ctx.addLine(to: CGPoint(x: 19, y: midY + 10))
        ctx.strokePath()
        ctx.restoreGState()
    }
}
