/// The frame rates a display link (or animation) would like: a range and,
/// optionally, the rate it prefers within it. `.default` (all zero) leaves
/// the choice to the system.
public struct CAFrameRateRange: Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float, __preferred: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: __preferred)
    }

    /// No preference: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// True when both ranges hold the same rates (an absent preference equals zero, as in Core Animation's C struct).
    public func isEqual(to range: CAFrameRateRange) -> Bool {
        minimum == range.minimum && maximum == range.maximum && (preferred ?? 0) == (range.preferred ?? 0)
    }
}
