/// An alert or action sheet, as UIKit's `UIAlertController`: a title, a
/// message, text fields (alerts only) and buttons (`UIAlertAction`s).
///
/// Presented, it covers the window without taking the presenter's view away
/// (UIKit presents alerts over the current content): the window is dimmed
/// and the panel is drawn as iOS 17 draws it (see `AlertView`). A tap on a
/// button dismisses the alert, then runs the action's handler, as on iOS.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    private let preferredStyleStorage: Style
    private var actionStorage: [UIAlertAction] = []
    private var textFieldStorage: [UITextField] = []

    open var preferredStyle: Style { preferredStyleStorage }

    open var message: String? {
        didSet { viewIfLoaded?.setNeedsLayout(); viewIfLoaded?.setNeedsDisplay() }
    }

    open var actions: [UIAlertAction] { actionStorage }

    /// The action drawn in bold (instead of the cancel action); it must be one
    /// of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let action = preferredAction, !actionStorage.contains(where: { $0 === action }) {
                print("Warning: preferredAction \(action) is not one of the alert's actions; ignored.")
                preferredAction = nil
            }
            viewIfLoaded?.setNeedsDisplay()
        }
    }

    /// The text fields added with `addTextField(configurationHandler:)`, nil
    /// when there are none (as on iOS).
    open var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }
    package var textFieldsList: [UITextField] { textFieldStorage }

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil, preferredStyle: preferredStyle)
        self.title = title
        self.message = message
    }

    private init(nibName: String?, bundle: Bundle?, preferredStyle: Style) {
        preferredStyleStorage = preferredStyle
        super.init(nibName: nibName, bundle: bundle)
    }

    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(nibName: nibNameOrNil, bundle: nibBundleOrNil, preferredStyle: .actionSheet)
    }

    public required init?(coder: NSCoder) {
        preferredStyleStorage = .actionSheet
        super.init(coder: coder)
    }

    /// Adds a button. UIKit allows one cancel action; a second stops with
    /// UIKit's message.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actionStorage.contains(where: { $0.style == .cancel }) {
            preconditionFailure("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actionStorage.append(action)
        if let view = viewIfLoaded as? AlertView { action.owningView = view }
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.setNeedsDisplay()
    }

    /// Adds a text field under the message (alerts only: UIKit stops with
    /// the same message for an action sheet).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert,
                     "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.backgroundColor = .white
        textFieldStorage.append(field)
        if let view = viewIfLoaded { view.addSubview(field) }
        configurationHandler?(field)
        viewIfLoaded?.setNeedsLayout()
    }

    open override func loadView() {
        let alertView = AlertView(controller: self)
        for field in textFieldStorage { alertView.addSubview(field) }
        for action in actionStorage { action.owningView = alertView }
        view = alertView
    }

    /// Called by the view when a button is tapped: dismiss, then the handler.
    package func select(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true)
        action.handler?(action)
    }
}
