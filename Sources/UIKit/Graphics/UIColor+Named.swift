// UIKit's named and system colours. System colours are dynamic, with
// iOS's values (iOS 15 to 18) for light and dark, normal and increased
// contrast, and, for the background colours, base and elevated levels.

extension UIColor {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    public class var systemBlue: UIColor { system("systemBlue") }
    public class var systemGreen: UIColor { system("systemGreen") }
    public class var systemIndigo: UIColor { system("systemIndigo") }
    public class var systemOrange: UIColor { system("systemOrange") }
    public class var systemPink: UIColor { system("systemPink") }
    public class var systemPurple: UIColor { system("systemPurple") }
    public class var systemRed: UIColor { system("systemRed") }
    public class var systemTeal: UIColor { system("systemTeal") }
    public class var systemYellow: UIColor { system("systemYellow") }
    public class var systemMint: UIColor { system("systemMint") }
    public class var systemCyan: UIColor { system("systemCyan") }
    public class var systemBrown: UIColor { system("systemBrown") }
    public class var systemGray: UIColor { system("systemGray") }
    public class var systemGray2: UIColor { system("systemGray2") }
    public class var systemGray3: UIColor { system("systemGray3") }
    public class var systemGray4: UIColor { system("systemGray4") }
    public class var systemGray5: UIColor { system("systemGray5") }
    public class var systemGray6: UIColor { system("systemGray6") }
    public class var label: UIColor { system("label") }
    public class var secondaryLabel: UIColor { system("secondaryLabel") }
    public class var tertiaryLabel: UIColor { system("tertiaryLabel") }
    public class var quaternaryLabel: UIColor { system("quaternaryLabel") }
    public class var link: UIColor { system("link") }
    public class var placeholderText: UIColor { system("placeholderText") }
    public class var separator: UIColor { system("separator") }
    public class var opaqueSeparator: UIColor { system("opaqueSeparator") }
    public class var systemBackground: UIColor { system("systemBackground") }
    public class var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    public class var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
    public class var systemFill: UIColor { system("systemFill") }
    public class var secondarySystemFill: UIColor { system("secondarySystemFill") }
    public class var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    public class var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
    /// The tint colour of the view being drawn: systemBlue unless a view sets another.
    public class var tintColor: UIColor { system("systemBlue") }
    /// Deprecated in iOS 13, where it became `systemGroupedBackground` (and equals it).
    @available(iOS, deprecated: 13.0, message: "Use systemGroupedBackgroundColor instead")
    public class var groupTableViewBackground: UIColor { system("systemGroupedBackground") }
    /// The three texture colours iOS 7 deprecated, solid since then (the
    /// linen and flipside textures went with iOS 6); the same in light and
    /// dark. Offscreen's values are gray-blues close to those textures.
    @available(iOS, introduced: 2.0, deprecated: 7.0, message: "")
    public class var viewFlipsideBackground: UIColor { UIColor(red: 0.122, green: 0.129, blue: 0.141, alpha: 1) }
    @available(iOS, introduced: 3.2, deprecated: 7.0, message: "")
    public class var scrollViewTexturedBackground: UIColor { UIColor(red: 0.439, green: 0.455, blue: 0.502, alpha: 1) }
    @available(iOS, introduced: 5.0, deprecated: 7.0, message: "")
    public class var underPageBackground: UIColor { UIColor(red: 0.71, green: 0.718, blue: 0.737, alpha: 1) }
    /// Fixed: the same in light and dark, as on iOS.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }

    /// A dynamic system colour by name (a key of `SystemColors.table`).
    package static func system(_ name: String) -> UIColor {
        let variants = SystemColors.table[name]!
        return UIColor(systemName: name) { traits in variants.color(for: traits) }
    }
}

