// @testable only because `import CoreGraphics` next to `import Testing` makes the
// compiler look for Swift Testing's Apple-only cross-import overlay
// _Testing_CoreGraphics, which does not exist on Linux. Only public API is used.
@testable import CoreGraphics
import Foundation
import Testing

/// The public Core Graphics path: PNG bytes -> CGDataProvider -> CGImage, written
/// the way iOS code writes it.
@Suite("CGImage from a PNG data provider")
struct PNGDataProviderTests {
    @Test("a PNG data provider gives an image of the file's size and pixels")
    func imageFromProvider() throws {
        let data = try PNGFixtures.data("rgba8.png")
        let provider = try #require(CGDataProvider(data: data as CFData))
        let image = try #require(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.width == 16 && image.height == 16)
        #expect(image.bitsPerComponent == 8 && image.bitsPerPixel == 32)
        #expect(pixel(image, 0, 0) == [255, 0, 0, 255])
        #expect(pixel(image, 15, 15) == [0, 0, 0, 0])
        #expect(pixel(image, 12, 2) == [0, 255, 0, 192])
    }

    @Test("bad data gives nil, not a crash", arguments: ["malformed-truncated.png", "malformed-not-png.png", "malformed-huge-dimensions.png"])
    func badDataGivesNil(file: String) throws {
        let provider = try #require(CGDataProvider(data: try PNGFixtures.data(file) as CFData))
        #expect(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .perceptual) == nil)
    }

    @Test("empty data gives nil")
    func emptyDataGivesNil() throws {
        let provider = try #require(CGDataProvider(data: Data() as CFData))
        #expect(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent) == nil)
    }

    @Test("a provider hands back the bytes it was given")
    func providerData() throws {
        let bytes = Data([1, 2, 3, 250])
        let provider = try #require(CGDataProvider(data: bytes as CFData))
        #expect(provider.data.map { $0 as Data } == bytes)
    }

    @Test("a provider reads a file by URL or by path, and gives nil for a missing file")
    func providerFromFile() throws {
        let url = PNGFixtures.folder.appendingPathComponent("gray8.png")
        let byURL = try #require(CGDataProvider(url: url as CFURL))
        let byPath = try #require(url.path.withCString { CGDataProvider(filename: $0) })
        #expect(byURL.data.map { $0 as Data } == (try Data(contentsOf: url)))
        #expect(byPath.data.map { $0 as Data } == (try Data(contentsOf: url)))
        #expect(CGDataProvider(url: PNGFixtures.folder.appendingPathComponent("missing.png") as CFURL) == nil)
        #expect("/no/such/file.png".withCString { CGDataProvider(filename: $0) } == nil)
    }

    @Test("a decode array of (1, 0) inverts a gray image")
    func decodeArrayInvertsGray() throws {
        let provider = try #require(CGDataProvider(url: PNGFixtures.folder.appendingPathComponent("gray8.png") as CFURL))
        let decode: [CGFloat] = [1, 0]
        let image = try #require(CGImage(pngDataProviderSource: provider, decode: decode, shouldInterpolate: false, intent: .defaultIntent))
        #expect(pixel(image, 0, 0) == [255, 255, 255, 255])
        #expect(pixel(image, 3, 5) == [255 - 53, 255 - 53, 255 - 53, 255])
    }

    @Test("a decode array on a palette image gives nil (not supported)")
    func decodeArrayOnPaletteGivesNil() throws {
        let provider = try #require(CGDataProvider(url: PNGFixtures.folder.appendingPathComponent("palette8.png") as CFURL))
        let decode: [CGFloat] = [0, 1]
        #expect(CGImage(pngDataProviderSource: provider, decode: decode, shouldInterpolate: false, intent: .defaultIntent) == nil)
        #expect(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent) != nil)
    }

    @Test("a decode array maps each RGB component by its own pair")
    func decodeArrayPerComponent() throws {
        let provider = try #require(CGDataProvider(url: PNGFixtures.folder.appendingPathComponent("rgb8.png") as CFURL))
        let decode: [CGFloat] = [1, 0, 0, 1, 0, 0.5]  // invert red, keep green, halve blue
        let image = try #require(CGImage(pngDataProviderSource: provider, decode: decode, shouldInterpolate: false, intent: .defaultIntent))
        #expect(pixel(image, 0, 0) == [0, 0, 0, 255])        // red
        #expect(pixel(image, 0, 15) == [255, 0, 128, 255])   // blue
    }
}

/// Straight RGBA at (x, y) as an array, easy to compare.
private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.rgba(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}
