@testable import QuartzCore
import Foundation
import Testing

@MainActor
@Suite struct LayerModelTests {
    @Test func frameFollowsPositionAnchorAndBounds() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(l.position == CGPoint(x: 60, y: 40))
        #expect(l.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        l.anchorPoint = .zero
        #expect(l.frame == CGRect(x: 60, y: 40, width: 100, height: 40))
    }

    @Test func affineTransformRoundTripsThroughCATransform3D() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(t)) == t)
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(t)))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let back = CATransform3DConcat(r, CATransform3DInvert(r))
        #expect(abs(back.m11 - 1) < 1e-12 && abs(back.m12) < 1e-12 && abs(back.m22 - 1) < 1e-12)
        let l = CALayer()
        l.setAffineTransform(t)
        #expect(l.affineTransform() == t)
    }

    @Test func sublayerInsertionVariants() {
        let p = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        p.addSublayer(a)
        p.insertSublayer(b, at: 0)
        p.insertSublayer(c, above: b)
        p.insertSublayer(d, below: a)
        #expect(p.sublayers! == [b, c, d, a])
        let e = CALayer()
        p.replaceSublayer(c, with: e)
        #expect(p.sublayers! == [b, e, d, a])
        #expect(c.superlayer == nil && e.superlayer === p)
        a.removeFromSuperlayer()
        #expect(p.sublayers! == [b, e, d])
    }

    @Test func convertBetweenLayersThroughTransforms() {
        let root = CALayer(); root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer(); child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(child)
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 0))
        #expect(root.convert(CGPoint(x: 40, y: 40), to: child) == CGPoint(x: 20, y: 20))
        #expect(root.hitTest(CGPoint(x: 35, y: 35)) === child)
    }

    @Test func setNeedsDisplayInRectAccumulatesAndDisplayDrawsOnce() {
        final class Drawing: CALayer {
            var clips: [CGRect] = []
            override func draw(in ctx: CGContext) { clips.append(ctx.boundingBoxOfClipPath) }
        }
        let l = Drawing()
        l.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        l.setNeedsDisplay()
        l.displayIfNeeded()
        #expect(l.clips == [CGRect(x: 0, y: 0, width: 50, height: 50)])
        l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        l.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
        #expect(l.needsDisplay())
        l.displayIfNeeded()
        #expect(l.clips.last == CGRect(x: 0, y: 0, width: 15, height: 15))
        #expect(!l.needsDisplay())
    }

    @Test func transactionCompletionRunsAtCommit() {
        var ran = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { ran = true }
        #expect(!ran)
        CATransaction.commit()
        #expect(ran)
    }

    @Test func damageIsMergedIntoABoundingBoxPastTheCap() {
        var d = DamageRegion()
        for i in 0..<DamageRegion.cap { d.add(CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 10)) }
        #expect(d.rects.count == DamageRegion.cap)
        d.add(CGRect(x: 200, y: 0, width: 10, height: 10))
        #expect(d.rects == [CGRect(x: 0, y: 0, width: 210, height: 10)])
        d.add(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(d.rects == [CGRect(x: 0, y: 0, width: 210, height: 15)])
    }
}
