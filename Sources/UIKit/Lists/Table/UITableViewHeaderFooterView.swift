import Foundation

/// A section header or footer: a `contentView`, an optional
/// `backgroundView`, and a `textLabel` or content configuration. The table
/// view makes one for each section title, configured with
/// `UIListContentConfiguration`'s header or footer for its style.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    public internal(set) var reuseIdentifier: String?
    public let contentView = UIView()

    private var storedTextLabel: UILabel?
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        storedTextLabel = label
        contentView.addSubview(label)
        return label
    }
    private var storedDetailTextLabel: UILabel?
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        storedDetailTextLabel = label
        contentView.addSubview(label)
        return label
    }

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    open func updateConfiguration(using state: UIViewConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration { installedContentView?.configuration = c.updated(for: state) }
        configurationUpdateHandler?(self, state)
    }

    /// The header (or footer) configuration for the table view's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (tableStyle, isFooter) {
        case (.plain, false): return .plainHeader()
        case (.plain, true): return .plainFooter()
        case (_, false): return .groupedHeader()
        case (_, true): return .groupedFooter()
        }
    }

    package var tableStyle: UITableView.Style = .plain
    package var isFooter = false
    package var installedContentView: (UIView & UIContentView)?
    private var backgroundConfigurationView: BackgroundConfigurationView?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Offscreen's own (not UIKit): how a table view makes a registered
    /// header or footer class through your `init(reuseIdentifier:)`; see
    /// `UITableViewCell.init(offscreenReuseIdentifier:)`.
    public required convenience init(offscreenReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    open func prepareForReuse() {}

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            installedContentView?.removeFromSuperview()
            installedContentView = nil
            return
        }
        if let view = installedContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            installedContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            installedContentView = view
        }
        setNeedsLayout()
    }

    private func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        let view = backgroundConfigurationView ?? BackgroundConfigurationView()
        if view.superview !== self { insertSubview(view, at: 0) }
        backgroundConfigurationView = view
        view.configuration = configuration
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundConfigurationView?.frame = b
        backgroundView?.frame = b
        contentView.frame = b
        if let view = installedContentView {
            view.frame = contentView.bounds
        } else if let label = storedTextLabel {
            let insets = UIEdgeInsets(top: isFooter ? 6 : 16, left: 16, bottom: isFooter ? 16 : 6, right: 16)
            label.frame = contentView.bounds.inset(by: insets)
        }
    }

    /// The height the view wants at `width`.
    package func fittingHeight(width: CGFloat) -> CGFloat {
        frame.size.width = width
        layoutIfNeeded()
        if let view = installedContentView {
            return ceil(view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel).height)
        }
        return ceil(contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel).height)
    }
}
