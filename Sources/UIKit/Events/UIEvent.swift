/// An event sent to responders: for touches, the set of touches on screen now
/// (each with its own phase). A window reuses one event object for a touch
/// sequence, as UIKit does.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward
        case remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    /// Seconds on the event clock when the event happened.
    open var timestamp: TimeInterval = 0

    /// The touches of this event: every finger down, in any phase.
    package var touchStorage: [UITouch] = []

    public override init() {
        super.init()
    }

    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchStorage) : nil
    }

    /// The touches whose hit view is `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let found = touchStorage.filter { $0.view === view }
        return found.isEmpty ? nil : Set(found)
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touchStorage.filter { $0.window === window }
        return found.isEmpty ? nil : Set(found)
    }

    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touchStorage.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
        return found.isEmpty ? nil : Set(found)
    }

    /// Offscreen delivers no coalesced or predicted touches beyond the touch itself.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}
