import CCairo
import Foundation
import Testing
@testable import UIKit

/// Renders with Cairo directly (the text engine below UIKit's context) and compares
/// with goldens in Fixtures/Text. A missing golden is written and the test fails, so
/// every golden is recorded on purpose and looked at before it is committed.
enum TextGolden {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Text")

    /// A white canvas of `size` points at `scale`, with user space in points (top-left origin).
    static func render(size: CGSize, scale: Double = 3, _ draw: (OpaquePointer) -> Void) -> [UInt8] {
        let w = Int32((Double(size.width) * scale).rounded(.up)), h = Int32((Double(size.height) * scale).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return encode(surface)
    }

    /// Width, height and the raw ARGB32 rows (stride removed), as bytes.
    static func encode(_ surface: OpaquePointer) -> [UInt8] {
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var out: [UInt8] = []
        out.reserveCapacity(8 + w * h * 4)
        for v in [w, h] { withUnsafeBytes(of: UInt32(v).littleEndian) { out += $0 } }
        for y in 0..<h { out += UnsafeBufferPointer(start: data + y * stride, count: w * 4) }
        return out
    }

    static func pixels(ofPNG path: String) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        // Goldens are ARGB32 as written; draw into one to normalise the format.
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        defer { cairo_surface_destroy(target) }
        let cr = cairo_create(target)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(target)
        return encode(target)
    }

    static func writePNG(_ pixels: [UInt8], to path: String) {
        let w = Int32(pixels[0]) | Int32(pixels[1]) << 8, h = Int32(pixels[4]) | Int32(pixels[5]) << 8
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        for y in 0..<Int(h) {
            let row = 8 + y * Int(w) * 4
            for x in 0..<Int(w) * 4 { data[y * stride + x] = pixels[row + x] }
        }
        cairo_surface_mark_dirty(surface)
        cairo_surface_write_to_png(surface, path)
    }

    /// Exact pixel comparison with `Fixtures/Text/<name>@3x.png`.
    static func assertMatches(_ pixels: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = fixtures.appendingPathComponent("\(name)@3x.png").path
        guard let expected = Self.pixels(ofPNG: path) else {
            try? FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
            writePNG(pixels, to: path)
            Issue.record("No golden \(path): recorded it; look at it before committing", sourceLocation: sourceLocation)
            return
        }
        if expected != pixels {
            let actual = NSTemporaryDirectory() + "\(name)-actual@3x.png"
            writePNG(pixels, to: actual)
            Issue.record("\(name) differs from \(path); actual written to \(actual)", sourceLocation: sourceLocation)
        }
    }
}

extension TextGolden {
    /// A view rendered at scale 3 through UIKit (offscreenImage), as golden bytes.
    @MainActor static func render(_ view: UIView) -> [UInt8] {
        let image = view.offscreenImage(scale: 3).cgImage!
        let storage = image.storage
        var out: [UInt8] = []
        for v in [storage.width, storage.height] { withUnsafeBytes(of: UInt32(v).littleEndian) { out += $0 } }
        for y in 0..<storage.height {
            out += UnsafeRawBufferPointer(start: storage.bytes + y * storage.bytesPerRow, count: storage.width * 4)
        }
        return out
    }
}
