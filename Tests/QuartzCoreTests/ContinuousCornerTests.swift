@testable import QuartzCore
import Foundation
import GoldenTesting
import Testing

private func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: 1) }

@MainActor
@Suite struct ContinuousCornerTests {
    private func box(_ curve: CALayerCornerCurve, radius: CGFloat = 20) -> CALayer {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        l.backgroundColor = rgb(0, 0, 0)
        l.cornerRadius = radius
        l.cornerCurve = curve
        return l
    }

    /// A circular corner of radius 20 meets the top edge 20 points from the
    /// corner; iOS's continuous corner already leaves it there: its first cubic,
    /// from (30.57, 0) to (12.63, 1.50), passes (20.08, 0.187) at t = 0.5, so
    /// the top device row at 3x is about 0.56 pixel short of covered at x = 20 pt.
    @Test func continuousCornerLeavesTheEdgeEarlierThanACircularArc() {
        let circular = renderLayer(box(.circular), scale: 3)
        let continuous = renderLayer(box(.continuous), scale: 3)
        #expect(circular.rgba(x: 240, y: 0).a == 255)
        let alpha = Int(continuous.rgba(x: 240, y: 0).a)
        #expect((90...140).contains(alpha), "alpha \(alpha), expected about 0.44 × 255")
        // Far from the corners both are the same full edge.
        #expect(continuous.rgba(x: 150, y: 0).a == 255)
        // The diagonal midpoint of both curves is about 0.29 radii from each edge:
        // the pixel just inside it is covered by both, the corner pixel by neither.
        #expect(continuous.rgba(x: 20, y: 20).a == 255 && circular.rgba(x: 20, y: 20).a == 255)
        #expect(continuous.rgba(x: 0, y: 0).a == 0 && circular.rgba(x: 0, y: 0).a == 0)
    }

    @Test func cornerCurveChangesWhatIsPainted() {
        let l = box(.circular)
        let before = renderLayer(l, scale: 2)
        l.cornerCurve = .continuous
        let after = renderLayer(l, scale: 2)
        #expect(before.rgba(x: 156, y: 0).a == 255)
        #expect(after.rgba(x: 156, y: 0).a < 250)
    }

    /// Circular and continuous side by side, with a border, masked corners and
    /// a clip, and a radius of half the side (a continuous pill).
    @Test func continuousCornersGolden() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 250, height: 150)
        root.backgroundColor = rgb(0.95, 0.95, 0.97)
        for (i, curve) in [CALayerCornerCurve.circular, .continuous].enumerated() {
            let x = 10 + CGFloat(i) * 120
            let card = CALayer()
            card.frame = CGRect(x: x, y: 10, width: 110, height: 70)
            card.backgroundColor = rgb(0.2, 0.5, 1)
            card.cornerRadius = 20
            card.cornerCurve = curve
            card.borderWidth = 3
            card.borderColor = rgb(0.1, 0.2, 0.5)
            card.masksToBounds = true
            let inner = CALayer()
            inner.frame = CGRect(x: -5, y: 40, width: 120, height: 40)
            inner.backgroundColor = rgb(1, 0.6, 0.1)
            card.addSublayer(inner)
            root.addSublayer(card)
            let tab = CALayer()
            tab.frame = CGRect(x: x, y: 90, width: 50, height: 50)
            tab.backgroundColor = rgb(0.3, 0.7, 0.4)
            tab.cornerRadius = 16
            tab.cornerCurve = curve
            tab.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            root.addSublayer(tab)
            let pill = CALayer()
            pill.frame = CGRect(x: x + 60, y: 100, width: 50, height: 30)
            pill.backgroundColor = rgb(0.9, 0.2, 0.3)
            pill.cornerRadius = 15
            pill.cornerCurve = curve
            root.addSublayer(pill)
        }
        expectGolden(renderLayer(root, scale: 3), named: "corner-curve-circular-continuous@3x", in: "QuartzCore")
    }
}
