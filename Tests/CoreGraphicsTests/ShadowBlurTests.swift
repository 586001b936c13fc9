@testable import CoreGraphics
import Foundation
import Testing

/// The shadow blur against its definition: three box averages per axis,
/// rows first, each rounded to the nearest integer, pixels outside the mask
/// counting as transparent. The fast blur must give the same bytes.
struct ShadowBlurTests {
    private static func reference(_ pixels: [UInt8], width: Int, height: Int, sigma: CGFloat) -> [UInt8] {
        var p = pixels.map(Int.init)
        let widths = ShadowBlur.boxWidths(sigma: sigma)
        func line(_ values: [Int]) -> [Int] {
            var v = values
            for w in widths {
                let r = (w - 1) / 2
                // Sums of v[i - r...i + r] (outside counting as 0), from prefix sums.
                var prefix = [0]
                for x in v { prefix.append(prefix.last! + x) }
                v = (0..<v.count).map { i in
                    let sum = prefix[min(i + r + 1, v.count)] - prefix[max(i - r, 0)]
                    return (sum + w / 2) / w
                }
            }
            return v
        }
        for y in 0..<height {
            let out = line(Array(p[y * width..<(y + 1) * width]))
            for x in 0..<width { p[y * width + x] = out[x] }
        }
        for x in 0..<width {
            let out = line((0..<height).map { p[$0 * width + x] })
            for y in 0..<height { p[y * width + x] = out[y] }
        }
        return p.map { UInt8($0) }
    }

    private static func blurred(_ pixels: [UInt8], width: Int, height: Int, stride: Int, sigma: CGFloat) -> [UInt8] {
        // Rows padded to `stride` with bytes the blur must neither read nor change.
        var padded = [UInt8](repeating: 0xAB, count: stride * height)
        for y in 0..<height { for x in 0..<width { padded[y * stride + x] = pixels[y * width + x] } }
        padded.withUnsafeMutableBufferPointer {
            ShadowBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma)
        }
        for y in 0..<height { for x in width..<stride { #expect(padded[y * stride + x] == 0xAB) } }
        return (0..<height).flatMap { y in padded[y * stride..<y * stride + width] }
    }

    @Test(arguments: [0.3, 0.6, 1.0, 2.5, 4.0, 7.3, 18.0])
    func equalsThreeBoxBlursOnRandomMasks(sigma: Double) {
        var rng = SystemRandomNumberGenerator()
        for (width, height) in [(1, 1), (7, 3), (40, 25), (3, 60)] {
            let pixels = (0..<width * height).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let fast = Self.blurred(pixels, width: width, height: height, stride: width + 5, sigma: CGFloat(sigma))
            #expect(fast == Self.reference(pixels, width: width, height: height, sigma: CGFloat(sigma)))
        }
    }

    @Test(arguments: [1.0, 6.0, 18.0])
    func equalsThreeBoxBlursOnShapesWithRepeatedRowsAndColumns(sigma: Double) {
        // A rounded-rectangle-like shape: identical rows and columns in the
        // middle, distinct ones at the corners and the anti-aliased edges.
        let width = 90, height = 60
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 20..<40 { for x in 25..<65 { pixels[y * width + x] = 255 } }
        for x in 25..<65 { pixels[19 * width + x] = 100 }
        for y in 20..<40 { pixels[y * width + 24] = 37 }
        pixels[20 * width + 25] = 90
        let fast = Self.blurred(pixels, width: width, height: height, stride: width, sigma: CGFloat(sigma))
        #expect(fast == Self.reference(pixels, width: width, height: height, sigma: CGFloat(sigma)))
    }

    /// Shapes made of long runs of equal rows and columns (what rectangles
    /// and rounded rectangles give), which the blur squeezes to one window
    /// per run before blurring: runs shorter than, as long as, and just and
    /// far longer than the blur's window, at the mask's edges and inside it,
    /// transparent and not, from a few random distinct rows and columns.
    @Test(arguments: [0.6, 2.5, 6.0, 15.84])
    func equalsThreeBoxBlursOnLongRunsOfEqualRowsAndColumns(sigma: Double) {
        var rng = SystemRandomNumberGenerator()
        let window = 2 * ShadowBlur.reach(sigma: CGFloat(sigma)) + 1
        let lengths = [1, window - 1, window, window + 1, window + 2, 3 * window + 5]
        for trial in 0..<6 {
            // A small pattern of distinct values, each row and column stretched.
            let pw = 5, ph = 4
            let pattern = (0..<pw * ph).map { i in
                trial == 0 ? UInt8(i % 2 * 255) : i % 3 == 0 ? 0 : UInt8.random(in: 0...255, using: &rng)
            }
            let rowLengths = (0..<ph).map { _ in lengths.randomElement(using: &rng)! }
            let columnLengths = (0..<pw).map { _ in lengths.randomElement(using: &rng)! }
            let width = columnLengths.reduce(0, +), height = rowLengths.reduce(0, +)
            let rowOf = rowLengths.enumerated().flatMap { Array(repeating: $0.offset, count: $0.element) }
            let columnOf = columnLengths.enumerated().flatMap { Array(repeating: $0.offset, count: $0.element) }
            let pixels = (0..<width * height).map { pattern[rowOf[$0 / width] * pw + columnOf[$0 % width]] }
            let fast = Self.blurred(pixels, width: width, height: height, stride: width + 3, sigma: CGFloat(sigma))
            #expect(fast == Self.reference(pixels, width: width, height: height, sigma: CGFloat(sigma)),
                    "rows \(rowLengths), columns \(columnLengths)")
        }
    }

