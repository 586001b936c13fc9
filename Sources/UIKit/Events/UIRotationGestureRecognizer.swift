/// Recognizes two fingers turning about each other: `.began` once the line
/// between the first two touches turned far enough that the fingers moved
/// 10 points along their circle (the angle times half their distance) from
/// where the second one touched down, `.changed` as they move, `.ended` when
/// both fingers lift (it fails if they lift first). `rotation` is in radians,
/// clockwise positive on screen (y down), counted from touch down and past
/// a full turn; setting it makes the current angle that rotation.
/// `velocity` is radians per second between the last two moves, on the
/// event clock. (UIKit does not publish its threshold; this is Offscreen's.)
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    package static let hysteresis: CGFloat = 10

    private var fingers = TwoFingerGesture()
    /// The angle and rotation `rotation` counts from (touch down, or the last set).
    private var reference: (angle: CGFloat, rotation: CGFloat)?
    private var storedRotation: CGFloat = 0

    open var rotation: CGFloat {
        get { storedRotation }
        set {
            storedRotation = newValue
            if let angle = fingers.last?.angle { reference = (angle, newValue) }
        }
    }

    /// Radians per second.
    open var velocity: CGFloat { fingers.velocity { $0.angle } }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers.began(self, event: event)
        if reference == nil, let start = fingers.start { reference = (start.angle, storedRotation) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let now = fingers.sample(self, at: event.timestamp), let start = fingers.start else { return }
        // The rotation is current before the action of `.began`/`.changed` runs.
        if let reference { storedRotation = reference.rotation + now.angle - reference.angle }
        fingers.advance(self, farEnough: abs(now.angle - start.angle) * now.span / 2 >= Self.hysteresis)
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
        storedRotation = 0
    }
}
