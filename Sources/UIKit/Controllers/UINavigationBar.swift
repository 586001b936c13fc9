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
/// Scrolling collapses the large title (see `largeTitleShownHeight`): the
/// area shrinks with the content until only the row is left, and the small
/// centred title shows once it is gone.
///
/// Its background is an appearance (`UINavigationBarAppearance`), drawn by
/// a background view (`BarBackgroundView`, its first subview): by default
/// the `systemChromeMaterial` blur of what is behind the bar and a hairline
/// at the bottom. A navigation controller shows the top item's or the bar's
/// `scrollEdgeAppearance` while its content is at the scroll edge (iOS 15:
/// when none is set, the standard one without background or hairline), the
/// `standardAppearance` otherwise; a bar outside a navigation controller
/// shows the standard one. An opaque bar (`isTranslucent = false`) draws
/// `barTintColor` or a light grey in place of the blur (at the scroll edge
/// only with a scroll-edge appearance, as on iOS 15). In a navigation
/// controller below the status bar, the background extends up behind the
/// status bar, as iOS's bar background does (the bar's frame stays 44 pt
/// tall). Titles and items are drawn by a content view over the background
/// rather than by label and button subviews, so its pixels do not depend on
/// those classes; custom views and the title view are its subviews, as in UIKit.
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
    /// (the system font, 34 pt bold, scaled by Dynamic Type; the label
    /// colour). The appearance's `largeTitleTextAttributes` win over these.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { itemsDidChange() }
    }

    /// The small title's attributes (font, colour…); missing font and colour
    /// are UIKit's (semibold 17 pt, the label colour). The appearance's
    /// `titleTextAttributes` win over these.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { storedTitleTextAttributes }
        set {
            guard customizes("titleTextAttributes") else { return }
            storedTitleTextAttributes = newValue
            itemsDidChange()
        }
    }
    private var storedTitleTextAttributes: [NSAttributedString.Key: Any]?
    private var legacyBackgroundImages: [Int: UIImage] = [:]
    private var storedShadowImage: UIImage?

    private var titleVerticalAdjustments: [Int: CGFloat] = [:]

    /// Moves the title (not a title view) up or down in bars of `barMetrics`,
    /// over the appearance's `titlePositionAdjustment`.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        guard customizes("setTitleVerticalPositionAdjustment:\(barMetrics.rawValue)") else { return }
        titleVerticalAdjustments[barMetrics.rawValue] = adjustment
        contentView.setNeedsDisplay()
    }

    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        titleVerticalAdjustments[barMetrics.rawValue] ?? 0
    }

    /// The title's vertical offset for the bar's metrics (or the ones it falls back to).
    private var drawnTitleVerticalAdjustment: CGFloat {
        for metrics in barMetricsSearchOrder { if let value = titleVerticalAdjustments[metrics.rawValue] { return value } }
        return 0
    }

    /// The background image for `barMetrics`; nil returns to the appearance's background.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        guard customizes("setBackgroundImage:\(barMetrics.rawValue)") else { return }
        legacyBackgroundImages[barMetrics.rawValue] = backgroundImage
        setNeedsLayout()
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgroundImages[barMetrics.rawValue]
    }

    /// The image of the bar's bottom edge, shown only with a background image
    /// (`setBackgroundImage(_:for:)`), as in UIKit; an empty image hides the hairline.
    open var shadowImage: UIImage? {
        get { storedShadowImage }
        set {
            guard customizes("shadowImage") else { return }
            storedShadowImage = newValue
            setNeedsLayout()
        }
    }

    /// The bar's look while content scrolls under it (and outside a
    /// navigation controller): the default background, blurred.
    @NSCopying open var standardAppearance = UINavigationBarAppearance() {
        didSet { appearanceDidChange() }
    }
    /// The look in a compact-height environment; nil uses the standard one.
    @NSCopying open var compactAppearance: UINavigationBarAppearance? {
        didSet { appearanceDidChange() }
    }
    /// The look while the content's top edge is at the bar (in a navigation
    /// controller); nil: the standard look without background or hairline
    /// (iOS 15), for an opaque bar too (what is behind it then shows).
    @NSCopying open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { appearanceDidChange() }
    }
    /// The scroll-edge look in a compact-height environment; nil uses `scrollEdgeAppearance`.
    @NSCopying open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { appearanceDidChange() }
    }

    /// Whether the top controller's content is at the scroll edge (its top
    /// edge at or below the bar's bottom, or no scroll view); set by the
    /// navigation controller managing the bar.
    package var isAtScrollEdge = true {
        didSet { if isAtScrollEdge != oldValue { appearanceDidChange() } }
    }
    /// Set while a navigation controller manages the bar: only then does the
    /// scroll-edge appearance apply, as in UIKit.
    package var isManagedByNavigationController = false

    /// The appearance the bar shows now: the top item's, else the bar's, for
    /// the size class and scroll position (see `scrollEdgeAppearance`).
    package var currentAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        var standard = item?.standardAppearance ?? standardAppearance
        if compact, let appearance = item?.compactAppearance ?? compactAppearance { standard = appearance }
        guard isManagedByNavigationController, isAtScrollEdge else { return standard }
        var edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance
        if compact, let appearance = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { edge = appearance }
        // Apple: nil uses "the standardAppearance, modified to have a
        // transparent background", an opaque bar's too (iOS 15).
        return edge ?? standard.withTransparentBackground()
    }

    /// The background view (blur, colour, image, hairline), first subview.
    private let backgroundView = BarBackgroundView(shadowAtTop: false)
    /// Draws the titles, back button and items over the background.
    private let contentView = NavigationBarContentView(frame: .zero)

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

    /// Whether the top item shows iOS 17's inline large title: its display
    /// mode (or the one it follows) is `.inline` and no back button shows
    /// (with one, UIKit reverts to `.always`). The large title then sits in
    /// the 44-point row, at the leading margin, with no area below, and the
    /// left items are not shown (UIKit moves them to an overflow menu).
    package var showsInlineLargeTitle: Bool {
        guard showsLargeTitle, backButtonTitle == nil else { return false }
        for item in itemStorage.reversed() where item.largeTitleDisplayMode != .automatic {
            return item.largeTitleDisplayMode == .inline
        }
        return false
    }

    /// The large title's default font: 34 pt bold, scaled by Dynamic Type as
    /// the `largeTitle` text style is.
    private var defaultLargeTitleFont: UIFont {
        UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 34, weight: .bold), compatibleWith: traitCollection)
    }

    private var largeTitleFont: UIFont {
        largeTitleAttributes[.font] as? UIFont ?? defaultLargeTitleFont
    }

    /// The large-title area's height at rest: 52 pt, and as much more as the
    /// title's line is taller than the 34-point default (a larger Dynamic Type size or font).
    package var largeTitleAreaHeight: CGFloat {
        guard showsLargeTitle, !showsInlineLargeTitle else { return 0 }
        let base = UIFont.systemFont(ofSize: 34, weight: .bold).lineHeight
        return Self.largeTitleHeight + max(0, largeTitleFont.lineHeight - base).rounded(.up)
    }

    /// How much of the large-title area shows as the content scrolls (set by
    /// the navigation controller from its content's position, as UIKit
    /// tracks it): nil at rest (all of it), less as the content scrolls up
    /// (0: collapsed, the small title shows), more when it is pulled down.
    package var largeTitleShownHeight: CGFloat? {
        didSet { if largeTitleShownHeight != oldValue { itemsDidChange() } }
    }

    /// The large-title area's current height (none while a search is
    /// active: UIKit collapses the title as the search starts).
    private var shownLargeTitleHeight: CGFloat {
        guard showsLargeTitle, !showsInlineLargeTitle, topItem?.searchController?.isActive != true else { return 0 }
        return max(0, largeTitleShownHeight ?? largeTitleAreaHeight)
    }

    /// The search row's full height: 52 pt while the top item has a search
    /// controller (iOS stacks its search bar below the title on a phone), else 0.
    package var searchRowHeight: CGFloat {
        topItem?.searchController == nil ? 0 : UISearchBar.navigationBarRowHeight
    }

    /// How much of the search row shows as the content scrolls (set by the
    /// navigation controller, as UIKit tracks it): nil at rest (all of it),
    /// less as the content scrolls up when the item `hidesSearchBarWhenScrolling`.
    package var searchRowShownHeight: CGFloat? {
        didSet { if searchRowShownHeight != oldValue { itemsDidChange() } }
    }

    /// The search row's current height: all of it while the search is
    /// active or the item keeps it when scrolling.
    package var shownSearchRowHeight: CGFloat {
        guard let top = topItem, let search = top.searchController else { return 0 }
        if search.isActive || !top.hidesSearchBarWhenScrolling { return searchRowHeight }
        return min(searchRowHeight, max(0, searchRowShownHeight ?? searchRowHeight))
    }

    /// Whether an active search hides the title row and the large title
    /// (`hidesNavigationBarDuringPresentation`): the bar is the search row alone.
    package var searchHidesTitleRow: Bool {
        guard let search = topItem?.searchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// Whether a large title is asked for but scrolled away: the small title shows.
    package var largeTitleIsCollapsed: Bool { showsLargeTitle && !showsInlineLargeTitle && shownLargeTitleHeight <= 0 }

    /// The height the bar needs: 44 pt, 30 more when the top item has a
    /// prompt, and the large-title area's current height when it shows a large title.
    package var contentHeight: CGFloat {
        if searchHidesTitleRow { return searchRowHeight }
        return Self.height + (topItem?.prompt == nil ? 0 : Self.promptHeight) + shownLargeTitleHeight + shownSearchRowHeight
    }

    /// The bottom of the 44-point row of title and items (above the large
    /// title and the search row; a bar framed too short for them keeps its row).
    private var rowBottom: CGFloat {
        max(min(bounds.height, Self.height), bounds.height - shownLargeTitleHeight - shownSearchRowHeight)
    }
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
            appearanceDidChange()
        }
    }
    private var storedBarTintColor: UIColor?

    /// `.black` (and the deprecated `.blackOpaque`/`.blackTranslucent`)
    /// shows the bar dark, as UIKit does: the background material, the
    /// opaque background and the title resolve their colours as in dark
    /// mode (white text on a dark bar).
    open var barStyle: UIBarStyle {
        get { storedBarStyle }
        set {
            guard customizes("barStyle") else { return }
            storedBarStyle = newValue
            let style: UIUserInterfaceStyle = newValue == .default ? .unspecified : .dark
            backgroundView.overrideUserInterfaceStyle = style
            contentView.overrideUserInterfaceStyle = style
            appearanceDidChange()
        }
    }
    private var storedBarStyle: UIBarStyle = .default

    /// An opaque bar's background: `barTintColor`, else iOS's light grey
    /// (a black style's is black).
    private var opaqueColorOfBar: UIColor {
        barTintColor ?? (barStyle == .default ? UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1) : .black)
    }

    /// How far the background extends above the bar, behind the status bar
    /// (set by the navigation controller: the bar's distance from its top).
    package var statusBarExtension: CGFloat = 0 {
        didSet { if statusBarExtension != oldValue { setNeedsLayout() } }
    }

    private var itemStorage: [UINavigationItem] = []
    /// The custom and title views placed as subviews by `layoutSubviews`.
    private var managedViews: [UIView] = []
    /// The back button's item when the item below sets no `backBarButtonItem`:
    /// UIKit makes one, which takes `UIBarButtonItem`'s appearance proxies.
    private let defaultBackButtonItem = UIBarButtonItem()

    /// Whether the bar is translucent (UIKit's default, true): its
    /// navigation controller then lays the top controller's view out under
    /// it (see `UIViewController.edgesForExtendedLayout`), and the blur of
    /// the appearance shows what scrolls there. An opaque bar draws
    /// `barTintColor` or a light grey in place of the blur and keeps content below it.
    open var isTranslucent = true {
        didSet {
            guard isTranslucent != oldValue else { return }
            appearanceDidChange()
            if let container = superview as? NavigationContainerView { container.setNeedsLayout() }
        }
    }

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

    /// The appearance, the translucency or the scroll edge changed: the
    /// background and the text follow.
    private func appearanceDidChange() {
        setNeedsLayout()
        contentView.setNeedsDisplay()
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
        contentView.setNeedsDisplay()
    }

    package func itemsDidChange() {
        contentView.setNeedsDisplay()
        setNeedsLayout()
        // A prompt or a large title that comes or goes changes the bar's height.
        if let container = superview as? NavigationContainerView { container.setNeedsLayout() }
    }

    // MARK: Drawing

    /// The back button's title, or nil when no back button shows: left
    /// items replace it unless the item's `leftItemsSupplementBackButton`
    /// puts them after it. An `.editor` item's back button is the chevron alone ("").
    package var backButtonTitle: String? {
        guard let top = topItem, !top.hidesBackButton, top.leftBarButtonItem == nil || top.leftItemsSupplementBackButton,
              let back = backItem else { return nil }
        if top.style == .editor { return "" }
        return back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
    }

    /// The bar button item the back button is: the item below's
    /// `backBarButtonItem`, else the one the bar makes.
    private var backButtonItem: UIBarButtonItem {
        backItem?.backBarButtonItem ?? defaultBackButtonItem
    }

    /// The back button's title attributes: the appearance's back button
    /// ones, with the item's own (set on it or through `UIBarButtonItem`'s
    /// appearance proxies) over them, as for the bar's other items.
    private var backButtonAttributes: [NSAttributedString.Key: Any] {
        let item = backButtonItem
        let state: UIControl.State = item.isEnabled ? .normal : .disabled
        return currentAppearance.backButtonAppearance.normal.titleTextAttributes.merging(item.titleAttributes(in: state)) { $1 }
    }

    /// Where each bar button item of the top item sits, in leading-edge
    /// coordinates (mirrored when drawn right to left), and the room left
    /// between the last left item and the last right item for the title.
    package struct ItemPlacement {
        var item: UIBarButtonItem
        var x: CGFloat
        var width: CGFloat
        var text: TextLayout?
        /// `setBackgroundImage(_:for:barMetrics:)`'s image, drawn behind.
        var background: UIImage?
        var titleAdjustment: UIOffset = .zero
    }

    /// The back button: its title (nil for the chevron alone), where the
    /// title starts, and a `setBackButtonBackgroundImage` image in place of
    /// the chevron, with its frame (leading-edge x and width).
    package struct BackButtonPlacement {
        var text: TextLayout?
        var titleX: CGFloat
        var background: UIImage?
        var x: CGFloat
        var width: CGFloat
    }

    /// A bar button item drawn over a background image (UIKit's bordered
    /// look) keeps this much room at each side of its title or image.
    private static let backgroundImagePadding: CGFloat = 8

    private func placements() -> (items: [ItemPlacement], leftEdge: CGFloat, rightEdge: CGFloat, back: BackButtonPlacement?, backShown: Bool) {
        let tint = tintColor.cgColor
        let sideMargin: CGFloat = 16, gap: CGFloat = 8
        var leftEdge = sideMargin, rightEdge = bounds.width - sideMargin
        var result: [ItemPlacement] = []
        var back: BackButtonPlacement?
        let metrics = barMetricsSearchOrder
        func measure(_ item: UIBarButtonItem, at x: CGFloat) -> ItemPlacement? {
            if item.isSpace { return item.width > 0 ? ItemPlacement(item: item, x: x, width: item.width) : nil }
            if let view = item.customView { return ItemPlacement(item: item, x: x, width: UIBarButtonItem.fittingSize(of: view).width) }
            var text: TextLayout?
            var content: CGFloat
            if let title = item.title {
                let attributes = buttonAttributes(for: item)
                let line = Self.line(title, font: attributes[.font] as? UIFont ?? font(for: item),
                                     color: item.tintColor?.cgColor ?? tint, width: bounds.width / 3, attributes: attributes)
                text = line
                content = line.size.width
            } else if let image = item.image {
                content = image.size.width
            } else {
                return nil
            }
            let background = item.drawnBackgroundImage(metrics: metrics, backButton: false)
            if let background { content = max(content + 2 * Self.backgroundImagePadding, background.size.width) }
            return ItemPlacement(item: item, x: x, width: item.width > 0 ? item.width : content, text: text,
                                 background: background, titleAdjustment: item.drawnTitleAdjustment(metrics: metrics, backButton: false))
        }
        let backTitle = backButtonTitle
        if let title = backTitle {
            let item = backButtonItem
            var text: TextLayout?
            if !title.isEmpty {
                let attributes = backButtonAttributes
                text = Self.line(title, font: attributes[.font] as? UIFont ?? .systemFont(ofSize: 17), color: tint,
                                 width: bounds.width / 3, attributes: attributes)
            }
            let textWidth = text?.size.width ?? 0
            if let background = item.drawnBackgroundImage(metrics: metrics, backButton: true) {
                // The image replaces the chevron; the title sits inside its caps.
                let caps = background.capInsets
                let left = caps.left > 0 ? caps.left : Self.backgroundImagePadding
                let right = caps.right > 0 ? caps.right : Self.backgroundImagePadding
                let width = max(background.size.width, left + textWidth + right)
                back = BackButtonPlacement(text: text, titleX: 8 + left, background: background, x: 8, width: width)
                leftEdge = 8 + width + gap
            } else {
                back = BackButtonPlacement(text: text, titleX: 26, background: nil, x: 0, width: 26 + textWidth)
                leftEdge = 26 + textWidth + gap
            }
        }
        if (backTitle == nil || topItem?.leftItemsSupplementBackButton == true) && !showsInlineLargeTitle {
            for item in topItem?.leftBarButtonItems ?? [] {
                guard let placement = measure(item, at: leftEdge) else { continue }
                result.append(placement)
                leftEdge += placement.width + gap
            }
        }
        for item in topItem?.rightBarButtonItems ?? [] {
            guard var placement = measure(item, at: 0) else { continue }
            placement.x = rightEdge - placement.width
            result.append(placement)
            rightEdge = placement.x - gap
        }
        return (result, leftEdge, rightEdge, back, backTitle != nil)
    }

    /// Leading-edge x to the bar's own x (mirrored right to left).
    private func barX(_ x: CGFloat, _ width: CGFloat) -> CGFloat {
        isRightToLeft ? bounds.width - x - width : x
    }

    /// The title view's frame: centred in the bar, or pushed aside (and
    /// narrowed) by the buttons, as the title text is.
    private func titleViewFrame(_ view: UIView, leftEdge: CGFloat, rightEdge: CGFloat) -> CGRect {
        let size = UIBarButtonItem.fittingSize(of: view)
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
        // The background reaches up behind the status bar, outside the bar's bounds.
        backgroundView.frame = CGRect(x: 0, y: -max(0, statusBarExtension), width: bounds.width,
                                      height: bounds.height + max(0, statusBarExtension))
        backgroundView.apply(appearanceWithBackgroundImages(currentAppearance), translucent: isTranslucent, opaqueColor: opaqueColorOfBar, legacyColor: barTintColor)
        contentView.frame = bounds
        for item in (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? []) {
            item.applyAppearanceProxiesOnce(in: self)
        }
        if backButtonTitle != nil { backButtonItem.applyAppearanceProxiesOnce(in: self) }
        let (items, leftEdge, rightEdge, _, _) = placements()
        var shown: [UIView] = []
        if let search = topItem?.searchController {
            // The search row: the bar's bottom, clipped as it collapses.
            let searchBar = search.searchBar
            searchBar.owningSearchController = search
            searchBar.isInNavigationBar = true
            searchBar.clipsToBounds = true
            if searchBar.superview !== self { addSubview(searchBar) }
            let height = shownSearchRowHeight
            searchBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
            shown.append(searchBar)
        }
        let titleRowShown = !searchHidesTitleRow
        for placement in items where titleRowShown {
            guard let view = placement.item.customView else { continue }
            let size = UIBarButtonItem.fittingSize(of: view)
            let height = min(size.height, rowBottom - rowTop)
            if view.superview !== self { addSubview(view) }
            view.frame = CGRect(x: barX(placement.x, placement.width), y: centredTop(height),
                                width: placement.width, height: height)
            shown.append(view)
        }
        if titleRowShown, let view = topItem?.titleView {
            if view.superview !== self { addSubview(view) }
            view.frame = titleViewFrame(view, leftEdge: leftEdge, rightEdge: rightEdge)
            shown.append(view)
        }
        for view in managedViews where !shown.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
        managedViews = shown
    }

    /// Whether the background view draws anything (false while transparent
    /// at the scroll edge).
    package var drawsBackground: Bool { backgroundView.drawsBackground }
    /// Whether the hairline is drawn.
    package var drawsShadow: Bool { backgroundView.drawsShadow }

    /// The content view's drawing: back button, items, prompt and title.
    fileprivate func drawContent() {
        // An active search that hides the bar leaves only the search row.
        guard let ctx = UIGraphicsGetCurrentContext(), !searchHidesTitleRow else { return }
        let tint: UIColor = tintColor
        // Positions are measured from the leading edge; right to left the
        // bar is mirrored (back button and left items at the right), text is not.
        let (items, leftEdge, rightEdge, back, backShown) = placements()
        if let back {
            if let background = back.background {
                background.draw(in: CGRect(x: barX(back.x, back.width), y: centredTop(background.size.height),
                                           width: back.width, height: background.size.height))
            } else if backShown {
                drawChevron(in: ctx, color: tint.cgColor, mirrored: isRightToLeft)
            }
            if let text = back.text {
                let adjustment = backButtonItem.drawnTitleAdjustment(metrics: barMetricsSearchOrder, backButton: true)
                text.draw(in: ctx.cairo, at: CGPoint(x: barX(back.titleX, text.size.width) + adjustment.horizontal,
                                                     y: centredTop(text.size.height) + adjustment.vertical))
            }
        }
        for placement in items where placement.item.customView == nil {
            let x = barX(placement.x, placement.width)
            if let background = placement.background {
                background.draw(in: CGRect(x: x, y: centredTop(background.size.height),
                                           width: placement.width, height: background.size.height))
            }
            if let text = placement.text {
                // Centred in the item (its width is the title's unless set or bordered).
                let adjustment = placement.titleAdjustment
                let tx = placement.background == nil ? x : x + ((placement.width - text.size.width) / 2).rounded()
                text.draw(in: ctx.cairo, at: CGPoint(x: tx + adjustment.horizontal, y: centredTop(text.size.height) + adjustment.vertical))
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
        if showsInlineLargeTitle {
            if let (text, frame) = largeTitleLayout() { text.draw(in: ctx.cairo, at: frame.origin) }
        } else if showsLargeTitle && !largeTitleIsCollapsed {
            drawLargeTitle()
        } else if topItem?.titleView == nil, let title = topItem?.title, !title.isEmpty {
            // Centred in the bar, or pushed aside (and truncated) by the buttons.
            let room = max(0, rightEdge - leftEdge)
            let halfRoom = min(bounds.width / 2 - leftEdge, rightEdge - bounds.width / 2)
            let centredWidth = max(0, 2 * halfRoom)
            let attributes = smallTitleAttributes
            let text = Self.line(title, font: attributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold),
                                 color: UIColor.label.cgColor, width: room, attributes: attributes)
            let adjustment = currentAppearance.titlePositionAdjustment
            var x = (bounds.width - text.size.width) / 2
            if topItem?.style == .browser || topItem?.style == .editor {
                // iOS 16's browser and editor styles: the title at the leading side.
                x = leftEdge
            } else if text.size.width > centredWidth {
                x = leftEdge + (room - text.size.width) / 2
            }
            text.draw(in: ctx.cairo, at: CGPoint(x: barX(x, text.size.width).rounded() + adjustment.horizontal,
                                                 y: centredTop(text.size.height) + adjustment.vertical + drawnTitleVerticalAdjustment))
        }
    }

    /// The bar's `titleTextAttributes` with the appearance's over them.
    private var smallTitleAttributes: [NSAttributedString.Key: Any] {
        (titleTextAttributes ?? [:]).merging(currentAppearance.titleTextAttributes) { $1 }
    }

    /// The large title's attributes: the bar's, with the appearance's over them.
    private var largeTitleAttributes: [NSAttributedString.Key: Any] {
        (largeTitleTextAttributes ?? [:]).merging(currentAppearance.largeTitleTextAttributes) { $1 }
    }

    /// A bar button item's text attributes: the appearance's (done or plain,
    /// normal or disabled state), then the item's own.
    private func buttonAttributes(for item: UIBarButtonItem) -> [NSAttributedString.Key: Any] {
        let appearance = currentAppearance
        return item.drawnTitleAttributes(plain: appearance.buttonAppearance, done: appearance.doneButtonAppearance)
    }

    /// The large title's frame in the bar (nil when none shows): one line
    /// from the leading layout margin, truncated at the trailing one, its
    /// bottom 8 pt above the bar's bottom.
    package var largeTitleFrame: CGRect? { largeTitleLayout()?.frame }

    private func largeTitleLayout() -> (text: TextLayout, frame: CGRect)? {
        guard showsLargeTitle, let title = topItem?.title, !title.isEmpty else { return nil }
        let margin = UICollectionLayoutListConfiguration.cellMargin(forWidth: bounds.width)
        var attributes = largeTitleAttributes
        attributes[.font] = largeTitleFont
        // Inline (iOS 17), the title shares the row with the right items.
        let inline = showsInlineLargeTitle
        let trailing = inline ? placements().rightEdge : bounds.width - margin
        let text = Self.line(title, font: largeTitleFont, color: UIColor.label.cgColor,
                             width: max(0, trailing - margin), attributes: attributes)
        let size = text.size
        let y = inline ? centredTop(size.height) : bounds.height - shownSearchRowHeight - Self.largeTitleBottomInset - size.height
        return (text, CGRect(x: barX(margin, size.width), y: y, width: size.width, height: size.height))
    }

    /// The large title, clipped to its area: as the area shrinks the title
    /// slides up under the row and out of sight, as UIKit's does.
    private func drawLargeTitle() {
        guard let ctx = UIGraphicsGetCurrentContext(), let (text, frame) = largeTitleLayout() else { return }
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: rowBottom, width: bounds.width, height: shownLargeTitleHeight))
        text.draw(in: ctx.cairo, at: frame.origin)
        ctx.restoreGState()
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
        guard !searchHidesTitleRow else { return [] }
        return placements().items.map { ($0.item, CGRect(x: barX($0.x, $0.width), y: rowTop, width: $0.width, height: rowBottom - rowTop)) }
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

/// The navigation bar's content view: draws what the bar shows over its
/// background (UIKit's bars hold labels and buttons in a content view above
/// their background view).
@preconcurrency @MainActor
final class NavigationBarContentView: UIView {
    weak var bar: UINavigationBar?

    override func draw(_ rect: CGRect) {
        bar?.drawContent()
    }
}
