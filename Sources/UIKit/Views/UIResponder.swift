/// The base of views, windows and controllers: the responder chain and the
/// first responder. Touch delivery lives with the event handling code
/// (Events/UIWindow+TouchDelivery.swift).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder: a view's superview (or its controller), a window's nothing here.
    open var next: UIResponder? { nil }

    // MARK: Touches
    // The defaults pass the touches up the responder chain, as UIResponder does.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// The responder of an action sent to no target: the first in the chain
    /// from here that can perform it (see UIControl's target–action).
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    /// True when this responder implements `action`: the selector was made
    /// from one of its methods (`#selector` through the OffscreenCompatibility
    /// plugin) or its class registered the name (`UINib.register(_:_:)`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        selectorApplies(action, to: self)
    }

    // MARK: Input views
    // Offscreen has no keyboard: a text field's or text view's own views are
    // stored so that code setting them compiles and reads them back.

    /// The view shown in place of the keyboard while this responder is first
    /// responder; nil here (text fields and text views keep one you set).
    open var inputView: UIView? { nil }
    /// The view above the keyboard while this responder is first responder;
    /// nil here (text fields and text views keep one you set).
    open var inputAccessoryView: UIView? { nil }
    /// Asks the first responder's input views to be shown again (no keyboard is drawn here).
    open func reloadInputViews() {}

    // MARK: First responder

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// True when this responder is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Becomes the window's first responder when `canBecomeFirstResponder` is
    /// true, it is in a window, and the current first responder resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// The window found along the responder chain.
    package var responderWindow: UIWindow? {
        var r: UIResponder? = self
        while let c = r {
            if let w = c as? UIWindow { return w }
            r = c.next
        }
        return nil
    }
}
