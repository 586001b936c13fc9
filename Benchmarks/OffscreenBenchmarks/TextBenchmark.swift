// Text suite: 200 single-line labels of ~30 characters at scale 3, laid out and drawn
// through our engine (NSAttributedString → TextLayout → Cairo) against the same text
// laid out and drawn directly with Pango, same fonts, same surface, in the same run.
import CCairo
import Foundation
import UIKit

func runTextBenchmark() throws {
    let texts = (0..<200).map { "Label \($0): the quick brown fox 文字" }
    let font = UIFont.systemFont(ofSize: 17)
    let iterations = 20

    let drawOurs = {
        drawOnScreen { cr in
            for (i, text) in texts.enumerated() {
                let string = NSAttributedString(string: text, attributes: [.font: font])
                let layout = TextLayout(string, options: .init(width: 200, numberOfLines: 1, lineBreakMode: .byTruncatingTail))
                layout.draw(in: cr, at: labelOrigin(i))
            }
        }
    }
    let drawPango = {
        drawOnScreen { cr in
            let system = TextSystem.shared
            system.withLock {
                let description = system.fontDescription(face: font.face, size: font.pointSize)
                for (i, text) in texts.enumerated() {
                    let layout = measuredPangoLabel(text, description, system)
                    let origin = labelOrigin(i)
                    cairo_move_to(cr, Double(origin.x), Double(origin.y))
                    pango_cairo_show_layout(cr, layout)
                    g_object_unref(UnsafeMutableRawPointer(layout))
                }
            }
        }
    }
    let (ours, pango) = alternating(iterations, drawOurs, drawPango)
    print(String(format: "   200 labels layout+draw @3x: ours %.2f ms, pango %.2f ms, ours/pango %.2fx (goal <= 1.5x)",
                 ours, pango, ours / pango))

    let measureOursBody = {
        for text in texts {
            _ = TextLayout(NSAttributedString(string: text, attributes: [.font: font]), options: .init(width: 200, numberOfLines: 1, lineBreakMode: .byTruncatingTail)).size
        }
    }
    let measurePangoBody = {
        let system = TextSystem.shared
        system.withLock {
            let description = system.fontDescription(face: font.face, size: font.pointSize)
            for text in texts {
                let layout = measuredPangoLabel(text, description, system)
                g_object_unref(UnsafeMutableRawPointer(layout))
            }
        }
    }
    let (measureOurs, measurePango) = alternating(iterations, measureOursBody, measurePangoBody)
    print(String(format: "   200 labels measure only:    ours %.2f ms, pango %.2f ms, ours/pango %.2fx",
                 measureOurs, measurePango, measureOurs / measurePango))
}

/// Labels in a column layout on a 390 x 844 pt screen.
/// The baseline's label: a Pango layout of `text` 200 points wide, one line
/// ellipsized at the end, measured as UILabel measures. Call with the text system's
/// lock held; the caller unrefs the layout.
private func measuredPangoLabel(_ text: String, _ description: OpaquePointer, _ system: TextSystem) -> OpaquePointer {
    let layout = pango_layout_new(system.context(rightToLeft: false))!
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_font_description(layout, description)
    pango_layout_set_width(layout, 200 * PANGO_SCALE)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return layout
}

private func labelOrigin(_ i: Int) -> CGPoint {
    CGPoint(x: CGFloat(i / 38) * 78, y: CGFloat(i % 38) * 22)
}

/// An iPhone-sized ARGB surface at scale 3, white, user space in points.
private func drawOnScreen(_ body: (OpaquePointer) -> Void) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1170, 2532)!
    let cr = cairo_create(surface)!
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    cairo_scale(cr, 3, 3)
    cairo_set_source_rgb(cr, 0, 0, 0)
    body(cr)
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
}

/// Fastest wall time in milliseconds of each body over `count` alternating runs, after
/// one warm-up of each: the machine is shared, so the minimum is the least noisy figure
/// and alternating exposes both to the same load.
private func alternating(_ count: Int, _ a: () -> Void, _ b: () -> Void) -> (Double, Double) {
    a()
    b()
    var bestA = Double.infinity, bestB = Double.infinity
    for _ in 0..<count {
        bestA = min(bestA, seconds(a) * 1000)
        bestB = min(bestB, seconds(b) * 1000)
    }
    return (bestA, bestB)
}
