/// Recognizes two fingers moving apart or together: `.began` once the
/// distance between the first two touches changed by 10 points from where
/// the second one touched down, `.changed` as they move, `.ended` when
/// both fingers lift (it fails if they lift first). `scale` is the distance over
/// the distance at touch down (so it includes the first 10 points, as
/// UIKit's does); setting it makes the current distance that scale.
/// `velocity` is scale per second between the last two moves, on the event
/// clock. (UIKit does not publish its threshold; this is Offscreen's.)
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    package static let hysteresis: CGFloat = 10

    private var fingers = TwoFingerGesture()
    /// The distance and scale `scale` counts from (touch down, or the last set).
    private var reference: (span: CGFloat, scale: CGFloat)?
    private var storedScale: CGFloat = 1

    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            if let span = fingers.last?.span { reference = (span, newValue) }
        }
    }

    /// Scale per second.
    open var velocity: CGFloat {
        guard let reference, reference.span > 0 else { return 0 }
        return fingers.velocity { $0.span } * reference.scale / reference.span
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers.began(self, event: event)
        if reference == nil, let start = fingers.start { reference = (start.span, storedScale) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let now = fingers.sample(self, at: event.timestamp), let start = fingers.start else { return }
        // The scale is current before the action of `.began`/`.changed` runs.
        if let reference, reference.span > 0 { storedScale = reference.scale * now.span / reference.span }
        fingers.advance(self, farEnough: abs(now.span - start.span) >= Self.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers.ended(self, touches, cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers.ended(self, touches, cancelled: true)
    }

    open override func reset() {
        fingers = TwoFingerGesture()
        reference = nil
        storedScale = 1
    }
}
