/// Recognizes fingers held down for `minimumPressDuration` (on the event
/// clock) without moving more than `allowableMovement`. Continuous: `.began`
/// when the time is up, `.changed` as the fingers move, `.ended` when they lift.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0

    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var pressTimer: Int?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if trackedTouches.count > numberOfTouchesRequired {
            fail()
            return
        }
        if trackedTouches.count == numberOfTouchesRequired, pressTimer == nil {
            pressTimer = EventClock.shared.schedule(after: minimumPressDuration) { [weak self] in
                guard let self else { return }
                self.pressTimer = nil
                if self.state == .possible, self.trackedTouches.count == self.numberOfTouchesRequired {
                    self.state = .began
                }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                let p = touch.location(in: nil)
                if hypot(p.x - start.x, p.y - start.y) > allowableMovement {
                    fail()
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: fail()
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: fail()
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    private func fail() {
        EventClock.shared.cancel(pressTimer)
        pressTimer = nil
        state = .failed
    }

    open override func reset() {
        EventClock.shared.cancel(pressTimer)
        pressTimer = nil
        startLocations = [:]
    }
}
