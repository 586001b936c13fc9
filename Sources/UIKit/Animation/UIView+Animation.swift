/// UIView's block animations, for still frames.
///
/// The `animations` block runs at once, so the model (what a snapshot
/// shows) is the end state, as on iOS where the model takes the new values
/// immediately and only the presentation moves. The completion runs right
/// after, synchronously, with `finished == true`, so a snapshot taken
/// after `animate(...)` also shows what the completion changed. (iOS calls
/// it later, after the duration; code that relies on it running after
/// `animate` returns sees a difference.) Delays, curves, springs, repeats
/// and transitions' visual effects have no effect on the frame.
/// (Main-actor isolated through UIView, `@preconcurrency` as in the SDK.)
extension UIView {
    private static var animationsEnabled = true
    private static var animationDepth: [TimeInterval] = []

    public static var areAnimationsEnabled: Bool { animationsEnabled }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// The duration of the animation block running now (0 outside one).
    public static var inheritedAnimationDuration: TimeInterval { animationDepth.last ?? 0 }

    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let saved = animationsEnabled
        animationsEnabled = false
        actionsWithoutAnimation()
        animationsEnabled = saved
    }

    private static func run(_ duration: TimeInterval, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        animationDepth.append(animationsEnabled ? max(0, duration) : 0)
        animations()
        animationDepth.removeLast()
        completion?(true)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        run(duration, animations, nil)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        run(duration, animations, completion)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration, animations, completion)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        run(duration, animations, completion)
    }

    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        run(duration, animations, completion)
    }

    /// Runs the keyframe's changes at once (the last keyframe's values win, as at the end on iOS).
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `animations` (the view's content changes at once).
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        run(duration, animations ?? {}, completion)
    }

    /// Replaces `fromView` by `toView` in its superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other).
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        run(duration, {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if let superview = fromView.superview, toView.superview !== superview {
                    superview.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }, completion)
    }

    /// Runs `animations` with the layout pass inside, as the modern spring API does.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animationDepth.append(animationsEnabled ? max(0, duration) : 0)
        animations()
        animationDepth.removeLast()
        completion?(true)
    }
}
