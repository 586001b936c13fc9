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
    package var storyboardTapHandlers: [@MainActor (UIBarButtonItem) -> Void] = []

    /// A tap on the item: its action to its target (nil: along the responder
    /// chain) with the item as the sender, then the storyboard's handlers.
    /// False when the item has neither.
    @discardableResult
    package func sendTap(for event: UIEvent?) -> Bool {
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
