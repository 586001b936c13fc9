import CCairo
@testable import CoreGraphics
import Foundation
import Testing

/// Pixel-exact checks of drawing behaviour Apple documents.
struct CGContextPixelTests {
    static func bitmap(_ w: Int, _ h: Int) -> CGContext {
        CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    }

    @Test func shadowOffsetPointsUpInABitmapContextsYUpBaseSpace() throws {
        let ctx = Self.bitmap(20, 20)
        ctx.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 5, y: 5, width: 5, height: 5)) // image rows 10..14
        let image = try #require(ctx.makeImage())
        #expect(image.rgba(x: 7, y: 7) == (0, 0, 0, 255))     // shadow, 5 px higher
        #expect(image.rgba(x: 7, y: 12) == (255, 255, 255, 255))
        #expect(image.rgba(x: 7, y: 17) == (0, 0, 0, 0))
    }

    @Test func shadowOffsetIsNotScaledOrRotatedByTheCTM() throws {
        let ctx = Self.bitmap(40, 40)
        ctx.scaleBy(x: 2, y: 2)
        ctx.rotate(by: .pi / 2)
        ctx.setShadow(offset: CGSize(width: 6, height: 0), blur: 0, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(gray: 1, alpha: 1)
        // (x, y) maps to device (-2y, 2x): x 10..20, y 10..20 up, i.e. image rows 20..30.
        ctx.fill(CGRect(x: 5, y: -10, width: 5, height: 5))
        let image = try #require(ctx.makeImage())
        #expect(image.rgba(x: 12, y: 25) == (255, 255, 255, 255))
        #expect(image.rgba(x: 23, y: 25) == (0, 0, 0, 255)) // shadow: 6 px right, not rotated or doubled
        #expect(image.rgba(x: 27, y: 25) == (0, 0, 0, 0))
        #expect(image.rgba(x: 12, y: 17) == (0, 0, 0, 0))
    }

    @Test func defaultShadowIsBlackAtOneThirdAlpha() throws {
        let ctx = Self.bitmap(20, 20)
        ctx.setShadow(offset: CGSize(width: 10, height: 0), blur: 0)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 20))
        let image = try #require(ctx.makeImage())
        #expect(image.rgba(x: 12, y: 10) == (0, 0, 0, 85))
    }

    @Test func blurredShadowIsSoftAndSymmetric() throws {
        let ctx = Self.bitmap(60, 60)
        ctx.setShadow(offset: .zero, blur: 8, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        let image = try #require(ctx.makeImage())
        let left = image.rgba(x: 17, y: 30).a, right = image.rgba(x: 42, y: 30).a
        #expect(left > 0 && left < 255)
        #expect(left == right)
        #expect(image.rgba(x: 2, y: 30).a == 0)
    }

    @Test func gradientWithoutOptionsLeavesPixelsBeyondItsEndsUntouched() throws {
        let ctx = Self.bitmap(30, 4)
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                                          CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray,
                                               locations: nil))
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: [])
        let image = try #require(ctx.makeImage())
        #expect(image.rgba(x: 5, y: 1) == (0, 0, 0, 0))
        #expect(image.rgba(x: 25, y: 1) == (0, 0, 0, 0))
        #expect(image.rgba(x: 10, y: 1).r > 200)
        #expect(image.rgba(x: 19, y: 1).b > 200)
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: [.drawsAfterEndLocation])
        let extended = try #require(ctx.makeImage())
        #expect(extended.rgba(x: 25, y: 1) == (0, 0, 255, 255))
        #expect(extended.rgba(x: 5, y: 1) == (0, 0, 0, 0))
    }

    @Test func gradientFromComponentsMatchesGradientFromColors() throws {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 1, 0, 1]
        let a = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: [0, 1], count: 2))
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1)] as CFArray
        let b = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil))
        #expect(a.stops.map(\.location) == b.stops.map(\.location))
        #expect(a.stops.map(\.g) == b.stops.map(\.g))
        // Without a space the colours go to Generic RGB, as Apple documents:
        // sRGB's pure red is outside it and comes back with some green.
        let generic = try #require(CGGradient(colorsSpace: nil, colors: colors, locations: nil))
        #expect(generic.stops[0].g > 0.1 && generic.stops[0].r > 0.99)
        #expect(CGGradient(colorsSpace: nil, colors: ["not a colour"] as CFArray, locations: nil) == nil)
    }

    @Test func copyAndClearBlendModesOnlyChangePixelsUnderTheShape() throws {
        let ctx = Self.bitmap(10, 10)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.setBlendMode(.copy)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        ctx.setBlendMode(.sourceIn)
        ctx.fill(CGRect(x: 5, y: 0, width: 2, height: 10))
        ctx.setBlendMode(.clear)
        ctx.fill(CGRect(x: 8, y: 0, width: 1, height: 10))
        let image = try #require(ctx.makeImage())
        #expect(image.rgba(x: 1, y: 1) == (255, 0, 0, 128))   // copy replaces, alpha included
        #expect(image.rgba(x: 6, y: 1) == (255, 0, 0, 128))   // source-in on opaque blue
        #expect(image.rgba(x: 7, y: 1) == (0, 0, 255, 255))   // untouched between shapes
        #expect(image.rgba(x: 8, y: 1) == (0, 0, 0, 0))       // cleared
        #expect(image.rgba(x: 9, y: 1) == (0, 0, 255, 255))
    }

    @Test func globalAlphaMultipliesFillsAndImages() throws {
        let ctx = Self.bitmap(4, 2)
        ctx.setAlpha(0.5)
        ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let source = Self.bitmap(1, 1)
        source.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.draw(try #require(source.makeImage()), in: CGRect(x: 2, y: 0, width: 2, height: 2))
        let image = try #require(ctx.makeImage())
        #expect(image.rgba(x: 0, y: 0) == (255, 255, 255, 128))
        #expect(image.rgba(x: 3, y: 1) == (0, 255, 0, 128))
    }

    @Test func evenOddFillLeavesTheHoleEmpty() throws {
        let ctx = Self.bitmap(10, 10)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        ctx.fillPath(using: .evenOdd)
        let image = try #require(ctx.makeImage())
        #expect(image.rgba(x: 5, y: 5) == (0, 0, 0, 0))
        #expect(image.rgba(x: 1, y: 1) == (255, 255, 255, 255))
    }

    @Test func pathContainsFollowsTheDrawingMode() {
        let ctx = Self.bitmap(20, 20)
        ctx.addRect(CGRect(x: 2, y: 2, width: 10, height: 10))
        #expect(ctx.pathContains(CGPoint(x: 7, y: 7), mode: .fill))
        #expect(!ctx.pathContains(CGPoint(x: 7, y: 7), mode: .stroke))
        #expect(ctx.pathContains(CGPoint(x: 2, y: 7), mode: .stroke))
    }

    @Test func antialiasingCanBeTurnedOff() throws {
        let ctx = Self.bitmap(10, 10)
        ctx.setShouldAntialias(false)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0.5, y: 0, width: 5, height: 10))
        let image = try #require(ctx.makeImage())
        let edge = image.rgba(x: 0, y: 5).a
        #expect(edge == 0 || edge == 255)
    }

    @Test func drawingIsDeterministic() throws {
        func render() -> [UInt8] {
            let ctx = Self.bitmap(30, 30)
            ctx.setShadow(offset: CGSize(width: 2, height: -2), blur: 3)
            ctx.setFillColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.8)
            ctx.fillEllipse(in: CGRect(x: 3, y: 4, width: 20, height: 17))
            let data = ctx.data!.assumingMemoryBound(to: UInt8.self)
            return Array(UnsafeBufferPointer(start: data, count: ctx.bytesPerRow * 30))
        }
        #expect(render() == render())
    }
}
