/// Offscreen's own API (not UIKit): a scripted series of finger actions at
/// window points, for `UIWindow.simulateTouches(_:)`.
///
/// Each step happens `after` seconds (on the simulated event clock) after the
/// step before it; steps at the same time form one `UIEvent`.
///
/// ```swift
/// try window.simulateTouches(TouchSequence()
///     .down(at: CGPoint(x: 20, y: 20))
///     .move(to: CGPoint(x: 120, y: 20), steps: 10, duration: 0.2)
///     .up())
/// ```
public struct TouchSequence: Sendable {
    public enum Action: Sendable, Equatable {
        case down, move, up, cancel, wait
    }

    public struct Step: Sendable, Equatable {
        /// Seconds after the sequence starts.
        public var time: TimeInterval
        public var finger: Int
        public var action: Action
        /// Window coordinates; nil for `up`/`cancel` where the finger is, and for `wait`.
        public var location: CGPoint?
    }

    public private(set) var steps: [Step] = []
    private var endTime: TimeInterval = 0
    /// Where each finger was last put, to interpolate moves.
    private var lastLocation: [Int: CGPoint] = [:]

    public init() {}

    private func adding(_ action: Action, _ finger: Int, _ location: CGPoint?, after delay: TimeInterval) -> TouchSequence {
        var copy = self
        copy.endTime += max(0, delay.isFinite ? delay : 0)
        copy.steps.append(Step(time: copy.endTime, finger: finger, action: action, location: location))
        if let location { copy.lastLocation[finger] = location }
        return copy
    }

    /// A finger touches down at `point`.
    public func down(at point: CGPoint, finger: Int = 0, after delay: TimeInterval = 0) -> TouchSequence {
        adding(.down, finger, point, after: delay)
    }

    /// The finger moves to `point` (one event).
    public func move(to point: CGPoint, finger: Int = 0, after delay: TimeInterval = 0.016) -> TouchSequence {
        adding(.move, finger, point, after: delay)
    }

    /// The finger moves to `point` in `steps` even moves spread over `duration`.
    public func move(to point: CGPoint, finger: Int = 0, steps: Int, duration: TimeInterval) -> TouchSequence {
        let count = max(1, steps)
        let start = lastLocation[finger] ?? point
        var copy = self
        for i in 1...count {
            let f = CGFloat(i) / CGFloat(count)
            let p = CGPoint(x: start.x + (point.x - start.x) * f, y: start.y + (point.y - start.y) * f)
            copy = copy.move(to: p, finger: finger, after: duration / Double(count))
        }
        return copy
    }

    /// The finger lifts where it is (or at `point`).
    public func up(at point: CGPoint? = nil, finger: Int = 0, after delay: TimeInterval = 0.05) -> TouchSequence {
        adding(.up, finger, point, after: delay)
    }

    /// The system cancels the finger's touch (as when a call comes in).
    public func cancel(finger: Int = 0, after delay: TimeInterval = 0.05) -> TouchSequence {
        adding(.cancel, finger, nil, after: delay)
    }

    /// Time passes with the fingers where they are (gesture timers fire).
    public func wait(_ seconds: TimeInterval) -> TouchSequence {
        adding(.wait, -1, nil, after: seconds)
    }

    /// `count` quick taps at `point` (0.05 s down, 0.1 s apart): the touches'
    /// `tapCount` counts 1, 2, ...
    public static func tap(at point: CGPoint, count: Int = 1) -> TouchSequence {
        var s = TouchSequence()
        for i in 0..<max(1, count) {
            s = s.down(at: point, after: i == 0 ? 0 : 0.1).up()
        }
        return s
    }

    /// A finger pressing at `start`, moving to `end` in `steps` moves over `duration`, and lifting.
    public static func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.3) -> TouchSequence {
        TouchSequence().down(at: start).move(to: end, steps: steps, duration: duration).up(after: 0.016)
    }

    /// A finger held at `point` for `duration` seconds, then lifted.
    public static func longPress(at point: CGPoint, duration: TimeInterval = 1) -> TouchSequence {
        TouchSequence().down(at: point).up(after: duration)
    }
}

/// A step that cannot happen: says which step and why.
public struct TouchSequenceError: Error, CustomStringConvertible, Equatable {
    public let stepIndex: Int
    public let message: String
    public var description: String { "touch sequence step \(stepIndex): \(message)" }
}
