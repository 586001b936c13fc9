import CCairo
@testable import CoreGraphics
import Foundation
import Testing

/// Golden-image comparison for the CoreGraphics tests, kept in one place so it
/// can move to the project's libpng codec later.
///
/// Until then it uses Cairo's own PNG reader and writer. Both sides are compared
/// as decoded pixels, exactly: the rendered image goes through the same PNG
/// encode/decode as the golden did, so premultiplication rounding is the same
/// on both sides.
///
/// Recording: when `OFFSCREEN_RECORD=1` is set, or the golden does not exist,
/// the image is written to `Fixtures/CoreGraphics/<name>.png` and the test
/// fails saying so; look at the new file before committing it.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CoreGraphics")

    static func assertMatches(_ image: CGImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let golden = directory.appendingPathComponent("\(name).png")
        let record = ProcessInfo.processInfo.environment["OFFSCREEN_RECORD"] == "1"
            || !FileManager.default.fileExists(atPath: golden.path)
        if record {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if let error = write(image, to: golden.path) {
                Issue.record("could not record golden \(golden.path): \(error)", sourceLocation: sourceLocation)
            } else {
                Issue.record("recorded golden \(golden.path); view it, then run again", sourceLocation: sourceLocation)
            }
            return
        }
        let actualPath = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.png").path
        if let error = write(image, to: actualPath) {
            Issue.record("could not encode \(name): \(error)", sourceLocation: sourceLocation)
            return
        }
        guard let expected = read(golden.path) else {
            Issue.record("golden \(golden.path) is not a readable PNG", sourceLocation: sourceLocation)
            return
        }
        guard let actual = read(actualPath) else {
            Issue.record("could not decode \(actualPath)", sourceLocation: sourceLocation)
            return
        }
        guard expected.width == actual.width, expected.height == actual.height else {
            Issue.record("\(name): size \(actual.width)x\(actual.height), golden \(expected.width)x\(expected.height); actual at \(actualPath)",
                         sourceLocation: sourceLocation)
            return
        }
        var mismatches = 0
        var first: (Int, Int)?
        for y in 0..<actual.height {
            for x in 0..<actual.width where actual.word(x, y) != expected.word(x, y) {
                mismatches += 1
                if first == nil { first = (x, y) }
            }
        }
        if let first {
            let a = String(actual.word(first.0, first.1), radix: 16)
            let e = String(expected.word(first.0, first.1), radix: 16)
            let message = "\(name): \(mismatches) pixels differ, first at (\(first.0), \(first.1)): actual 0x\(a), golden 0x\(e); actual at \(actualPath)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } else {
            try? FileManager.default.removeItem(atPath: actualPath)
        }
    }

    /// Decoded premultiplied ARGB32 pixels.
    struct Pixels {
        let width: Int, height: Int, stride: Int
        let words: [UInt32]
        func word(_ x: Int, _ y: Int) -> UInt32 { words[y * stride / 4 + x] }
    }

    private static func write(_ image: CGImage, to path: String) -> String? {
        let surface = image.storage.makeSurface()
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_write_to_png(surface, path)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }

    private static func read(_ path: String) -> Pixels? {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        // Cairo decodes opaque PNGs as RGB24; draw onto ARGB32 so both sides agree.
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(argb) }
        let cr = cairo_create(argb)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(argb)
        let stride = Int(cairo_image_surface_get_stride(argb))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(argb)!)
        let words = Array(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt32.self), count: stride / 4 * h))
        return Pixels(width: w, height: h, stride: stride, words: words)
    }
}

/// Rendering helpers for drawing tests.
enum Canvas {
    /// A UIKit-style context (top-left origin, points) `size` points large at
    /// `scale`, filled white, drawn into by `draw`, returned as an image.
    static func uikit(_ width: Int, _ height: Int, scale: Int, background: CGColor? = .white,
                      _ draw: (CGContext) -> Void) -> CGImage {
        let storage = PixelStorage(width: width * scale, height: height * scale)!
        let ctx = CGContext(storage: storage, scale: CGFloat(scale), origin: .upperLeft)
        if let background {
            ctx.setFillColor(background)
            ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        draw(ctx)
        return ctx.makeImage()!
    }
}
