import Foundation

/// What pinch and rotation recognizers share: the first two touches' span
/// (the distance between them) and angle in window coordinates, sampled on
/// the event clock, and the continuous recognizer's states: `.began` once
/// the fingers moved far enough (`advance(_:farEnough:)`), `.changed` as they move,
/// `.ended` when the last finger lifts after it began (as UIKit's end when
/// both fingers lift), `.failed` when they all lift before.
@MainActor
package struct TwoFingerGesture {
    package struct Sample {
        package var span: CGFloat
        /// Radians, continuous across ±π (a turn past π keeps counting).
        package var angle: CGFloat
        package var time: TimeInterval
    }

    /// Where the two fingers started (the second finger's touch down).
    package private(set) var start: Sample?
    package private(set) var last: Sample?
    /// The sample before `last`, for velocities.
    package private(set) var previous: Sample?

    package init() {}

    /// The current sample of `recognizer`'s first two touches, nil with fewer.
    package mutating func sample(_ recognizer: UIGestureRecognizer, at time: TimeInterval) -> Sample? {
        let touches = recognizer.trackedTouches
        guard touches.count >= 2 else { return nil }
        let a = touches[0].windowLocation, b = touches[1].windowLocation
        var angle = atan2(b.y - a.y, b.x - a.x)
        if let last {
            // Unwrap: the smallest turn from the last angle.
            var delta = angle - last.angle
            delta -= 2 * .pi * (delta / (2 * .pi)).rounded()
            angle = last.angle + delta
        }
        let sample = Sample(span: hypot(b.x - a.x, b.y - a.y), angle: angle, time: time)
        if start == nil { start = sample }
        if last?.time != time { previous = last }
        last = sample
        return sample
    }

    /// Touch down: notes the start once two fingers are down.
    package mutating func began(_ recognizer: UIGestureRecognizer, event: UIEvent) {
        _ = sample(recognizer, at: event.timestamp)
    }

    /// After a move sampled: `.began` when `farEnough` (from `.possible`),
    /// `.changed` once it began.
    package func advance(_ recognizer: UIGestureRecognizer, farEnough: Bool) {
        switch recognizer.state {
        case .possible: if farEnough { recognizer.state = .began }
        case .began, .changed: recognizer.state = .changed
        default: break
        }
    }

    /// Fingers lifted or were cancelled (`touches`): when none is left, the
    /// gesture ends (or is cancelled) once it began, and fails when it had not.
    package func ended(_ recognizer: UIGestureRecognizer, _ touches: Set<UITouch>, cancelled: Bool) {
        guard recognizer.trackedTouches.count == touches.count else { return }
        switch recognizer.state {
        case .possible: recognizer.state = .failed
        case .began, .changed: recognizer.state = cancelled ? .cancelled : .ended
        default: break
        }
    }

    /// Per second, between the last two samples (0 with one sample).
    package func velocity(_ value: (Sample) -> CGFloat) -> CGFloat {
        guard let last, let previous, last.time > previous.time else { return 0 }
        return (value(last) - value(previous)) / CGFloat(last.time - previous.time)
    }
}
