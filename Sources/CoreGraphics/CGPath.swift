/// One element of a path, as `CGPath.applyWithBlock` reports them.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// An element as Apple's `applyWithBlock` hands it out: its type and a pointer to
/// its points (1 for moves and lines, 2 for quads, 3 for cubics, 0 for closes).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The fill rules of `CGPath.contains` and `CGContext.fillPath(using:)`.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
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

    /// A rectangle path (move to the origin corner, three lines, close).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(elements: PathGeometry.rect(rect).map { $0.applying(t) })
    }

    /// An ellipse inscribed in `rect`, as four Béziers.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(elements: PathGeometry.ellipse(in: rect).map { $0.applying(t) })
    }

    /// A rounded rectangle. Apple requires each corner size to be at most half
    /// the side; larger values are clamped here instead of asserting.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(elements: PathGeometry.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
            .map { $0.applying(t) })
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next element would start: the last end point, or the
    /// start of the subpath just closed; `.zero` for an empty path, as Apple returns.
    public var currentPoint: CGPoint { elements.currentPoint ?? .zero }

    public static func == (l: CGPath, r: CGPath) -> Bool { l.elements == r.elements }
    public func hash(into h: inout Hasher) { h.combine(elements.count) }

    public func copy() -> CGPath? { CGPath(elements: elements) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A copy with every point mapped through `transform` (nil: an unchanged copy).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let t = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let t = transform?.pointee ?? .identity
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    /// Calls `block` once per element, in order. The points pointer is valid
    /// only during the call, as with Apple's.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        points.initialize(repeating: .zero, count: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move(let p): points[0] = p; type = .moveToPoint
            case .line(let p): points[0] = p; type = .addLineToPoint
            case .quad(let c, let p): points[0] = c; points[1] = p; type = .addQuadCurveToPoint
            case .cubic(let c1, let c2, let p): points[0] = c1; points[1] = c2; points[2] = p; type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            var e = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &e) { block($0) }
        }
    }
}

extension Array where Element == PathElement {
    /// The current point of a path made of these elements, nil when empty.
    package var currentPoint: CGPoint? {
        guard let last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close:
            for e in reversed() { if case .move(let p) = e { return p } }
            return nil
        }
    }
}
