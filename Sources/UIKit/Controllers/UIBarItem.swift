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

    /// The title's attributes per state, as `setTitleTextAttributes(_:for:)` set them.
    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// The title's attributes (font, colour, kerning…) in `state`; the bar
    /// draws them over its own (a tab bar's appearance, a toolbar's or
    /// navigation bar's button appearance), as UIKit does.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        itemDidChange()
    }

    /// The attributes set for `state`, nil when none were.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// The attributes a bar draws the title with in `state`: the normal
    /// state's, with the state's own over them (UIKit falls back to the
    /// normal state's attributes for a state that has none).
    package func effectiveTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        let normal = titleAttributesByState[UIControl.State.normal.rawValue] ?? [:]
        guard state != .normal, let own = titleAttributesByState[state.rawValue] else { return normal }
        return normal.merging(own) { $1 }
    }

    package func itemDidChange() {
        owningNavigationItem?.itemDidChange()
        owningToolbar?.itemsDidChange()
    }
}
