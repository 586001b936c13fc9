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
