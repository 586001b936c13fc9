import Foundation

// NSValue boxes of geometry, as `NSValue(cgPoint:)` and friends box them on
// iOS (UIKit's NSValue additions and Core Animation's `caTransform3D`).
// Key-frame animations and `setValue(_:forKey:)` take them. On Linux the
// boxes are Foundation's point, size and rect values; transforms are kept
// by a box of their own.

extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgVector vector: CGVector) { self.init(point: CGPoint(x: vector.dx, y: vector.dy)) }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
    public var cgVectorValue: CGVector { CGVector(dx: pointValue.x, dy: pointValue.y) }
}

extension NSValue {
    /// Boxes a transform (as six doubles: a, b, c, d, tx, ty).
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var values = [Double(transform.a), Double(transform.b), Double(transform.c),
                      Double(transform.d), Double(transform.tx), Double(transform.ty)]
        self.init(bytes: &values, objCType: "[6d]")
    }

    /// The boxed transform; the identity when the value holds no transform.
    public var cgAffineTransformValue: CGAffineTransform {
        guard String(cString: objCType) == "[6d]" else { return .identity }
        var values = [Double](repeating: 0, count: 6)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CGAffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
    }
}
