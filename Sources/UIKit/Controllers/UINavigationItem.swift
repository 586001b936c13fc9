/// What a navigation bar shows while a controller is on top of its
/// navigation controller: a title, a back button title for the next
/// controller's back button, and bar button items.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String? {
        didSet { itemDidChange() }
    }
    /// The title of the back button shown when the next controller is pushed
    /// on top of this one; nil uses this item's title (or "Back").
    open var backButtonTitle: String? {
        didSet { itemDidChange() }
    }
    open var hidesBackButton = false {
        didSet { itemDidChange() }
    }
    /// Replaces the back button when set.
    open var leftBarButtonItem: UIBarButtonItem? {
        didSet { adopt(leftBarButtonItem) }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        didSet { adopt(rightBarButtonItem) }
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

    private func adopt(_ item: UIBarButtonItem?) {
        item?.owningNavigationItem = self
        itemDidChange()
    }

    package func itemDidChange() {
        navigationBar?.itemsDidChange()
    }
}
