// Shared helpers for the PNG tests: fixtures on disk, building pixel storage from
// straight colours with Cairo's premultiply rule, reading chunk names.
import CCairo
@testable import CoreGraphics
import Foundation
import GoldenTesting

enum PNGFixtures {
    static let folder = Fixtures.folder("PNG")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }
}

/// round(c * a / 255), as Cairo premultiplies.
func premultiplied(_ c: Int, _ a: Int) -> Int { (c * a + 127) / 255 }

/// An ARGB32 word from straight 8-bit components.
func argbWord(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
    if a == 0 { return 0 }
    return UInt32(a) << 24 | UInt32(premultiplied(r, a)) << 16 | UInt32(premultiplied(g, a)) << 8 | UInt32(premultiplied(b, a))
}

extension PixelStorage {
    func word(_ x: Int, _ y: Int) -> UInt32 {
        bytes.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
    }

    func setWord(_ x: Int, _ y: Int, _ value: UInt32) {
        bytes.storeBytes(of: value, toByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
    }

    /// Storage filled from a function of (x, y) giving an ARGB32 word.
    static func filled(width: Int, height: Int, _ word: (Int, Int) -> UInt32) -> PixelStorage {
        let storage = PixelStorage(width: width, height: height)!
        for y in 0..<height { for x in 0..<width { storage.setWord(x, y, word(x, y)) } }
        return storage
    }
}

/// Chunk types in file order, e.g. ["IHDR", "IDAT", "IEND"].
func pngChunkNames(_ data: Data) -> [String] {
    let bytes = [UInt8](data)
    var names: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        names.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
        offset += 12 + length
    }
    return names
}

/// Cairo's own PNG writer and reader, for compatibility checks.
enum CairoPNG {
    private final class Buffer { var bytes: [UInt8] = []; var offset = 0 }

    static func encode(_ storage: PixelStorage) -> Data {
        let surface = storage.makeSurface()
        defer { cairo_surface_destroy(surface) }
        let buffer = Buffer()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            let buffer = Unmanaged<Buffer>.fromOpaque(closure!).takeUnretainedValue()
            buffer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(buffer).toOpaque())
        precondition(status == CAIRO_STATUS_SUCCESS)
        return Data(buffer.bytes)
    }

    /// Cairo's decode as ARGB32 storage, or nil when Cairo refuses the data.
    static func decode(_ data: Data) -> PixelStorage? {
        let buffer = Buffer()
        buffer.bytes = [UInt8](data)
        let surface = cairo_image_surface_create_from_png_stream({ closure, out, length in
            let buffer = Unmanaged<Buffer>.fromOpaque(closure!).takeUnretainedValue()
            guard buffer.offset + Int(length) <= buffer.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            buffer.bytes.withUnsafeBufferPointer { out!.update(from: $0.baseAddress! + buffer.offset, count: Int(length)) }
            buffer.offset += Int(length)
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(buffer).toOpaque())
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard let pixels = cairo_image_surface_get_data(surface), let storage = PixelStorage(width: width, height: height) else { return nil }
        for y in 0..<height {
            for x in 0..<width {
                var word = UnsafeRawPointer(pixels).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                if format == CAIRO_FORMAT_RGB24 { word |= 0xff00_0000 }
                storage.setWord(x, y, word)
            }
        }
        return storage
    }
}