    /// A rectangle drawn with fractional edges and a rounded rectangle, as
    /// layer shadows draw them (anti-aliased edge rows and columns, long runs
    /// between), blurred as large as a card's shadow at 3x.
    @Test(arguments: [(CGRect(x: 40.3, y: 38.6, width: 240.5, height: 90.25), 0.0),
                      (CGRect(x: 46, y: 46, width: 540, height: 240), 36.0),
                      (CGRect(x: 47.5, y: 45.2, width: 301.3, height: 120.7), 17.5)])
    func equalsThreeBoxBlursOnDrawnCards(rect: CGRect, radius: Double) throws {
        let width = Int(rect.maxX.rounded(.up)) + 47, height = Int(rect.maxY.rounded(.up)) + 47
        let context = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                             bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        context.setFillColor(gray: 1, alpha: 1)
        context.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil))
        context.fillPath()
        let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        // The alpha byte (BGRA in memory): the shape's coverage.
        let pixels = (0..<height).flatMap { y in (0..<width).map { data[y * context.bytesPerRow + $0 * 4 + 3] } }
        let fast = Self.blurred(pixels, width: width, height: height, stride: width, sigma: 15.84)
        #expect(fast == Self.reference(pixels, width: width, height: height, sigma: 15.84))
    }

    /// Masks are cut to the shape grown by `reach`: nothing may land beyond it.
    @Test func nothingSpreadsBeyondTheReach() {
        let width = 101, height = 61
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 20..<41 { for x in 40..<61 { pixels[y * width + x] = 255 } }
        let sigma: CGFloat = 4
        let out = Self.blurred(pixels, width: width, height: height, stride: width, sigma: sigma)
        let reach = ShadowBlur.reach(sigma: sigma)
        let middle = Array(out[30 * width..<31 * width])
        #expect(middle[40 - reach / 2] > 0 && middle[60 + reach / 2] > 0)
        #expect(middle[..<(40 - reach)].allSatisfy { $0 == 0 } && middle[(61 + reach)...].allSatisfy { $0 == 0 })
        #expect(out[..<((20 - reach) * width)].allSatisfy { $0 == 0 })
    }
}
