/// What a navigation bar shows while a controller is on top of its
/// navigation controller: a title (or a title view), a back button title for
/// the next controller's back button, and bar button items.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String? {
        didSet { itemDidChange() }
    }
    /// A line of text above the title: the bar grows by 30 pt to show it,
    /// centred at its top, as UIKit's does.
    open var prompt: String? {
        didSet { itemDidChange() }
    }
    /// A view shown in place of the title, centred in the bar (a subview of
    /// the bar while this item is on top), sized by its frame, or by its
    /// fitting size when the frame is empty, within the room the buttons leave.
    open var titleView: UIView? {
        didSet {
            if oldValue !== titleView, let oldValue, oldValue.superview === navigationBar { oldValue.removeFromSuperview() }
            itemDidChange()
        }
    }
    /// When the bar shows a large title for this item, if the bar
    /// `prefersLargeTitles` (see `UINavigationBar.showsLargeTitle`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { itemDidChange() }
    }
    /// The title of the back button shown when the next controller is pushed
    /// on top of this one; nil uses this item's title (or "Back").
    open var backButtonTitle: String? {
        didSet { itemDidChange() }
    }
    /// The back button the next controller shows; its title wins over
    /// `backButtonTitle`, as in UIKit.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { itemDidChange() }
    }
    open var hidesBackButton = false {
        didSet { itemDidChange() }
    }
    /// Whether the left items show beside the back button (after it) rather
    /// than in its place (UIKit's default, false).
    open var leftItemsSupplementBackButton = false {
        didSet { itemDidChange() }
    }
    /// Where the title goes (iOS 16): centred (`.navigator`, the default),
    /// or at the leading side after the back button and left items
    /// (`.browser`, `.editor`; the editor's back button is the chevron alone).
    open var style: ItemStyle = .navigator {
        didSet { itemDidChange() }
    }

    /// The search controller whose search bar the navigation bar shows
    /// while this item is on top: in a 52-point row below the title (and
    /// below the large title), as UIKit stacks it on a phone.
    open var searchController: UISearchController? {
        didSet {
            guard oldValue !== searchController else { return }
            if let oldValue {
                if oldValue.owningNavigationItem === self { oldValue.owningNavigationItem = nil }
                oldValue.searchBar.isInNavigationBar = false
                if oldValue.searchBar.superview === navigationBar { oldValue.searchBar.removeFromSuperview() }
            }
            searchController?.owningNavigationItem = self
            itemDidChange()
        }
    }
    /// Whether the search bar collapses as the content scrolls up (UIKit's
    /// default, true): it shows while the content is at its top and goes
    /// away, before the large title does, as it scrolls.
    open var hidesSearchBarWhenScrolling = true {
        didSet { itemDidChange() }
    }
    /// Where the app would like the search bar (iOS 16); `.automatic` by default.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic {
        didSet { itemDidChange() }
    }
    /// Where the search bar is (iOS 16): `.stacked` on a phone, where UIKit
    /// stacks it below the title whatever is preferred (see docs/view-controllers.md).
    open var searchBarPlacement: SearchBarPlacement { .stacked }

    /// While this item is on top: the bar's look, over the bar's own
    /// `standardAppearance` (and so on for the others); nil uses the bar's.
    @NSCopying open var standardAppearance: UINavigationBarAppearance? {
        didSet { itemDidChange() }
    }
    @NSCopying open var compactAppearance: UINavigationBarAppearance? {
        didSet { itemDidChange() }
    }
    @NSCopying open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { itemDidChange() }
    }
    @NSCopying open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { itemDidChange() }
    }

    /// Replaces the back button when set (unless `leftItemsSupplementBackButton`); the first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of `rightBarButtonItems`, at the trailing edge.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Items from the leading edge inwards.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { adopt(leftBarButtonItems) }
    }
    /// Items from the trailing edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { adopt(rightBarButtonItems) }
    }

    /// The bar showing this item (to redraw when it changes).
    package weak var navigationBar: UINavigationBar?

    public override init() {
        super.init()
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    private func adopt(_ items: [UIBarButtonItem]?) {
        for item in items ?? [] { item.owningNavigationItem = self }
        itemDidChange()
    }

    package func itemDidChange() {
        navigationBar?.itemsDidChange()
    }
}
