/// An animation of views' properties that can be started, paused, scrubbed,
/// reversed and finished, as UIKit's. Offscreen renders still frames:
///
/// - the animation blocks run when the animator becomes active
///   (`startAnimation()`, `pauseAnimation()`, or setting `fractionComplete`),
///   and what they change in the views of the application's windows (centre,
///   bounds, alpha, transform, background colour) is recorded;
/// - a running animator has no duration to wait for: `startAnimation()`
///   leaves the views in their final state and runs the completions with
///   `.end` at once (iOS runs them after the duration); `isReversed` ends at
///   the start instead;
/// - a paused animator shows the state at `fractionComplete`, interpolated
///   linearly between start and end (UIKit scrubs linearly by default), and
///   `finishAnimation(at:)` puts the views at the end, the start, or where
///   they are.
///
/// Views outside the application's windows get their final state only.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    open private(set) var timingParameters: UITimingCurveProvider?
    open private(set) var duration: TimeInterval
    open private(set) var delay: TimeInterval = 0
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var isInterruptible = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false

    open private(set) var state: UIViewAnimatingState = .inactive
    open private(set) var isRunning = false
    open var isReversed = false

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var recorded: AnimatedViewStates?
    private var fraction: CGFloat = 0

    /// Required here (not in UIKit) so that `runningPropertyAnimator` can make `Self`.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        self.timingParameters = parameters
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { self.animations.append(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { self.animations.append(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { self.animations.append(animations) }
    }

    /// An animator already started, as UIKit's: here its views end in their
    /// final state and `completion` runs with `.end` before this returns.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters())
        animator.delay = delay
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    // MARK: Blocks

    /// Before the animator starts, kept for it; while it is active, run at
    /// once (the views take their new values).
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { animations.append(animation) }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    open var fractionComplete: CGFloat {
        get { fraction }
        set {
            guard newValue.isFinite else { return }
            activate()
            fraction = min(max(newValue, 0), 1)
            if !isRunning { recorded?.apply(fraction: isReversed ? 1 - fraction : fraction) }
        }
    }

    open func startAnimation() {
        guard state != .stopped else { return }
        activate()
        isRunning = true
        finish(at: isReversed ? .start : .end)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation()
    }

    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        isRunning = false
        recorded?.apply(fraction: isReversed ? 1 - fraction : fraction)
    }

    /// Leaves the views where they are; without finishing, the completions
    /// never run, as in UIKit.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        if withoutFinishing {
            state = .inactive
            animations = []
            completions = []
            recorded = nil
        } else {
            state = .stopped
        }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped || state == .active else { return }
        finish(at: finalPosition)
    }

    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        if let parameters { timingParameters = parameters }
        startAnimation()
    }

    /// Runs the blocks (once) and records what they change.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let blocks = animations
        animations = []
        recorded = AnimatedViewStates { for block in blocks { block() } }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        switch position {
        case .end: recorded?.apply(fraction: 1); fraction = 1
        case .start: recorded?.apply(fraction: 0); fraction = 0
        case .current: break
        }
        isRunning = false
        if pausesOnCompletion, state == .active, position != .current {
            return
        }
        state = .inactive
        recorded = nil
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }
}
