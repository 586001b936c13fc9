/// A spring timing curve. Offscreen renders still frames: the spring's
/// parameters are kept and read back; an animator using them ends in its
/// final state like any other.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    open private(set) var initialVelocity: CGVector
    /// The damping ratio (1 = critically damped), or nil when made from mass, stiffness and damping.
    package private(set) var dampingRatio: CGFloat?
    package private(set) var mass: CGFloat?
    package private(set) var stiffness: CGFloat?
    package private(set) var damping: CGFloat?

    /// UIKit's default spring: critically damped, no initial velocity.
    public override convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        initialVelocity = velocity
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}
