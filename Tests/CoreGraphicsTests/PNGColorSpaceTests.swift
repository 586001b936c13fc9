@testable import CoreGraphics
import Foundation
import GoldenTesting
import Testing

/// PNGs tagged Display P3 (as recent iPhones record references) read as sRGB.
@Suite struct PNGColorSpaceTests {
    private func rgba(_ s: PixelStorage, _ x: Int, _ y: Int) -> [Int] {
        let v = (s.bytes + y * s.bytesPerRow + x * 4).load(as: UInt32.self)
        return [Int(v >> 16 & 0xFF), Int(v >> 8 & 0xFF), Int(v & 0xFF), Int(v >> 24)]
    }

    @Test(arguments: [false, true])
    func aDisplayP3RedBoxReadsAsSRGBRed(cicp: Bool) throws {
        let p3 = TaggedPNG.sRGBToDisplayP3([255, 0, 0])
        #expect(p3 != [255, 0, 0])  // stored values are P3's, not sRGB's
        let data = try TaggedPNG.box(sRGB: [255, 0, 0], width: 6, height: 4, cicp: cicp)
        #expect(PNGColorSpace.of(data) != nil)
        let decoded = try PNGCodec.decode(data)
        for y in 0..<4 { for x in 0..<6 { #expect(rgba(decoded, x, y) == [255, 0, 0, 255]) } }
    }

    @Test func otherColoursComeBackWithinOneLevel() throws {
        for colour: [UInt8] in [[0, 122, 255], [52, 199, 89], [128, 128, 128], [255, 204, 0], [10, 20, 30]] {
            let decoded = try PNGCodec.decode(try TaggedPNG.box(sRGB: colour, width: 2, height: 2, cicp: false))
            let got = rgba(decoded, 1, 1)
            for c in 0..<3 { #expect(abs(got[c] - Int(colour[c])) <= 1, "\(colour) → \(got)") }
        }
    }

    @Test func aTaggedFileIsNeverMatchedByItsStoredValues() throws {
        let data = try TaggedPNG.box(sRGB: [255, 0, 0], width: 3, height: 3, cicp: false)
        let stored = PixelStorage(width: 3, height: 3)!
        let p3 = TaggedPNG.sRGBToDisplayP3([255, 0, 0])
        for y in 0..<3 { for x in 0..<3 {
            (stored.bytes + y * stored.bytesPerRow + x * 4).storeBytes(
                of: 0xFF00_0000 | UInt32(p3[0]) << 16 | UInt32(p3[1]) << 8 | UInt32(p3[2]), as: UInt32.self)
        } }
        #expect(!PNGCodec.matches(data, stored))
        let reader = try PNGRowReader(data: data)
        let band = PixelStorage(width: 3, height: 3)!
        let (row, _) = try reader.read(3, into: band)
        #expect((row.load(as: UInt32.self) & 0xFFFFFF) == 0xFF0000)
    }

    @Test func plainAndSRGBTaggedFilesAreLeftAlone() throws {
        let storage = PixelStorage(width: 2, height: 2)!
        let plain = try PNGCodec.encode(storage)
        #expect(PNGColorSpace.of(plain) == nil)
        var srgb = plain.prefix(33)
        srgb.append(TaggedPNGChunks.chunk("sRGB", [0]))
        srgb.append(plain.dropFirst(33))
        #expect(PNGColorSpace.of(srgb) == nil)
        var gamma22 = plain.prefix(33)
        gamma22.append(TaggedPNGChunks.chunk("gAMA", [0, 0, 0xB1, 0x8F]))  // 45455: 1/2.2, what tools write for sRGB
        gamma22.append(plain.dropFirst(33))
        #expect(PNGColorSpace.of(gamma22) == nil)
        var linear = plain.prefix(33)
        linear.append(TaggedPNGChunks.chunk("gAMA", [0, 1, 0x86, 0xA0]))  // 100000: linear light
        linear.append(plain.dropFirst(33))
        #expect(PNGColorSpace.of(linear) == .gamma(1, chromaticities: nil))
    }

    @Test func aLinearGammaFileIsEncodedToTheSRGBCurve() throws {
        // Linear 0.5 is sRGB 188.
        let storage = PixelStorage(width: 1, height: 1)!
        storage.bytes.storeBytes(of: 0xFF80_8080 as UInt32, as: UInt32.self)
        let plain = try PNGCodec.encode(storage)
        var linear = plain.prefix(33)
        linear.append(TaggedPNGChunks.chunk("gAMA", [0, 1, 0x86, 0xA0]))
        linear.append(plain.dropFirst(33))
        let got = rgba(try PNGCodec.decode(linear), 0, 0)
        #expect(abs(got[0] - 188) <= 1 && got[0] == got[1] && got[1] == got[2])
    }

    @Test func displayP3ColoursDrawAsTheirSRGBEquivalent() {
        let p3Red = CGColor(colorSpace: CGColorSpace(name: CGColorSpace.displayP3)!, components: [1, 0, 0, 1])!
        #expect(p3Red.components == [1, 0, 0, 1])  // the colour keeps its own components, as on Apple platforms
        let storage = PixelStorage(width: 2, height: 2)!
        let ctx = CGContext(storage: storage, scale: 1, origin: .upperLeft)
        ctx.setFillColor(p3Red)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(rgba(storage, 0, 0) == [255, 0, 0, 255])  // P3 red is outside sRGB: clipped
        let p3 = TaggedPNG.sRGBToDisplayP3([0, 122, 255])
        let inside = CGColor(colorSpace: CGColorSpace(name: CGColorSpace.displayP3)!,
                             components: p3.map { CGFloat($0) / 255 } + [1])!
        ctx.setFillColor(inside)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let got = rgba(storage, 1, 1)
        #expect(abs(got[0] - 0) <= 1 && abs(got[1] - 122) <= 1 && abs(got[2] - 255) <= 1)
    }
}

/// Ancillary chunks for the tests above.
enum TaggedPNGChunks {
    static func chunk(_ type: String, _ body: [UInt8]) -> Data { TaggedPNG.chunk(type, Data(body)) }
}
