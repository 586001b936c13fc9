@testable import QuartzCore
import Foundation
import Testing

/// How iOS blends a gradient's colours. `CAGradientLayer` (and
/// `CGGradient(colorsSpace: nil, …)`, which Apple documents as drawn in Generic
/// RGB) interpolate in Generic RGB: gamma 1.8, with primaries of its own, so
/// sRGB's pure red is first clipped into that gamut and comes back as
/// (255, 38, 0). The expected values are what iOS draws for a 100-point red →
/// yellow `CAGradientLayer` at 3x (swift-snapshot-testing's
/// `testCALayerWithGradient` reference, each row's average over its 300 pixels,
/// where iOS's dithering moves single pixels by one level).
@MainActor
@Suite struct GradientInterpolationTests {
    private func redToYellowLayer() -> CAGradientLayer {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1)]
        return gradient
    }

    /// Rows 0, 75, 150, 225 and 299 of 300 (0, 25, 50, 75 and 100%): iOS's
    /// green channel averages 37.8, 88.5, 147.5, 201.3 and 251.0; red stays
    /// 255 and blue 0 (iOS dithers it between 0 and 1).
    @Test(arguments: [(0, 37.8), (75, 88.5), (150, 147.5), (225, 201.3), (299, 251.0)])
    func redToYellowLayerMatchesIOSAlongItsAxis(row: Int, iOSGreen: Double) {
        let image = renderLayer(redToYellowLayer())
        #expect(image.width == 300 && image.height == 300)
        for x in [0, 150, 299] {
            let p = image.rgba(x: x, y: row)
            #expect(abs(Double(p.g) - iOSGreen) <= 1, "green at (\(x), \(row)): \(p.g), iOS \(iOSGreen)")
            #expect(p.r == 255 && p.b <= 1 && p.a == 255, "(\(x), \(row)): \(p)")
        }
    }

    /// A straight sRGB blend would start at 0 and be 128 half way: the
    /// interpolation space is what moves both.
    @Test func layerGradientIsNotAStraightSRGBBlend() {
        let image = renderLayer(redToYellowLayer())
        #expect(image.rgba(x: 0, y: 0).g > 30)
        #expect(image.rgba(x: 0, y: 150).g > 140)
    }

    /// Red → white, the other case measured on iOS: ~38 at the start, ~148 at
    /// the midpoint, in green and blue alike (both rise together).
    @Test func redToWhiteRisesAsOnIOS() {
        let gradient = redToYellowLayer()
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1)]
        let image = renderLayer(gradient)
        let start = image.rgba(x: 50, y: 0), middle = image.rgba(x: 50, y: 150), end = image.rgba(x: 50, y: 299)
        #expect(abs(Int(start.g) - 38) <= 1 && start.b <= 1)
        #expect(abs(Int(middle.g) - 149) <= 2 && abs(Int(middle.b) - 149) <= 2)
        #expect(end.r == 255 && end.g >= 253 && end.b >= 253)
    }

    /// `CGGradient` draws in the space it is given: sRGB stays a straight blend
    /// (128 half way), a nil space is Generic RGB like the layer.
    @Test func cgGradientInterpolatesInItsColourSpace() throws {
        func greenHalfWay(_ space: CGColorSpace?) throws -> UInt8 {
            let storage = try #require(PixelStorage(width: 101, height: 1))
            let ctx = CGContext(storage: storage, scale: 1, origin: .upperLeft)
            let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1)]
            let gradient = try #require(CGGradient(colorsSpace: space, colors: colors as CFArray, locations: nil))
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 100.5, y: 0), options: [])
            return try #require(ctx.makeImage()).rgba(x: 50, y: 0).g
        }
        #expect(abs(Int(try greenHalfWay(CGColorSpace(name: CGColorSpace.sRGB))) - 128) <= 1)
        #expect(abs(Int(try greenHalfWay(nil)) - 147) <= 1)
    }
}
