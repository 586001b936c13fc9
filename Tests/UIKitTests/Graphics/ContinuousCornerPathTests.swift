@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux
import Foundation
import Testing

/// `UIBezierPath(roundedRect:…)` draws iOS 7's continuous corners. The expected
/// numbers are those of the path iOS prints (`cgPath` described) for a 60×30
/// rectangle with corner radius 8.
@MainActor
@Suite struct ContinuousCornerPathTests {
    private func points(_ path: UIBezierPath) -> [CGPoint] {
        path.cgPath.elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .quad(let c, let p): return [c, p]
            case .cubic(let c1, let c2, let p): return [c1, c2, p]
            case .close: return []
            }
        }
    }

    private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-4 && abs(a.y - b.y) < 1e-4 }

    @Test func roundedRectCornerIsTheCurveIOSPrints() {
        let p = points(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 8))
        // iOS: move {12.22932, 0}; line {47.77068, 0}; then the top-right corner's cubics.
        #expect(near(p[0], CGPoint(x: 12.22932, y: 0)))
        #expect(near(p[1], CGPoint(x: 47.77068, y: 0)))
        let iOS: [CGPoint] = [
            CGPoint(x: 51.292056339051769, y: 0), CGPoint(x: 53.052744447495982, y: 0),
            CGPoint(x: 54.948049657352058, y: 0.59929110277612807),
            CGPoint(x: 57.017409386994025, y: 1.3524764483549596), CGPoint(x: 58.647523551645044, y: 2.9825906130059776),
            CGPoint(x: 59.400708897223872, y: 5.0519503426479417),
            CGPoint(x: 60, y: 6.9472555525040187), CGPoint(x: 60, y: 8.7079436609482332),
            CGPoint(x: 60, y: 12.229319877836661),
        ]
        for (ours, theirs) in zip(p[2...], iOS) { #expect(near(ours, theirs), "\(ours) vs iOS \(theirs)") }
        // The bottom-left corner mirrors it: iOS's {5.05195034264794, 29.400708897223872}.
        #expect(p.contains { near($0, CGPoint(x: 5.05195034264794, y: 29.400708897223872)) })
        // Every point stays inside the rectangle.
        #expect(p.allSatisfy { $0.x >= 0 && $0.x <= 60 && $0.y >= 0 && $0.y <= 30 })
    }

    @Test func radiusPastAThirdOfBothSidesGivesACapsule() {
        // 40×30 with radius 12: both sides are under 3.057 radii, so iOS draws a capsule
        // (circular ends of half the height) rather than corners of radius 12.
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 12)
        let p = points(path)
        #expect(near(p[0], CGPoint(x: 15, y: 0)))
        #expect(p.contains { near($0, CGPoint(x: 40, y: 15)) })
        #expect(p.contains { near($0, CGPoint(x: 0, y: 15)) })
    }

    @Test func someCornersOnlyRoundsThoseWithTheContinuousCurve() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30),
                                byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 8, height: 8))
        let p = points(path)
        #expect(p.contains { near($0, CGPoint(x: 60, y: 0)) })   // top right square
        #expect(p.contains { near($0, CGPoint(x: 0, y: 30)) })   // bottom left square
        #expect(p.contains { near($0, CGPoint(x: 54.948049657352058, y: 29.400708897223872)) })
        #expect(!p.contains { near($0, CGPoint(x: 0, y: 0)) })
    }
}
