public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier pacing curve from (0, 0) to (1, 1), as Core Animation's.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let points: [Float]  // c1x, c1y, c2x, c2y

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = [c1x, c1y, c2x, c2y]
        super.init()
    }

    /// Core Animation's named curves and their control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Control point 0 is (0, 0), 1 and 2 the curve's, 3 is (1, 1).
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let all: [Float] = [0, 0] + points + [1, 1]
        guard (0...3).contains(idx) else { return }
        ptr[0] = all[idx * 2]
        ptr[1] = all[idx * 2 + 1]
    }
}
