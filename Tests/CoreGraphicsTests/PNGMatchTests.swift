@testable import CoreGraphics
import Foundation
import GoldenTesting
import Testing

/// `PNGCodec.matches`, the passing snapshot's fast path: it must say yes only for a
/// file of exactly these pixels, and never for one it cannot read itself.
@Suite("PNG comparison while decoding")
struct PNGMatchTests {
    static func image(translucent: Bool) -> PixelStorage {
        PixelStorage.filled(width: 97, height: 41) { x, y in
            let a: UInt32 = translucent ? UInt32(128 + (x + y) % 128) : 255
            return a << 24 | min(UInt32(x * 2), a) << 16 | min(UInt32(y * 5), a) << 8 | min(UInt32((x * y) % 256), a)
        }
    }

    @Test("a file of the same pixels matches, RGB and RGBA, fast and small", arguments: [false, true])
    func samePixelsMatch(translucent: Bool) throws {
        let original = Self.image(translucent: translucent)
        #expect(PNGCodec.matches(try PNGCodec.encode(original), original))
        // .small picks row filters (sub, up, average, Paeth) that the reader undoes.
        #expect(PNGCodec.matches(try PNGCodec.encode(original, compression: .small), original))
    }

    @Test("one changed pixel, in the first or the last row, does not match", arguments: [(0, 0), (96, 40), (50, 20)])
    func oneChangedPixel(x: Int, y: Int) throws {
        let original = Self.image(translucent: false)
        let data = try PNGCodec.encode(original)
        let changed = PixelStorage.filled(width: 97, height: 41) { px, py in
            let word = original.bytes.load(fromByteOffset: py * original.bytesPerRow + px * 4, as: UInt32.self)
            return px == x && py == y ? word ^ 0x0000_0001 : word
        }
        #expect(!PNGCodec.matches(data, changed))
    }

    @Test("another size does not match")
    func otherSize() throws {
        let original = Self.image(translucent: false)
        let smaller = PixelStorage.filled(width: 96, height: 41) { _, _ in 0xff00_0000 }
        #expect(!PNGCodec.matches(try PNGCodec.encode(original), smaller))
    }

    @Test("files the short path leaves to libpng, and broken files, never match",
          arguments: ["rgba8-interlaced.png", "palette8.png", "rgb16.png", "malformed-corrupt-idat-data.png",
                      "malformed-bad-idat-crc.png", "malformed-truncated.png"])
    func otherFilesNeverMatch(file: String) throws {
        let data = try PNGFixtures.data(file)
        let decoded = try? PNGCodec.decode(data)
        let storage = decoded ?? PixelStorage.filled(width: 16, height: 16) { _, _ in 0 }
        #expect(!PNGCodec.matches(data, storage))
    }

    @Test("files of another writer match what they decode to", arguments: ["rgb8.png", "rgba8.png"])
    func anotherWriter(file: String) throws {
        let data = try PNGFixtures.data(file)
        #expect(PNGCodec.matches(data, try PNGCodec.decode(data)))
    }
}
