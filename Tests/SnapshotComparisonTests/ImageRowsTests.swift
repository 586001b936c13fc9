import CoreGraphics
import Foundation
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
