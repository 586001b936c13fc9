@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// A PDF context writing to `consumer`, as Apple's: pages are `mediaBox`
    /// (US Letter, 612 x 792 points, when nil) unless a page gives its own;
    /// user space is the page's, in points, with y up. Drawing goes into the
    /// page opened by `beginPDFPage(_:)` and the document is complete after
    /// `closePDF()` (or when the context is released). Cairo writes the PDF:
    /// paths, images and text (with its fonts embedded) stay vectors; the
    /// creation date is fixed (2001-01-01, Core Foundation's reference date)
    /// so that equal drawing gives equal bytes. `auxiliaryInfo` is ignored.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        self.init(pdfConsumer: consumer, mediaBox: mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792),
                  origin: .lowerLeft)
    }

    /// A PDF context whose user space is `origin`'s: UIKit's renderer asks for
    /// top-left points.
    package convenience init?(pdfConsumer consumer: CGDataConsumer, mediaBox: CGRect, origin: Origin) {
        let box = mediaBox.standardized
        guard box.isFinite, box.width > 0, box.height > 0, box.width <= 14_400, box.height <= 14_400 else { return nil }
        let closure = Unmanaged.passUnretained(consumer).toOpaque()
        guard let surface = cairo_pdf_surface_create_for_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let consumer = Unmanaged<CGDataConsumer>.fromOpaque(closure).takeUnretainedValue()
            return consumer.write(UnsafeRawBufferPointer(start: data, count: Int(length))) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
        }, closure, Double(box.width), Double(box.height)), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2001-01-01T00:00:00Z")
        self.init(pdfSurface: surface, width: Int(box.width.rounded(.up)), height: Int(box.height.rounded(.up)),
                  origin: origin, consumer: consumer)
        pdfMediaBox = box
        if box.origin != .zero { translateBy(x: -box.minX, y: -box.minY) }
    }

    /// Starts a page of the media box's size (`pageInfo` is ignored).
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        beginPDFPage(size: pdfMediaBox?.size)
    }

    /// Ends the page: its drawing is written out.
    public func endPDFPage() {
        guard pdfConsumer != nil else { return }
        cairo_show_page(cairo)
        pdfPageOpen = false
    }

    /// Starts a page the size of `mediaBox` (nil: the context's media box).
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        beginPDFPage(size: mediaBox?.pointee.standardized.size ?? pdfMediaBox?.size)
    }

    public func endPage() { endPDFPage() }

    /// Finishes the document; later drawing is ignored.
    public func closePDF() {
        guard pdfConsumer != nil else { return }
        if pdfPageOpen { endPDFPage() }
        cairo_surface_finish(surface)
    }

    private func beginPDFPage(size: CGSize?) {
        guard pdfConsumer != nil else { return }
        if pdfPageOpen { endPDFPage() }
        if let size, size.width > 0, size.height > 0, size.width <= 14_400, size.height <= 14_400 {
            cairo_pdf_surface_set_size(surface, Double(size.width), Double(size.height))
        }
        pdfPageOpen = true
    }
}
