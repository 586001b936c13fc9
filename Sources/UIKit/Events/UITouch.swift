/// One finger on the screen, across the events of its sequence: the same
/// object from `.began` to `.ended` or `.cancelled`, as on iOS.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    public internal(set) var phase: Phase = .began
    /// Taps in quick succession at about the same place count up (1 for a single tap).
    public internal(set) var tapCount = 1
    /// Seconds on the event clock (simulated; see `TouchSequence`).
    public internal(set) var timestamp: TimeInterval = 0
    public var type: TouchType { .direct }
    public var force: CGFloat { 0 }
    public var maximumPossibleForce: CGFloat { 0 }
    public var majorRadius: CGFloat { 20 }
    public var majorRadiusTolerance: CGFloat { 5 }

    /// The view hit when the touch began; it keeps receiving the touch wherever it moves.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// Recognizers that receive this touch (from the hit view and its ancestors).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    /// Where the touch is and was, in window coordinates.
    package var windowLocation: CGPoint = .zero
    package var previousWindowLocation: CGPoint = .zero
    /// How far the hit view has been told about this touch: a recognizer
    /// may delay `touchesBegan`/`touchesEnded` or take the touch (`cancelled`).
    package enum ViewDelivery { case waiting, began, ended, cancelled }
    package var viewDelivery: ViewDelivery = .waiting
    /// The touch ended while its `touchesEnded` was held back by a recognizer.
    package var viewEndPending = false

    public override init() {
        super.init()
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        convertFromWindow(windowLocation, to: view)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousWindowLocation, to: view)
    }

    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return window.convert(point, to: view)
    }
}
