import Foundation

/// A table view row: a `contentView` for your subviews (or the style's
/// `textLabel`, `detailTextLabel` and `imageView`, or a content
/// configuration), an accessory on the trailing side, background and
/// selected-background views, and the separator the table view asks for.
///
/// The four styles are laid out with `UIListContentConfiguration`'s iOS
/// metrics: 11 points above and below, the table's 16 (20 from 414 points
/// wide) at the sides, body text; `.subtitle` puts subheadline secondary
/// text 3 points below, `.value1` body secondary text on the trailing side,
/// `.value2` a tinted subheadline title in a leading column a quarter wide.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    /// The segues a storyboard connects to the cell: selecting its row performs them.
    package var storyboardSegues: [NibSegue] = []
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    package let cellStyle: CellStyle
    public internal(set) var reuseIdentifier: String?

    /// Holds the cell's content; inset for the accessory and editing controls.
    public let contentView = UIView()

    package var storedTextLabel: UILabel?
    package var storedDetailTextLabel: UILabel?
    package var storedImageView: UIImageView?

    /// The style's title label (made on first use).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = cellStyle == .value2 ? UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .subheadline).pointSize, weight: .semibold)
            : UIFont.preferredFont(forTextStyle: .body)
        label.textColor = cellStyle == .value2 ? tintColor : .label
        label.textAlignment = cellStyle == .value2 ? .right : .natural
        storedTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// The style's secondary label; nil for `.default`.
    open var detailTextLabel: UILabel? {
        if cellStyle == .default { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        switch cellStyle {
        case .subtitle:
            label.font = .preferredFont(forTextStyle: .subheadline); label.textColor = .secondaryLabel
        case .value1:
            label.font = .preferredFont(forTextStyle: .body); label.textColor = .secondaryLabel; label.textAlignment = .right
        default:
            label.font = .preferredFont(forTextStyle: .subheadline); label.textColor = .label
        }
        storedDetailTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// The style's leading image view (made on first use).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        storedImageView = view
        contentView.addSubview(view)
        return view
    }

    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            arrangeBackgrounds()
        }
    }

    private var storedSelectedBackgroundView: UIView?
    /// Shown behind the content while selected or highlighted; iOS's grey by default.
    open var selectedBackgroundView: UIView? {
        get {
            if let storedSelectedBackgroundView { return storedSelectedBackgroundView }
            guard selectionStyle != .none else { return nil }
            let view = UIView()
            view.backgroundColor = .systemGray4
            storedSelectedBackgroundView = view
            return view
        }
        set {
            storedSelectedBackgroundView?.removeFromSuperview()
            storedSelectedBackgroundView = newValue
            arrangeBackgrounds()
        }
    }

    open var selectionStyle: SelectionStyle = .default { didSet { arrangeBackgrounds() } }

    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedState = false
    private var highlightedState = false

    /// Changes are instant, `animated` or not.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        stateDidChange()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        stateDidChange()
    }

    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        stateDidChange()
        setNeedsLayout()
    }

    /// The editing control the table view shows for this row while editing.
    open var editingStyle: EditingStyle { tableEditingStyle }
    package var tableEditingStyle: EditingStyle = .delete { didSet { setNeedsLayout() } }
    open var showsReorderControl = false { didSet { setNeedsLayout() } }
    package var tableAllowsReorder = true
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }

    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { accessoryDidChange() } } }
    open var accessoryView: UIView? { didSet { if accessoryView !== oldValue { oldValue?.removeFromSuperview(); accessoryDidChange() } } }
    open var editingAccessoryType: AccessoryType = .none { didSet { if editingAccessoryType != oldValue { accessoryDidChange() } } }
    open var editingAccessoryView: UIView? { didSet { if editingAccessoryView !== oldValue { oldValue?.removeFromSuperview(); accessoryDidChange() } } }

    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    private var storedSeparatorInset: UIEdgeInsets?
    /// Where the separator below the cell starts and ends; the table view's by default.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? tableSeparatorInset }
        set { storedSeparatorInset = newValue; setNeedsLayout() }
    }

    // MARK: Configurations

    /// Replaces the style's labels with the configuration's content view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    /// A configuration for this cell's style and state (`.cell()`, `.subtitleCell()`, `.valueCell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        default: return .cell()
        }
    }

    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Traits plus selected, highlighted and editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Updates the configurations for the current state (at once here).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration {
            installedContentView?.configuration = c.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let c = backgroundConfiguration {
            backgroundConfigurationView?.configuration = c.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    // MARK: Storage for the table view and layout

    package var installedContentView: (UIView & UIContentView)?
    package var backgroundConfigurationView: BackgroundConfigurationView?
    package var userSetBackgroundColor = false
    package var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The table's horizontal margin for the content (16, or 20 from 414 points wide).
    package var tableMargin: CGFloat = 16 { didSet { if tableMargin != oldValue { setNeedsLayout() } } }
    package let separatorLayer = CALayer()
    package let topSeparatorLayer = CALayer()
    package var showsSeparator = false
    package var separatorFullWidth = false
    package var showsTopSeparator = false
    package var separatorThickness: CGFloat = 1.0 / 3.0
    package var accessoryContainer: UIView?
    package var editingControl: CellAccessoryGlyphView?
    package var reorderControl: CellAccessoryGlyphView?

    // MARK: Initialisers

    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cellInit()
    }

    public required init?(coder: NSCoder) {
        // A layout file's or storyboard's `style` (Interface Builder's Style menu).
        cellStyle = (coder as? LayoutFileCoder)?.enumerationValue(forKey: "style", .tableCellStyle).flatMap(CellStyle.init(rawValue:)) ?? .default
        super.init(coder: coder)
        cellInit()
    }

    /// A cell with the default style.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Offscreen's own (not UIKit): how a table view makes a cell of a
    /// registered class, through your `init(style:reuseIdentifier:)` when
    /// you override it. Swift can only call a required initializer on a
    /// class value; subclasses inherit this one as long as they override
    /// `init(style:reuseIdentifier:)` (or define no initializer).
    public required convenience init(offscreenReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    private func cellInit() {
        contentView.frame = bounds
        addSubview(contentView)
        separatorLayer.backgroundColor = UIColor.separator.cgColor
        topSeparatorLayer.backgroundColor = UIColor.separator.cgColor
        layer.addSublayer(separatorLayer)
        layer.addSublayer(topSeparatorLayer)
        separatorLayer.isHidden = true
        topSeparatorLayer.isHidden = true
    }

    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set { userSetBackgroundColor = true; super.backgroundColor = newValue }
    }

    package func setTableBackgroundColor(_ color: UIColor?) {
        guard !userSetBackgroundColor, backgroundConfiguration == nil else { return }
        super.backgroundColor = color
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCell()
    }

    /// Called before the cell is handed out again by `dequeueReusableCell`.
    open func prepareForReuse() {}

    // MARK: Helpers

    private func stateDidChange() {
        arrangeBackgrounds()
        storedTextLabel?.isHighlighted = (isSelected || isHighlighted) && selectionStyle != .none
        storedDetailTextLabel?.isHighlighted = (isSelected || isHighlighted) && selectionStyle != .none
        setNeedsUpdateConfiguration()
    }

    private func accessoryDidChange() {
        accessoryContainer?.removeFromSuperview()
        accessoryContainer = nil
        setNeedsLayout()
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            installedContentView?.removeFromSuperview()
            installedContentView = nil
            storedTextLabel?.isHidden = false
            storedDetailTextLabel?.isHidden = false
            storedImageView?.isHidden = false
            setNeedsLayout()
            return
        }
        let updated = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        if let view = installedContentView, view.supports(updated) {
            view.configuration = updated
        } else {
            installedContentView?.removeFromSuperview()
            let view = updated.makeContentView()
            contentView.addSubview(view)
            installedContentView = view
        }
        storedTextLabel?.isHidden = true
        storedDetailTextLabel?.isHidden = true
        storedImageView?.isHidden = true
        setNeedsLayout()
    }

    private func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        let view = backgroundConfigurationView ?? BackgroundConfigurationView()
        backgroundConfigurationView = view
        view.configuration = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
        super.backgroundColor = nil
        arrangeBackgrounds()
    }

    /// Background configuration, background view, selected background (when
    /// selected or highlighted), then the content, bottom to top.
    package func arrangeBackgrounds() {
        var index = 0
        for view in [backgroundConfigurationView, backgroundView] {
            guard let view else { continue }
            if view.superview !== self || subviews.firstIndex(of: view) != index { insertSubview(view, at: index) }
            index += 1
        }
        let showSelected = (isSelected || isHighlighted) && selectionStyle != .none
        if showSelected, let selected = selectedBackgroundView {
            if selected.superview !== self || subviews.firstIndex(of: selected) != index { insertSubview(selected, at: index) }
        } else {
            storedSelectedBackgroundView?.removeFromSuperview()
        }
        setNeedsLayout()
    }
}
