import Foundation

/// The font names UIFont(name:size:) knows: the pinned faces' own PostScript and family
/// names, and the iOS fonts apps ask for by name, each mapped to the pinned face closest
/// to it. Names are matched exactly, as iOS does.
package enum FontNames {
    private typealias Entry = (name: String, face: FontFace)

    private static func system(_ weight: Int, italic: Bool = false, display: Bool = false) -> FontFace {
        FontFace(design: .system(display: display), weight: weight, italic: italic)
    }
    private static func mono(_ weight: Int, italic: Bool = false) -> FontFace {
        FontFace(design: .monospaced, weight: weight, italic: italic)
    }
    private static func chinese(_ weight: Int, traditional: Bool) -> FontFace {
        FontFace(design: .chinese(traditional: traditional), weight: weight, italic: false)
    }
    private static func symbols(_ weight: Int, italic: Bool = false) -> FontFace {
        FontFace(design: .symbols, weight: weight, italic: italic)
    }

    private static let table: [String: FontFace] = {
        var t: [String: FontFace] = [:]
        // The pinned faces by PostScript and family name.
        for display in [false, true] {
            for weight in stride(from: 100, through: 900, by: 100) {
                for italic in [false, true] {
                    let face = system(weight, italic: italic, display: display)
                    t[face.postScriptName] = face
                }
            }
            t[display ? "Inter Display" : "Inter"] = system(400, display: display)
        }
        for face in [mono(400), mono(700), mono(400, italic: true), mono(700, italic: true),
                     symbols(400), symbols(700), symbols(400, italic: true), symbols(700, italic: true),
                     chinese(400, traditional: false), chinese(700, traditional: false),
                     chinese(400, traditional: true), chinese(700, traditional: true)] {
            t[face.postScriptName] = face
        }
        t["DejaVu Sans Mono"] = mono(400)
        t["DejaVu Sans"] = symbols(400)
        t["Noto Sans CJK SC"] = chinese(400, traditional: false)
        t["Noto Sans CJK TC"] = chinese(400, traditional: true)

        // Helvetica, Helvetica Neue and Arial: Inter.
        let helvetica: [(String, Int, Bool)] = [
            ("Helvetica", 400, false), ("Helvetica-Bold", 700, false), ("Helvetica-Oblique", 400, true),
            ("Helvetica-BoldOblique", 700, true), ("Helvetica-Light", 300, false), ("Helvetica-LightOblique", 300, true),
            ("HelveticaNeue", 400, false), ("Helvetica Neue", 400, false), ("HelveticaNeue-Bold", 700, false),
            ("HelveticaNeue-Italic", 400, true), ("HelveticaNeue-BoldItalic", 700, true),
            ("HelveticaNeue-Medium", 500, false), ("HelveticaNeue-MediumItalic", 500, true),
            ("HelveticaNeue-Light", 300, false), ("HelveticaNeue-LightItalic", 300, true),
            ("HelveticaNeue-Thin", 200, false), ("HelveticaNeue-ThinItalic", 200, true),
            ("HelveticaNeue-UltraLight", 100, false), ("HelveticaNeue-UltraLightItalic", 100, true),
            ("Arial", 400, false), ("ArialMT", 400, false), ("Arial-BoldMT", 700, false),
            ("Arial-ItalicMT", 400, true), ("Arial-BoldItalicMT", 700, true),
        ]
        for (name, weight, italic) in helvetica { t[name] = system(weight, italic: italic) }

        // Menlo, Courier, Courier New: DejaVu Sans Mono (Menlo is derived from it).
        let monospaced: [(String, Int, Bool)] = [
            ("Menlo", 400, false), ("Menlo-Regular", 400, false), ("Menlo-Bold", 700, false),
            ("Menlo-Italic", 400, true), ("Menlo-BoldItalic", 700, true),
            ("Courier", 400, false), ("Courier-Bold", 700, false), ("Courier-Oblique", 400, true),
            ("Courier-BoldOblique", 700, true), ("Courier New", 400, false), ("CourierNewPSMT", 400, false),
            ("CourierNewPS-BoldMT", 700, false), ("CourierNewPS-ItalicMT", 400, true),
            ("CourierNewPS-BoldItalicMT", 700, true),
        ]
        for (name, weight, italic) in monospaced { t[name] = mono(weight, italic: italic) }

        // PingFang: Noto Sans CJK (Simplified for SC, Traditional for TC and HK).
        let pingFangStyles: [(String, Int)] = [
            ("Ultralight", 100), ("Thin", 200), ("Light", 300), ("Regular", 400), ("Medium", 500), ("Semibold", 600),
        ]
        for (region, traditional) in [("SC", false), ("TC", true), ("HK", true)] {
            t["PingFang \(region)"] = chinese(400, traditional: traditional)
            for (style, weight) in pingFangStyles {
                t["PingFang\(region)-\(style)"] = chinese(weight, traditional: traditional)
            }
        }
        return t
    }()

    /// A pinned face or one the app registered (`CTFontManagerRegisterGraphicsFont`).
    package static func face(forName name: String) -> FontFace? {
        table[name] ?? TextSystem.shared.registeredFace(named: name)
    }

    private static let pinnedFamilyNames: [String] = [
        PinnedFontSet.Family.text, PinnedFontSet.Family.display, PinnedFontSet.Family.mono,
        PinnedFontSet.Family.symbols, PinnedFontSet.Family.chineseSimplified, PinnedFontSet.Family.chineseTraditional,
    ]

    /// The pinned families, then those of registered fonts.
    package static var familyNames: [String] {
        let registered = TextSystem.shared.registeredFaces().map(\.familyName)
        return pinnedFamilyNames + Set(registered).subtracting(pinnedFamilyNames).sorted()
    }

    package static func fontNames(forFamilyName family: String) -> [String] {
        let faces = Array(table.values) + TextSystem.shared.registeredFaces()
        return Set(faces.filter { $0.familyName == family }.map(\.postScriptName)).sorted()
    }
}
