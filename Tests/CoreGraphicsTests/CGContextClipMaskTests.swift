@testable import CoreGraphics
import Foundation
import Testing

/// `clip(to:mask:)` lets drawing through where the mask is set, as Apple's does.
struct CGContextClipMaskTests {
    /// A 10 x 10 mask whose top five rows are set: by alpha (transparent
    /// below) or, fully opaque, by gray level (black below).
    static func topHalfMask(byAlpha: Bool) throws -> CGImage {
        let ctx = CGContextPixelTests.bitmap(10, 10)
        if !byAlpha {
            ctx.setFillColor(gray: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 5, width: 10, height: 5)) // y up: the top rows
        return try #require(ctx.makeImage())
    }

    @Test(arguments: [true, false])
    func drawingShowsOnlyWhereTheMaskIsSet(byAlpha: Bool) throws {
        let ctx = CGContextPixelTests.bitmap(20, 20)
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: try Self.topHalfMask(byAlpha: byAlpha))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.restoreGState()
        // Restored: the mask no longer applies.
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = try #require(ctx.makeImage())
        // The mask's top half, upright (scaled up 2x, with its edge smoothed by interpolation).
        #expect(image.rgba(x: 10, y: 3) == (255, 0, 0, 255))
        #expect(image.rgba(x: 10, y: 8) == (255, 0, 0, 255))
        #expect(image.rgba(x: 10, y: 11) == (0, 0, 0, 0))
        #expect(image.rgba(x: 10, y: 15) == (0, 0, 0, 0))
        #expect(image.rgba(x: 2, y: 18) == (0, 0, 255, 255))
    }

    @Test func theMaskClipsToItsRectangleAndImagesGoThroughItToo() throws {
        let ctx = CGContextPixelTests.bitmap(20, 20)
        ctx.clip(to: CGRect(x: 10, y: 0, width: 10, height: 20), mask: try Self.topHalfMask(byAlpha: true))
        let red = CGContextPixelTests.bitmap(4, 4)
        red.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        red.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.draw(try #require(red.makeImage()), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = try #require(ctx.makeImage())
        #expect(image.rgba(x: 15, y: 5) == (255, 0, 0, 255))
        #expect(image.rgba(x: 5, y: 5) == (0, 0, 0, 0))     // left of the mask's rectangle
        #expect(image.rgba(x: 15, y: 15) == (0, 0, 0, 0))
    }

    @Test func inAUIKitContextTheMaskIsUpsideDownAsOnIOS() throws {
        let mask = try Self.topHalfMask(byAlpha: true)
        let image = Canvas.uikit(10, 10, scale: 1, background: nil) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: mask)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.rgba(x: 5, y: 8) == (255, 0, 0, 255))
        #expect(image.rgba(x: 5, y: 1) == (0, 0, 0, 0))
    }
}
