import Foundation

// Core Graphics's `equalTo(_:)` comparisons (CGPointEqualToPoint,
// CGSizeEqualToSize, CGRectEqualToRect in C), which iOS code calls on the
// geometry types; Foundation on Linux has the types but not these methods.

extension CGPoint {
    /// Whether the two points are the same, as `CGPointEqualToPoint`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same, as `CGSizeEqualToSize`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles cover the same area, as `CGRectEqualToRect`:
    /// compared standardized, so a rectangle with a negative width equals the
    /// same area described from its other corner; two null rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
