import Foundation

/// What bar button items share: a title, an image, enabled state and a tag,
/// and the title's text attributes for each control state.
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
    /// The toolbar showing this item (to redraw it).
    package weak var owningToolbar: UIToolbar?

    /// The properties set on the item itself, which appearance proxies leave alone.
    package var appearanceBookkeeping = AppearanceBookkeeping()
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// The title's attributes (font, colour…) in `state`, over the bar's
    /// appearance's (drawn for `.normal`, `.disabled` and a tab's `.selected`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        guard customizes("setTitleTextAttributes:\(state.rawValue)") else { return }
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The attributes drawn in a state: `.normal`'s, with `state`'s over them.
    package func titleAttributes(in state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes = titleAttributes[UIControl.State.normal.rawValue] ?? [:]
        if state != .normal, let own = titleAttributes[state.rawValue] {
            attributes.merge(own) { $1 }
        }
        return attributes
    }

    package func itemDidChange() {
        owningNavigationItem?.itemDidChange()
        owningToolbar?.itemsDidChange()
    }
}
