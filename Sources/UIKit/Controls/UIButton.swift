/// A button, as UIKit draws it in light mode.
///
/// `.system` buttons show the title (15-point system font) in the tint
/// colour, fading to 20% while pressed, grey when disabled, and white on a
/// tinted rounded background when selected; their images are templates in
/// the tint. `.custom` buttons (what `UIButton(frame:)` makes) show white
/// titles and original images, darkened while pressed and faded when
/// disabled (`adjustsImageWhenHighlighted`/`adjustsImageWhenDisabled`).
///
/// Per-state values fall back to `.normal` when the exact state has none,
/// as UIKit does (so selected+highlighted needs its own value). With a
/// `configuration` the button draws that instead (see UIButton+Configuration).
///
/// Sizing: the title's size plus 6 points above and below (UIKit's
/// padding, dropped once `contentEdgeInsets` is set), beside the image,
/// plus `contentEdgeInsets`; an empty button is 30 x 34 as on iOS.
/// Edge insets move the title and image as UIKit's do for the common
/// cases (a shift by left − right, top − bottom; halved when centred).
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        public static var roundedRect: ButtonType { .system }
    }

    public private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    /// The glyph of a system button type (see UIButton+SystemTypes.swift).
    package var systemTypeImageCache: (scale: CGFloat, dark: Bool, image: UIImage)?

    private let label = UILabel()
    package let subtitleLabel = UILabel()
    private let imageViewStorage = UIImageView()
    package let backgroundImageView = UIImageView()
    /// A configured pop-up button's up-down chevron (see `Configuration.indicator`),
    /// made the first time one is shown: other buttons have no such subview.
    package var popUpIndicator: UIImageView?

    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var adjustsImageWhenHighlighted = true { didSet { setNeedsLayout() } }
    open var adjustsImageWhenDisabled = true { didSet { setNeedsLayout() } }
    open var showsTouchWhenHighlighted = false

    open var configuration: Configuration? { didSet { setNeedsUpdateConfiguration() } }
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
    open var automaticallyUpdatesConfiguration = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonButtonInit()
    }

    /// Layout files make system buttons (Interface Builder's default type).
    public required init?(coder: NSCoder) {
        buttonType = .system
        super.init(coder: coder)
        commonButtonInit()
        // The file's properties were applied inside super.init(coder:); the button's
        // own defaults above must not replace the ones it states.
        if coder.containsValue(forKey: "isOpaque") { isOpaque = coder.decodeBool(forKey: "isOpaque") }
        if coder.containsValue(forKey: "titleLabel.font"), let font = coder.decodeObject(forKey: "titleLabel.font") as? UIFont {
            label.font = font
        }
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType == .plain ? .system : buttonType
        contentDidChange()
    }

    /// A button showing the action's title and image that runs it on a tap.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        if let primaryAction, configuration.title == nil {
            var c = configuration
            c.title = primaryAction.title
            self.configuration = c
        } else {
            self.configuration = configuration
        }
    }

    private func commonButtonInit() {
        isOpaque = false
        backgroundImageView.isHidden = true
        addSubview(backgroundImageView)
        addSubview(imageViewStorage)
        label.font = .systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        addSubview(label)
        subtitleLabel.isHidden = true
        addSubview(subtitleLabel)
        contentDidChange()
    }

    // MARK: Parts

    /// The label showing the current title (the button lays it out).
    open var titleLabel: UILabel? { label }
    /// The image view showing the current image.
    open var imageView: UIImageView? { imageViewStorage }
    open var subtitleLabelView: UILabel? { configuration?.subtitle == nil ? nil : subtitleLabel }

    // MARK: Per-state values

    private func lookup<T>(_ table: [UInt: T], _ state: UIControl.State) -> T? {
        table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    open func title(for state: UIControl.State) -> String? { lookup(titles, state) }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }

    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { lookup(attributedTitles, state) }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        guard customizes("setTitleColor:\(state.rawValue)") else { return }
        titleColors[state.rawValue] = color
        setNeedsLayout()
    }

    /// The colour set for `state` (else `.normal`'s), else the type's default.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        lookup(titleColors, state) ?? defaultTitleColor(for: state)
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        guard customizes("setImage:\(state.rawValue)") else { return }
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The image set for `state` (else `.normal`'s), else the glyph of the
    /// button's type (`.contactAdd`, `.infoLight`, `.close`, ...), as on iOS.
    open func image(for state: UIControl.State) -> UIImage? { lookup(images, state) ?? systemTypeImage }

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        guard customizes("setBackgroundImage:\(state.rawValue)") else { return }
        backgroundImages[state.rawValue] = image
        contentDidChange()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? { lookup(backgroundImages, state) }

    open var currentTitle: String? { title(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private var isSystem: Bool { buttonType != .custom }

    private func defaultTitleColor(for state: UIControl.State) -> UIColor? {
        guard isSystem else { return .white }
        if state.contains(.disabled) { return ControlDrawing.disabledText }
        if state.contains(.selected) { return .white }
        return tintColor
    }

    // MARK: Configuration

    open func setNeedsUpdateConfiguration() {
        contentDidChange()
    }

    open func updateConfiguration() {}

    // MARK: State

    /// A button whose menu is its primary action shows the menu and sends
    /// `.menuActionTriggered` instead of `.primaryActionTriggered`, as on iOS.
    package override func triggerPrimaryAction() -> UIControl.Event {
        guard showsMenuAsPrimaryAction, let menu else { return .primaryActionTriggered }
        window?.showMenu(menu, from: .control(self))
        return .menuActionTriggered
    }

    // MARK: Menus

    /// The button's menu: shown by a tap when `showsMenuAsPrimaryAction`
    /// (else by a long press, on iOS). Setting it on a pop-up button selects
    /// its first action when none is on.
    open var menu: UIMenu? {
        didSet {
            if changesSelectionAsPrimaryAction { selectFirstActionIfNeeded() }
            setNeedsUpdateConfiguration()
        }
    }

    /// iOS 15: a pop-up button. Choosing an action of the menu turns it on
    /// (and the others off), and the button shows its title.
    open var changesSelectionAsPrimaryAction = false {
        didSet {
            if changesSelectionAsPrimaryAction { selectFirstActionIfNeeded() }
            setNeedsUpdateConfiguration()
        }
    }

    private func selectFirstActionIfNeeded() {
        guard let menu, menu.selectedElements.isEmpty, let first = menu.leafActions.first else { return }
        menu.select(first, singleSelection: true)
    }

    /// The title a pop-up button shows: its selected action's; nil for other buttons.
    package var popUpTitle: String? {
        guard changesSelectionAsPrimaryAction, let menu else { return nil }
        return (menu.selectedElements.first as? UIAction)?.title
    }

    package override func preventsOverlappingGesture(_ g: UIGestureRecognizer) -> Bool {
        (g as? UITapGestureRecognizer).map { $0.numberOfTapsRequired == 1 && $0.numberOfTouchesRequired == 1 } ?? false
    }

    private func contentDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    // MARK: Layout and drawing (see UIButton+Layout.swift)

    open override var intrinsicContentSize: CGSize { contentSize() }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// Selected system buttons sit on a tinted rounded rectangle; configured
    /// buttons draw their background.
    open override func draw(_ rect: CGRect) { drawBackground() }
}
