import Foundation

/// A range of values, as UIKit's (`UIGeometry.h`): the sliding range of a
/// sliding attachment in points, the turning range of a pin attachment in
/// radians.
public struct UIFloatRange: Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init() { self.init(minimum: 0, maximum: 0) }

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Both ends 0: no motion at all.
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// From -infinity to +infinity: no limit.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// True when either end is infinite.
    public var isInfinite: Bool { minimum.isInfinite || maximum.isInfinite }

    /// `value` brought into the range.
    func clamp(_ value: CGFloat) -> CGFloat { min(max(value, minimum), maximum) }
}
