import CCairo
@testable import CoreGraphics
import Foundation
import GoldenTesting
import Testing

@Suite("PNG encode then decode")
struct PNGRoundTripTests {
    /// Every valid premultiplied value: pixel (x, y) has alpha y and colours
    /// derived from x, clamped to alpha (premultiplied colours never exceed alpha).
    static func everyPremultipliedValue() -> PixelStorage {
        PixelStorage.filled(width: 256, height: 256) { x, y in
            let a = UInt32(y)
            let r = min(UInt32(x), a), g = a - r, b = min(UInt32(255 - x), a)
            return a << 24 | r << 16 | g << 8 | b
        }
    }

    @Test("every premultiplied pixel survives a round trip exactly", arguments: [PNGCodec.Compression.fast, .small])
    func everyPremultipliedPixelRoundTrips(compression: PNGCodec.Compression) throws {
        let original = Self.everyPremultipliedValue()
        let decoded = try PNGCodec.decode(try PNGCodec.encode(original, compression: compression))
        #expect(decoded.width == 256 && decoded.height == 256)
        var mismatches: [(x: Int, y: Int, expected: UInt32, actual: UInt32)] = []
        for y in 0..<256 { for x in 0..<256 where original.word(x, y) != decoded.word(x, y) {
            mismatches.append((x, y, original.word(x, y), decoded.word(x, y)))
        } }
        #expect(mismatches.count == 0, "first mismatches: \(mismatches.prefix(5))")
    }

    @Test("straight colours at alpha 1...254 premultiplied like Cairo round-trip exactly")
    func translucentColoursRoundTrip() throws {
        let colours = [(255, 0, 0), (0, 128, 255), (17, 200, 99), (255, 255, 255), (1, 2, 3)]
        let original = PixelStorage.filled(width: 254, height: colours.count) { x, y in
            let (r, g, b) = colours[y]
            return argbWord(r, g, b, x + 1)
        }
        let decoded = try PNGCodec.decode(try PNGCodec.encode(original))
        #expect(decoded.samePixels(as: original))
    }

    @Test("an opaque image is written as 8-bit RGB, colour type 2, and round-trips")
    func opaqueImageIsRGB() throws {
        let original = PixelStorage.filled(width: 37, height: 19) { x, y in argbWord(x * 6, y * 13, 90, 255) }
        let data = try PNGCodec.encode(original)
        let bytes = [UInt8](data)
        #expect(bytes[24] == 8, "bit depth")
        #expect(bytes[25] == 2, "colour type")
        #expect(try PNGCodec.decode(data).samePixels(as: original))
    }

    @Test("an image with any translucent pixel is written as RGBA, colour type 6")
    func translucentImageIsRGBA() throws {
        let original = PixelStorage.filled(width: 8, height: 8) { x, y in argbWord(10, 20, 30, (x, y) == (7, 7) ? 254 : 255) }
        let data = try PNGCodec.encode(original)
        #expect([UInt8](data)[25] == 6)
        #expect(try PNGCodec.decode(data).samePixels(as: original))
    }

    @Test("a fully transparent image round-trips as zero pixels")
    func transparentImageRoundTrips() throws {
        let original = PixelStorage(width: 5, height: 3)!
        let data = try PNGCodec.encode(original)
        #expect([UInt8](data)[25] == 6)
        #expect(try PNGCodec.decode(data).samePixels(as: original))
    }

    @Test("equal pixels give equal bytes, with only IHDR, IDAT and IEND chunks", arguments: [PNGCodec.Compression.fast, .small])
    func encodingIsDeterministic(compression: PNGCodec.Compression) throws {
        let first = try PNGCodec.encode(Self.everyPremultipliedValue(), compression: compression)
        let second = try PNGCodec.encode(Self.everyPremultipliedValue(), compression: compression)
        #expect(first == second)
        let names = pngChunkNames(first)
        #expect(names.first == "IHDR" && names.last == "IEND")
        #expect(Set(names) == ["IHDR", "IDAT", "IEND"], "chunks: \(names)")
        #expect(!names.contains("tIME"))
    }

    @Test("the small setting gives a smaller file with the same pixels")
    func smallCompressionIsSmaller() throws {
        let original = PixelStorage.filled(width: 200, height: 100) { x, y in argbWord(x, (x * y) % 256, y * 2, 255) }
        let fast = try PNGCodec.encode(original, compression: .fast)
        let small = try PNGCodec.encode(original, compression: .small)
        #expect(small.count < fast.count)
        #expect(try PNGCodec.decode(small).samePixels(as: original))
    }

    @Test("Cairo reads what we write as the same pixels")
    func cairoReadsOurPNG() throws {
        let original = Self.everyPremultipliedValue()
        let decodedByCairo = try #require(CairoPNG.decode(try PNGCodec.encode(original)))
        #expect(decodedByCairo.samePixels(as: original))
    }

    @Test("we read what Cairo writes as the same pixels Cairo reads")
    func weReadCairoPNG() throws {
        // Straight colours premultiplied at every alpha: Cairo unpremultiplies them
        // on write; both readers must agree on its file and restore the original.
        let original = PixelStorage.filled(width: 256, height: 256) { x, y in argbWord(x, 255 - x, (x + y) % 256, y) }
        let cairoData = CairoPNG.encode(original)
        let ours = try PNGCodec.decode(cairoData)
        let cairos = try #require(CairoPNG.decode(cairoData))
        #expect(ours.samePixels(as: cairos))
        #expect(ours.samePixels(as: original))
    }

    @Test("encoding an image Cairo drew and decoding it gives back the same pixels")
    func cairoDrawingRoundTrips() throws {
        let storage = PixelStorage(width: 120, height: 80)!
        let surface = storage.makeSurface()
        let cr = cairo_create(surface)
        let gradient = cairo_pattern_create_linear(0, 0, 120, 0)
        cairo_pattern_add_color_stop_rgba(gradient, 0, 1, 0.2, 0, 0.1)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0.4, 1, 0.9)
        cairo_set_source(cr, gradient)
        cairo_arc(cr, 60, 40, 35, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_pattern_destroy(gradient)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
        #expect(try PNGCodec.decode(try PNGCodec.encode(storage)).samePixels(as: storage))
    }

    @Test("CGImage.pngData and CGImage(pngData:) round-trip an image")
    func cgImageRoundTrip() throws {
        let image = CGImage(storage: PixelStorage.filled(width: 30, height: 20) { x, y in argbWord(x * 8, y * 12, 77, (x * y) % 256) })
        let data = try image.pngData()
        #expect(data == (try PNGCodec.encode(image.storage)))
        let decoded = try CGImage(pngData: data)
        #expect(decoded.width == 30 && decoded.height == 20)
        #expect(decoded.storage.samePixels(as: image.storage))
        #expect(throws: PNGError.self) { try CGImage(pngData: Data("not png".utf8)) }
    }
}
