extension UIWindow {
    /// Offscreen's own API (not UIKit): plays `sequence` as touches on this
    /// window, through `sendEvent(_:)`, as if a finger did it: hit testing,
    /// gesture recognizers, touch delivery, control tracking and actions.
    ///
    /// Layout runs first, so frames are current. Time is the simulated event
    /// clock (never the wall clock): a sequence starts one second after the
    /// last one ended, so separate calls never count as one multi-tap. When
    /// no finger is left down at the end, the clock runs on until no gesture
    /// timer is left, and recognizers still undecided fail; fingers left
    /// down stay down for the next call (to render a pressed button, say).
    ///
    /// Changes show in the next frame: render with `offscreenImage()` or let
    /// the run loop turn.
    ///
    /// - Throws: `TouchSequenceError` before anything is delivered when a
    ///   step is impossible (a finger put down twice, moved or lifted while up).
    public func simulateTouches(_ sequence: TouchSequence) throws(TouchSequenceError) {
        let state = touchState
        try validate(sequence, down: Set(state.fingers.keys))
        layoutIfNeeded()
        let clock = EventClock.shared
        let start = clock.now + (state.fingers.isEmpty ? 1 : 0)
        var index = 0
        let steps = sequence.steps
        while index < steps.count {
            let time = steps[index].time
            var group: [TouchSequence.Step] = []
            while index < steps.count, steps[index].time == time {
                group.append(steps[index])
                index += 1
            }
            clock.advance(to: start + time)
            if group.allSatisfy({ $0.action == .wait }) { continue }
            play(group, state: state, now: clock.now)
        }
        if state.fingers.isEmpty {
            clock.runAllTimers()
            GestureRecognition.shared.failStalled()
            state.event.touchStorage = []
        }
    }

    /// Offscreen's own API: `count` quick taps at `point` (window coordinates),
    /// with a finger that is not down already. Never throws.
    public func simulateTap(at point: CGPoint, count: Int = 1) {
        let finger = (touchState.fingers.keys.max() ?? -1) + 1
        var s = TouchSequence()
        for i in 0..<max(1, count) {
            s = s.down(at: point, finger: finger, after: i == 0 ? 0 : 0.1).up(finger: finger)
        }
        try? simulateTouches(s)
    }

    private func validate(_ sequence: TouchSequence, down: Set<Int>) throws(TouchSequenceError) {
        var fingers = down
        for (i, step) in sequence.steps.enumerated() {
            switch step.action {
            case .down:
                if fingers.contains(step.finger) {
                    throw TouchSequenceError(stepIndex: i, message: "finger \(step.finger) is already down")
                }
                fingers.insert(step.finger)
            case .move, .up, .cancel:
                if !fingers.contains(step.finger) {
                    throw TouchSequenceError(stepIndex: i, message: "finger \(step.finger) is not down")
                }
                if step.action != .move { fingers.remove(step.finger) }
            case .wait:
                break
            }
            if let p = step.location, !(p.x.isFinite && p.y.isFinite) {
                throw TouchSequenceError(stepIndex: i, message: "location \(p) is not finite")
            }
        }
    }

    private func play(_ group: [TouchSequence.Step], state: WindowTouchState, now: TimeInterval) {
        for touch in state.fingers.values {
            touch.phase = .stationary
            touch.previousWindowLocation = touch.windowLocation
        }
        var changed: [UITouch] = []
        for step in group {
            switch step.action {
            case .down:
                let touch = UITouch()
                let p = step.location ?? .zero
                touch.windowLocation = p
                touch.previousWindowLocation = p
                touch.phase = .began
                if let last = state.lastTap, now - last.time <= UITapGestureRecognizer.maximumTapGap,
                   hypot(p.x - last.location.x, p.y - last.location.y) <= 40 {
                    touch.tapCount = last.count + 1
                } else {
                    touch.tapCount = 1
                }
                state.fingers[step.finger] = touch
                changed.append(touch)
            case .move, .up, .cancel:
                guard let touch = state.fingers[step.finger] else { continue }
                if let p = step.location { touch.windowLocation = p }
                touch.phase = step.action == .move ? .moved : step.action == .up ? .ended : .cancelled
                changed.append(touch)
            case .wait:
                break
            }
        }
        for touch in changed { touch.timestamp = now }
        let event = state.event
        event.timestamp = now
        // Keep a stable order: fingers by number.
        event.touchStorage = state.fingers.keys.sorted().compactMap { state.fingers[$0] }
        sendEvent(event)
        for (finger, touch) in state.fingers where touch.phase == .ended || touch.phase == .cancelled {
            state.fingers[finger] = nil
            if touch.phase == .ended {
                state.lastTap = (now, touch.windowLocation, touch.tapCount)
            }
        }
    }
}
