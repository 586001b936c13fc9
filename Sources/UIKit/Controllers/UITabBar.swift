/// The bar at the bottom of a tab bar controller: one item per tab, each its
/// image over its title (side by side in a regular-width environment, as on
/// an iPad), the selected one in the tint colour and the others in grey,
/// with a badge (a red capsule with white text) at the image's top right.
///
/// iOS's metrics: the bar's content is 49 pt tall and the bar reaches over
/// the bottom safe area (the home indicator) below it; items share the width
/// equally; titles are 10 pt medium (13 pt beside the image).
///
/// Its background is an appearance (`UITabBarAppearance`), drawn by a
/// background view (`BarBackgroundView`, its first subview): by default the
/// `systemChromeMaterial` blur of what is behind it and a hairline at the
/// top. In a tab bar controller, while the selected content's bottom edge is
/// at or above the bar (or nothing scrolls) it shows `scrollEdgeAppearance`,
/// or, when none is set, the standard one without background or hairline
/// (iOS 15). An opaque bar (`isTranslucent = false`) draws `barTintColor` or
/// a light grey in place of the blur. Like `UINavigationBar` it draws its
/// items with a content view over the background rather than holding image
/// views and labels.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The content's height, above the bottom safe area.
    package static let contentHeight: CGFloat = 49

    open var items: [UITabBarItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// The highlighted item: one of `items`, or nil.
    open var selectedItem: UITabBarItem? {
        didSet { setNeedsDisplay() }
    }

    open weak var delegate: (any UITabBarDelegate)?

    /// Colours the blurred background (and an opaque bar's); nil for none
    /// (an opaque bar is then light grey).
    open var barTintColor: UIColor? {
        didSet { appearanceDidChange() }
    }

    /// The colour of the items that are not selected; nil for iOS's grey.
    open var unselectedItemTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the bar is translucent (UIKit's default, true): a tab bar
    /// controller then lays the selected view out under it, its safe area
    /// stopping at the bar's top. An opaque bar draws `barTintColor` or a
    /// light grey in place of the blur and keeps content above it.
    open var isTranslucent = true {
        didSet {
            guard isTranslucent != oldValue else { return }
            appearanceDidChange()
            superview?.setNeedsLayout()
        }
    }

    /// The bar's look while content scrolls under it (and outside a tab
    /// bar controller): the default background, blurred.
    @NSCopying open var standardAppearance = UITabBarAppearance() {
        didSet { appearanceDidChange() }
    }
    /// The look while the selected content's bottom edge is at the bar;
    /// nil: the standard look without background or hairline (iOS 15).
    @NSCopying open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { appearanceDidChange() }
    }

    /// Whether the selected content is at its bottom edge (or does not
    /// scroll); set by the tab bar controller.
    package var isAtScrollEdge = true {
        didSet { if isAtScrollEdge != oldValue { appearanceDidChange() } }
    }

    /// The appearance shown now (see `scrollEdgeAppearance`).
    package var currentAppearance: UITabBarAppearance {
        guard tabBarController != nil, isAtScrollEdge else { return standardAppearance }
        // Apple: nil uses the standard appearance "modified to have a
        // transparent background", an opaque bar's too (iOS 15).
        return scrollEdgeAppearance ?? standardAppearance.withTransparentBackground()
    }

    private let backgroundView = BarBackgroundView(shadowAtTop: true)
    private let contentView = TabBarContentView(frame: .zero)

    /// Whether the background view draws anything (false while transparent).
    package var drawsBackground: Bool { backgroundView.drawsBackground }
    /// Whether the hairline is drawn.
    package var drawsShadow: Bool { backgroundView.drawsShadow }

    private func appearanceDidChange() {
        setNeedsLayout()
        contentView.setNeedsDisplay()
    }

    /// The items are drawn by the content view.
    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        contentView.setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        backgroundView.apply(currentAppearance, translucent: isTranslucent,
                             opaqueColor: barTintColor ?? UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1),
                             legacyColor: barTintColor)
        contentView.frame = bounds
        for item in itemStorage { item.applyAppearanceProxiesOnce(in: self) }
    }

    private var itemStorage: [UITabBarItem] = []
    /// Set when a tab bar controller manages this bar: taps select through it.
    package weak var tabBarController: UITabBarController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonBarInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonBarInit()
    }

    private func commonBarInit() {
        contentView.bar = self
        backgroundView.install(in: self, under: contentView)
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in itemStorage where item.owningTabBar === self { item.owningTabBar = nil }
        itemStorage = items ?? []
        for item in itemStorage { item.owningTabBar = self }
        if let selected = selectedItem, !itemStorage.contains(where: { $0 === selected }) { selectedItem = nil }
        itemsDidChange()
        // New items take their appearance proxies' values at the next layout.
        setNeedsLayout()
    }

    /// 49 pt, and the bottom safe area it covers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight + safeAreaInsets.bottom)
    }

    open override func tintColorDidChange() {
        setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    package func itemsDidChange() {
        setNeedsDisplay()
    }

    // MARK: Touches

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let index = itemIndex(at: touch.location(in: self)) else { return }
        let item = itemStorage[index]
        guard item.isEnabled else { return }
        if let tabBarController {
            tabBarController.selectFromBar(index)
        } else {
            selectedItem = item
        }
        delegate?.tabBar(self, didSelect: item)
    }

    /// The item whose slot holds `point` (the whole bar height counts).
    package func itemIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return slots().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    // MARK: Geometry

    /// Items sit side by side (image beside title) when the bar is regular-width.
    private var isInline: Bool { traitCollection.horizontalSizeClass == .regular }

    /// Each item's slot in the content area: equal shares of the width on a
    /// phone; on a regular-width bar, slots of at most 200 pt centred together.
    package func slots() -> [CGRect] {
        let count = itemStorage.count
        guard count > 0 else { return [] }
        var width = bounds.width / CGFloat(count)
        if isInline { width = min(width, 200) }
        let start = (bounds.width - width * CGFloat(count)) / 2
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return (0..<count).map { i in
            let position = mirrored ? count - 1 - i : i
            return CGRect(x: start + width * CGFloat(position), y: 0, width: width, height: Self.contentHeight)
        }
    }

    // MARK: Drawing

    /// The content view's drawing: the items.
    fileprivate func drawContent() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        for (item, slot) in zip(itemStorage, slots()) {
            draw(item, in: slot, ctx)
        }
    }

    /// The appearance's settings for an item in its state and the bar's layout.
    private func stateAppearance(selected: Bool, enabled: Bool) -> UITabBarItemStateAppearance {
        let appearance = currentAppearance
        let layout = isInline
            ? (traitCollection.verticalSizeClass == .compact ? appearance.compactInlineLayoutAppearance : appearance.inlineLayoutAppearance)
            : appearance.stackedLayoutAppearance
        return !enabled ? layout.disabled : selected ? layout.selected : layout.normal
    }

    private func draw(_ item: UITabBarItem, in slot: CGRect, _ ctx: CGContext) {
        let selected = item === selectedItem
        let state = stateAppearance(selected: selected, enabled: item.isEnabled)
        var color = selected ? tintColor! : (unselectedItemTintColor ?? UIColor.systemGray)
        if let icon = state.iconColor { color = icon }
        if !item.isEnabled, state.iconColor == nil { color = color.withAlphaComponent(0.4) }
        // The item's own attributes over the appearance's; a selected item's
        // title keeps the selected colour unless its `.selected` attributes give one.
        var own = item.titleAttributes(in: !item.isEnabled ? .disabled : selected ? .selected : .normal)
        if selected, item.titleTextAttributes(for: .selected)?[.foregroundColor] == nil { own[.foregroundColor] = nil }
        let attributes = state.titleTextAttributes.merging(own) { $1 }
        let titleColor = attributes[.foregroundColor] as? UIColor ?? color
        let inline = isInline
        // SF Symbols are drawn at the bar's symbol size: body text style, large
        // scale when stacked, medium beside the title.
        let image = (selected ? item.selectedImage ?? item.image : item.image).map { image in
            image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .body, scale: inline ? .medium : .large)) ?? image
        }
        let title = item.title.flatMap { $0.isEmpty ? nil : $0 }
        let font = attributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: inline ? 13 : 10, weight: .medium)
        var drawnAttributes = attributes
        drawnAttributes[.foregroundColor] = nil
        drawnAttributes[.font] = nil
        let text = title.map { UINavigationBar.line($0, font: font, color: titleColor.cgColor, width: max(0, slot.width - (inline ? 40 : 4)),
                                                    attributes: drawnAttributes) }
        let imageSize = image.map { fitted($0.size, inline ? 23 : 28) } ?? .zero
        var imageRect: CGRect
        if inline {
            let gap: CGFloat = image != nil && text != nil ? 6 : 0
            let total = imageSize.width + gap + (text?.size.width ?? 0)
            var x = slot.midX - total / 2
            imageRect = CGRect(x: x, y: (slot.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
            x += imageSize.width + gap
            if let text {
                text.draw(in: ctx.cairo, at: CGPoint(x: x.rounded(), y: ((slot.height - text.size.height) / 2).rounded()))
            }
        } else {
            // The image centred in the top 34 pt, the title's box ending 2 pt above the content's bottom.
            imageRect = CGRect(x: slot.midX - imageSize.width / 2, y: 17.5 - imageSize.height / 2,
                               width: imageSize.width, height: imageSize.height)
            if let text {
                text.draw(in: ctx.cairo, at: CGPoint(x: (slot.midX - text.size.width / 2).rounded(), y: (slot.height - 2 - text.size.height).rounded()))
            }
        }
        if let image {
            let shown = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)
            shown.draw(in: imageRect)
        }
        if let badge = item.badgeValue {
            drawBadge(badge, color: item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed,
                      anchor: badgeAnchor(image: image != nil ? imageRect : nil, slot: slot, inline: inline), ctx)
        }
    }

    /// The badge's top left: right of the image's centre, above its top
    /// (above the title's line when the title is beside the image).
    private func badgeAnchor(image: CGRect?, slot: CGRect, inline: Bool) -> CGPoint {
        guard let image else { return CGPoint(x: slot.midX + 5, y: 3) }
        return inline ? CGPoint(x: image.maxX - 8, y: 4) : CGPoint(x: image.midX + 5, y: image.minY - 3)
    }

    /// `size` scaled down (never up) to fit a `side` x `side` box.
    private func fitted(_ size: CGSize, _ side: CGFloat) -> CGSize {
        guard size.width > 0, size.height > 0 else { return .zero }
        let scale = min(1, side / size.width, side / size.height)
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// iOS's badge: 18 pt tall, at least as wide, white 13 pt text with 5 pt on each side.
    private func drawBadge(_ value: String, color: UIColor, anchor: CGPoint, _ ctx: CGContext) {
        let text = value.isEmpty ? nil : UINavigationBar.line(value, font: .systemFont(ofSize: 13), color: UIColor.white.cgColor, width: 120)
        let width = max(18, (text?.size.width ?? 0) + 10)
        let rect = CGRect(x: anchor.x, y: max(0, anchor.y), width: width, height: 18)
        ctx.setFillColor(color.cgColor)
        ctx.addPath(UIBezierPath(roundedRect: rect, cornerRadius: 9).cgPath)
        ctx.fillPath()
        if let text {
            text.draw(in: ctx.cairo, at: CGPoint(x: (rect.midX - text.size.width / 2).rounded(), y: (rect.midY - text.size.height / 2).rounded()))
        }
    }
}

/// The tab bar's content view: draws the items over the background.
@preconcurrency @MainActor
final class TabBarContentView: UIView {
    weak var bar: UITabBar?

    override func draw(_ rect: CGRect) {
        bar?.drawContent()
    }
}
