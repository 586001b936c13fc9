/// An event sent to responders. Minimal for now: hit testing takes one;
/// touch contents arrive with touch handling.
@MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    open var type: EventType { .touches }
    open var timestamp: TimeInterval = 0

    public override init() {
        super.init()
    }
}
