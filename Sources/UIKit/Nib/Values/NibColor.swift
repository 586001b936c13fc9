/// A colour as written in a layout file: `#RRGGBB`, `#RRGGBBAA`, a named UIKit
/// colour (`systemBlue`, `label`, `white`, ...), `{"red":…,"green":…,"blue":…,"alpha":…}`
/// or `{"white":…,"alpha":…}` (components from 0 to 1, sRGB).
///
/// Dynamic system colours stay named: they become UIKit's dynamic colours,
/// which resolve against the traits of the view that draws them.
package enum NibColor: Equatable, Sendable {
    case rgba(red: Double, green: Double, blue: Double, alpha: Double)
    case system(String)

    package struct Components: Equatable, Sendable {
        package var red, green, blue, alpha: Double
    }

    /// The colour's components for a light or dark appearance.
    package func resolved(dark: Bool) -> Components {
        switch self {
        case let .rgba(r, g, b, a):
            return Components(red: r, green: g, blue: b, alpha: a)
        case .system(let name):
            let v = NibColor.dynamicColors[name]!.value(for: UITraitCollection(userInterfaceStyle: dark ? .dark : .light))
            return Components(red: Double(v.red) / 255, green: Double(v.green) / 255, blue: Double(v.blue) / 255, alpha: Double(v.alpha))
        }
    }

    package static func parse(_ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> NibColor {
        switch value.kind {
        case .string(let s):
            if s.hasPrefix("#") { return try parseHex(s, value, reader) }
            if let fixed = fixedColors[s] { return fixed }
            if dynamicColors[s] != nil { return .system(s) }
            throw reader.error(value, "unknown colour name \(JSONValue.quote(s))\(NibValueReader.suggestion(for: s, in: allNames)); expected #RRGGBB, #RRGGBBAA or a UIKit colour name such as \"systemBlue\"")
        case .object(let o):
            let unit: ClosedRange<Double> = 0...1
            if o["white"] != nil {
                try reader.checkKeys(o, of: value, allowed: ["white", "alpha"], what: "a white colour")
                let w = try reader.number(o["white"]!, unit)
                let a = try o["alpha"].map { v throws(LayoutFileError) in try reader.number(v, unit) } ?? 1
                return .rgba(red: w, green: w, blue: w, alpha: a)
            }
            try reader.checkKeys(o, of: value, allowed: ["red", "green", "blue", "alpha"], what: "an RGB colour")
            var c: [Double] = []
            for key in ["red", "green", "blue"] {
                guard let v = o[key] else {
                    throw reader.error(value, "an RGB colour needs \"red\", \"green\" and \"blue\" (0 to 1); \"\(key)\" is missing")
                }
                c.append(try reader.number(v, unit))
            }
            let a = try o["alpha"].map { v throws(LayoutFileError) in try reader.number(v, unit) } ?? 1
            return .rgba(red: c[0], green: c[1], blue: c[2], alpha: a)
        default:
            throw reader.mismatch(value, expected: "a colour (\"#RRGGBB\", \"#RRGGBBAA\", a colour name or {\"red\",\"green\",\"blue\"})")
        }
    }

    private static func parseHex(_ s: String, _ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> NibColor {
        let digits = Array(s.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8,
              let v = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
              digits.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }) else {
            throw reader.error(value, "expected a colour as #RRGGBB or #RRGGBBAA (hex digits), found \(JSONValue.quote(s))")
        }
        let rgba = digits.count == 6 ? v << 8 | 0xFF : v
        func channel(_ shift: UInt32) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
        return .rgba(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }

    /// UIKit's fixed colours (`UIColor.red` is pure sRGB red, `gray` is 50% white...).
    package static let fixedColors: [String: NibColor] = [
        "black": .rgba(red: 0, green: 0, blue: 0, alpha: 1),
        "darkGray": .rgba(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1),
        "lightGray": .rgba(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1),
        "white": .rgba(red: 1, green: 1, blue: 1, alpha: 1),
        "gray": .rgba(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
        "red": .rgba(red: 1, green: 0, blue: 0, alpha: 1),
        "green": .rgba(red: 0, green: 1, blue: 0, alpha: 1),
        "blue": .rgba(red: 0, green: 0, blue: 1, alpha: 1),
        "cyan": .rgba(red: 0, green: 1, blue: 1, alpha: 1),
        "yellow": .rgba(red: 1, green: 1, blue: 0, alpha: 1),
        "magenta": .rgba(red: 1, green: 0, blue: 1, alpha: 1),
        "orange": .rgba(red: 1, green: 0.5, blue: 0, alpha: 1),
        "purple": .rgba(red: 0.5, green: 0, blue: 0.5, alpha: 1),
        "brown": .rgba(red: 0.6, green: 0.4, blue: 0.2, alpha: 1),
        "clear": .rgba(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// UIKit's dynamic system colours by name: resolved by the trait
    /// machinery when drawn, like `UIColor.systemBlue` in code.
    package static var dynamicColors: [String: SystemColors.Variants] { SystemColors.table }

    package static var allNames: [String] {
        (Array(fixedColors.keys) + Array(dynamicColors.keys)).sorted()
    }
}
