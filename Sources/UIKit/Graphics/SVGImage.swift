@_implementationOnly import CRSVG
import Foundation

/// An SVG file of an asset catalogue image set, drawn with librsvg. Its image
/// keeps the drawing as a `VectorDrawing`, as a symbol's does: an image view
/// draws it at its own display scale whatever scale the bitmap was made at,
/// and a template SVG takes the tint.
package enum SVGImage {
    /// Twice an App Store icon; an SVG claiming more is refused rather than
    /// rasterised into hundreds of megabytes (2048 points at 3x is 150 MB).
    static let maximumPoints: CGFloat = 2048

    /// The drawing of the SVG file at `url`, sized by its own width and height
    /// (user units and `px` are points, as Xcode takes them; `pt` is a point
    /// too), else its `viewBox`. Throws a message saying why when the file
    /// cannot be read or parsed, or gives no usable size.
    package static func drawing(contentsOf url: URL) throws(SVGImageError) -> VectorDrawing {
        guard offscreen_rsvg_library() != nil else {
            throw SVGImageError(message: "librsvg (\(String(cString: offscreen_rsvg_library_name()))) could not be loaded; install the Debian package librsvg2-2")
        }
        var error: UnsafeMutablePointer<GError>? = nil
        guard let handle = offscreen_rsvg_handle_new_from_file(url.path, &error) else {
            throw SVGImageError(message: takeMessage(error) ?? "not an SVG librsvg can read")
        }
        let svg = Handle(handle)
        // 72 dots per inch: a `pt` is one point, as on iOS; `px` and user units are one point too.
        offscreen_rsvg_handle_set_dpi(handle, 72)
        var width = 0.0, height = 0.0
        if offscreen_rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            // No width and height (or percentages): the viewBox's size.
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            offscreen_rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else { throw SVGImageError(message: "it has neither a width and height nor a viewBox, so it has no size") }
            width = viewBox.width
            height = viewBox.height
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw SVGImageError(message: "its size \(width)x\(height) is empty")
        }
        guard width <= maximumPoints, height <= maximumPoints else {
            throw SVGImageError(message: "its size \(width)x\(height) points is larger than \(Int(maximumPoints)) points a side")
        }
        let size = CGSize(width: width, height: height)
        return VectorDrawing(size: size) { ctx, color in
            svg.render(into: ctx.cairo, size: size, color: color)
        }
    }

    private static func takeMessage(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        guard let message = error.pointee.message else { return nil }
        return String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Owns the librsvg handle. A handle is not safe to draw from two threads
    /// at once, and UIImage is Sendable: drawing takes a lock.
    private final class Handle: @unchecked Sendable {
        let handle: UnsafeMutablePointer<RsvgHandle>
        let lock = NSLock()
        init(_ handle: UnsafeMutablePointer<RsvgHandle>) { self.handle = handle }
        deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

        /// Draws the document into `size` points at the context's origin;
        /// with `color`, its coverage filled with that colour (a template).
        func render(into cr: OpaquePointer, size: CGSize, color: CGColor?) {
            VectorDrawing.drawCairo(cr, color: color) {
                var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
                var error: UnsafeMutablePointer<GError>? = nil
                lock.withLock { _ = offscreen_rsvg_handle_render_document(handle, cr, &viewport, &error) }
                if let error { g_error_free(error) }
            }
        }
    }
}

/// Why an SVG or PDF file was not drawn.
package struct VectorImageError: Error, Equatable {
    package var message: String
}

package typealias SVGImageError = VectorImageError

extension UIImage {
    /// The image of an image set's SVG or PDF file: its `cgImage` rasterised
    /// at `scale`; with `preservesVector` (Xcode's "Preserve Vector Data",
    /// always so for an SVG) the drawing is kept, so an image view draws it
    /// sharp at any size and display scale. Nil with a warning on standard
    /// error naming the file when it cannot be drawn.
    package static func fromVectorFile(_ url: URL, scale: CGFloat, renderingMode: RenderingMode, preservesVector: Bool = true,
                                       flipsForRightToLeftLayoutDirection: Bool = false) -> UIImage? {
        let isPDF = url.pathExtension.lowercased() == "pdf"
        do {
            let vector = isPDF ? try PDFImage.drawing(contentsOf: url) : try SVGImage.drawing(contentsOf: url)
            guard let cgImage = vector.rasterized(scale: scale) else { return nil }
            return UIImage(cgImage: cgImage, traits: Traits(scale: scale, orientation: .up, renderingMode: renderingMode,
                                                            vector: isPDF && !preservesVector ? nil : vector,
                                                            flipsForRightToLeftLayoutDirection: flipsForRightToLeftLayoutDirection))
        } catch {
            warnVectorOnce(url, "cannot draw this \(isPDF ? "PDF" : "SVG"): \(error.message)")
            return nil
        }
    }
}
