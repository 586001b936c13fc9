@testable import CoreGraphics
import Foundation
import GoldenTesting
import Testing

/// `PNGCodec.encode(overwriting:)` writes an opaque image's RGB rows over its own
/// pixels: the bytes must be `encode`'s for every size, both settings, and
/// images that turn out translucent (at the first row, or only after opaque
/// rows were already converted) must be left exactly as they were.
@Suite("PNG encode overwriting the pixels")
struct PNGEncodeOverwritingTests {
    /// Screenshot-like pixels; `translucentFrom` is the first row with a
    /// translucent pixel (at its last column), nil for an opaque image.
    static func image(width: Int, height: Int, translucentFrom: Int?) -> PixelStorage {
        PixelStorage.filled(width: width, height: height) { x, y in
            if let row = translucentFrom, y >= row, x == width - 1 { return argbWord(200, 40, 90, 128) }
            let noise = UInt32(truncatingIfNeeded: (x &* 2_654_435_761) ^ (y &* 40_503)) & 0x00ff_ffff
            return y % 5 == 4 ? 0xff00_0000 | noise : 0xfff2_f2f7 &- UInt32(x % 3)
        }
    }

    static func copy(_ storage: PixelStorage) -> PixelStorage {
        let copy = PixelStorage(width: storage.width, height: storage.height)!
        copy.bytes.copyMemory(from: storage.bytes, byteCount: storage.byteCount)
        return copy
    }

    static func sameBytes(_ a: PixelStorage, _ b: PixelStorage) -> Bool {
        memcmp(a.bytes, b.bytes, a.byteCount) == 0
    }

    @Test("an opaque image gives encode's bytes, and its storage is overwritten",
          arguments: [(1, 1), (1, 7), (2, 1), (2, 9), (3, 40), (97, 61), (700, 90), (1170, 40)])
    func opaque(size: (Int, Int)) throws {
        let original = Self.image(width: size.0, height: size.1, translucentFrom: nil)
        for compression in [PNGCodec.Compression.fast, .small] {
            let expected = try PNGCodec.encode(original, compression: compression)
            let given = Self.copy(original)
            #expect(try PNGCodec.encode(overwriting: given, compression: compression) == expected, "\(size) \(compression)")
            #expect(try PNGCodec.decode(expected).samePixels(as: original))
            // One pixel wide is converted into a buffer of its own (its rows would not fit before its pixels).
            if size.0 >= 2 { #expect(!Self.sameBytes(given, original), "\(size): the rows were written over the pixels") }
        }
    }

    @Test("a translucent image, from its first row or only after opaque rows, gives encode's bytes and keeps its pixels",
          arguments: [0, 1, 2, 17, 59])
    func translucent(from row: Int) throws {
        for width in [2, 3, 97, 700] {
            let original = Self.image(width: width, height: 60, translucentFrom: row)
            for compression in [PNGCodec.Compression.fast, .small] {
                let expected = try PNGCodec.encode(original, compression: compression)
                let given = Self.copy(original)
                #expect(try PNGCodec.encode(overwriting: given, compression: compression) == expected,
                        "width \(width) from row \(row) \(compression)")
                #expect(Self.sameBytes(given, original), "width \(width) from row \(row): pixels put back")
            }
        }
    }
}
