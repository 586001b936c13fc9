import Foundation

/// A search bar, drawn as iOS 17 draws it: a row 56 pt tall holding the
/// rounded grey search field (`searchTextField`, 36 pt tall, 10 pt from the
/// row's top, 8 pt from the bar's sides), a "Cancel" button after it when
/// `showsCancelButton` (17 pt, the tint colour, 8 pt from the field and the
/// trailing side), a 30-point prompt row above it when `prompt` is set, and
/// the scope bar (a segmented control of `scopeButtonTitles`, 32 pt tall, 12
/// pt above the bar's bottom) below it when `showsScopeBar`, adding 44 pt.
///
/// `searchBarStyle` `.default` and `.prominent` draw a background behind
/// the field (`barTintColor`, else a light grey, dark in dark mode);
/// `.minimal` draws none. `barStyle = .black` shows the bar dark. The
/// bookmark button (the `book` symbol, the tint colour) is the field's
/// right view. A tap on Cancel, on the bookmark button, or on a scope
/// segment tells the delegate; text set in code does not (as in UIKit).
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning {
    /// UIKit's styles.
    public enum Style: UInt, Sendable {
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }

    /// The height of the field's row.
    package static let rowHeight: CGFloat = 56
    /// What a prompt adds above the row.
    package static let promptHeight: CGFloat = 30
    /// What the scope bar adds below the row.
    package static let scopeBarHeight: CGFloat = 44
    private static let margin: CGFloat = 8

    /// The search field: the bar's text and placeholder are its.
    public let searchTextField = UISearchTextField(frame: .zero)
    private let cancelButton = UIButton(type: .system)
    private let bookmarkButton = UIButton(type: .system)
    private let scopeBar = UISegmentedControl(items: nil)

    open weak var delegate: (any UISearchBarDelegate)?

    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            // A search controller shows its results once there is text.
            owningSearchController?.searchStateDidChange()
        }
    }

    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text above the field (13 pt, centred), 30 pt more height.
    open var prompt: String? {
        didSet { barDidChange() }
    }

    open var searchBarStyle: Style = .default {
        didSet { barDidChange() }
    }

    /// `.black` shows the bar dark (its colours resolved as in dark mode).
    open var barStyle: UIBarStyle = .default {
        didSet {
            overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark
            barDidChange()
        }
    }

    /// The background colour of the `.default` and `.prominent` styles;
    /// nil for UIKit's light grey.
    open var barTintColor: UIColor? {
        didSet { barDidChange() }
    }

    /// Kept as UIKit keeps it; the background is drawn opaque either way.
    open var isTranslucent = true

    open var showsCancelButton = false {
        didSet {
            // Set by the app, it takes the button over from a search
            // controller (`automaticallyShowsCancelButton` turns off), as in UIKit.
            if !settingCancelButtonForSearchController { owningSearchController?.automaticallyShowsCancelButton = false }
            barDidChange()
        }
    }
    private var settingCancelButtonForSearchController = false

    /// The search controller shows or hides Cancel as its search starts and ends.
    package func setCancelButtonShownBySearchController(_ shown: Bool) {
        settingCancelButtonForSearchController = true
        showsCancelButton = shown
        settingCancelButtonForSearchController = false
    }

    /// The search controller whose bar this is.
    package weak var owningSearchController: UISearchController?

    /// Set while a navigation bar shows the bar (`UINavigationItem.searchController`):
    /// no background, the field 36 pt tall centred in the bar's bottom 52
    /// points, 16 pt from the sides (the bar's layout margin), as iOS 17 draws it there.
    package var isInNavigationBar = false {
        didSet { if isInNavigationBar != oldValue { barDidChange() } }
    }
    /// The row's height in a navigation bar.
    package static let navigationBarRowHeight: CGFloat = 52

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// The bookmark button in the field, at its trailing side.
    open var showsBookmarkButton = false {
        didSet { barDidChange() }
    }

    /// Kept; the results list button is not drawn.
    open var showsSearchResultsButton = false

    open var showsScopeBar = false {
        didSet { barDidChange() }
    }

    /// The scope bar's segments.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            scopeBar.selectedSegmentIndex = min(selectedScopeButtonIndex, scopeBar.numberOfSegments - 1)
            barDidChange()
        }
    }

    /// The selected segment of the scope bar (0 by default).
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar.selectedSegmentIndex = min(selectedScopeButtonIndex, scopeBar.numberOfSegments - 1) }
    }

    /// A search bar outside a navigation bar is at `.any` unless its
    /// delegate says otherwise.
    open var barPosition: UIBarPosition {
        delegate?.position(for: self) ?? .any
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonSearchBarInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonSearchBarInit()
    }

    private func commonSearchBarInit() {
        isOpaque = false
        contentMode = .redraw
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
            self.owningSearchController?.searchBarCancelTapped()
        }, for: .touchUpInside)
        addSubview(cancelButton)
        bookmarkButton.setImage(UIImage(systemName: "book"), for: .normal)
        bookmarkButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarBookmarkButtonClicked(self)
        }, for: .touchUpInside)
        scopeBar.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.selectedScopeButtonIndex = self.scopeBar.selectedSegmentIndex
            self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: self.selectedScopeButtonIndex)
        }, for: .valueChanged)
        addSubview(scopeBar)
        barDidChange()
    }

    private func barDidChange() {
        cancelButton.isHidden = !showsCancelButton
        scopeBar.isHidden = !shownScopeBar
        bookmarkButton.sizeToFit()
        searchTextField.rightView = showsBookmarkButton ? bookmarkButton : nil
        searchTextField.rightViewMode = showsBookmarkButton ? .always : .never
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The scope bar shows when asked for and it has segments.
    private var shownScopeBar: Bool { showsScopeBar && !isInNavigationBar && !(scopeButtonTitles ?? []).isEmpty }

    private var promptRowHeight: CGFloat { (prompt ?? "").isEmpty ? 0 : Self.promptHeight }

    /// The height the bar's content needs: 56 pt, 30 more with a prompt,
    /// 44 more with the scope bar.
    private var contentHeight: CGFloat {
        promptRowHeight + Self.rowHeight + (shownScopeBar ? Self.scopeBarHeight : 0)
    }

    /// The width offered (320 when none), and the content's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: contentHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // In a navigation bar the row is the bar's bottom 52 points (the
        // bar clips it as it collapses), the field centred in it.
        let inBar = isInNavigationBar
        let rowHeight = inBar ? Self.navigationBarRowHeight : Self.rowHeight
        let rowTop = inBar ? bounds.height - rowHeight : promptRowHeight
        let side = inBar ? UICollectionLayoutListConfiguration.cellMargin(forWidth: bounds.width) : Self.margin
        var fieldRight = bounds.width - side
        if showsCancelButton {
            cancelButton.sizeToFit()
            let size = cancelButton.bounds.size
            fieldRight -= size.width + Self.margin
            cancelButton.frame = CGRect(x: mirrored(fieldRight + Self.margin, size.width),
                                        y: (rowTop + (rowHeight - size.height) / 2).rounded(),
                                        width: size.width, height: size.height)
        }
        let fieldWidth = max(0, fieldRight - side)
        let fieldTop = inBar ? rowTop + ((rowHeight - UISearchTextField.height) / 2).rounded() : rowTop + 10
        searchTextField.frame = CGRect(x: mirrored(side, fieldWidth), y: fieldTop,
                                       width: fieldWidth, height: UISearchTextField.height)
        scopeBar.frame = CGRect(x: Self.margin, y: rowTop + Self.rowHeight, width: max(0, bounds.width - 2 * Self.margin), height: 32)
    }

    /// Leading-edge x to the bar's own x (mirrored right to left).
    private func mirrored(_ x: CGFloat, _ width: CGFloat) -> CGFloat {
        isRightToLeft ? bounds.width - x - width : x
    }

    /// The background of the `.default` and `.prominent` styles: `barTintColor`,
    /// else UIKit's light grey bar colour (a dark grey in dark mode).
    private var backgroundFill: UIColor? {
        guard searchBarStyle != .minimal, !isInNavigationBar else { return nil }
        return barTintColor ?? UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
                : UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
        }
    }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        if let fill = backgroundFill {
            fill.setFill()
            UIRectFill(bounds)
        }
        if !isInNavigationBar, let prompt, !prompt.isEmpty {
            let text = UINavigationBar.line(prompt, font: .systemFont(ofSize: 13), color: UIColor.label.cgColor,
                                            width: max(0, bounds.width - 4 * Self.margin))
            text.draw(in: ctx.cairo, at: CGPoint(x: ((bounds.width - text.size.width) / 2).rounded(),
                                                 y: ((Self.promptHeight - text.size.height) / 2).rounded()))
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Package geometry for tests and tools

    /// The Cancel button's frame (nil while hidden).
    package var cancelButtonFrame: CGRect? { showsCancelButton ? cancelButton.frame : nil }
    /// The scope bar's frame (nil while hidden).
    package var scopeBarFrame: CGRect? { shownScopeBar ? scopeBar.frame : nil }
    /// Taps the Cancel button, as a touch on it would.
    package func sendCancelTap() { cancelButton.sendActions(for: .touchUpInside) }
    /// Selects a scope segment, as a tap on it would.
    package func selectScopeSegment(_ index: Int) {
        scopeBar.selectedSegmentIndex = index
        scopeBar.sendActions(for: .valueChanged)
    }
}
