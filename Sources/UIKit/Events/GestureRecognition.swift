/// Decides among the recognizers of the touches on screen: checks for
/// beginning, failure requirements, exclusivity, and runs actions and resets.
/// One instance serves every window (the main actor runs one sequence at a time).
@preconcurrency @MainActor
package final class GestureRecognition {
    package static let shared = GestureRecognition()

    /// Recognizers taking part in the current touch sequence, in the order they joined.
    package private(set) var active: [UIGestureRecognizer] = []
    private var queuedActions: [UIGestureRecognizer] = []
    private var dispatchDepth = 0

    /// Called by windows to cancel the touches a recognizer took from their views.
    private var windows: [WeakWindowRef] = []
    private struct WeakWindowRef { weak var window: UIWindow? }

    package func join(_ recognizer: UIGestureRecognizer, window: UIWindow) {
        if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
        windows.removeAll { $0.window == nil }
        if !windows.contains(where: { $0.window === window }) { windows.append(WeakWindowRef(window: window)) }
    }

    // MARK: Transitions

    package func transition(_ g: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        let old = g.storedState
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            if !shouldBegin(g) { fail(g); return }
            if !blockers(of: g).isEmpty { g.pendingState = new; return }
            commit(g, new)
        case (.possible, .failed), (.possible, .cancelled):
            fail(g)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            g.storedState = new
            queue(g)
        case (.began, .failed), (.changed, .failed):
            g.storedState = .cancelled
            queue(g)
        default:
            // Other transitions (out of a finished state, back to .possible)
            // are not allowed by UIKit; the recognizer resets on its own.
            break
        }
    }

    private func commit(_ g: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        g.pendingState = nil
        g.storedState = new
        queue(g)
        for other in active where other !== g && other.storedState == .possible {
            if waits(other, on: g) || (!simultaneous(g, other) && g.canPrevent(other) && other.canBePrevented(by: g)) {
                fail(other)
            }
        }
        if g.cancelsTouchesInView {
            for window in windows.compactMap(\.window) { window.cancelViewTouches(takenBy: g) }
        }
    }

    private func fail(_ g: UIGestureRecognizer) {
        guard g.storedState == .possible else { return }
        g.storedState = .failed
        g.pendingState = nil
        // Recognizers waiting for this one may go ahead now.
        for waiter in active where waiter.pendingState != nil && waiter.storedState == .possible {
            if blockers(of: waiter).isEmpty, let state = waiter.pendingState { commit(waiter, state) }
        }
    }

    // MARK: Rules

    private func shouldBegin(_ g: UIGestureRecognizer) -> Bool {
        guard g.isEnabled else { return false }
        if let delegate = g.delegate, !delegate.gestureRecognizerShouldBegin(g) { return false }
        if let view = g.view, !view.gestureRecognizerShouldBegin(g) { return false }
        // iOS 6+: a control's default action wins over an overlapping
        // recognizer of an ancestor (a button's tap over a superview's tap).
        for touch in g.lastTouches {
            if let control = touch.view as? UIControl, control !== g.view, control.isEnabled,
               control.preventsOverlappingGesture(g) {
                return false
            }
        }
        return true
    }

    /// Whether `g` must wait for `other` to fail.
    private func waits(_ g: UIGestureRecognizer, on other: UIGestureRecognizer) -> Bool {
        g.failureRequirements.contains { $0.recognizer === other }
            || g.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: g)
            || (g.delegate?.gestureRecognizer(g, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: g) ?? false)
    }

    private func blockers(of g: UIGestureRecognizer) -> [UIGestureRecognizer] {
        active.filter { $0 !== g && $0.storedState == .possible && waits(g, on: $0) }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    // MARK: Dispatch

    /// Runs `body` (a recognizer's touch method) with actions held until it returns.
    package func dispatch(_ body: () -> Void) {
        dispatchDepth += 1
        body()
        dispatchDepth -= 1
        if dispatchDepth == 0 { flushActions() }
    }

    private func queue(_ g: UIGestureRecognizer) {
        queuedActions.append(g)
        if dispatchDepth == 0 { flushActions() }
    }

    private func flushActions() {
        while !queuedActions.isEmpty {
            let g = queuedActions.removeFirst()
            g.sendActions()
        }
    }

    /// After each event or timer: actions, held view touches, resets.
    package func afterDispatch() {
        flushActions()
        for window in windows.compactMap(\.window) { window.flushHeldViewTouches() }
        for g in active where g.trackedTouches.isEmpty {
            switch g.storedState {
            case .ended, .cancelled, .failed: reset(g)
            default: break
            }
        }
        active.removeAll { $0.storedState == .possible && $0.trackedTouches.isEmpty && $0.lastTouches.isEmpty }
    }

    /// When a sequence is over (no finger down, no timer left), recognizers
    /// still possible can no longer recognize: they fail, as on iOS.
    package func failStalled() {
        for g in active where g.storedState == .possible && g.trackedTouches.isEmpty { fail(g) }
        afterDispatch()
    }

    private func reset(_ g: UIGestureRecognizer) {
        g.storedState = .possible
        g.pendingState = nil
        g.lastTouches = []
        g.ignoredTouches = []
        g.reset()
    }
}
