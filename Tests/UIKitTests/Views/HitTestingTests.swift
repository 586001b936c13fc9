import Testing
@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux

@MainActor
@Suite struct HitTestingTests {
    private func scene() -> (root: UIView, back: UIView, front: UIView, inner: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back); root.addSubview(front); front.addSubview(inner)
        return (root, back, front, inner)
    }

    @Test func frontmostDeepestViewWins() {
        let s = scene()
        #expect(s.root.hitTest(CGPoint(x: 70, y: 70), with: nil) === s.inner)
        #expect(s.root.hitTest(CGPoint(x: 90, y: 90), with: nil) === s.front)
        #expect(s.root.hitTest(CGPoint(x: 20, y: 20), with: nil) === s.back)
        #expect(s.root.hitTest(CGPoint(x: 190, y: 10), with: nil) === s.root)
        #expect(s.root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
    }

    @Test func disabledHiddenAndTransparentViewsAreSkipped() {
        var s = scene()
        s.front.isUserInteractionEnabled = false
        #expect(s.root.hitTest(CGPoint(x: 70, y: 70), with: nil) === s.back)
        s = scene()
        s.front.isHidden = true
        #expect(s.root.hitTest(CGPoint(x: 70, y: 70), with: nil) === s.back)
        s = scene()
        s.front.alpha = 0.01
        #expect(s.root.hitTest(CGPoint(x: 70, y: 70), with: nil) === s.back)
        s = scene()
        s.front.alpha = 0.02
        #expect(s.root.hitTest(CGPoint(x: 70, y: 70), with: nil) === s.inner)
    }

    @Test func subviewsOutsideTheirSuperviewAreNotHit() {
        let s = scene()
        // inner extends past front only if moved; put it outside front's bounds.
        s.inner.frame = CGRect(x: 120, y: 0, width: 20, height: 20)
        #expect(s.root.hitTest(CGPoint(x: 175, y: 55), with: nil) === s.root)
    }

    @Test func pointInsideCanBeOverriddenToGrowTheTarget() {
        final class BigTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = BigTarget(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: UIEvent()) === button)
    }

    @Test func pointsAreConvertedThroughTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scaled = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)   // now covers 75...125
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === scaled)
    }
}
