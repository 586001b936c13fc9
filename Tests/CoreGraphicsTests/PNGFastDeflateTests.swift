import CCairo
@testable import CoreGraphics
import Foundation
import GoldenTesting
import Testing

/// The fast setting's own deflate: what a screenshot is made of (runs of one
/// colour, rows equal to the one above, repeats elsewhere, noise) must come
/// back exactly through our reader and through libpng's (Cairo's reader).
@Suite("PNG fast deflate")
struct PNGFastDeflateTests {
    /// A deterministic mix: bands of one colour, a repeated glyph-like
    /// pattern, rows copied from above, and noise, opaque or translucent.
    static func screenshotLike(width: Int, height: Int, translucent: Bool, seed: UInt32) -> PixelStorage {
        var state = seed
        func next() -> UInt32 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return state >> 8
        }
        let alpha: UInt32 = translucent ? 0x80 : 0xff
        var rows: [[UInt32]] = []
        for y in 0..<height {
            var row = [UInt32](repeating: 0, count: width)
            for x in 0..<width {
                let band = (y / 7) % 4
                let c: UInt32
                switch band {
                case 0: c = 0x00f2f2f7
                case 1: c = ((x / 5) % 3 == 0) ? 0x00202020 : 0x00ffffff  // a repeated pattern
                case 2: c = next() & 0x00ffffff  // noise
                default: c = rows.isEmpty ? 0x00336699 : rows[y - 1][x] & 0x00ffffff  // the row above
                }
                // Premultiplied: colours no larger than alpha.
                let r = min((c >> 16) & 0xff, alpha), g = min((c >> 8) & 0xff, alpha), b = min(c & 0xff, alpha)
                row[x] = alpha << 24 | r << 16 | g << 8 | b
            }
            rows.append(row)
        }
        return PixelStorage.filled(width: width, height: height) { x, y in rows[y][x] }
    }

    @Test("runs, rows above, repeats and noise round-trip through our reader and libpng's",
          arguments: [(1, 1), (3, 40), (97, 61), (700, 90), (9000, 3)])
    func roundTrips(size: (Int, Int)) throws {
        for translucent in [false, true] {
            let original = Self.screenshotLike(width: size.0, height: size.1, translucent: translucent, seed: UInt32(size.0))
            let data = try PNGCodec.encode(original, compression: .fast)
            #expect(try PNGCodec.decode(data).samePixels(as: original), "\(size) translucent \(translucent)")
            let cairo = try #require(CairoPNG.decode(data))
            #expect(cairo.samePixels(as: original), "\(size) translucent \(translucent)")
            #expect(try PNGCodec.encode(original, compression: .fast) == data, "deterministic")
        }
    }

    @Test("one colour compresses to almost nothing; noise is stored, barely larger than the pixels")
    func extremes() throws {
        let flat = PixelStorage.filled(width: 1170, height: 2532) { _, _ in 0xfff2f2f7 }
        #expect(try PNGCodec.encode(flat).count < 20_000)
        var state: UInt32 = 7
        let noise = PixelStorage.filled(width: 300, height: 300) { _, _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return 0xff00_0000 | (state >> 8)
        }
        let data = try PNGCodec.encode(noise)
        #expect(data.count < 300 * 301 * 3 + 2_000)
        #expect(try PNGCodec.decode(data).samePixels(as: noise))
        #expect(try #require(CairoPNG.decode(data)).samePixels(as: noise))
    }

    @Test("stretches repeated at distances of every distance code, with lengths of every length code, round-trip")
    func everyDistanceAndLength() throws {
        // Noise in rows too long for the row above to be in reach, with
        // earlier stretches copied forward from 4 to 32,768 bytes back.
        var state: UInt32 = 99
        var bytes = (0..<90_000).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        }
        let distances = [4, 5, 6, 7, 8, 9, 12, 13, 16, 17, 24, 25, 32, 33, 48, 49, 64, 65, 96, 97, 128, 129, 192, 193,
                         256, 257, 384, 385, 512, 513, 768, 769, 1024, 1025, 1536, 1537, 2048, 2049, 3072, 3073,
                         4096, 4097, 6144, 6145, 8192, 8193, 12_288, 12_289, 16_384, 16_385, 24_576, 24_577, 32_768]
        let lengths = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 23, 26, 27, 30, 31, 34, 35,
                       42, 43, 50, 51, 58, 59, 66, 67, 82, 83, 98, 99, 114, 115, 130, 131, 162, 163, 194, 195, 226,
                       227, 257, 258, 300]
        var at = 33_000
        for (k, distance) in distances.enumerated() {
            for length in [lengths[k % lengths.count], lengths[(k + 17) % lengths.count]] {
                for i in 0..<length { bytes[at + i] = bytes[at + i - distance] }
                at += length + 50
            }
        }
        let original = PixelStorage.filled(width: 15_000, height: 2) { x, y in
            let k = 3 * (y * 15_000 + x)
            return 0xff00_0000 | UInt32(bytes[k]) << 16 | UInt32(bytes[k + 1]) << 8 | UInt32(bytes[k + 2])
        }
        let data = try PNGCodec.encode(original, compression: .fast)
        #expect(data.count < 90_000, "the repeats are found")
        #expect(try PNGCodec.decode(data).samePixels(as: original))
        #expect(try #require(CairoPNG.decode(data)).samePixels(as: original))
    }

    @Test("opaque pixels beside translucent and clear ones in one RGBA image round-trip (every alignment of four)")
    func mixedAlpha() throws {
        let original = Self.screenshotLike(width: 61, height: 23, translucent: false, seed: 11)
        for y in 0..<original.height {
            // One translucent and one clear pixel a row, sliding, so each group of four meets them in each place.
            let row = (original.bytes + y * original.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            row[(y * 3) % original.width] = 0x8040_2010
            row[(y * 7 + 5) % original.width] = 0
        }
        let data = try PNGCodec.encode(original)
        #expect(try PNGCodec.decode(data).samePixels(as: original))
        #expect(try #require(CairoPNG.decode(data)).samePixels(as: original))
    }

    @Test("the bytes of an image do not depend on the images encoded before it on the thread")
    func noHistory() throws {
        let big = Self.screenshotLike(width: 700, height: 300, translucent: false, seed: 3)
        let small = Self.screenshotLike(width: 97, height: 61, translucent: true, seed: 5)
        let first = try PNGCodec.encode(small)
        let bigFirst = try PNGCodec.encode(big)
        // After a larger image whose repeats hashed to the same table slots.
        #expect(try PNGCodec.encode(small) == first)
        #expect(try PNGCodec.encode(big) == bigFirst)
        // On a thread that has encoded nothing else.
        let fresh = try Thread.run { try PNGCodec.encode(small) }
        #expect(fresh == first)
    }
}

extension Thread {
    /// Runs `body` on a new thread and waits for its result.
    fileprivate static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        nonisolated(unsafe) var result: Result<T, Error>?
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result = Result { try body() }
            done.signal()
        }
        thread.start()
        done.wait()
        return try result!.get()
    }
}
