import Foundation

/// A collection view's cell: a `contentView` for your subviews over an
/// optional background (`backgroundView` and `selectedBackgroundView`, or a
/// `backgroundConfiguration`). Selection and highlight are drawn by the
/// background: the selected background view shows, and a background
/// configuration is updated for the cell's state.
///
/// Setting `contentConfiguration` makes its view the cell's `contentView`.
/// The configurations you set are kept; the views show them updated for
/// `configurationState` (see `updateConfiguration(using:)`).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// As UIKit declares it, with no global actor written: a closure formed in
    /// main-actor code is isolated to it anyway. (With `@MainActor` written here,
    /// the compiler mangled the getter two ways inside this module, the
    /// definition without the attribute and UICollectionViewListCell's vtable
    /// with it, and some builds failed to link.)
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    private var currentContentView: UIView
    /// The segues a storyboard connects to the cell: selecting its item performs them.
    package var storyboardSegues: [NibSegue] = []
    private let backgroundConfigurationView = BackgroundConfigurationView()
    private var needsConfigurationUpdate = true
    /// Set by the collection view: whether it is editing and whether the cell's item is expanded.
    package var hostIsEditing = false { didSet { if hostIsEditing != oldValue { setNeedsUpdateConfiguration() } } }
    package var hostIsExpanded = false { didSet { if hostIsExpanded != oldValue { setNeedsUpdateConfiguration() } } }

    public override init(frame: CGRect) {
        currentContentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        cellInit()
    }

    public required init?(coder: NSCoder) {
        currentContentView = UIView()
        super.init(coder: coder)
        cellInit()
    }

    private func cellInit() {
        backgroundConfigurationView.frame = bounds
        addSubview(backgroundConfigurationView)
        currentContentView.frame = bounds
        addSubview(currentContentView)
    }

    /// The view your subviews go in; the content configuration's view when one is set.
    open var contentView: UIView { currentContentView }

    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, aboveSubview: backgroundConfigurationView) }
            setNeedsLayout()
        }
    }

    /// Shown over `backgroundView` while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, belowSubview: currentContentView) }
            updateSelectedBackground()
            setNeedsLayout()
        }
    }

    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            updateSelectedBackground()
            setNeedsUpdateConfiguration()
        }
    }

    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            updateSelectedBackground()
            setNeedsUpdateConfiguration()
        }
    }

    private func updateSelectedBackground() { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }

    // MARK: Configurations

    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }

    open var automaticallyUpdatesContentConfiguration = true { didSet { setNeedsUpdateConfiguration() } }
    open var automaticallyUpdatesBackgroundConfiguration = true { didSet { setNeedsUpdateConfiguration() } }

    /// Called with the cell and its state whenever the configuration is updated.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The traits and flags configurations are updated for.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = hostIsEditing
        state.isExpanded = hostIsExpanded
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the cell is next laid out.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Applies the content and background configurations updated for `state`
    /// (when updating them automatically), then calls `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        applyContentConfiguration(state: state)
        applyBackgroundConfiguration(state: state)
        configurationUpdateHandler?(self, state)
    }

    /// A plain cell's background configuration: clear.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    /// The background a list layout gives when you set none (see UICollectionViewListCell).
    package var implicitBackgroundConfiguration: UIBackgroundConfiguration? { nil }

    package func applyContentConfiguration(state: UICellConfigurationState? = nil) {
        guard let configuration = contentConfiguration else { return }
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: state ?? configurationState) : configuration
        if let view = currentContentView as? (UIView & UIContentView), view.supports(shown) {
            view.configuration = shown
        } else {
            let view = shown.makeContentView()
            currentContentView.removeFromSuperview()
            currentContentView = view
            view.frame = bounds
            insertSubview(view, at: subviews.count)
            setNeedsLayout()
        }
    }

    package func applyBackgroundConfiguration(state: UICellConfigurationState? = nil) {
        guard let configuration = backgroundConfiguration ?? implicitBackgroundConfiguration else {
            backgroundConfigurationView.configuration = nil
            return
        }
        backgroundConfigurationView.configuration = automaticallyUpdatesBackgroundConfiguration
            ? configuration.updated(for: state ?? configurationState) : configuration
    }

    /// Rounds the background for a list section's first or last cell.
    package func setSectionCorners(radius: CGFloat, corners: CACornerMask) {
        backgroundConfigurationView.sectionCornerRadius = radius
        backgroundConfigurationView.sectionMaskedCorners = corners
    }

    // MARK: Layout

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        super.layoutSubviews()
        backgroundConfigurationView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        currentContentView.frame = contentFrame
    }

    /// Where the content view goes; list cells leave room for accessories.
    package var contentFrame: CGRect { bounds }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    /// The content view's size for its constraints (or its content configuration's view's own measure).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        let result = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        let p = selfSizingPriorities
        let target = layoutAttributes.size
        let content = contentFrame
        let extraWidth = bounds.width - content.width
        var size = currentContentView.systemLayoutSizeFitting(CGSize(width: target.width - extraWidth, height: target.height),
                                                              withHorizontalFittingPriority: p.horizontal, verticalFittingPriority: p.vertical)
        size.width += extraWidth
        if p.horizontal == .required { size.width = target.width }
        if p.vertical == .required { size.height = target.height }
        result.size = CGSize(width: size.width, height: size.height)
        return result
    }
}
