import CCairo
@testable import CoreGraphics
import Foundation
import Testing

struct CGContextStateTests {
    static func uikitContext(widthPoints: Int, heightPoints: Int, scale: Int) -> CGContext {
        let storage = PixelStorage(width: widthPoints * scale, height: heightPoints * scale)!
        return CGContext(storage: storage, scale: CGFloat(scale), origin: .upperLeft)
    }

    @Test func uikitContextCTMIsApplesFlippedScaledTransform() {
        let ctx = Self.uikitContext(widthPoints: 20, heightPoints: 50, scale: 3)
        #expect(ctx.ctm == CGAffineTransform(a: 3, b: 0, c: 0, d: -3, tx: 0, ty: 150))
    }

    @Test func transformsConcatenateOntoTheCTMAsApplesDo() {
        let ctx = Self.uikitContext(widthPoints: 20, heightPoints: 50, scale: 2)
        let base = ctx.ctm
        ctx.translateBy(x: 10, y: 5)
        ctx.scaleBy(x: 2, y: 3)
        ctx.rotate(by: .pi / 2)
        let expected = CGAffineTransform(rotationAngle: .pi / 2)
            .concatenating(CGAffineTransform(scaleX: 2, y: 3))
            .concatenating(CGAffineTransform(translationX: 10, y: 5))
            .concatenating(base)
        let got = ctx.ctm
        for (g, e) in [(got.a, expected.a), (got.b, expected.b), (got.c, expected.c), (got.d, expected.d), (got.tx, expected.tx), (got.ty, expected.ty)] {
            #expect(abs(g - e) < 1e-9)
        }
        // A point in user space lands where the CTM says, in y-up device pixels.
        #expect(ctx.convertToDeviceSpace(CGPoint(x: 0, y: 0)) == CGPoint(x: 20, y: 90)) // (10, 5) pt is (20, 10) px from the top of 100 px
    }

    @Test func restoreGStateRestoresCTMAndColours() throws {
        let ctx = Self.uikitContext(widthPoints: 4, heightPoints: 4, scale: 1)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.translateBy(x: 2, y: 0)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.restoreGState()
        ctx.restoreGState() // unbalanced: ignored
        #expect(ctx.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 4))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(ctx.makeImage())
        #expect(image.rgba(x: 0, y: 0) == (255, 0, 0, 255))
    }

    @Test func singularScaleDrawsNothingAndRestoreRecovers() throws {
        let ctx = Self.uikitContext(widthPoints: 4, heightPoints: 4, scale: 1)
        ctx.saveGState()
        ctx.scaleBy(x: 0, y: 0)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.restoreGState()
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        let image = try #require(ctx.makeImage())
        #expect(image.rgba(x: 0, y: 0) == (0, 0, 0, 0))
        #expect(image.rgba(x: 1, y: 1) == (255, 255, 255, 255))
    }

    @Test func pathSurvivesStateRestoreAndIsClearedByFill() {
        let ctx = Self.uikitContext(widthPoints: 10, heightPoints: 10, scale: 2)
        #expect(ctx.isPathEmpty)
        ctx.saveGState()
        ctx.move(to: CGPoint(x: 1, y: 2))
        ctx.addLine(to: CGPoint(x: 5, y: 6))
        ctx.restoreGState()
        #expect(!ctx.isPathEmpty)
        #expect(ctx.currentPointOfPath == CGPoint(x: 5, y: 6))
        #expect(ctx.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 4, height: 4))
        ctx.fillPath()
        #expect(ctx.isPathEmpty)
    }

    @Test func clipBoundingBoxIsInUserSpace() {
        let ctx = Self.uikitContext(widthPoints: 10, heightPoints: 20, scale: 3)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 20))
        ctx.clip(to: CGRect(x: 2, y: 3, width: 4, height: 5))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 2, y: 3, width: 4, height: 5))
    }

    @Test func unbalancedOrInvalidCallsDoNotBreakDrawing() throws {
        let ctx = Self.uikitContext(widthPoints: 4, heightPoints: 4, scale: 1)
        ctx.endTransparencyLayer()
        ctx.setLineDash(phase: 0, lengths: [-1, 2])
        ctx.setLineWidth(-3)
        ctx.addLine(to: CGPoint(x: 3, y: 3)) // no current point: ignored
        ctx.move(to: CGPoint(x: CGFloat.nan, y: 0))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = try #require(ctx.makeImage())
        #expect(image.rgba(x: 3, y: 3) == (255, 255, 255, 255))
    }
}
