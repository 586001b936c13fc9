@testable import CoreGraphics
import Foundation
import Testing

/// Patterns repeat their cell every step from the base space's origin, as
/// Apple's CoreGraphics draws them, whatever the CTM.
struct CGPatternTests {
    /// A 4 x 4 cell with its lower-left 2 x 2 square filled red (a coloured
    /// pattern) or in whatever colour the fill gives (uncoloured).
    static func squarePattern(colored: Bool) -> CGPattern {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }, releaseInfo: nil)
        return CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4), matrix: .identity,
                         xStep: 4, yStep: 4, tiling: .constantSpacing, isColored: colored, callbacks: &callbacks)!
    }

    static func fillWithPattern(_ prepare: (CGContext) -> Void) throws -> CGImage {
        let ctx = CGContextPixelTests.bitmap(16, 16)
        prepare(ctx)
        ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        return try #require(ctx.makeImage())
    }

    @Test func aColouredPatternRepeatsItsCellFromTheBottomLeftOfABitmapContext() throws {
        let image = try Self.fillWithPattern { ctx in
            var alpha: CGFloat = 1
            ctx.setFillColor(CGColor(patternSpace: CGColorSpace(patternBaseSpace: nil)!, pattern: Self.squarePattern(colored: true),
                                     components: &alpha)!)
        }
        // Base space has y up: the cell's lower-left square is at the image's bottom rows.
        for (x, y) in [(0, 15), (1, 14), (4, 15), (12, 14), (0, 11), (5, 10), (13, 2)] {
            #expect(image.rgba(x: x, y: y) == (255, 0, 0, 255), "(\(x), \(y))")
        }
        for (x, y) in [(2, 15), (3, 14), (0, 13), (6, 12), (15, 0)] {
            #expect(image.rgba(x: x, y: y) == (0, 0, 0, 0), "(\(x), \(y))")
        }
    }

    @Test func thePatternStaysAnchoredToTheBaseSpaceWhenTheCTMMoves() throws {
        let moved = try Self.fillWithPattern { ctx in
            ctx.translateBy(x: 1, y: 1)
            ctx.scaleBy(x: 0.5, y: 0.5)
            ctx.setFillPattern(Self.squarePattern(colored: true), colorComponents: [1])
        }
        // The CTM changes the filled rectangle (now 1...9 in base space), not the pattern.
        #expect(moved.rgba(x: 1, y: 14) == (255, 0, 0, 255))
        #expect(moved.rgba(x: 4, y: 10) == (255, 0, 0, 255))
        #expect(moved.rgba(x: 2, y: 14) == (0, 0, 0, 0))
        #expect(moved.rgba(x: 12, y: 14) == (0, 0, 0, 0)) // outside the filled rectangle
    }

    @Test func anUncolouredPatternIsPaintedInTheColourGivenWithIt() throws {
        let image = try Self.fillWithPattern { ctx in
            ctx.setFillPattern(Self.squarePattern(colored: false), colorComponents: [0, 0, 1, 1])
        }
        #expect(image.rgba(x: 0, y: 15) == (0, 0, 255, 255))
        #expect(image.rgba(x: 2, y: 15) == (0, 0, 0, 0))
    }

    @Test func globalAlphaAndTheColoursAlphaFadeThePattern() throws {
        let image = try Self.fillWithPattern { ctx in
            ctx.setAlpha(0.5)
            ctx.setFillPattern(Self.squarePattern(colored: true), colorComponents: [0.5])
        }
        let p = image.rgba(x: 0, y: 15)
        #expect(p.r == 255 && p.g == 0 && abs(Int(p.a) - 64) <= 1)
    }

    @Test func aUIKitStyleContextTilesFromItsTopLeftAtItsScale() {
        let image = Canvas.uikit(8, 8, scale: 2, background: nil) { ctx in
            ctx.setFillPattern(Self.squarePattern(colored: true), colorComponents: [1])
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        // y down, 2 pixels a point: the square is the top-left 4 x 4 pixels of each 8 x 8 tile.
        #expect(image.rgba(x: 3, y: 3) == (255, 0, 0, 255))
        #expect(image.rgba(x: 11, y: 8) == (255, 0, 0, 255))
        #expect(image.rgba(x: 4, y: 3) == (0, 0, 0, 0))
        #expect(image.rgba(x: 3, y: 4) == (0, 0, 0, 0))
    }

    @Test func aPatternColourCopiesItsPatternWithANewAlphaAndComparesByPattern() throws {
        let pattern = Self.squarePattern(colored: true)
        var one: CGFloat = 1
        let space = try #require(CGColorSpace(patternBaseSpace: nil))
        let color = try #require(CGColor(patternSpace: space, pattern: pattern, components: &one))
        #expect(color.copy(alpha: 0.5)?.pattern === pattern)
        #expect(color == CGColor(patternSpace: space, pattern: pattern, components: &one))
        #expect(color != CGColor(patternSpace: space, pattern: Self.squarePattern(colored: true), components: &one))
        #expect(CGColor(patternSpace: CGColorSpaceCreateDeviceRGB(), pattern: pattern, components: &one) == nil)
        #expect(space.model == .pattern && space.numberOfComponents == 0)
        #expect(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())?.numberOfComponents == 3)
    }

    @Test func aPatternWithoutCallbacksIsNil() {
        #expect(CGPattern(info: nil, bounds: .zero, matrix: .identity, xStep: 1, yStep: 1, tiling: .noDistortion,
                          isColored: true, callbacks: nil) == nil)
    }
}
