/// One element of a path, as `CGPath.applyWithBlock` reports them.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// The path data, stored as a list of elements; arcs and shapes are turned into
/// Béziers when they are added, as Apple's CoreGraphics does.
package enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close
}

/// An immutable graphics path.
public class CGPath: @unchecked Sendable, Equatable, Hashable {
    package var elements: [PathElement]

    package init(elements: [PathElement]) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }

    public static func == (l: CGPath, r: CGPath) -> Bool { l.elements == r.elements }
    public func hash(into h: inout Hasher) { h.combine(elements.count) }

    public func copy() -> CGPath? { CGPath(elements: elements) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }
}

/// A path that can be built up.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }
    package override init(elements: [PathElement]) { super.init(elements: elements) }
}
