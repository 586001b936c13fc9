extension UINavigationItem {
    /// UIKit's large-title modes, with UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Whatever the item below shows.
        case automatic = 0
        case always = 1
        case never = 2
        /// iOS 17: the title inline in the bar even when large titles are preferred.
        case inline = 3
    }
}

extension UINavigationItem {
    /// How the item's content lays out in the bar (iOS 16), with UIKit's raw values.
    public enum ItemStyle: Int, Sendable {
        /// The title centred.
        case navigator = 0
        /// The title at the leading side.
        case browser = 1
        /// The title at the leading side; the back button is a chevron without a title.
        case editor = 2
    }
}

extension UINavigationItem {
    /// Where the search bar of the item's search controller goes (iOS 16),
    /// with UIKit's raw values.
    public enum SearchBarPlacement: Int, Sendable {
        /// As the layout suits (stacked on a phone).
        case automatic = 0
        /// At the trailing side of the bar, inline with its other content.
        case inline = 1
        /// Below the bar's other content, as before iOS 16.
        case stacked = 2
    }
}
