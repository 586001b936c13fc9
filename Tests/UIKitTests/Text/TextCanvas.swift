import CCairo
import UIKit

/// Draws with Cairo directly (the text engine below UIKit's context), for the
/// text engine's goldens and determinism checks.
enum TextCanvas {
    /// A white canvas of `size` points at `scale`, with user space in points
    /// (top-left origin), drawn into by `draw`.
    static func render(size: CGSize, scale: Double = 3, _ draw: (OpaquePointer) -> Void) -> CGImage {
        let storage = PixelStorage(width: Int((Double(size.width) * scale).rounded(.up)),
                                   height: Int((Double(size.height) * scale).rounded(.up)))!
        let surface = storage.makeSurface()
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
        return CGImage(storage: storage)
    }
}
