import Foundation

// Editing sessions of a text field, as UIKit runs them. Headless there is no
// keyboard, so no one types, clears or presses return: a session starts when
// code (or a tap handler) makes the field first responder and ends when it
// resigns. What UIKit does at those two moments is done here: the delegate is
// asked and told, `isEditing` follows, `clearsOnBeginEditing` clears the
// text, and the begin and end notifications are posted with the field as
// their object.

extension UITextField {
    /// Posted with the field as object when it starts editing.
    public nonisolated static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted with the field as object when it stops editing.
    public nonisolated static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted when the user changes the text (never headless: no one types;
    /// setting `text` in code does not post it, on iOS either).
    public nonisolated static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")

    /// Why editing ended: on iOS, always `committed`.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
    }

    /// `becomeFirstResponder()` of a text field: `becomeResponder` is
    /// UIResponder's. Already editing, nothing is asked again.
    package func startEditingSession(_ becomeResponder: () -> Bool) -> Bool {
        if isEditing, isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard becomeResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// `resignFirstResponder()` of a text field: `resignResponder` is UIResponder's.
    package func finishEditingSession(_ resignResponder: () -> Bool) -> Bool {
        guard isEditing else { return resignResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard resignResponder() else { return false }
        editingSessionEnded()
        return true
    }

    /// The field is no longer first responder: editing ends and is reported.
    package func editingSessionEnded() {
        guard isEditing else { return }
        isEditing = false
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }
}

/// A text field's delegate. Every method is optional; the defaults are
/// UIKit's (editing may begin, end, change, clear and return). Called
/// headless: the begin and end methods, when the field becomes or resigns
/// first responder. Never called headless (no keyboard): `textField(_:shouldChangeCharactersIn:replacementString:)`,
/// `textFieldDidChangeSelection`, `textFieldShouldClear`, `textFieldShouldReturn`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    /// UIKit calls this one when it is implemented, else `textFieldDidEndEditing(_:)`;
    /// its default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
