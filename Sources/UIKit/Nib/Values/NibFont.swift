/// A font as written in a layout file: `{"style": "body"}` (a Dynamic Type text
/// style), `{"system": 17, "weight": "semibold"}` (the system font) or
/// `{"name": "Helvetica", "size": 14}` (a font by name).
package enum NibFont: Equatable, Sendable {
    case textStyle(String)
    case system(size: Double, weight: String)
    case named(String, size: Double)

    /// `UIFont.TextStyle` raw names, in UIKit's order.
    package static let textStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "subheadline",
        "body", "callout", "footnote", "caption1", "caption2",
    ]

    /// `UIFont.Weight` names with UIKit's values.
    package static let weights: [(name: String, value: Double)] = [
        ("ultraLight", -0.8), ("thin", -0.6), ("light", -0.4), ("regular", 0), ("medium", 0.23),
        ("semibold", 0.3), ("bold", 0.4), ("heavy", 0.56), ("black", 0.62),
    ]

    /// Font sizes are points; beyond this a label is certainly a mistake.
    package static let sizeRange: ClosedRange<Double> = 1...1000

    package static func parse(_ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> NibFont {
        guard let o = value.objectValue else {
            throw reader.mismatch(value, expected: "a font ({\"style\": \"body\"}, {\"system\": 17, \"weight\": \"semibold\"} or {\"name\": \"Helvetica\", \"size\": 14})")
        }
        if let style = o["style"] {
            try reader.checkKeys(o, of: value, allowed: ["style"], what: "a text-style font")
            return .textStyle(try reader.name(style, in: textStyles, what: "text style"))
        }
        if let size = o["system"] {
            try reader.checkKeys(o, of: value, allowed: ["system", "weight"], what: "a system font")
            let weight = try o["weight"].map { v throws(LayoutFileError) in try reader.name(v, in: weights.map(\.name), what: "font weight") } ?? "regular"
            return .system(size: try reader.number(size, sizeRange), weight: weight)
        }
        if let name = o["name"] {
            try reader.checkKeys(o, of: value, allowed: ["name", "size"], what: "a named font")
            guard let size = o["size"] else {
                throw reader.error(value, "a named font needs \"size\" (points)")
            }
            let fontName = try reader.string(name)
            guard !fontName.isEmpty else { throw reader.error(name, "expected a font name, found an empty string") }
            return .named(fontName, size: try reader.number(size, sizeRange))
        }
        throw reader.error(value, "expected a font with \"style\", \"system\" or \"name\", found keys \(o.keys.map { JSONValue.quote($0) }.joined(separator: ", "))")
    }
}
