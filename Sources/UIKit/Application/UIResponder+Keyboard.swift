import Foundation

// The software keyboard. Offscreen shows none, as the simulator does with a
// hardware keyboard connected: a text field becomes first responder without a
// keyboard sliding in, so the keyboard notifications are never posted and
// layouts that react to them stay as they are. The names and keys exist so
// that code observing them compiles and runs.
extension UIResponder {
    public nonisolated static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public nonisolated static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    public nonisolated static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public nonisolated static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    public nonisolated static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    public nonisolated static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")

    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIView {
    /// Makes the first responder in this view's subtree (this view included)
    /// resign; with `force`, it resigns even when it would refuse. True when
    /// no first responder is left in the subtree.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) else {
            return true
        }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.firstResponder = nil
        // Forced, a text field's or text view's editing ends without asking its delegate.
        (responder as? UITextField)?.editingSessionEnded()
        (responder as? UITextView)?.editingSessionEnded()
        return true
    }
}