/// The values of UIKit's dynamic system colours (8-bit sRGB, with alpha),
/// as Apple's Human Interface Guidelines list them for iOS 15 to 18.
package enum SystemColors {
    package struct RGBA: Equatable, Sendable {
        package var red, green, blue: Int
        package var alpha: CGFloat
        package var color: UIColor {
            UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
        }
    }

    /// One colour's values. Unspecified style resolves as light, unspecified
    /// contrast as normal, unspecified level as base, as on iOS.
    package struct Variants: Sendable {
        package var light, dark: RGBA
        package var lightHighContrast, darkHighContrast: RGBA
        package var darkElevated: RGBA?
        package var darkElevatedHighContrast: RGBA?

        package func value(for traits: UITraitCollection) -> RGBA {
            let high = traits.accessibilityContrast == .high
            guard traits.userInterfaceStyle == .dark else { return high ? lightHighContrast : light }
            if traits.userInterfaceLevel == .elevated, let elevated = darkElevated {
                return high ? (darkElevatedHighContrast ?? elevated) : elevated
            }
            return high ? darkHighContrast : dark
        }

        package func color(for traits: UITraitCollection) -> UIColor { value(for: traits).color }
    }

    private static func c(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> RGBA { RGBA(red: r, green: g, blue: b, alpha: a) }

    /// Light, dark, light with increased contrast, dark with increased contrast.
    /// The element colours (labels, separators, fills, backgrounds) keep
    /// their normal values under increased contrast here.
    private static func v(_ l: RGBA, _ d: RGBA, _ lh: RGBA, _ dh: RGBA, elevated: RGBA? = nil, elevatedHigh: RGBA? = nil) -> Variants {
        Variants(light: l, dark: d, lightHighContrast: lh, darkHighContrast: dh, darkElevated: elevated, darkElevatedHighContrast: elevatedHigh)
    }

    package static let table: [String: Variants] = [
        "systemRed": v(c(255, 59, 48), c(255, 69, 58), c(215, 0, 21), c(255, 105, 97)),
        "systemOrange": v(c(255, 149, 0), c(255, 159, 10), c(201, 52, 0), c(255, 179, 64)),
        "systemYellow": v(c(255, 204, 0), c(255, 214, 10), c(178, 80, 0), c(255, 212, 38)),
        "systemGreen": v(c(52, 199, 89), c(48, 209, 88), c(36, 138, 61), c(48, 219, 91)),
        "systemMint": v(c(0, 199, 190), c(99, 230, 226), c(12, 129, 123), c(102, 212, 207)),
        "systemTeal": v(c(48, 176, 199), c(64, 200, 224), c(0, 130, 153), c(93, 230, 255)),
        "systemCyan": v(c(50, 173, 230), c(100, 210, 255), c(0, 113, 164), c(112, 215, 255)),
        "systemBlue": v(c(0, 122, 255), c(10, 132, 255), c(0, 64, 221), c(64, 156, 255)),
        "systemIndigo": v(c(88, 86, 214), c(94, 92, 230), c(54, 52, 163), c(125, 122, 255)),
        "systemPurple": v(c(175, 82, 222), c(191, 90, 242), c(137, 68, 171), c(218, 143, 255)),
        "systemPink": v(c(255, 45, 85), c(255, 55, 95), c(211, 15, 69), c(255, 100, 130)),
        "systemBrown": v(c(162, 132, 94), c(172, 142, 104), c(127, 101, 69), c(181, 148, 105)),
        "systemGray": v(c(142, 142, 147), c(142, 142, 147), c(108, 108, 112), c(174, 174, 178)),
        "systemGray2": v(c(174, 174, 178), c(99, 99, 102), c(142, 142, 147), c(124, 124, 128)),
        "systemGray3": v(c(199, 199, 204), c(72, 72, 74), c(174, 174, 178), c(84, 84, 86)),
        "systemGray4": v(c(209, 209, 214), c(58, 58, 60), c(188, 188, 192), c(68, 68, 70)),
        "systemGray5": v(c(229, 229, 234), c(44, 44, 46), c(216, 216, 220), c(54, 54, 56)),
        "systemGray6": v(c(242, 242, 247), c(28, 28, 30), c(235, 235, 240), c(36, 36, 38)),
        "label": v(c(0, 0, 0), c(255, 255, 255), c(0, 0, 0), c(255, 255, 255)),
        "secondaryLabel": v(c(60, 60, 67, 0.6), c(235, 235, 245, 0.6), c(60, 60, 67, 0.6), c(235, 235, 245, 0.6)),
        "tertiaryLabel": v(c(60, 60, 67, 0.3), c(235, 235, 245, 0.3), c(60, 60, 67, 0.3), c(235, 235, 245, 0.3)),
        "quaternaryLabel": v(c(60, 60, 67, 0.18), c(235, 235, 245, 0.16), c(60, 60, 67, 0.18), c(235, 235, 245, 0.16)),
        "link": v(c(0, 122, 255), c(9, 132, 255), c(0, 122, 255), c(9, 132, 255)),
        "placeholderText": v(c(60, 60, 67, 0.3), c(235, 235, 245, 0.3), c(60, 60, 67, 0.3), c(235, 235, 245, 0.3)),
        "separator": v(c(60, 60, 67, 0.29), c(84, 84, 88, 0.6), c(60, 60, 67, 0.29), c(84, 84, 88, 0.6)),
        "opaqueSeparator": v(c(198, 198, 200), c(56, 56, 58), c(198, 198, 200), c(56, 56, 58)),
        "systemBackground": v(c(255, 255, 255), c(0, 0, 0), c(255, 255, 255), c(0, 0, 0), elevated: c(28, 28, 30)),
        "secondarySystemBackground": v(c(242, 242, 247), c(28, 28, 30), c(242, 242, 247), c(28, 28, 30), elevated: c(44, 44, 46)),
        "tertiarySystemBackground": v(c(255, 255, 255), c(44, 44, 46), c(255, 255, 255), c(44, 44, 46), elevated: c(58, 58, 60)),
        "systemGroupedBackground": v(c(242, 242, 247), c(0, 0, 0), c(242, 242, 247), c(0, 0, 0), elevated: c(28, 28, 30)),
        "secondarySystemGroupedBackground": v(c(255, 255, 255), c(28, 28, 30), c(255, 255, 255), c(28, 28, 30), elevated: c(44, 44, 46)),
        "tertiarySystemGroupedBackground": v(c(242, 242, 247), c(44, 44, 46), c(242, 242, 247), c(44, 44, 46), elevated: c(58, 58, 60)),
        "systemFill": v(c(120, 120, 128, 0.2), c(120, 120, 128, 0.36), c(120, 120, 128, 0.2), c(120, 120, 128, 0.36)),
        "secondarySystemFill": v(c(120, 120, 128, 0.16), c(120, 120, 128, 0.32), c(120, 120, 128, 0.16), c(120, 120, 128, 0.32)),
        "tertiarySystemFill": v(c(118, 118, 128, 0.12), c(118, 118, 128, 0.24), c(118, 118, 128, 0.12), c(118, 118, 128, 0.24)),
        "quaternarySystemFill": v(c(116, 116, 128, 0.08), c(118, 118, 128, 0.18), c(116, 116, 128, 0.08), c(118, 118, 128, 0.18)),
    ]
}
