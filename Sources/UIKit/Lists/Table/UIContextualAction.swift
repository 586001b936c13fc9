import Foundation

/// One button of a row's swipe actions (iOS 11+): a title and/or image on a
/// full-height coloured button, red for `.destructive`, gray for `.normal`
/// unless `backgroundColor` says otherwise. A tap on it calls `handler` with
/// the action, the button, and a completion the handler calls when done
/// (the row then closes).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, @unchecked Sendable {
        case normal = 0
        case destructive = 1
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var image: UIImage?
    private var storedBackgroundColor: UIColor?

    /// The button's colour; nil resets it to the style's (`systemRed`, `systemGray`).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions a row shows on one side when swiped; the first is at the
/// outer edge and is performed by a full swipe when
/// `performsFirstActionWithFullSwipe`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
