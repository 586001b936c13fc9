/// A button on a navigation bar. Offscreen draws its title in the bar's tint
/// colour (`.done` in semibold); it does not take touches yet, and the
/// target–action initializers wait for selectors on Linux (see the controls area).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use .plain")
        case bordered = 1
        case done = 2
    }

    open var style: Style = .plain {
        didSet { itemDidChange() }
    }

    public override init() {
        super.init()
    }

    /// An item showing `customView` instead of a title: a navigation bar puts
    /// the view in itself at the item's place (mirrored right to left).
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// The view the item shows instead of its title (see `init(customView:)`).
    open var customView: UIView? {
        didSet { itemDidChange() }
    }

    /// An item showing `title`; Offscreen's stand-in for
    /// `init(title:style:target:action:)` until selectors exist on Linux.
    public convenience init(title: String?, style: Style) {
        self.init()
        self.title = title
        self.style = style
    }
}
