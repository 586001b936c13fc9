import UIKit

/// Optional requirements whose results are not optional, called with `?`
/// and `!` and checked with responds(to:), as delegate protocols do.
@objc protocol HeaderSizing: NSObjectProtocol {
    func sizingName() -> String
    @objc optional func preferredHeight(for width: CGFloat) -> CGFloat
    @objc optional func numberOfBadges() -> Int
}

final class TallSizing: NSObject, HeaderSizing {
    func sizingName() -> String { "tall" }

    func preferredHeight(for width: CGFloat) -> CGFloat {
        width / 2
    }
}

final class PlainSizing: NSObject, HeaderSizing {
    func sizingName() -> String { "plain" }
}

class BadgedSizing: NSObject {}

extension BadgedSizing: HeaderSizing {
    func sizingName() -> String { "badged" }
    @objc func numberOfBadges() -> Int { 3 }
}

/// Inherits the implementation (and so the answer) of its superclass.
final class MoreBadgedSizing: BadgedSizing {
    override func numberOfBadges() -> Int { 5 }
}

final class SizedHeader: UIView {
    weak var sizing: HeaderSizing?

    func height(for width: CGFloat) -> CGFloat {
        sizing?.preferredHeight?(for: width) ?? 44
    }

    var badgeCount: Int {
        sizing?.numberOfBadges?() ?? 0
    }

    /// Only for a sizing known to implement it (iOS would crash otherwise).
    var forcedBadgeCount: Int {
        sizing!.numberOfBadges!()
    }

    var sizesItself: Bool {
        sizing?.responds(to: #selector(HeaderSizing.preferredHeight(for:))) ?? false
    }
}
