/// A button on a navigation bar or a toolbar. Offscreen draws its title (or its image,
/// tinted, or its custom view) in the bar's tint colour, `.done` in
/// semibold, and a tap on it sends its action to its target through
/// `UIApplication.sendAction(_:to:from:for:)`, as UIKit does.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use .plain")
        case bordered = 1
        case done = 2
    }

    open var style: Style = .plain {
        didSet { itemDidChange() }
    }

    /// The object the action is sent to; nil sends it along the responder
    /// chain. Held weakly, as UIKit holds targets.
    open weak var target: AnyObject?
    /// The action sent when the item is tapped.
    open var action: Selector?

    /// A view shown instead of the title or image, sized by its frame (or its
    /// fitting size when the frame is empty), centred vertically in the bar.
    open var customView: UIView? {
        didSet { itemDidChange() }
    }

    /// The colour of the item's title or template image; nil uses the bar's tint.
    open var tintColor: UIColor? {
        get { storedTintColor }
        set {
            guard customizes("tintColor") else { return }
            storedTintColor = newValue
            itemDidChange()
        }
    }
    private var storedTintColor: UIColor?

    /// What a storyboard connects to the item besides its action (the segue
    /// it triggers), run after the action when the item is tapped.
    // MARK: Background images and title positions (UIKit's pre-iOS 13 customisation)

    private var backgroundImages: [String: UIImage] = [:]
    private var backButtonBackgroundImages: [String: UIImage] = [:]
    private var titleAdjustments: [Int: UIOffset] = [:]
    private var backButtonTitleAdjustments: [Int: UIOffset] = [:]

    /// An image drawn behind the item, stretched to it (by its cap insets
    /// when resizable), in `state` for bars of `barMetrics`, whatever the style.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        guard customizes("setBackgroundImage:\(state.rawValue):\(barMetrics.rawValue)") else { return }
        backgroundImages[Self.imageKey(state, nil, barMetrics)] = backgroundImage
        itemDidChange()
    }

    /// The image set for exactly that state and metrics; nil when none was.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[Self.imageKey(state, nil, barMetrics)]
    }

    /// As `setBackgroundImage(_:for:barMetrics:)`, for items of `style` only
    /// (which wins over the one for every style).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        guard customizes("setBackgroundImage:\(state.rawValue):\(style.rawValue):\(barMetrics.rawValue)") else { return }
        backgroundImages[Self.imageKey(state, style, barMetrics)] = backgroundImage
        itemDidChange()
    }

    open func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[Self.imageKey(state, style, barMetrics)]
    }

    /// Moves the title within the item (not the item) in bars of `barMetrics`.
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        guard customizes("setTitlePositionAdjustment:\(barMetrics.rawValue)") else { return }
        titleAdjustments[barMetrics.rawValue] = adjustment
        itemDidChange()
    }

    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        titleAdjustments[barMetrics.rawValue] ?? .zero
    }

    /// Moves a back button's title (applies only when this item is a back
    /// button, as in UIKit: an appearance proxy's reaches every back button).
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        guard customizes("setBackButtonTitlePositionAdjustment:\(barMetrics.rawValue)") else { return }
        backButtonTitleAdjustments[barMetrics.rawValue] = adjustment
        itemDidChange()
    }

    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        backButtonTitleAdjustments[barMetrics.rawValue] ?? .zero
    }

    /// A back button's image, in place of the chevron: stretched behind its
    /// title (applies only when this item is a back button).
    open func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        guard customizes("setBackButtonBackgroundImage:\(state.rawValue):\(barMetrics.rawValue)") else { return }
        backButtonBackgroundImages[Self.imageKey(state, nil, barMetrics)] = backgroundImage
        itemDidChange()
    }

    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backButtonBackgroundImages[Self.imageKey(state, nil, barMetrics)]
    }

    private static func imageKey(_ state: UIControl.State, _ style: Style?, _ metrics: UIBarMetrics) -> String {
        "\(state.rawValue):\(style.map { String($0.rawValue) } ?? "*"):\(metrics.rawValue)"
    }

    /// The background image drawn: the first of `metrics` (most specific
    /// first) with an image for this style, else for every style, in the
    /// item's state, else `.normal`'s.
    package func drawnBackgroundImage(metrics: [UIBarMetrics], backButton: Bool) -> UIImage? {
        let states: [UIControl.State] = isEnabled ? [.normal] : [.disabled, .normal]
        for m in metrics {
            for state in states {
                if backButton {
                    if let image = backButtonBackgroundImages[Self.imageKey(state, nil, m)] { return image }
                } else {
                    if let image = backgroundImages[Self.imageKey(state, style, m)] { return image }
                    if let image = backgroundImages[Self.imageKey(state, nil, m)] { return image }
                }
            }
        }
        return nil
    }

    /// The title's offset drawn, for the first of `metrics` that has one.
    package func drawnTitleAdjustment(metrics: [UIBarMetrics], backButton: Bool) -> UIOffset {
        let table = backButton ? backButtonTitleAdjustments : titleAdjustments
        for m in metrics { if let offset = table[m.rawValue] { return offset } }
        return .zero
    }

    package var storyboardTapHandlers: [@MainActor (UIBarButtonItem) -> Void] = []

    /// A tap on the item: its action to its target (nil: along the responder
    /// chain) with the item as the sender, then the storyboard's handlers.
    /// False when the item has neither.
    @discardableResult
    package func sendTap(for event: UIEvent?) -> Bool {
        // A primary action replaces the target and action, as on iOS 14.
        if let primaryAction {
            primaryAction.performWithSender(self, target: nil)
            for handler in storyboardTapHandlers { handler(self) }
            return true
        }
        guard action != nil || !storyboardTapHandlers.isEmpty else { return false }
        if let action { UIApplication.shared.sendAction(action, to: target, from: self, for: event) }
        for handler in storyboardTapHandlers { handler(self) }
        return true
    }

    /// The item's width; 0 (the default) sizes it to its content. Used by
    /// `.fixedSpace` items.
    open var width: CGFloat = 0 {
        didSet { itemDidChange() }
    }

    /// The system item this item was made as, if any.
    package private(set) var systemItem: SystemItem?

    public override init() {
        super.init()
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// A system item: text items (`.done`, `.cancel`, `.edit`, `.save`,
    /// `.undo`, `.redo`) carry UIKit's English title, the others a symbol
    /// image (`.add` is `plus`, `.trash` is `trash`...); spaces draw nothing.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
        switch systemItem.appearance {
        case .title(let text, let bold):
            title = text
            style = bold ? .done : .plain
        case .symbol(let name):
            image = UIImage(systemName: name)
        case .space:
            break
        }
    }

    /// iOS 14: the action a tap runs instead of the target and action; its
    /// title and image become the item's.
    open var primaryAction: UIAction? {
        didSet { adoptPrimaryActionLook() }
    }

    /// Called by the initializers too (they do not run `didSet`).
    private func adoptPrimaryActionLook() {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { title = primaryAction.title }
        if let image = primaryAction.image { self.image = image }
    }

    /// iOS 14: the item's menu (on iOS a tap shows it when the item has no
    /// primary action or action, else a long press). Offscreen keeps it; bar
    /// items show no menu (see docs/controls.md, "Menus").
    open var menu: UIMenu?

    /// iOS 14: an item with a title or image, a primary action and a menu.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryActionLook()
    }

    /// iOS 14: a system item with a primary action and a menu.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryActionLook()
    }

    /// iOS 14: an item that runs `primaryAction`, titled by it.
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        adoptPrimaryActionLook()
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space (iOS 14): in a toolbar, the flexible spaces share
    /// the width the other items leave. (UIKit declares it returning `Self`;
    /// here it is a `UIBarButtonItem`, which is what iOS returns too.)
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A fixed space `width` points wide (iOS 14).
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A custom or title view's size in a bar: its frame's, or its fitting
    /// size when the frame is empty.
    package static func fittingSize(of view: UIView) -> CGSize {
        if view.bounds.width > 0 || view.bounds.height > 0 { return view.bounds.size }
        let intrinsic = view.intrinsicContentSize
        if intrinsic.width > 0, intrinsic.height > 0 { return intrinsic }
        return view.sizeThatFits(.zero)
    }

    /// The attributes a bar draws the title with: its appearance's for the
    /// item's style (done or plain) and state (normal, or disabled over
    /// normal), then the item's own `titleTextAttributes(for:)` over them.
    package func drawnTitleAttributes(plain: UIBarButtonItemAppearance, done: UIBarButtonItemAppearance) -> [NSAttributedString.Key: Any] {
        let button = style == .done ? done : plain
        let fromAppearance = isEnabled ? button.normal.titleTextAttributes
            : button.normal.titleTextAttributes.merging(button.disabled.titleTextAttributes) { $1 }
        return fromAppearance.merging(titleAttributes(in: isEnabled ? .normal : .disabled)) { $1 }
    }

    /// True for `.flexibleSpace` and `.fixedSpace` items, which draw nothing.
    package var isSpace: Bool {
        if case .space = systemItem?.appearance { return true }
        return false
    }
}
