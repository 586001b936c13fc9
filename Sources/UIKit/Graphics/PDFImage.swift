@_implementationOnly import CPoppler
import Foundation

/// A PDF file of an asset catalogue image set, drawn with poppler: its first
/// page, sized by the page in PDF points (a point each, as Xcode takes them).
/// Its image keeps the drawing as a `VectorDrawing` when the set preserves
/// vector data, as an SVG's does.
package enum PDFImage {
    /// The drawing of the first page of the PDF file at `url`. Throws a
    /// message saying why when the file cannot be read, has no page, or its
    /// page has no usable size.
    package static func drawing(contentsOf url: URL) throws(VectorImageError) -> VectorDrawing {
        guard offscreen_poppler_library() != nil else {
            throw VectorImageError(message: "poppler (\(String(cString: offscreen_poppler_library_name()))) could not be loaded; install the Debian package libpoppler-glib8")
        }
        var error: UnsafeMutablePointer<GError>? = nil
        guard let document = offscreen_poppler_document_new_from_file(url.absoluteString, nil, &error) else {
            throw VectorImageError(message: takeMessage(error) ?? "not a PDF poppler can read")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard offscreen_poppler_document_get_n_pages(document) > 0, let page = offscreen_poppler_document_get_page(document, 0) else {
            throw VectorImageError(message: "it has no page")
        }
        let handle = Page(page)
        var width = 0.0, height = 0.0
        offscreen_poppler_page_get_size(page, &width, &height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw VectorImageError(message: "its page size \(width)x\(height) is empty")
        }
        guard width <= SVGImage.maximumPoints, height <= SVGImage.maximumPoints else {
            throw VectorImageError(message: "its page size \(width)x\(height) points is larger than \(Int(SVGImage.maximumPoints)) points a side")
        }
        return VectorDrawing(size: CGSize(width: width, height: height)) { ctx, color in
            handle.render(into: ctx.cairo, color: color)
        }
    }

    private static func takeMessage(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        guard let message = error.pointee.message else { return nil }
        return String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Owns the poppler page (which keeps its document alive). poppler's
    /// objects are not safe to draw from two threads at once, and UIImage is
    /// Sendable: drawing takes a lock.
    private final class Page: @unchecked Sendable {
        let page: OpaquePointer
        let lock = NSLock()
        init(_ page: OpaquePointer) { self.page = page }
        deinit { g_object_unref(UnsafeMutableRawPointer(page)) }

        /// Draws the page at the context's origin, a unit per PDF point; with
        /// `color`, its coverage filled with that colour (a template).
        func render(into cr: OpaquePointer, color: CGColor?) {
            VectorDrawing.drawCairo(cr, color: color) {
                lock.withLock { offscreen_poppler_page_render(page, cr) }
            }
        }
    }
}
