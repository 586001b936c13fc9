import Foundation

// Editing sessions of a text view, as UIKit runs them. Headless there is no
// keyboard, so no one types: a session starts when code makes the view first
// responder and ends when it resigns, and the delegate and the begin and end
// notifications hear about it as on iOS (see UITextField+Editing.swift).

extension UITextView {
    /// Posted with the text view as object when it starts editing.
    public nonisolated static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted with the text view as object when it stops editing.
    public nonisolated static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
    /// Posted when the user changes the text (never headless: no one types;
    /// setting `text` in code does not post it, on iOS either).
    public nonisolated static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")

    /// `becomeFirstResponder()` of a text view: `becomeResponder` is UIResponder's.
    package func startEditingSession(_ becomeResponder: () -> Bool) -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil else { return false }
        if let textDelegate, !textDelegate.textViewShouldBeginEditing(self) { return false }
        guard becomeResponder() else { return false }
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// `resignFirstResponder()` of a text view: `resignResponder` is UIResponder's.
    package func finishEditingSession(_ resignResponder: () -> Bool) -> Bool {
        guard isFirstResponder else { return resignResponder() }
        if let textDelegate, !textDelegate.textViewShouldEndEditing(self) { return false }
        guard resignResponder() else { return false }
        editingSessionEnded()
        return true
    }

    /// The view is no longer first responder: editing ends and is reported.
    package func editingSessionEnded() {
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }
}

/// A text view's delegate; on iOS also its scroll view's delegate. Every
/// method is optional; the defaults are UIKit's. Called headless: the begin
/// and end methods, when the view becomes or resigns first responder. Never
/// called headless (no keyboard): `textView(_:shouldChangeTextIn:replacementText:)`,
/// `textViewDidChange`, `textViewDidChangeSelection`.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
