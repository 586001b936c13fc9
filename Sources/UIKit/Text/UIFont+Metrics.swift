@_implementationOnly import CCairo
import Foundation

/// Vertical metrics of a face in em units, read from its OpenType tables through
/// HarfBuzz (hhea ascender / descender / line gap, or the OS/2 typo values when the font
/// asks for them, exactly what Pango lays lines out with; OS/2 cap and x height).
package struct FontMetrics: Sendable {
    package var ascender: CGFloat
    package var descender: CGFloat
    package var lineGap: CGFloat
    package var capHeight: CGFloat
    package var xHeight: CGFloat
}

extension UIFont {
    /// Distance from the baseline to the top of the line, in points.
    public var ascender: CGFloat { metrics.ascender * pointSize }
    /// Distance from the baseline to the bottom of the line, in points; negative, as UIKit.
    public var descender: CGFloat { metrics.descender * pointSize }
    public var leading: CGFloat { metrics.lineGap * pointSize }
    public var capHeight: CGFloat { metrics.capHeight * pointSize }
    public var xHeight: CGFloat { metrics.xHeight * pointSize }
    /// Ascender minus descender plus leading: the height of one line of text.
    public var lineHeight: CGFloat { ascender - descender + leading }

    package var metrics: FontMetrics { TextSystem.shared.metrics(of: face) }
}

extension TextSystem {
    /// Metrics of the first face of `face`'s family chain, cached per face.
    package func metrics(of face: FontFace) -> FontMetrics {
        withLock {
            if let cached = faceMetrics[face] { return cached }
            let measured = measureMetrics(face)
            faceMetrics[face] = measured
            return measured
        }
    }

    private func measureMetrics(_ face: FontFace) -> FontMetrics {
        let description = fontDescription(face: face, size: 100)
        guard let font = loadFont(description), let scaled = pango_font_get_hb_font(font) else {
            // The pinned set always resolves a font; this is only reachable if fontconfig
            // itself failed, and then zero metrics are the honest answer.
            return FontMetrics(ascender: 0, descender: 0, lineGap: 0, capHeight: 0, xHeight: 0)
        }
        defer { g_object_unref(font) }
        // A fresh hb_font at its default scale (units per em) reads unscaled values, so the
        // result does not depend on how Pango scaled its own font.
        let hbFace = hb_font_get_face(scaled)
        let upem = CGFloat(hb_face_get_upem(hbFace))
        let unscaled = hb_font_create(hbFace)
        defer { hb_font_destroy(unscaled) }
        func read(_ tag: hb_ot_metrics_tag_t) -> CGFloat {
            var value: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(unscaled, tag, &value)
            return CGFloat(value) / upem
        }
        return FontMetrics(
            ascender: read(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER),
            descender: read(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
            lineGap: read(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP),
            capHeight: read(HB_OT_METRICS_TAG_CAP_HEIGHT),
            xHeight: read(HB_OT_METRICS_TAG_X_HEIGHT))
    }
}
