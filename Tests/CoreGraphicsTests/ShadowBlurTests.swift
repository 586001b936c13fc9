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
                v = (0..<v.count).map { i in
                    let sum = (i - r...i + r).reduce(0) { $0 + ($1 >= 0 && $1 < v.count ? v[$1] : 0) }
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
