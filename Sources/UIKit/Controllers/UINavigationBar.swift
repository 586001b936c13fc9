/// The bar at the top of a navigation controller: the top item's title
/// centred (semibold 17 pt), a back button ("‹" and the previous item's back
/// title, else its title, else "Back") or the left items on the left, and the
/// right items on the right (titles, tinted images or custom views), 44 pt tall.
/// A title view replaces the title.
///
/// With `prefersLargeTitles`, an item that shows a large title (see
/// `showsLargeTitle`) adds UIKit's 52-point large-title area below that row
/// (96 pt in all), as the bar is at rest with its content not scrolled: the
/// title in the system font, 34 pt bold (the `largeTitle` text style's size,
/// scaled by Dynamic Type, the area growing with it), at the leading layout
/// margin (16 pt, 20 from 414 pt wide), its line's bottom 8 pt above the
/// bar's bottom, as UIKit's large-title label sits; the small centred title
/// is hidden meanwhile.
///
/// Offscreen draws it as iOS's opaque bar (`isTranslucent = false`): a light
/// grey background and a hairline at the bottom; there is no blur. In a navigation controller below the status bar, the
/// background extends up behind the status bar, as iOS's bar background
/// does (the bar's frame stays 44 pt tall). It draws titles and images itself instead of holding label
/// and button subviews, so its pixels do not depend on those classes; custom
/// views and the title view are its subviews, as in UIKit.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height, as on an iPhone in portrait.
    package static let height: CGFloat = 44
    /// What a prompt adds above the title and items.
    package static let promptHeight: CGFloat = 30
    /// What the large title adds below the row at the default text size.
    package static let largeTitleHeight: CGFloat = 52
    /// The gap between the large title's line and the bar's bottom.
    private static let largeTitleBottomInset: CGFloat = 8

    /// Whether the bar shows large titles for items that ask for them
    /// (UIKit's default, false).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { itemsDidChange() } }
    }

    /// The large title's attributes (font, colour, kerning, underline…; a
    /// shadow is not drawn); missing font and colour are UIKit's defaults
    /// (the system font, 34 pt bold, scaled by Dynamic Type; the label colour).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { itemsDidChange() }
    }

    /// Whether the top item shows a large title: only while the bar prefers
    /// large titles, then as its `largeTitleDisplayMode` says (`.automatic`
    /// follows the item below it, and the bottom item shows one), as UIKit does.
    package var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        for item in itemStorage.reversed() {
            switch item.largeTitleDisplayMode {
            case .always, .inline: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return !itemStorage.isEmpty
    }

    /// The large title's default font: 34 pt bold, scaled by Dynamic Type as
    /// the `largeTitle` text style is.
    private var defaultLargeTitleFont: UIFont {
        UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 34, weight: .bold), compatibleWith: traitCollection)
    }

    private var largeTitleFont: UIFont {
        largeTitleTextAttributes?[.font] as? UIFont ?? defaultLargeTitleFont
    }

    /// The large-title area's height: 52 pt, and as much more as the title's
    /// line is taller than the 34-point default (a larger Dynamic Type size or font).
    private var largeTitleAreaHeight: CGFloat {
        guard showsLargeTitle else { return 0 }
        let base = UIFont.systemFont(ofSize: 34, weight: .bold).lineHeight
        return Self.largeTitleHeight + max(0, largeTitleFont.lineHeight - base).rounded(.up)
    }

    /// The height the bar needs: 44 pt, 30 more when the top item has a
    /// prompt, the large-title area's more when it shows a large title.
    package var contentHeight: CGFloat {
        Self.height + (topItem?.prompt == nil ? 0 : Self.promptHeight) + largeTitleAreaHeight
    }

    /// The bottom of the 44-point row of title and items (above the large
    /// title; a bar framed too short for the large title keeps its row).
    private var rowBottom: CGFloat { max(min(bounds.height, Self.height), bounds.height - largeTitleAreaHeight) }
    /// The top of the 44-point row of title and items (below a prompt).
    private var rowTop: CGFloat { max(0, rowBottom - Self.height) }

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
        get { storedBarTintColor }
        set {
            guard customizes("barTintColor") else { return }
            storedBarTintColor = newValue
            setNeedsDisplay()
            setNeedsLayout()
        }
    }
    private var storedBarTintColor: UIColor?

    /// The background's colour: `barTintColor`, else iOS's light grey.
    private var backgroundColorOfBar: UIColor {
        barTintColor ?? UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
    }

    /// How far the background extends above the bar, behind the status bar
    /// (set by the navigation controller: the bar's distance from its top).
    package var statusBarExtension: CGFloat = 0 {
        didSet { if statusBarExtension != oldValue { setNeedsLayout() } }
    }
    /// The background above the bar: a layer outside the bar's bounds, as
    /// iOS's bar background view is.
    private let statusBarBackground = CALayer()

    private var itemStorage: [UINavigationItem] = []
    /// The custom and title views placed as subviews by `layoutSubviews`.
    private var managedViews: [UIView] = []

    /// Whether the bar is translucent (UIKit's default, true). Kept and read
    /// back: Offscreen draws the opaque bar either way, and its navigation
    /// controller lays content out below the bar, as iOS does for an opaque bar.
    open var isTranslucent = true

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
        statusBarBackground.isHidden = true
        layer.addSublayer(statusBarBackground)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // A new Dynamic Type size changes the large title and so the bar's height.
        itemsDidChange()
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
        CGSize(width: size.width, height: contentHeight)
    }

    open override func tintColorDidChange() {
        setNeedsDisplay()
    }

    package func itemsDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        // A prompt or a large title that comes or goes changes the bar's height.
        if let container = superview as? NavigationContainerView { container.setNeedsLayout() }
    }

    // MARK: Drawing

    /// The back button's title, or nil when no back button shows.
    package var backButtonTitle: String? {
        guard let top = topItem, !top.hidesBackButton, top.leftBarButtonItem == nil, let back = backItem else { return nil }
        return back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
    }

    /// Where each bar button item of the top item sits, in leading-edge
    /// coordinates (mirrored when drawn right to left), and the room left
    /// between the last left item and the last right item for the title.
    package struct ItemPlacement {
        var item: UIBarButtonItem
        var x: CGFloat
        var width: CGFloat
        var text: TextLayout?
    }

    private func placements() -> (items: [ItemPlacement], leftEdge: CGFloat, rightEdge: CGFloat, back: TextLayout?) {
        let tint = tintColor.cgColor
        let sideMargin: CGFloat = 16, gap: CGFloat = 8
        var leftEdge = sideMargin, rightEdge = bounds.width - sideMargin
        var result: [ItemPlacement] = []
        var back: TextLayout?
        func measure(_ item: UIBarButtonItem) -> (CGFloat, TextLayout?)? {
            if item.isSpace { return item.width > 0 ? (item.width, nil) : nil }
            if let view = item.customView { return (Self.size(of: view).width, nil) }
            if let title = item.title {
                let text = Self.line(title, font: font(for: item), color: item.tintColor?.cgColor ?? tint, width: bounds.width / 3)
                return (item.width > 0 ? item.width : text.size.width, text)
            }
            if let image = item.image { return (item.width > 0 ? item.width : image.size.width, nil) }
            return nil
        }
        if let title = backButtonTitle {
            back = Self.line(title, font: .systemFont(ofSize: 17), color: tint, width: bounds.width / 3)
            leftEdge = 26 + back!.size.width + gap
        } else {
            for item in topItem?.leftBarButtonItems ?? [] {
                guard let (width, text) = measure(item) else { continue }
                result.append(ItemPlacement(item: item, x: leftEdge, width: width, text: text))
                leftEdge += width + gap
            }
        }
        for item in topItem?.rightBarButtonItems ?? [] {
            guard let (width, text) = measure(item) else { continue }
            let x = rightEdge - width
            result.append(ItemPlacement(item: item, x: x, width: width, text: text))
            rightEdge = x - gap
        }
        return (result, leftEdge, rightEdge, back)
    }

    /// A custom or title view's size: its frame's, or its fitting size when
    /// the frame is empty.
    private static func size(of view: UIView) -> CGSize {
        if view.bounds.width > 0 || view.bounds.height > 0 { return view.bounds.size }
        let intrinsic = view.intrinsicContentSize
        if intrinsic.width > 0, intrinsic.height > 0 { return intrinsic }
        return view.sizeThatFits(.zero)
    }

    /// Leading-edge x to the bar's own x (mirrored right to left).
    private func barX(_ x: CGFloat, _ width: CGFloat) -> CGFloat {
        isRightToLeft ? bounds.width - x - width : x
    }

    /// The title view's frame: centred in the bar, or pushed aside (and
    /// narrowed) by the buttons, as the title text is.
    private func titleViewFrame(_ view: UIView, leftEdge: CGFloat, rightEdge: CGFloat) -> CGRect {
        let size = Self.size(of: view)
        let room = max(0, rightEdge - leftEdge)
        let width = min(size.width, room), height = min(size.height, rowBottom - rowTop)
        let halfRoom = min(bounds.width / 2 - leftEdge, rightEdge - bounds.width / 2)
        var x = (bounds.width - width) / 2
        if width > max(0, 2 * halfRoom) { x = leftEdge + (room - width) / 2 }
        return CGRect(x: barX(x, width).rounded(), y: centredTop(height), width: width, height: height)
    }

    /// Custom views and the title view are the bar's subviews while their
    /// item is on top, as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        statusBarBackground.isHidden = statusBarExtension <= 0
        if statusBarExtension > 0 {
            statusBarBackground.frame = CGRect(x: 0, y: -statusBarExtension, width: bounds.width, height: statusBarExtension)
            statusBarBackground.backgroundColor = backgroundColorOfBar.resolvedColor(with: traitCollection).cgColor
        }
        let (items, leftEdge, rightEdge, _) = placements()
        var shown: [UIView] = []
        for placement in items {
            guard let view = placement.item.customView else { continue }
            let size = Self.size(of: view)
            let height = min(size.height, rowBottom - rowTop)
            if view.superview !== self { addSubview(view) }
            view.frame = CGRect(x: barX(placement.x, placement.width), y: centredTop(height),
                                width: placement.width, height: height)
            shown.append(view)
        }
        if let view = topItem?.titleView {
            if view.superview !== self { addSubview(view) }
            view.frame = titleViewFrame(view, leftEdge: leftEdge, rightEdge: rightEdge)
            shown.append(view)
        }
        for view in managedViews where !shown.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
        managedViews = shown
    }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(backgroundColorOfBar.cgColor)
        ctx.fill(bounds)
        // The hairline: one device pixel at the bottom edge.
        let hairline = 1 / max(contentScaleFactor, 1)
        ctx.setFillColor(UIColor(white: 0, alpha: 0.3).cgColor)
        ctx.fill(CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline))

        let tint: UIColor = tintColor
        // Positions are measured from the leading edge; right to left the
        // bar is mirrored (back button and left items at the right), text is not.
        let (items, leftEdge, rightEdge, back) = placements()
        if let back {
            drawChevron(in: ctx, color: tint.cgColor, mirrored: isRightToLeft)
            back.draw(in: ctx.cairo, at: CGPoint(x: barX(26, back.size.width), y: centredTop(back.size.height)))
        }
        for placement in items where placement.item.customView == nil {
            let x = barX(placement.x, placement.width)
            if let text = placement.text {
                text.draw(in: ctx.cairo, at: CGPoint(x: x, y: centredTop(text.size.height)))
            } else if let image = placement.item.image {
                let size = image.size
                let origin = CGPoint(x: x + (placement.width - size.width) / 2, y: centredTop(size.height))
                let tinted = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(placement.item.tintColor ?? tint, renderingMode: .alwaysOriginal)
                tinted.draw(in: CGRect(origin: origin, size: size))
            }
        }
        if let prompt = topItem?.prompt, !prompt.isEmpty {
            // Centred in the 30 points above the row, in the label colour.
            let text = Self.line(prompt, font: .systemFont(ofSize: 13), color: UIColor.label.cgColor, width: bounds.width - 32)
            let x = ((bounds.width - text.size.width) / 2).rounded()
            text.draw(in: ctx.cairo, at: CGPoint(x: x, y: ((min(rowTop, Self.promptHeight) - text.size.height) / 2).rounded()))
        }
        if showsLargeTitle {
            drawLargeTitle()
        } else if topItem?.titleView == nil, let title = topItem?.title, !title.isEmpty {
            // Centred in the bar, or pushed aside (and truncated) by the buttons.
            let room = max(0, rightEdge - leftEdge)
            let halfRoom = min(bounds.width / 2 - leftEdge, rightEdge - bounds.width / 2)
            let centredWidth = max(0, 2 * halfRoom)
            let text = Self.line(title, font: .systemFont(ofSize: 17, weight: .semibold), color: UIColor.label.cgColor, width: room)
            var x = (bounds.width - text.size.width) / 2
            if text.size.width > centredWidth { x = leftEdge + (room - text.size.width) / 2 }
            text.draw(in: ctx.cairo, at: CGPoint(x: barX(x, text.size.width).rounded(), y: centredTop(text.size.height)))
        }
    }

    /// The large title's frame in the bar (nil when none shows): one line
    /// from the leading layout margin, truncated at the trailing one, its
    /// bottom 8 pt above the bar's bottom.
    package var largeTitleFrame: CGRect? { largeTitleLayout()?.frame }

    private func largeTitleLayout() -> (text: TextLayout, frame: CGRect)? {
        guard showsLargeTitle, let title = topItem?.title, !title.isEmpty else { return nil }
        let margin = UICollectionLayoutListConfiguration.cellMargin(forWidth: bounds.width)
        var attributes = largeTitleTextAttributes ?? [:]
        attributes[.font] = largeTitleFont
        let text = Self.line(title, font: largeTitleFont, color: UIColor.label.cgColor,
                             width: max(0, bounds.width - 2 * margin), attributes: attributes)
        let size = text.size
        let y = bounds.height - Self.largeTitleBottomInset - size.height
        return (text, CGRect(x: barX(margin, size.width), y: y, width: size.width, height: size.height))
    }

    private func drawLargeTitle() {
        guard let ctx = UIGraphicsGetCurrentContext(), let (text, frame) = largeTitleLayout() else { return }
        text.draw(in: ctx.cairo, at: frame.origin)
    }

    // MARK: Touches

    /// A tap that ends on an item sends its action to its target (nil: along
    /// the responder chain), with the item as the sender, as UIKit does.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        // Items take touches a little beyond their content, as UIKit's do.
        for (item, frame) in itemFrames() where item.isEnabled && item.customView == nil {
            guard point.x >= frame.minX - 8, point.x <= frame.maxX + 8, point.y >= rowTop, point.y <= rowBottom else { continue }
            if item.sendTap(for: event) { return }
        }
    }

    /// Each shown bar button item's frame in the bar, the row's height tall
    /// (below a prompt, above a large title).
    package func itemFrames() -> [(item: UIBarButtonItem, frame: CGRect)] {
        placements().items.map { ($0.item, CGRect(x: barX($0.x, $0.width), y: rowTop, width: $0.width, height: rowBottom - rowTop)) }
    }

    private func font(for item: UIBarButtonItem) -> UIFont {
        item.style == .done ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17)
    }

    /// One line of text, truncated at the tail to `width` (the tab bar's titles too).
    package static func line(_ string: String, font: UIFont, color: CGColor, width: CGFloat,
                             attributes: [NSAttributedString.Key: Any] = [:]) -> TextLayout {
        let defaults = TextLayout.Defaults(font: font, color: color.rgba)
        let attributed = NSAttributedString(string: string, attributes: attributes)
        let probe = TextLayout(attributed, options: .init(numberOfLines: 1, defaults: defaults))
        guard probe.size.width > width else { return probe }
        return TextLayout(attributed,
                          options: .init(width: width, numberOfLines: 1, lineBreakMode: .byTruncatingTail, defaults: defaults))
    }

    /// The y that centres something `height` tall in the row of title and items.
    private func centredTop(_ height: CGFloat) -> CGFloat {
        (rowTop + (rowBottom - rowTop - height) / 2).rounded()
    }

    /// iOS's back chevron: a 12 x 21 pt open angle, drawn as a stroke
    /// (pointing right, at the right end, when mirrored).
    private func drawChevron(in ctx: CGContext, color: CGColor, mirrored: Bool) {
        let midY = rowTop + (rowBottom - rowTop) / 2
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
