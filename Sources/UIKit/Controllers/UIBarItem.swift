/// What bar button items share: a title, an image, enabled state and a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String? {
        didSet { itemDidChange() }
    }
    open var image: UIImage? {
        didSet { itemDidChange() }
    }
    open var isEnabled = true {
        didSet { itemDidChange() }
    }
    open var tag = 0

    /// The navigation item showing this item (to redraw its bar).
    package weak var owningNavigationItem: UINavigationItem?

    public override init() {
        super.init()
    }

    package func itemDidChange() {
        owningNavigationItem?.itemDidChange()
    }
}
