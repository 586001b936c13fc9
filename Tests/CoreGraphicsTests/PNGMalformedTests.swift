@testable import CoreGraphics
import Foundation
import Testing

@Suite("PNG decoding of bad input")
struct PNGMalformedTests {
    static let cases: [(file: String, says: String)] = [
        ("malformed-truncated.png", "truncated data: needed"),
        ("malformed-bad-ihdr-crc.png", "IHDR: CRC error"),
        ("malformed-bad-idat-crc.png", "IDAT: CRC error"),
        ("malformed-corrupt-idat-data.png", "row 0: bad adaptive filter value"),
        ("malformed-not-png.png", "not a PNG file"),
        ("malformed-huge-dimensions.png", "IHDR: image is 100000x100000 pixels; the limit is 16384 per side"),
        ("malformed-zero-width.png", "Invalid IHDR data (Image width is zero in IHDR)"),
        ("malformed-no-image-data.png", "IEND"),
    ]

    @Test("bad files give an error that says what is wrong", arguments: cases.map(\.file))
    func badFileFails(file: String) throws {
        let says = try #require(Self.cases.first { $0.file == file }).says
        let data = try PNGFixtures.data(file)
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(data) }
        #expect(error?.description.contains(says) == true, "\(error?.description ?? "no error")")
        #expect(error?.description.hasPrefix("PNG decode of") == true)
    }

    @Test("empty data is an error, not a crash")
    func emptyData() {
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(Data()) }
        #expect(error?.description.contains("empty data") == true)
    }

    @Test("a file cut at every length fails cleanly")
    func everyTruncationFails() throws {
        let full = try PNGFixtures.data("rgba8-interlaced.png")
        for length in 0..<full.count {
            #expect(throws: PNGError.self, "cut at \(length)") { try PNGCodec.decode(full.prefix(length)) }
        }
        #expect(try PNGCodec.decode(full).width == 16)
    }

    @Test("a corrupted byte anywhere never crashes")
    func everyCorruptByteIsHandled() throws {
        let full = [UInt8](try PNGFixtures.data("palette4-trns.png"))
        for index in full.indices {
            var bytes = full
            bytes[index] ^= 0x5a
            // Either a clear error or (for a byte in a dropped ancillary chunk) an image.
            if let storage = try? PNGCodec.decode(Data(bytes)) {
                #expect(storage.width == 16 && storage.height == 16, "byte \(index)")
            }
        }
    }

    @Test("a header just over the side limit is refused before allocating")
    func sideLimit() {
        var bytes = Array("\u{89}PNG\r\n\u{1a}\n".unicodeScalars.map { UInt8($0.value) })
        bytes += pngChunk("IHDR", [0, 0, 0x40, 0x01, 0, 0, 0, 1, 8, 6, 0, 0, 0])  // 16385 x 1
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(Data(bytes)) }
        #expect(error?.description.contains("16385x1") == true, "\(error?.description ?? "")")
    }
}
