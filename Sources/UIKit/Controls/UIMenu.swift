import Foundation

/// A menu: a title and child elements (actions, commands, submenus and
/// deferred elements). As on iOS it is immutable apart from
/// `preferredElementSize`; `replacingChildren(_:)` makes a copy.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let application = Identifier("com.apple.menu.application")
        public static let file = Identifier("com.apple.menu.file")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let view = Identifier("com.apple.menu.view")
        public static let window = Identifier("com.apple.menu.window")
        public static let help = Identifier("com.apple.menu.help")
        public static let about = Identifier("com.apple.menu.about")
        public static let preferences = Identifier("com.apple.menu.preferences")
        public static let services = Identifier("com.apple.menu.services")
        public static let hide = Identifier("com.apple.menu.hide")
        public static let quit = Identifier("com.apple.menu.quit")
        public static let close = Identifier("com.apple.menu.close")
        public static let print = Identifier("com.apple.menu.print")
        public static let find = Identifier("com.apple.menu.find")
        public static let share = Identifier("com.apple.menu.share")
        public static let format = Identifier("com.apple.menu.format")
        public static let font = Identifier("com.apple.menu.font")
        public static let text = Identifier("com.apple.menu.text")
        public static let root = Identifier("com.apple.menu.root")
    }

    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children shown in the parent menu, set off by separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title (as a submenu) drawn in the destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is `.on`: choosing one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children shown as a row of small items (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the children are drawn in the menu (iOS 16).
    public enum ElementSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        /// iOS 17: the system's choice (large in a plain menu).
        case automatic = -1
    }

    public let identifier: Identifier
    public let options: Options
    open var preferredElementSize: ElementSize
    public let children: [UIMenuElement]

    /// One initializer for UIKit's three (iOS 13's without a subtitle,
    /// iOS 15's, iOS 16's with `preferredElementSize`): the labels come in
    /// the same order, so each of their call forms compiles. Without an
    /// identifier a menu gets a unique one, as on iOS.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic." + UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of this menu (title, image, identifier, options) with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions and commands whose state is `.on`, in this menu and its submenus (iOS 16).
    open var selectedElements: [UIMenuElement] {
        var found: [UIMenuElement] = []
        for child in children {
            if let menu = child as? UIMenu {
                found += menu.selectedElements
            } else if child.menuState == .on {
                found.append(child)
            }
        }
        return found
    }

    /// The actions of this menu and its submenus, in order (deferred
    /// elements not yet provided are not counted).
    package var leafActions: [UIAction] {
        var found: [UIAction] = []
        for child in children {
            if let action = child as? UIAction {
                found.append(action)
            } else if let menu = child as? UIMenu {
                found += menu.leafActions
            } else if let deferred = child as? UIDeferredMenuElement, let provided = deferred.providedElements {
                found += UIMenu(children: provided).leafActions
            }
        }
        return found
    }

    /// What choosing `action` does to its siblings: in a `.singleSelection`
    /// menu (or when `singleSelection` is forced, as a pop-up button does)
    /// the action is turned on and every other action of the menu off.
    package func select(_ action: UIAction, singleSelection forced: Bool) {
        guard forced || containsSingleSelection(action) else { return }
        for other in leafActions where other !== action { other.state = .off }
        action.state = .on
    }

    private func containsSingleSelection(_ action: UIAction) -> Bool {
        for child in children {
            if child === action { return options.contains(.singleSelection) }
            if let menu = child as? UIMenu, menu.containsSingleSelection(action) { return true }
        }
        return false
    }
}

extension UIMenuElement {
    /// The state of an action or command; nil for menus and deferred elements.
    package var menuState: State? {
        if let action = self as? UIAction { return action.state }
        if let command = self as? UICommand { return command.state }
        return nil
    }
}

/// A placeholder in a menu whose elements a closure provides when the menu
/// is shown. Offscreen shows a menu only when a test asks for it
/// (`UIWindow.simulateContextMenu(at:)`): the provider is called then,
/// once for a cached element, every time for an `uncached(_:)` one.
/// Final here (UIKit's is not meant to be subclassed either), so that
/// `uncached(_:)` can return `Self` without a required initializer.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    package var provider: (@escaping ([UIMenuElement]) -> Void) -> Void = { $0([]) }
    package var caches = true
    /// The elements the provider handed back (the latest ones for an uncached element).
    package private(set) var providedElements: [UIMenuElement]?

    /// Asks the provider for the elements unless a cached element has them;
    /// nil while the provider has not completed (iOS shows a loading row).
    package func resolveElements() -> [UIMenuElement]? {
        if caches, let providedElements { return providedElements }
        var result: [UIMenuElement]?
        provider { [weak self] elements in
            result = elements
            self?.providedElements = elements
        }
        return result
    }
}

// In an extension (no vtable entry): initializers with closure parameters,
// as UIControl's are (see UIControl.swift).
extension UIDeferredMenuElement {
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(title: "")
        provider = elementProvider
    }

    /// A deferred element whose provider is called each time the menu shows (iOS 15).
    public class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self {
        let element = self.init(elementProvider)
        element.caches = false
        return element
    }
}

/// A menu element that sends a selector along the responder chain when chosen.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    public let action: Selector
    public let propertyList: Any?
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, action: Selector,
                propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// What choosing the command does (iOS 16): its selector sent to
    /// `target`, or along the responder chain when nil.
    open func performWithSender(_ sender: Any?, target: Any?) {
        _ = UIApplication.shared.sendAction(action, to: target, from: sender, for: nil)
    }
}
