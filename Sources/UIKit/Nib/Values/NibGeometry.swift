import Foundation

/// Geometry values of the layout format, always written as arrays of numbers:
/// a rect `[x, y, width, height]`, a size `[width, height]`, a point `[x, y]`,
/// edge insets `[top, left, bottom, right]` (UIEdgeInsets' order).
package enum NibGeometry {
    /// Coordinates beyond this are mistakes, not layouts.
    package static let coordinateLimit: Double = 1_000_000

    package static func rect(_ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> CGRect {
        let n = try finite(reader.numbers(value, count: 4, what: "a rect [x, y, width, height]"), value, reader)
        if n[2] < 0 || n[3] < 0 {
            throw reader.error(value, "a rect's width and height cannot be negative, found [\(n.map(JSONValue.format).joined(separator: ", "))]")
        }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    package static func size(_ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> CGSize {
        let n = try finite(reader.numbers(value, count: 2, what: "a size [width, height]"), value, reader)
        return CGSize(width: n[0], height: n[1])
    }

    package static func point(_ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> CGPoint {
        let n = try finite(reader.numbers(value, count: 2, what: "a point [x, y]"), value, reader)
        return CGPoint(x: n[0], y: n[1])
    }

    /// `[top, left, bottom, right]`.
    package static func insets(_ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> [Double] {
        try finite(reader.numbers(value, count: 4, what: "insets [top, left, bottom, right]"), value, reader)
    }

    private static func finite(_ numbers: [Double], _ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> [Double] {
        for (i, n) in numbers.enumerated() where abs(n) > coordinateLimit {
            throw reader.error(value.arrayValue![i], "expected a coordinate within ±\(Int(coordinateLimit)) points, found \(JSONValue.format(n))")
        }
        return numbers
    }
}
