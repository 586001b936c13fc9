/// Recognizes a pointer (a trackpad's or mouse's, on iPad) moving over its
/// view without a button pressed: `.began` when the pointer enters the view,
/// `.changed` as it moves within it, `.ended` when it leaves (then the
/// recognizer is `.possible` again, for the next entry). The pointer is over
/// the view where hit testing finds the view or one of its subviews, as on
/// iOS. There is no pointer headless: a test moves one with
/// `UIWindow.simulatePointerMove(to:)` and `simulatePointerExit()`.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer's last location, in its window's coordinates.
    private var pointerLocation: CGPoint?

    /// The pointer's height above the screen: 0, a pointer has none (an
    /// Apple Pencil hovering would have one).
    open var zOffset: CGFloat { 0 }

    /// Where the pointer is (or last was, in the `.ended` action), in `view`'s
    /// coordinates (the window's when nil).
    open override func location(in view: UIView?) -> CGPoint {
        guard let pointerLocation else { return super.location(in: view) }
        guard let view, let window = self.view?.window else { return pointerLocation }
        return view.convert(pointerLocation, from: window)
    }

    /// The pointer moved to `point` (window coordinates), over this
    /// recognizer's view or not.
    package func pointerMoved(to point: CGPoint, over: Bool) {
        switch (storedState, over) {
        case (.possible, true):
            pointerLocation = point
            state = .began
        case (.began, true), (.changed, true):
            pointerLocation = point
            state = .changed
        case (.began, false), (.changed, false):
            pointerLocation = point
            state = .ended
            finish()
        case (.failed, false):
            // Refused when the pointer entered; ready for the next entry.
            finish()
        default:
            break
        }
    }

    /// Back to `.possible`, as UIKit resets a recognizer after it finished.
    private func finish() {
        storedState = .possible
        pendingState = nil
        pointerLocation = nil
        reset()
    }
}
