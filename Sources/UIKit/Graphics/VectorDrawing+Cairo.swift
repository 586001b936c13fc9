@_implementationOnly import CCairo
import Foundation

extension VectorDrawing {
    /// Runs `draw` on `cr` inside a saved state; with `color` (a template
    /// image's tint), what it draws becomes a mask filled with that colour,
    /// as iOS draws a template image: only the drawing's coverage counts.
    static func drawCairo(_ cr: OpaquePointer, color: CGColor?, _ draw: () -> Void) {
        cairo_save(cr)
        if color != nil { cairo_push_group(cr) }
        draw()
        if let color {
            let mask = cairo_pop_group(cr)
            let c = color.rgba
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
        }
        cairo_restore(cr)
    }
}
