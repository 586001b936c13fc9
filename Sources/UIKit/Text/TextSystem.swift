@_implementationOnly import CCairo
import CoreText
import Foundation

/// The process's one Pango font map over the pinned fonts, and the Pango contexts text is
/// laid out with.
///
/// Concurrency: Pango and fontconfig objects are not thread-safe, and UIFont is Sendable
/// (as on iOS), so every call into Pango, fontconfig or HarfBuzz made for text goes through
/// `withLock`. The lock is recursive because font metrics are read while a layout is built.
/// Pango objects created inside the lock (layouts, font descriptions) are only used inside it.
package final class TextSystem: @unchecked Sendable {
    package static var shared: TextSystem {
        switch made {
        case .success(let system): return system
        case .failure(let error):
            // Missing fonts are a broken installation, not bad input: nothing could be drawn
            // the same way as elsewhere, so stop with the instructions to fix it.
            fatalError("\(error)")
        }
    }

    /// The shared text system, nil when the fonts are missing (`FontPreparation`,
    /// which must not stop the process: `shared` reports it where text is used).
    static var prepared: TextSystem? { try? made.get() }

    private static let made = Result { try TextSystem() }

    private let lock = NSRecursiveLock()
    private let config: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// Contexts differ only in base direction; they are never changed after creation, so
    /// layouts made from them never see a context change and never lay out again.
    private let leftToRightContext: OpaquePointer
    private let rightToLeftContext: OpaquePointer
    /// Font options fixed for every glyph we draw: grey antialiasing, no hinting (hinting
    /// depends on the FreeType version and would move glyphs between machines) and unhinted
    /// metrics, so layout in points is the same at every scale.
    private let fontOptions: OpaquePointer

    /// Caches, guarded by the lock like everything else here.
    package var faceMetrics: [FontFace: FontMetrics] = [:]
    private var descriptions: [DescriptionKey: OpaquePointer] = [:]
    private struct DescriptionKey: Hashable {
        var face: FontFace
        var size: CGFloat
    }
    /// Bounds the description cache (fitting text to a width tries many sizes).
    private static let descriptionCacheLimit = 512

    /// Fonts the app registered (CoreText's `RegisteredFonts`), as far as
    /// fontconfig has been told: the registry's generation last seen, the
    /// files added to the font set, and each registered name's face.
    private var registeredGeneration = 0
    private var addedRegisteredFiles: Set<RegisteredFonts.File> = []
    private var registeredFaceTable: [String: FontFace] = [:]
    /// The family and PostScript name of each registered face (`FontFace.Design.registered`).
    private var registeredNameList: [(family: String, postScriptName: String)] = []

    private init() throws {
        config = try PinnedFontSet.makeConfiguration()
        // Pango starts a thread that calls FcInit(), which would load the machine's
        // fonts.conf and font directories into fontconfig's current configuration unless
        // one is already current. Making ours current first means nothing in the process
        // (Pango's thread, Cairo's toy font API) ever reads the machine's fonts.
        FcConfigSetCurrent(config)
        // The fontconfig-backed Cairo font map explicitly: PANGOCAIRO_BACKEND must not matter.
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw PinnedFontSet.ConfigurationError(description: "Offscreen text: Pango has no fontconfig font map")
        }
        fontMap = map
        // PangoCairoFcFontMap is a PangoFcFontMap and a PangoCairoFontMap (C casts).
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        // 72 dpi: one point is one unit of user space, as in UIKit.
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)

        fontOptions = cairo_font_options_create()
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)

        leftToRightContext = Self.makeContext(map: map, options: fontOptions, direction: PANGO_DIRECTION_LTR)
        rightToLeftContext = Self.makeContext(map: map, options: fontOptions, direction: PANGO_DIRECTION_RTL)
    }

    private static func makeContext(map: UnsafeMutablePointer<PangoFontMap>, options: OpaquePointer,
                                    direction: PangoDirection) -> OpaquePointer {
        let context = pango_font_map_create_context(map)!
        pango_cairo_context_set_resolution(context, 72)
        pango_cairo_context_set_font_options(context, options)
        // "und" (undetermined) rather than the process locale, and rather than a real
        // language: Pango keeps an unknown-script language for every run instead of asking
        // PANGO_LANGUAGE / LANGUAGE for a sample language, so neither fontconfig's sort nor
        // HarfBuzz's language-specific forms depend on the environment.
        pango_context_set_language(context, pango_language_from_string("und"))
        pango_context_set_base_dir(context, direction)
        // Fractional glyph positions: widths in points do not depend on the drawing scale.
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    /// Runs `body` with exclusive use of Pango.
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The context for paragraphs of the given base direction. Call inside `withLock`.
    package func context(rightToLeft: Bool) -> OpaquePointer {
        rightToLeft ? rightToLeftContext : leftToRightContext
    }

    /// The fontconfig configuration (for tests that ask what a pattern resolves to).
    /// Call inside `withLock`.
    package var fontConfiguration: OpaquePointer { config }

    /// The font a description resolves to for its first family. Call inside `withLock`.
    package func loadFont(_ description: OpaquePointer) -> UnsafeMutablePointer<PangoFont>? {
        pango_font_map_load_font(fontMap, leftToRightContext, description)
    }

    /// The face of a font the app registered under `name`, nil when none is.
    package func registeredFace(named name: String) -> FontFace? {
        withLock {
            syncRegisteredFonts()
            return registeredFaceTable[name]
        }
    }

    /// The names of a registered face (see `FontFace.Design.registered`).
    package func registeredNames(_ index: Int) -> (family: String, postScriptName: String) {
        withLock { registeredNameList[index] }
    }

    /// Every registered font's face.
    package func registeredFaces() -> [FontFace] {
        withLock {
            syncRegisteredFonts()
            return Array(registeredFaceTable.values)
        }
    }

    /// Adds newly registered font files to the font set (fontconfig's
    /// application fonts, read with FreeType like the pinned files; the
    /// accept-only-pinned selection applies to folders scanned, not to these)
    /// and tells Pango its fonts changed. Call inside `withLock`.
    private func syncRegisteredFonts() {
        let (generation, files) = RegisteredFonts.shared.snapshot()
        guard generation != registeredGeneration else { return }
        registeredGeneration = generation
        var added = false
        var table: [String: FontFace] = [:]
        for (name, file) in files {
            guard let pattern = fontPattern(file) else { continue }
            if !addedRegisteredFiles.contains(file) {
                FcPatternReference(pattern)
                if FcFontSetAdd(FcConfigGetFonts(config, FcSetApplication), pattern) != 0 {
                    addedRegisteredFiles.insert(file)
                    added = true
                } else {
                    FcPatternDestroy(pattern)
                }
            }
            var family: UnsafeMutablePointer<FcChar8>?
            var weight: Double = Double(FC_WEIGHT_REGULAR)
            var slant: Int32 = FC_SLANT_ROMAN
            guard FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family else {
                FcPatternDestroy(pattern)
                continue
            }
            _ = FcPatternGetDouble(pattern, FC_WEIGHT, 0, &weight)
            _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
            let cssWeight = Int(FcWeightToOpenTypeDouble(weight).rounded())
            let names = (family: String(cString: family), postScriptName: name)
            let index = registeredNameList.firstIndex { $0 == names } ?? registeredNameList.count
            if index == registeredNameList.count { registeredNameList.append(names) }
            table[name] = FontFace(design: .registered(index),
                                   weight: min(max(cssWeight, 1), 1000), italic: slant != FC_SLANT_ROMAN)
            FcPatternDestroy(pattern)
        }
        registeredFaceTable = table
        if added { pango_fc_font_map_config_changed(OpaquePointer(fontMap)) }
    }

    /// fontconfig's description of a registered file's face (owned by the caller).
    private func fontPattern(_ file: RegisteredFonts.File) -> OpaquePointer? {
        var count: Int32 = 0
        return file.path.withCString { path in
            FcFreeTypeQuery(UnsafeRawPointer(path).assumingMemoryBound(to: FcChar8.self), file.faceIndex, nil, &count)
        }
    }

    /// The Pango description of a face at a size, owned by the cache: use it (Pango copies
    /// descriptions it keeps) before the lock is released. Call inside `withLock`.
    package func fontDescription(face: FontFace, size: CGFloat) -> OpaquePointer {
        let key = DescriptionKey(face: face, size: size)
        if let cached = descriptions[key] { return cached }
        if descriptions.count >= Self.descriptionCacheLimit {
            for d in descriptions.values { pango_font_description_free(d) }
            descriptions.removeAll(keepingCapacity: true)
        }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, face.pangoFamilies)
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(face.weight)))
        pango_font_description_set_style(d, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(d, Double(size) * Double(PANGO_SCALE))
        descriptions[key] = d
        return d
    }
}
