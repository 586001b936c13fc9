import Foundation

/// A distance to move something by, horizontally and vertically (text
/// shadows, bar item title positions).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() { self.init(horizontal: 0, vertical: 0) }
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}

public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}

// UIKit's geometry strings (`NSCoder.string(for:)` and `NSCoder.cgPoint(for:)`
// and friends): "{x, y}", "{{x, y}, {w, h}}", "[a, b, c, d, tx, ty]",
// "{top, left, bottom, right}". Reading takes the numbers in order, as
// UIKit does; missing ones are 0.
extension NSCoder {
    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        var values: [CGFloat] = []
        let scanner = Scanner(string: string)
        scanner.charactersToBeSkipped = CharacterSet(charactersIn: "0123456789+-.eE").inverted
        while values.count < count, !scanner.isAtEnd {
            if let d = scanner.scanDouble() {
                values.append(CGFloat(d))
            } else {
                _ = scanner.scanCharacter()
            }
        }
        return values + Array(repeating: 0, count: count - values.count)
    }

    private static func text(_ value: CGFloat) -> String {
        let d = Double(value)
        return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    public static func string(for point: CGPoint) -> String { "{\(text(point.x)), \(text(point.y))}" }
    public static func string(for vector: CGVector) -> String { "{\(text(vector.dx)), \(text(vector.dy))}" }
    public static func string(for size: CGSize) -> String { "{\(text(size.width)), \(text(size.height))}" }
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    public static func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(text).joined(separator: ", ") + "]"
    }
    public static func string(for insets: UIEdgeInsets) -> String {
        "{\(text(insets.top)), \(text(insets.left)), \(text(insets.bottom)), \(text(insets.right))}"
    }
    public static func string(for insets: NSDirectionalEdgeInsets) -> String {
        "{\(text(insets.top)), \(text(insets.leading)), \(text(insets.bottom)), \(text(insets.trailing))}"
    }
    public static func string(for offset: UIOffset) -> String { "{\(text(offset.horizontal)), \(text(offset.vertical))}" }

    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }
    public static func cgVector(for string: String) -> CGVector {
        let n = numbers(in: string, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }
    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }
    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = numbers(in: string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    public static func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        let n = numbers(in: string, count: 4)
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }
    public static func uiOffset(for string: String) -> UIOffset {
        let n = numbers(in: string, count: 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }
}

public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }
public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String { NSCoder.string(for: transform) }
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { NSCoder.string(for: insets) }
public func NSStringFromUIOffset(_ offset: UIOffset) -> String { NSCoder.string(for: offset) }
public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }
public func CGSizeFromString(_ string: String) -> CGSize { NSCoder.cgSize(for: string) }
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform { NSCoder.cgAffineTransform(for: string) }
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: string) }
public func UIOffsetFromString(_ string: String) -> UIOffset { NSCoder.uiOffset(for: string) }

extension NSValue {
    /// Boxes insets (as four doubles: top, left, bottom, right).
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        var values = [insets.top, insets.left, insets.bottom, insets.right].map(Double.init)
        self.init(bytes: &values, objCType: "[4d]")
    }

    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard String(cString: objCType) == "[4d]" else { return .zero }
        var v = [Double](repeating: 0, count: 4)
        v.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    /// Boxes an offset (as two doubles).
    public convenience init(uiOffset offset: UIOffset) {
        var values = [Double(offset.horizontal), Double(offset.vertical)]
        self.init(bytes: &values, objCType: "[2d]")
    }

    public var uiOffsetValue: UIOffset {
        guard String(cString: objCType) == "[2d]" else { return .zero }
        var v = [Double](repeating: 0, count: 2)
        v.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return UIOffset(horizontal: v[0], vertical: v[1])
    }
}

/// Runs `body`; Swift on Linux has no autorelease pool to drain, and
/// objects are released as soon as they are unused.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
