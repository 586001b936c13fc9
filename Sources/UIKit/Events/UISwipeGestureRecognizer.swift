/// Recognizes a quick swipe in one of `direction`'s directions: the fingers
/// travel 50 points along it within 0.5 seconds (event clock), staying
/// mostly on that axis (the other axis moves less than half as far).
/// Discrete: `.possible` to `.ended`. (UIKit does not publish its
/// thresholds; these are Offscreen's.)
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    package static let minimumDistance: CGFloat = 50
    package static let maximumDuration: TimeInterval = 0.5

    private var start: (location: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        start = (location(in: nil), event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible, trackedTouches.count == numberOfTouchesRequired else { return }
        if event.timestamp - start.time > Self.maximumDuration { state = .failed; return }
        let p = location(in: nil)
        let dx = p.x - start.location.x, dy = p.y - start.location.y
        let matched: Bool
        if abs(dx) >= abs(dy) {
            matched = abs(dx) >= Self.minimumDistance && abs(dy) < abs(dx) / 2
                && direction.contains(dx > 0 ? .right : .left)
        } else {
            matched = abs(dy) >= Self.minimumDistance && abs(dx) < abs(dy) / 2
                && direction.contains(dy > 0 ? .down : .up)
        }
        if matched { state = .ended }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() { start = nil }
}
