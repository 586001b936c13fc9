/// A button of an alert or action sheet: a title, a style and the block run
/// when it is tapped, as UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the button looks: `.cancel` is bold (and, in an action sheet, a
    /// separate button at the bottom), `.destructive` is red.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    private let titleStorage: String?
    private let styleStorage: Style
    package let handler: ((UIAlertAction) -> Void)?

    open var title: String? { titleStorage }
    open var style: Style { styleStorage }
    /// A disabled action is drawn dimmed and ignores taps.
    open var isEnabled: Bool = true {
        didSet { owningView?.setNeedsDisplay() }
    }

    /// The alert view showing this action, redrawn when `isEnabled` changes.
    package weak var owningView: UIView?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        titleStorage = title
        styleStorage = style
        self.handler = handler
        super.init()
    }
}
