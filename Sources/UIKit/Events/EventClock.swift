/// The clock of simulated touches and of gesture timers (a long press's
/// minimum duration, a tap's wait for a second tap). It never reads the
/// wall clock: it moves only when a simulated touch sequence says time
/// passes, so the same sequence gives the same gestures every run.
@preconcurrency @MainActor
package final class EventClock {
    package static let shared = EventClock()

    /// Seconds since the clock started.
    package private(set) var now: TimeInterval = 0

    private struct Timer {
        var deadline: TimeInterval
        var id: Int
        var fire: @MainActor () -> Void
    }

    private var timers: [Timer] = []
    private var nextID = 1

    package var hasPendingTimers: Bool { !timers.isEmpty }

    /// Calls `fire` once the clock reaches `now + delay`; returns a token for `cancel`.
    @discardableResult
    package func schedule(after delay: TimeInterval, _ fire: @escaping @MainActor () -> Void) -> Int {
        let id = nextID
        nextID += 1
        timers.append(Timer(deadline: now + max(0, delay), id: id, fire: fire))
        return id
    }

    package func cancel(_ id: Int?) {
        guard let id else { return }
        timers.removeAll { $0.id == id }
    }

    /// Moves the clock to `time`, firing due timers in deadline order (ties in
    /// scheduling order), each with the clock at its deadline.
    package func advance(to time: TimeInterval) {
        while let next = timers.filter({ $0.deadline <= time }).min(by: { ($0.deadline, $0.id) < ($1.deadline, $1.id) }) {
            timers.removeAll { $0.id == next.id }
            now = max(now, next.deadline)
            next.fire()
            GestureRecognition.shared.afterDispatch()
        }
        now = max(now, time)
    }

    /// Fires every pending timer (timers may schedule more; a bound keeps it finite).
    package func runAllTimers() {
        var rounds = 0
        while let last = timers.map(\.deadline).max(), rounds < 100 {
            advance(to: last)
            rounds += 1
        }
    }
}
