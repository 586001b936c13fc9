/// An animation a layer can hold (`CALayer.add(_:forKey:)`).
///
/// Offscreen renders still frames: animations are recorded on the layer
/// (`animation(forKey:)`, `animationKeys()`), not played, and never change
/// the model, exactly as on iOS, where a snapshot of the model layer shows
/// the model values. A snapshot therefore shows the layer's own property
/// values; set them to the end state (as iOS code does alongside an
/// animation) to see it. Delegates are not called.
open class CAAnimation: NSObject, CAMediaTiming {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?
    open var isRemovedOnCompletion = true
    /// Values set with `setValue(_:forKey:)` for keys that are not properties
    /// (apps tag animations this way to tell them apart in delegate callbacks).
    package var extraValues: [String: Any] = [:]

    public override init() {
        super.init()
    }

    open class func defaultValue(forKey key: String) -> Any? { nil }
    open func shouldArchiveValue(forKey key: String) -> Bool { true }
}

public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
