@_implementationOnly import CCairo
import Foundation

extension TextSystem {
    /// The PostScript names of the faces Pango draws each run of `text` with, in order.
    /// What the fallback chain and the pinned configuration really resolve to (for tests
    /// and diagnostics).
    package func faceNames(drawing text: String, with font: UIFont) -> [String] {
        withLock {
            let layout = pango_layout_new(context(rightToLeft: false))!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_text(layout, text, -1)
            pango_layout_set_font_description(layout, fontDescription(face: font.face, size: font.pointSize))
            var names: [String] = []
            let iter = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iter) }
            repeat {
                if let run = pango_layout_iter_get_run_readonly(iter), let pangoFont = run.pointee.item.pointee.analysis.font {
                    names.append(postScriptName(of: pangoFont) ?? "?")
                }
            } while pango_layout_iter_next_run(iter) != 0
            return names
        }
    }

    /// The PostScript name of the face a font resolves to first.
    package func resolvedFaceName(of font: UIFont) -> String? {
        withLock { resolvedFaceName(fontDescription(face: font.face, size: font.pointSize)) }
    }

    /// The PostScript name of the face any family name resolves to.
    package func resolvedFaceName(family: String) -> String? {
        withLock {
            let description = pango_font_description_new()!
            defer { pango_font_description_free(description) }
            pango_font_description_set_family(description, family)
            pango_font_description_set_absolute_size(description, 12 * Double(PANGO_SCALE))
            return resolvedFaceName(description)
        }
    }

    private func resolvedFaceName(_ description: OpaquePointer) -> String? {
        guard let font = loadFont(description) else { return nil }
        defer { g_object_unref(font) }
        return postScriptName(of: font)
    }

    private func postScriptName(of font: UnsafeMutablePointer<PangoFont>) -> String? {
        guard let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) else { return nil }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_POSTSCRIPT_NAME, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
