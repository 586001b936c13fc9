import Foundation

/// An object a view gets through `addInteraction(_:)` (context menus and the
/// like); UIKit tells it when it moves to or from a view.
@MainActor
public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to this view, in order.
    public var interactions: [any UIInteraction] {
        get { attachedInteractions }
        set {
            for interaction in attachedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction`, taking it from the view it was on.
    public func addInteraction(_ interaction: any UIInteraction) {
        if interaction.view === self { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: any UIInteraction) {
        var index: Int?
        for (i, attached) in attachedInteractions.enumerated() where attached === interaction { index = i }
        guard let index else { return }
        interaction.willMove(to: nil)
        attachedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}

public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: an identifier, a preview and a menu, made by
/// closures that UIKit calls when the menu appears.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    open var identifier: any NSCopying { storedIdentifier }
    package var storedIdentifier: any NSCopying = UUID().uuidString as NSString
    package var previewProvider: UIContextMenuContentPreviewProvider?
    package var actionProvider: UIContextMenuActionProvider?
    /// iOS 16: the order of the menu's elements (Offscreen keeps it; no menu is drawn).
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    public enum ElementOrder: Int, Sendable {
        case automatic, priority, fixed
    }

    /// The menu the action provider makes from `suggestedActions`; nil when it has none.
    package func makeMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? {
        actionProvider?(suggestedActions)
    }
}

// In an extension (no vtable entry): initializers with closure parameters,
// as UIControl's are (see UIControl.swift).
extension UIContextMenuConfiguration {
    /// Without an identifier a configuration gets a unique one (a UUID string), as on iOS.
    public convenience init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                            actionProvider: UIContextMenuActionProvider? = nil) {
        self.init()
        if let identifier { storedIdentifier = identifier }
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// The animations of a context menu appearing or disappearing (Offscreen
/// passes none: nothing animates).
@MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss, pop
}

/// The animation of a tap on a context menu's preview.
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The delegate of a context-menu interaction: the one required method
/// makes the configuration; the others have UIKit's defaults (nothing).
@MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// A long press (or secondary click) on its view shows a context menu that
/// its delegate configures. Offscreen shows no menu unless a test asks:
/// `UIWindow.simulateContextMenu(at:)` plays the long press.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    open weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// The configuration of the menu on screen (between a simulated long
    /// press and `dismissMenu()`), and where the press was, in the view.
    package private(set) var shownConfiguration: UIContextMenuConfiguration?
    private var pressLocation: CGPoint?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }

    /// Where the press that shows the menu was, in `view`'s coordinates
    /// (`.zero` when no menu is shown, as UIKit answers then).
    open func location(in view: UIView?) -> CGPoint {
        guard let pressLocation, let own = self.view else { return .zero }
        return own.convert(pressLocation, to: view)
    }

    /// Hides the menu: the delegate hears `willEndFor` (with no animator).
    open func dismissMenu() {
        guard let configuration = shownConfiguration else { return }
        shownConfiguration = nil
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
        pressLocation = nil
    }

    /// The long press at `point` (in the view): asks the delegate, and on a
    /// configuration tells it the menu will show.
    package func present(at point: CGPoint) -> UIContextMenuConfiguration? {
        dismissMenu()
        guard let delegate else { return nil }
        pressLocation = point
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point) else {
            pressLocation = nil
            return nil
        }
        shownConfiguration = configuration
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        return configuration
    }
}
