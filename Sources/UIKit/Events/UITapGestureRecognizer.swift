/// Recognizes `numberOfTapsRequired` taps of `numberOfTouchesRequired`
/// fingers. It fails when a finger moves more than 10 points, when more
/// fingers touch than required, or when the next tap does not start within
/// 0.35 seconds (on the event clock) of the last lift. Discrete: it goes
/// from `.possible` to `.ended` (`.recognized`).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// UIKit's allowances, measured on iOS: movement per tap, and the gap between taps.
    package static let allowableMovement: CGFloat = 10
    package static let maximumTapGap: TimeInterval = 0.35

    private var tapsSoFar = 0
    private var fingersThisTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var gapTimer: Int?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        EventClock.shared.cancel(gapTimer)
        gapTimer = nil
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        fingersThisTap += touches.count
        if trackedTouches.count > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            let p = touch.location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The tap is complete when its last finger lifts.
        guard trackedTouches.count == touches.count else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        fingersThisTap = 0
        tapsSoFar += 1
        if tapsSoFar >= numberOfTapsRequired {
            state = .ended
        } else {
            gapTimer = EventClock.shared.schedule(after: Self.maximumTapGap) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        EventClock.shared.cancel(gapTimer)
        gapTimer = nil
        tapsSoFar = 0
        fingersThisTap = 0
        startLocations = [:]
    }
}
