/// The spinner above a scroll view's content that a pull starts. Set it as
/// the scroll view's `refreshControl`; while refreshing it shows a spinner
/// (and `attributedTitle` below it) in 60 points the scroll view adds to the
/// top of `adjustedContentInset`, so a scroll view at rest at the top shows it.
///
/// A simulated drag that pulls the content 100 points past its top starts
/// refreshing and sends `.valueChanged`, as a user's pull does on iOS.
/// Not refreshing, nothing is drawn (iOS draws the spokes appearing while
/// pulling; a snapshot at rest never shows them).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    package static let height: CGFloat = 60
    package static let pullDistance: CGFloat = 100

    public private(set) var isRefreshing = false

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()

    /// The spinner's and (unless the title has its own) the title's colour.
    open override var tintColor: UIColor! {
        get { storedTint ?? .systemGray }
        set { storedTint = newValue; applyColors() }
    }
    private var storedTint: UIColor?

    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            applyColors()
            setNeedsLayout()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        refreshInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        refreshInit()
    }

    private func refreshInit() {
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        spinner.hidesWhenStopped = true
        applyColors()
    }

    private func applyColors() {
        spinner.color = tintColor
        if let title = attributedTitle, title.length > 0,
           title.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil {
            titleLabel.textColor = tintColor
        }
    }

    /// Starts refreshing: the spinner turns and the scroll view makes room for it.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        titleLabel.isHidden = false
        (superview as? UIScrollView)?.refreshControlDidChangeState()
    }

    /// Stops refreshing and gives the room back.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        titleLabel.isHidden = true
        (superview as? UIScrollView)?.refreshControlDidChangeState()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let hasTitle = (attributedTitle?.length ?? 0) > 0
        let titleHeight: CGFloat = hasTitle ? ceil(titleLabel.sizeThatFits(CGSize(width: b.width, height: 100)).height) : 0
        let gap: CGFloat = hasTitle ? 6 : 0
        let spinnerSize = spinner.bounds.size
        let top = b.midY - (spinnerSize.height + gap + titleHeight) / 2
        spinner.center = CGPoint(x: b.midX, y: top + spinnerSize.height / 2)
        titleLabel.frame = CGRect(x: 0, y: top + spinnerSize.height + gap, width: b.width, height: titleHeight)
        titleLabel.isHidden = !isRefreshing || !hasTitle
    }
}

extension UIScrollView {
    /// Places the refresh control in the 60 points above the content's top inset.
    package func layoutRefreshControl() {
        guard let control = refreshControl, control.superview === self else { return }
        let top = adjustedContentInset.top - refreshInset
        let frame = CGRect(x: contentOffset.x, y: -top - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        if control.frame != frame { control.frame = frame }
    }

    package func refreshControlDidChangeState() {
        refreshInset = refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0
        refreshAdjustedContentInset()
        if !dragging, refreshInset == 0 {
            // Give the room back: a scroll view above its top comes down to it.
            let range = offsetRange
            if contentOffset.y < range.min.y { contentOffset.y = range.min.y }
        }
    }

    /// A drag that pulled far enough past the top starts refreshing.
    package func pullRefreshControlIfNeeded() {
        guard let control = refreshControl, !control.isRefreshing, control.isEnabled else { return }
        let top = adjustedContentInset.top
        guard contentOffset.y <= -top - UIRefreshControl.pullDistance else { return }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
    }
}
