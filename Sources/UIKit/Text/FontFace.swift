import Foundation

/// Which pinned face a UIFont draws with: a family chain for Pango (the first family is
/// the font's own, the rest are the pinned fallbacks for characters it lacks), a CSS
/// weight, italic, and OpenType features. Size-independent, so metrics in em units are
/// cached per face.
package struct FontFace: Hashable, Sendable {
    package enum Design: Hashable, Sendable {
        /// Inter; `display` is the optical size iOS uses from 20 pt up.
        case system(display: Bool)
        case monospaced
        case chinese(traditional: Bool)
        case symbols
        /// A font registered with `CTFontManagerRegisterGraphicsFont` (or for
        /// a URL): the index of its names in `TextSystem`'s list. An index
        /// rather than the names keeps FontFace a plain value, as Core
        /// Foundation's attribute dictionaries need of the fonts in them.
        case registered(Int)
    }

    package var design: Design
    /// 100 (thin) ... 900 (black), as CSS and OpenType.
    package var weight: Int
    package var italic: Bool
    /// Tabular (fixed-width) digits: the OpenType feature "tnum".
    package var tabularDigits: Bool = false

    /// The comma-separated family list given to Pango. Arabic and Hebrew come
    /// from their Noto faces, ahead of DejaVu Sans, which has both scripts
    /// too; emoji from the colour emoji font (see PinnedFontSet's rules).
    package var pangoFamilies: String {
        typealias F = PinnedFontSet.Family
        let scripts = [F.arabic, F.hebrew]
        switch design {
        case .system(let display):
            return ([display ? F.display : F.text, F.chineseSimplified] + scripts + [F.symbols]).joined(separator: ",")
        case .monospaced:
            return ([F.mono, F.chineseSimplified] + scripts + [F.symbols]).joined(separator: ",")
        case .chinese(let traditional):
            let first = traditional ? [F.chineseTraditional, F.chineseSimplified] : [F.chineseSimplified]
            return (first + [F.text] + scripts + [F.symbols]).joined(separator: ",")
        case .symbols:
            return ([F.symbols, F.text, F.chineseSimplified] + scripts).joined(separator: ",")
        case .registered(let index):
            return ([TextSystem.shared.registeredNames(index).family, F.text, F.chineseSimplified] + scripts + [F.symbols]).joined(separator: ",")
        }
    }

    /// The family name of the face that draws Latin text (UIFont.familyName).
    package var familyName: String {
        typealias F = PinnedFontSet.Family
        switch design {
        case .system(let display): return display ? F.display : F.text
        case .monospaced: return F.mono
        case .chinese(let traditional): return traditional ? F.chineseTraditional : F.chineseSimplified
        case .symbols: return F.symbols
        case .registered(let index): return TextSystem.shared.registeredNames(index).family
        }
    }

    /// The weight the pinned files really have: Inter has all nine, the others only
    /// regular and bold, and fontconfig picks the nearer of those.
    package var availableWeight: Int {
        switch design {
        case .system: return min(max((weight + 50) / 100 * 100, 100), 900)
        case .registered: return weight
        default: return weight >= 600 ? 700 : 400
        }
    }

    /// The PostScript name of the pinned face (UIFont.fontName).
    package var postScriptName: String {
        switch design {
        case .system(let display):
            let style = PinnedFontSet.interStyles[availableWeight / 100 - 1]
            let suffix = italic ? (style == "Regular" ? "Italic" : style + "Italic") : style
            return (display ? "InterDisplay-" : "Inter-") + suffix
        case .monospaced:
            let bold = availableWeight >= 700
            return "DejaVuSansMono" + (bold ? (italic ? "-BoldOblique" : "-Bold") : (italic ? "-Oblique" : ""))
        case .chinese(let traditional):
            return (traditional ? "NotoSansCJKtc-" : "NotoSansCJKsc-") + (availableWeight >= 700 ? "Bold" : "Regular")
        case .symbols:
            let bold = availableWeight >= 700
            return "DejaVuSans" + (bold ? (italic ? "-BoldOblique" : "-Bold") : (italic ? "-Oblique" : ""))
        case .registered(let index):
            return TextSystem.shared.registeredNames(index).postScriptName
        }
    }

    package var isMonospaced: Bool { design == .monospaced }
}
