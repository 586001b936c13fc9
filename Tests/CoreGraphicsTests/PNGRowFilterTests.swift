import CCairo
@testable import CoreGraphics
import Foundation
import GoldenTesting
import Testing

/// Rows of every filter type read into premultiplied pixels at odd widths, with
/// every colour at every alpha; and the small setting choosing each filter.
@Suite("PNG row filters and premultiplying")
struct PNGRowFilterTests {
    /// Straight R, G, B, A of pixel k (row-major): for k < 65,536 every colour c
    /// at every alpha a (red c, green 255 - c, blue mixed), past that alphas
    /// that change from pixel to pixel (opaque, clear and translucent in one
    /// group of four).
    static func straight(_ k: Int) -> [UInt8] {
        let c = k & 255, a = k < 65_536 ? k >> 8 : (k * 37) % 256
        return [UInt8(c), UInt8(255 - c), UInt8((c * 7 + a) & 255), UInt8(a)]
    }

    @Test("every colour at every alpha, rows of every filter, odd widths: our reader premultiplies as Cairo's does",
          arguments: [1, 3, 5, 7, 257])
    func everyFilterEveryAlpha(width: Int) throws {
        let height = width == 257 ? 256 : 45
        let data = RawPNG.file(width: width, height: height, channels: 4, samples: { x, y in Self.straight(y * width + x) },
                               filter: { UInt8($0 % 5) })
        let expected = PixelStorage.filled(width: width, height: height) { x, y in
            let s = Self.straight(y * width + x).map(Int.init)
            return argbWord(s[0], s[1], s[2], s[3])
        }
        let ours = try PNGCodec.decode(data)
        #expect(ours.samePixels(as: expected))
        #expect(try #require(CairoPNG.decode(data)).samePixels(as: expected))
    }

    /// R, G, B rows made for one filter each to predict exactly, after a row of
    /// zeros (none): noise, a copy of it (up), noise, a ramp (sub), noise, the
    /// mean of left and above (average); then noise beside one colour, under
    /// a copy of that noise beside another colour (Paeth: above on the left,
    /// left on the right).
    static func predictable(width: Int, cycles: Int) -> [[UInt8]] {
        var state: UInt32 = 12_345
        func noise() -> [UInt8] {
            (0..<width * 3).map { _ in
                state = state &* 1_664_525 &+ 1_013_904_223
                return UInt8(state >> 24)
            }
        }
        var rows: [[UInt8]] = []
        for _ in 0..<cycles {
            rows.append([UInt8](repeating: 0, count: width * 3))
            rows.append(noise())
            rows.append(rows[rows.count - 1])
            rows.append(noise())
            rows.append((0..<width * 3).map { i -> UInt8 in
                let pixel = i / 3, channel = i % 3
                return UInt8(truncatingIfNeeded: pixel * 5 + channel * 40)
            })
            let above = noise()
            rows.append(above)
            var average = [UInt8](repeating: 0, count: width * 3)
            for i in 0..<average.count {
                average[i] = UInt8(((i >= 3 ? Int(average[i - 3]) : 0) + Int(above[i])) / 2)
            }
            rows.append(average)
            let half = width / 2 * 3
            let left = noise().prefix(half)
            rows.append(Array(left) + [UInt8](repeating: 30, count: width * 3 - half))
            rows.append(Array(left) + [UInt8](repeating: 200, count: width * 3 - half))
        }
        return rows
    }

    @Test("the small setting chooses each of the five filters for the rows it suits, and both readers undo them",
          arguments: [false, true])
    func smallSettingUsesEveryFilter(translucent: Bool) throws {
        let width = 61
        let rows = Self.predictable(width: width, cycles: 3)
        // Translucent: the rows of zeros are clear pixels, which makes the file RGBA.
        let original = PixelStorage.filled(width: width, height: rows.count) { x, y in
            let r = UInt32(rows[y][3 * x]), g = UInt32(rows[y][3 * x + 1]), b = UInt32(rows[y][3 * x + 2])
            return translucent && y % 9 == 0 ? 0 : 0xff00_0000 | r << 16 | g << 8 | b
        }
        let data = try PNGCodec.encode(original, compression: .small)
        #expect([UInt8](data)[25] == (translucent ? 6 : 2))
        let filters = try #require(RawPNG.filterTypes(of: data))
        #expect(Set(filters) == [0, 1, 2, 3, 4], "row filters \(filters)")
        #expect(try PNGCodec.decode(data).samePixels(as: original))
        #expect(try #require(CairoPNG.decode(data)).samePixels(as: original))
    }
}
