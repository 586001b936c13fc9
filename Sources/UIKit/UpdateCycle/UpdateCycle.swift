import Dispatch

/// Coalesces every mark (layout, display, constraints, damage) into one
/// update per run-loop turn, for every window that asked.
///
/// A turn is the next block of the main queue, or the next turn of the
/// current thread's run loop when the main actor runs there (on iOS and in
/// programs whose main thread runs `RunLoop.main`, that is the main run
/// loop; under Swift Testing on Linux the main actor runs on a dispatch
/// worker thread, whose `RunLoop.current` serves the same purpose).
@preconcurrency @MainActor
package final class UpdateCycle {
    package static let shared = UpdateCycle()

    /// Views marked with `setNeedsUpdateConstraints()` and not yet updated,
    /// anywhere, in marking order (weakly: a released view has nothing left
    /// to update). `UIView.runUpdateConstraintsIfNeeded()` walks from these.
    package var constraintMarks: [WeakMarkedView] = []
    /// How many of `constraintMarks` still need their update.
    package var pendingConstraintMarks = 0

    private var pending: [ObjectIdentifier: WeakWindow] = [:]
    private var turnScheduled = false
    /// Run loops that already hold one of our blocks (at most one each). Kept
    /// alive here so that an identifier is never reused by another run loop.
    private var runLoopsWithBlock: [ObjectIdentifier: RunLoop] = [:]
    /// Updates run so far (tests count turns with it).
    package private(set) var turnsRun = 0

    private struct WeakWindow { weak var window: UIWindow? }

    package func schedule(_ window: UIWindow) {
        // Every damage report lands here; a window already waiting for this
        // turn costs one flag test instead of a dictionary write.
        guard !window.isAwaitingUpdate else { return }
        window.isAwaitingUpdate = true
        pending[ObjectIdentifier(window)] = WeakWindow(window: window)
        scheduleTurn()
    }

    /// Asks for a turn with no window to update yet (a dynamic animator's
    /// behaviors to settle, which will mark the windows they move views in).
    private func scheduleTurn() {
        guard !turnScheduled else { return }
        turnScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated { UpdateCycle.shared.runTurn() }
        }
        let runLoop = RunLoop.current
        let id = ObjectIdentifier(runLoop)
        if runLoopsWithBlock[id] == nil {
            runLoopsWithBlock[id] = runLoop
            runLoop.perform {
                // Only meaningful where the main actor is running; elsewhere the
                // main-queue block does the work.
                guard isOnMainQueue() else { return }
                MainActor.assumeIsolated {
                    UpdateCycle.shared.runLoopsWithBlock[id] = nil
                    UpdateCycle.shared.runTurn()
                }
            }
        }
    }

    // MARK: Dynamic animators

    private struct WeakAnimator { weak var animator: UIDynamicAnimator? }
    private var unsettledAnimators: [WeakAnimator] = []

    /// Keeps `animator` for the next turn, which brings its behaviors' items
    /// to rest before any window updates (on iOS, the first display-link
    /// ticks after a behavior is added start the simulation).
    package func scheduleSettling(_ animator: UIDynamicAnimator) {
        if !unsettledAnimators.contains(where: { $0.animator === animator }) {
            unsettledAnimators.append(WeakAnimator(animator: animator))
        }
        scheduleTurn()
    }

    /// Settles every animator waiting for a turn: called by the turn and by
    /// the synchronous entry points (a window rendered on request,
    /// `drawHierarchy(in:afterScreenUpdates: true)`) so that what they draw
    /// is the state a running app shows once its simulations pause.
    package func settleDynamics() {
        // Settling may run behaviors' actions and delegates, which may add behaviors.
        for _ in 0..<8 where !unsettledAnimators.isEmpty {
            let animators = unsettledAnimators.compactMap(\.animator)
            unsettledAnimators.removeAll()
            for animator in animators { animator.settle() }
        }
    }

    /// Runs the pending updates now (a no-op when there are none).
    package func runTurn() {
        guard turnScheduled else { return }
        // Before the turn is marked done, so the windows the settled items
        // mark join this turn instead of asking for another.
        settleDynamics()
        turnScheduled = false
        let windows = pending.values.compactMap(\.window)
        pending.removeAll()
        for window in windows { window.isAwaitingUpdate = false }
        turnsRun += 1
        for window in windows { window.runUpdate(composite: false) }
    }
}
