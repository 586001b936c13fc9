/// One item of a tab bar: a title and an image (drawn as a template in the
/// bar's colours), an optional image for the selected state, and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system items, with iOS's titles and SF Symbol images.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// The image shown while the item is selected; nil shows `image`.
    open var selectedImage: UIImage? {
        didSet { itemDidChange() }
    }

    /// The text of the red badge at the image's top right; nil hides it.
    open var badgeValue: String? {
        didSet { itemDidChange() }
    }

    /// The badge's background; nil is iOS's system red.
    open var badgeColor: UIColor? {
        didSet { itemDidChange() }
    }

    /// The tab bar showing this item (to redraw it).
    package weak var owningTabBar: UITabBar?

    public override init() {
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item: its title and image are iOS's (the image an SF Symbol).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        let (title, symbol) = Self.systemContent[systemItem.rawValue]
        self.title = title
        self.image = UIImage(systemName: symbol)
        self.tag = tag
    }

    /// Titles and SF Symbol names of the system items, in `SystemItem` order.
    package static let systemContent: [(title: String, symbol: String)] = [
        ("More", "ellipsis"), ("Favorites", "star.fill"), ("Featured", "star.fill"), ("Top Rated", "star.fill"),
        ("Recents", "clock.fill"), ("Contacts", "person.crop.circle.fill"), ("History", "clock.fill"),
        ("Bookmarks", "book.fill"), ("Search", "magnifyingglass"), ("Downloads", "arrow.down.circle.fill"),
        ("Most Recent", "clock.fill"), ("Most Viewed", "list.number"),
    ]

    package override func itemDidChange() {
        super.itemDidChange()
        owningTabBar?.itemsDidChange()
    }
}
