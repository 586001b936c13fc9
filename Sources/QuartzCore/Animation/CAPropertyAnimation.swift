/// An animation of one key path of the layer (`"opacity"`, `"transform.rotation.z"`).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public override init() {
        super.init()
    }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// From one value to another (`fromValue`, `toValue`, `byValue`).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Through a list of values (or along a path) at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?
}

/// A spring: `settlingDuration` is computed from the physics, as on iOS.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    /// Time until the spring's motion stays within 0.1% of its travel.
    open var settlingDuration: CFTimeInterval {
        guard mass > 0, stiffness > 0 else { return 0 }
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let decay = zeta < 1 ? zeta * omega : omega * max(zeta - (zeta * zeta - 1).squareRoot(), 1e-3)
        return CFTimeInterval(log(1000) / max(decay, 1e-6))
    }
}

/// Several animations run together.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// A transition of the layer's whole content.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}
