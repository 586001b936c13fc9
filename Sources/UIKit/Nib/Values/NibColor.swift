/// A colour as written in a layout file: `#RRGGBB`, `#RRGGBBAA`, a named UIKit
/// colour (`systemBlue`, `label`, `white`, ...), `{"red":…,"green":…,"blue":…,"alpha":…}`
/// or `{"white":…,"alpha":…}` (components from 0 to 1, sRGB).
///
/// Dynamic system colours stay named so they resolve against the canvas
/// appearance (light or dark) the way UIKit's dynamic colours do.
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
            let pair = NibColor.dynamicColors[name]!
            return dark ? pair.dark : pair.light
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

    /// UIKit's dynamic system colours, light and dark, as Apple's Human Interface
    /// Guidelines list them (8-bit sRGB).
    package static let dynamicColors: [String: (light: Components, dark: Components)] = {
        func c(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Components {
            Components(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
        }
        return [
            "systemRed": (c(255, 59, 48), c(255, 69, 58)),
            "systemOrange": (c(255, 149, 0), c(255, 159, 10)),
            "systemYellow": (c(255, 204, 0), c(255, 214, 10)),
            "systemGreen": (c(52, 199, 89), c(48, 209, 88)),
            "systemMint": (c(0, 199, 190), c(99, 230, 226)),
            "systemTeal": (c(48, 176, 199), c(64, 200, 224)),
            "systemCyan": (c(50, 173, 230), c(100, 210, 255)),
            "systemBlue": (c(0, 122, 255), c(10, 132, 255)),
            "systemIndigo": (c(88, 86, 214), c(94, 92, 230)),
            "systemPurple": (c(175, 82, 222), c(191, 90, 242)),
            "systemPink": (c(255, 45, 85), c(255, 55, 95)),
            "systemBrown": (c(162, 132, 94), c(172, 142, 104)),
            "systemGray": (c(142, 142, 147), c(142, 142, 147)),
            "systemGray2": (c(174, 174, 178), c(99, 99, 102)),
            "systemGray3": (c(199, 199, 204), c(72, 72, 74)),
            "systemGray4": (c(209, 209, 214), c(58, 58, 60)),
            "systemGray5": (c(229, 229, 234), c(44, 44, 46)),
            "systemGray6": (c(242, 242, 247), c(28, 28, 30)),
            "label": (c(0, 0, 0), c(255, 255, 255)),
            "secondaryLabel": (c(60, 60, 67, 0.6), c(235, 235, 245, 0.6)),
            "tertiaryLabel": (c(60, 60, 67, 0.3), c(235, 235, 245, 0.3)),
            "quaternaryLabel": (c(60, 60, 67, 0.18), c(235, 235, 245, 0.16)),
            "link": (c(0, 122, 255), c(9, 132, 255)),
            "placeholderText": (c(60, 60, 67, 0.3), c(235, 235, 245, 0.3)),
            "separator": (c(60, 60, 67, 0.29), c(84, 84, 88, 0.6)),
            "opaqueSeparator": (c(198, 198, 200), c(56, 56, 58)),
            "systemBackground": (c(255, 255, 255), c(0, 0, 0)),
            "secondarySystemBackground": (c(242, 242, 247), c(28, 28, 30)),
            "tertiarySystemBackground": (c(255, 255, 255), c(44, 44, 46)),
            "systemGroupedBackground": (c(242, 242, 247), c(0, 0, 0)),
            "secondarySystemGroupedBackground": (c(255, 255, 255), c(28, 28, 30)),
            "tertiarySystemGroupedBackground": (c(242, 242, 247), c(44, 44, 46)),
            "systemFill": (c(120, 120, 128, 0.2), c(120, 120, 128, 0.36)),
            "secondarySystemFill": (c(120, 120, 128, 0.16), c(120, 120, 128, 0.32)),
            "tertiarySystemFill": (c(118, 118, 128, 0.12), c(118, 118, 128, 0.24)),
            "quaternarySystemFill": (c(116, 116, 128, 0.08), c(118, 118, 128, 0.18)),
        ]
    }()

    package static var allNames: [String] {
        (Array(fixedColors.keys) + Array(dynamicColors.keys)).sorted()
    }
}
