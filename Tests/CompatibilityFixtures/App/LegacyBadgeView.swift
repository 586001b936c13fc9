import UIKit

/// Older code: @objcMembers, selectors to getters and setters, performing
/// selectors by hand, and a superclass method overridden in a subclass's extension.
@objcMembers
class LegacyBadgeView: UIView {
    var count: Int = 0
    var title: NSString = "new"

    func reset() {
        count = 0
    }

    func badgeText() -> NSString {
        "\(title) \(count)" as NSString
    }
}

class HighlightedBadgeView: LegacyBadgeView {
    private(set) var highlightResets = 0
}

extension HighlightedBadgeView {
    override func reset() {
        super.reset()
        highlightResets += 1
    }
}

enum BadgeSelectors {
    static let countGetter = #selector(getter: LegacyBadgeView.count)
    static let titleSetter = #selector(setter: LegacyBadgeView.title)
    static let reset = #selector(LegacyBadgeView.reset)
    static let text = #selector(LegacyBadgeView.badgeText)
}

#if os(Linux)
// The plugin compiles the file as iOS reads it, where os(Linux) is false: this would not type-check.
let linuxOnlyValue: Int = "not an Int"
#endif
