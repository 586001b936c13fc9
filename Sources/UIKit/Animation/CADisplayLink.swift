import Foundation
import QuartzCore

/// A timer tied to the display's refresh, as Core Animation's. Declared in
/// UIKit rather than QuartzCore because it calls its target through a
/// `Selector`, which Offscreen's UIKit defines (Events/Selector.swift); iOS
/// code imports UIKit, which re-exports QuartzCore, so the name resolves alike.
///
/// The display refreshes 60 times a second. Added to a run loop, the link
/// fires from that run loop (only while it runs, in a mode the link was
/// added for), paced by the wall clock as iOS paces it by the screen; but
/// its clock is deterministic: each call is one refresh (or, with a lower
/// preferred rate, a whole number of refreshes) after the previous, so
/// `timestamp` steps by exactly `duration` times that number, and
/// `targetTimestamp` is the next call's time. A slow turn delays a call; it
/// never skips frames, so the same code sees the same timestamps every run.
/// Timestamps start at the media time (`CACurrentMediaTime()`) of the first
/// `add(to:forMode:)`. The target is called on the main actor: add the link
/// to the main run loop, as iOS code does (`add(to: .main, forMode: .common)`).
/// Where the main actor runs on a worker thread that drains the main queue
/// (Swift Testing on Linux, under `dispatch_main()`), nothing runs
/// `RunLoop.main`, so `.main` there means that thread's run loop, the one the
/// update cycle turns.
open class CADisplayLink: NSObject {
    /// The display's refresh interval.
    private static let refreshInterval: CFTimeInterval = 1.0 / 60.0
    private static let refreshRate = 60

    private var target: AnyObject?
    private let selector: Selector
    private var runLoopTimer: Timer?
    private weak var runLoop: RunLoop?
    private var modes: Set<RunLoop.Mode> = []
    /// Refreshes since the first add; the clock's only state.
    private var refreshes = 0
    private var origin: CFTimeInterval?

    /// The time of the refresh the current call is for (0 before the first call).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next refresh the link will be called for.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between two refreshes of the display (1/60 s).
    open var duration: CFTimeInterval { Self.refreshInterval }
    /// While true, the target is not called (the display goes on refreshing).
    open var isPaused = false
    /// The rate the target would like to be called at; 0 (the default) is
    /// the display's rate. Rounded to a whole number of refreshes per call.
    open var preferredFramesPerSecond = 0 { didSet { rescheduleTimer() } }
    /// The rates the target would like; its preferred rate, else its maximum,
    /// decides as `preferredFramesPerSecond` does.
    open var preferredFrameRateRange: CAFrameRateRange = .default { didSet { rescheduleTimer() } }
    /// Refreshes per call (iOS 3's way to lower the rate); values below 1 are ignored.
    @available(*, deprecated, message: "use preferredFramesPerSecond")
    open var frameInterval: Int {
        get { storedFrameInterval }
        set { if newValue >= 1 { storedFrameInterval = newValue; rescheduleTimer() } }
    }
    private var storedFrameInterval = 1

    /// A link that calls `sel` on `target` (with the link) at every refresh
    /// once added to a run loop; it keeps `target` until invalidated, as on iOS.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
        super.init()
    }

    /// Refreshes between two calls: from the deprecated frame interval, the
    /// preferred rate (range first), at least one.
    private var refreshesPerCall: Int {
        let rate = preferredFrameRateRange.preferred.flatMap { $0 > 0 ? $0 : nil }
            ?? (preferredFrameRateRange.maximum > 0 ? preferredFrameRateRange.maximum : nil)
            ?? (preferredFramesPerSecond > 0 ? Float(preferredFramesPerSecond) : nil)
        var count = storedFrameInterval
        if let rate, rate < Float(Self.refreshRate) {
            count = max(count, Int((Float(Self.refreshRate) / rate).rounded()))
        }
        return max(1, count)
    }

    /// Starts calling the target while `runloop` runs in `mode`. A link runs
    /// on one run loop; adding it to another moves it there, as with a second
    /// `add` on iOS (which is not supported there either).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil else { return }
        let runloop = Self.runLoopServing(runloop)
        if runLoop !== runloop { stopTimer(); modes = [] }
        runLoop = runloop
        if origin == nil { origin = CACurrentMediaTime() }
        guard !modes.contains(mode) else { return }
        modes.insert(mode)
        if let runLoopTimer {
            runloop.add(runLoopTimer, forMode: mode)
        } else {
            rescheduleTimer()
        }
    }

    /// Stops calling the target in `mode` of `runloop`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard Self.runLoopServing(runloop) === runLoop else { return }
        modes.remove(mode)
        if modes.isEmpty { stopTimer() }
    }

    /// Removes the link from its run loop and lets go of the target, as on iOS.
    open func invalidate() {
        stopTimer()
        modes = []
        target = nil
    }

    /// `RunLoop.main`, or the current thread's run loop when the main queue
    /// is drained off the main thread (see the type's documentation).
    private static func runLoopServing(_ runloop: RunLoop) -> RunLoop {
        guard runloop === RunLoop.main, !Thread.isMainThread, isOnMainQueue() else { return runloop }
        return RunLoop.current
    }

    private func stopTimer() {
        runLoopTimer?.invalidate()
        runLoopTimer = nil
    }

    /// (Re)creates the run loop's timer at the current rate, in every mode the link is added for.
    private func rescheduleTimer() {
        guard let runLoop, !modes.isEmpty, target != nil else { return }
        stopTimer()
        let link = SendableBox(self)
        let timer = Timer(timeInterval: Self.refreshInterval * Double(refreshesPerCall), repeats: true) { _ in
            link.value.refresh()
        }
        for mode in modes { runLoop.add(timer, forMode: mode) }
        runLoopTimer = timer
    }

    /// One call's worth of refreshes: the clock moves, then the target is
    /// called unless the link is paused or not added for the current mode.
    private func refresh() {
        guard let target, let origin else { return }
        if let mode = RunLoop.current.currentMode, !modes.contains(mode), !modes.contains(.common) { return }
        let step = refreshesPerCall
        refreshes += step
        timestamp = origin + Double(refreshes) * Self.refreshInterval
        targetTimestamp = timestamp + Double(step) * Self.refreshInterval
        guard !isPaused else { return }
        let call = SendableBox((target, self, selector))
        MainActor.assumeIsolated {
            let (target, link, selector) = call.value
            if invokeSelector(selector, on: target, [link]) == nil {
                reportUnrecognizedSelector(selector, target)
            }
        }
    }
}
