@testable import CoreGraphics
import Foundation
import GoldenTesting
import Testing

/// The fixtures of Fixtures/PNG (written by make-fixtures.py) in every colour
/// type; each expectation restates the rule that drew the file, in straight RGBA.
@Suite("PNG decoding of every colour type")
struct PNGDecodeTests {
    typealias RGBA = (r: Int, g: Int, b: Int, a: Int)

    static func picture(_ x: Int, _ y: Int) -> RGBA {
        switch (x < 8, y < 8) {
        case (true, true): (255, 0, 0, 255)
        case (false, true): (0, 255, 0, 192)
        case (true, false): (0, 0, 255, 128)
        case (false, false): (x * 16, y * 16, 200, (x, y) == (15, 15) ? 0 : 32)
        }
    }

    static func opaque(_ c: RGBA) -> RGBA { (c.r, c.g, c.b, 255) }
    static func gray(_ v: Int, _ a: Int = 255) -> RGBA { (v, v, v, a) }
    static let palette: [RGBA] = [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255, 255, 255, 255)]
    static func quadrant(_ x: Int, _ y: Int) -> Int { (x < 8 ? 0 : 1) + (y < 8 ? 0 : 2) }

    static let files = [
        "rgb8.png", "rgba8.png", "rgb16.png", "rgba16.png", "rgba8-interlaced.png", "rgb8-trns.png",
        "gray8.png", "gray16.png", "gray1.png", "gray2.png", "gray4.png", "gray4-interlaced.png",
        "gray8-trns.png", "gray-alpha8.png", "gray-alpha16.png",
        "palette8.png", "palette2.png", "palette1.png", "palette8-interlaced.png", "palette4-trns.png",
    ]

    /// What the fixture shows at (x, y), in straight RGBA.
    static func expected(_ file: String, _ x: Int, _ y: Int) -> RGBA {
        let value = x * 16 + y
        switch file {
        // 16-bit samples are v * 257 + 100: scaling must round to v, not truncate.
        case "rgb8.png", "rgb16.png": return opaque(picture(x, y))
        case "rgba8.png", "rgba16.png", "rgba8-interlaced.png": return picture(x, y)
        case "rgb8-trns.png": return quadrant(x, y) == 0 ? (0, 0, 0, 0) : opaque(picture(x, y))
        case "gray8.png", "gray16.png": return gray(value)
        case "gray1.png": return gray((x + y) % 2 * 255)
        case "gray2.png": return gray(x / 4 * 85)
        case "gray4.png", "gray4-interlaced.png": return gray(x * 17)
        case "gray8-trns.png": return value == 0 ? (0, 0, 0, 0) : gray(value)
        case "gray-alpha8.png", "gray-alpha16.png": return gray(value, y * 17)
        case "palette8.png", "palette2.png", "palette8-interlaced.png": return palette[quadrant(x, y)]
        case "palette1.png": return palette[(x + y) % 2]
        case "palette4-trns.png":
            let c = palette[quadrant(x, y)]
            return (c.r, c.g, c.b, [255, 128, 0, 255][quadrant(x, y)])
        default: return (-1, -1, -1, -1)
        }
    }

    @Test("each colour type and bit depth decodes to premultiplied ARGB32", arguments: files)
    func decodesFixture(file: String) throws {
        let storage = try PNGCodec.decode(try PNGFixtures.data(file))
        #expect(storage.width == 16 && storage.height == 16)
        var wrong: [String] = []
        for y in 0..<16 { for x in 0..<16 {
            let e = Self.expected(file, x, y)
            let want = argbWord(e.r, e.g, e.b, e.a)
            let got = storage.word(x, y)
            if want != got { wrong.append("(\(x),\(y)) want \(String(want, radix: 16)) got \(String(got, radix: 16))") }
        } }
        #expect(wrong.count == 0, "first wrong pixels: \(wrong.prefix(4))")
    }

    @Test("our decoder agrees with Cairo's on every fixture Cairo reads", arguments: files)
    func agreesWithCairo(file: String) throws {
        let data = try PNGFixtures.data(file)
        // Cairo reads 16-bit files as float surfaces; those are compared above instead.
        guard let cairos = CairoPNG.decode(data), !file.contains("16") else { return }
        #expect(try PNGCodec.decode(data).samePixels(as: cairos))
    }

    @Test("an sRGB gamma and text chunks are ignored, not errors")
    func ancillaryChunksIgnored() throws {
        var bytes = [UInt8](try PNGFixtures.data("rgb8.png"))
        // gAMA 1/2.2 (what tools write for sRGB; other gammas are converted, see
        // PNGColorSpaceTests) and a tEXt chunk after IHDR (which ends at byte 33).
        let extra = pngChunk("gAMA", [0, 0, 0xb1, 0x8f]) + pngChunk("tEXt", Array("Comment\0hello".utf8))
        bytes.insert(contentsOf: extra, at: 33)
        let withChunks = try PNGCodec.decode(Data(bytes))
        #expect(withChunks.samePixels(as: try PNGCodec.decode(try PNGFixtures.data("rgb8.png"))))
    }
}

/// A chunk with its length and CRC.
func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xffff_ffff
    for byte in body {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
    }
    crc ^= 0xffff_ffff
    func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
    return be(UInt32(data.count)) + body + be(crc)
}
