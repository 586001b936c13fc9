import Foundation
@testable import UIKit

/// A log the test views write to, to check the order UIKit promises.
@MainActor
final class NibTrace {
    static var entries: [String] = []
}

/// ThirdView: logs its initializers and awakeFromNib.
final class ThirdView: UIView {
    override init(frame: CGRect) {
        NibTrace.entries.append("ThirdView init(frame:)")
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        NibTrace.entries.append("ThirdView init(coder:)")
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        NibTrace.entries.append("ThirdView awakeFromNib")
        super.awakeFromNib()
    }

    override func layoutSubviews() {
        NibTrace.entries.append("ThirdView layoutSubviews")
        super.layoutSubviews()
    }

    override func draw(_ rect: CGRect) {
        NibTrace.entries.append("ThirdView draw")
        super.draw(rect)
    }
}

/// A custom view made from a layout file, with outlets, an outlet
/// collection, its own keys, and a class factory like `+viewWithBook:`.
final class BookCardView: UIView {
    weak var coverView: UIView!
    var badgeViews: [UIView] = []
    var cornerStyle = "rounded"
    var accentColor: UIColor?
    var maxLikes = 0
    var title = ""

    /// What the initializer saw right after `super.init(coder:)`.
    var frameInInit: CGRect?
    var subviewCountInInit = -1
    var coverViewWasNilInInit = false
    var coverTagInAwake: Int?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        frameInInit = frame
        subviewCountInInit = subviews.count
        coverViewWasNilInInit = coverView == nil
        cornerStyle = coder.decodeObject(forKey: "cornerStyle") as? String ?? cornerStyle
        accentColor = coder.decodeObject(forKey: "accentColor") as? UIColor
        maxLikes = coder.decodeInteger(forKey: "maxLikes")
        NibTrace.entries.append("BookCardView init(coder:)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        coverTagInAwake = coverView?.tag
        NibTrace.entries.append("BookCardView awakeFromNib")
    }

    /// A class factory like an iOS app's `+viewWithBook:`: loads the file named after the class.
    static func view(withTitle title: String) -> BookCardView {
        let view = Bundle.main.loadNibNamed(String(describing: self), owner: nil, options: nil)?.first as! BookCardView
        view.title = title
        return view
    }
}

/// Reads a tagged font and image of its own.
final class BadgeView: UIView {
    var badgeFont: UIFont?
    var icon: UIImage?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        badgeFont = coder.decodeObject(forKey: "badgeFont") as? UIFont
        icon = coder.decodeObject(forKey: "icon") as? UIImage
    }
}

/// An owner (File's Owner) that is not created by the file.
final class CardOwner: NSObject {
    var card: BookCardView?
    var cardWasSetBeforeAwake = false
}

/// A view whose initializer fails, to check the error.
final class FailingView: UIView {
    required init?(coder: NSCoder) {
        return nil
    }
}

@MainActor
enum NibTestClasses {
    /// Registers the test classes (once is enough; again is harmless) and
    /// makes the fixture directory a search path.
    static func register() {
        UINib.register(ThirdView.self)
        UINib.register(BookCardView.self,
                       .outlet("coverView", \.coverView),
                       .outletCollection("badgeViews", \.badgeViews))
        UINib.register(CardOwner.self, .outlet("card", \.card))
        UINib.register(FailingView.self)
        UINib.register(BadgeView.self)
        if !UINib.searchPaths.contains(NibFixtures.layouts) {
            UINib.searchPaths.append(NibFixtures.layouts)
        }
    }
}
