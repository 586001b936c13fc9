import CoreGraphics
import Foundation
import GoldenTesting
import Testing
@testable import SnapshotComparison

/// Decoding a band of rows at a time gives the pixels a whole decode gives, for
/// every colour type, bit depth and interlacing, and fails where it fails.
@Suite struct ImageRowsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/PNG")
    static let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
        .filter { $0.hasSuffix(".png") }.sorted() ?? []

    @Test(arguments: files)
    func rowsMatchAWholeDecode(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let whole: PixelStorage
        do {
            whole = try PNGCodec.decode(data)
        } catch {
            // A file the whole decode refuses is refused a band at a time too.
            #expect(throws: PNGError.self) {
                _ = try ImageComparison.compare(expected: ImageRows(png: data), actual: ImageRows(png: data))
            }
            return
        }
        let comparison = try ImageComparison.compare(expected: ImageRows(whole), actual: ImageRows(png: data, name: name))
        #expect(comparison.verdict == .identical, "\(name)")
    }

    @Test func theFixturesAreThere() {
        #expect(Self.files.contains("rgba8-interlaced.png") && Self.files.contains("malformed-truncated.png"))
    }

    @Test func aTallImageIsReadInManyBands() throws {
        let tall = PixelFixtures.filled(width: 3, height: ImageRows.bandHeight * 3 + 5, with: 0xff10_2030)
        PixelFixtures.set(tall, x: 1, y: ImageRows.bandHeight * 2 + 7, to: 0xff00_0000)
        let data = try PNGCodec.encode(tall)
        let plain = PixelFixtures.filled(width: 3, height: tall.height, with: 0xff10_2030)
        let comparison = try ImageComparison.compare(expected: ImageRows(plain), actual: ImageRows(png: data))
        #expect(comparison.firstDifference! == (1, ImageRows.bandHeight * 2 + 7))
        #expect(comparison.differingPixelCount == 1)
    }

    @Test func aFileCutInItsPixelsNamesItself() throws {
        let image = PixelFixtures.filled(width: 300, height: 300, with: 0xff10_2030)
        for y in stride(from: 0, to: 300, by: 3) { PixelFixtures.set(image, x: y, y: y, to: UInt32(y) | 0xff00_0000) }
        let data = try PNGCodec.encode(image)
        let cut = data.prefix(data.count / 2)
        #expect {
            _ = try ImageComparison.compare(expected: ImageRows(image), actual: ImageRows(png: cut, name: "cut.png"))
        } throws: { error in
            "\(error)".hasPrefix("cut.png: PNG decode of 300x300 image failed: row")
        }
    }
}

/// Files whose rows use every PNG row filter (none, sub, up, average, Paeth),
/// read a band at a time by the short reading path.
@Suite struct ImageRowsFilterTests {
    static let width = 37, height = 40

    /// The straight R, G, B(, A) samples of pixel (x, y): gradients, noise, and
    /// (RGBA) alpha between 1 and 255.
    static func samples(_ x: Int, _ y: Int, channels: Int) -> [UInt8] {
        let noise = UInt8(truncatingIfNeeded: (x &* 7919 &+ y &* 104_729) ^ (x * y))
        let rgb = [UInt8(truncatingIfNeeded: x * 6), UInt8(truncatingIfNeeded: y * 6 + x), noise]
        return channels == 3 ? rgb : rgb + [UInt8(1 + (x * 13 + y * 5) % 255)]
    }

    /// The file, its row filters given by `filter(y)` (a value over 4 is written as is).
    static func png(channels: Int, filter: (Int) -> UInt8) -> Data {
        RawPNG.file(width: width, height: height, channels: channels, samples: { samples($0, $1, channels: channels) },
                    filter: filter)
    }

    /// The pixels the file holds, premultiplied as Cairo's reader does.
    static func expected(channels: Int) -> PixelStorage {
        let storage = PixelFixtures.filled(width: width, height: height, with: 0)
        for y in 0..<height {
            for x in 0..<width {
                let s = samples(x, y, channels: channels).map(UInt32.init)
                let alpha = channels == 3 ? 255 : s[3]
                func premultiplied(_ c: UInt32) -> UInt32 {
                    let t = c * alpha + 128
                    return (t + (t >> 8)) >> 8
                }
                let word = alpha << 24 | premultiplied(s[0]) << 16 | premultiplied(s[1]) << 8 | premultiplied(s[2])
                PixelFixtures.set(storage, x: x, y: y, to: word)
            }
        }
        return storage
    }

    @Test(arguments: [3, 4])
    func everyRowFilterReadsBackInBands(channels: Int) throws {
        let data = Self.png(channels: channels) { UInt8($0 % 5) }
        let expected = Self.expected(channels: channels)
        let whole = try PNGCodec.decode(data)
        #expect(try ImageComparison.compare(expected: ImageRows(expected), actual: ImageRows(whole)).verdict == .identical)
        let bands = try ImageComparison.compare(expected: ImageRows(expected), actual: ImageRows(png: data))
        #expect(bands.verdict == .identical, "\(bands.differingPixelCount) pixels differ, first at \(String(describing: bands.firstDifference))")
    }

    @Test func anUnknownRowFilterIsAnErrorAtItsRow() throws {
        let data = Self.png(channels: 3) { $0 == 7 ? 5 : 2 }
        #expect {
            _ = try ImageComparison.compare(expected: ImageRows(Self.expected(channels: 3)),
                                            actual: ImageRows(png: data, name: "bad.png"))
        } throws: { error in
            "\(error)".hasPrefix("bad.png: PNG decode of 37x40 image failed: row 7")
        }
    }
}
