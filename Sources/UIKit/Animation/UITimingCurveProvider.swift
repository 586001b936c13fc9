/// A timing curve for a property animator.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}
