import CCairo
@testable import CoreGraphics
import Foundation
import Testing

/// Apple's documented CGAffineTransform semantics.
struct CGAffineTransformTests {
    static func close(_ a: CGAffineTransform, _ b: CGAffineTransform, _ eps: CGFloat = 1e-9) -> Bool {
        abs(a.a - b.a) < eps && abs(a.b - b.b) < eps && abs(a.c - b.c) < eps && abs(a.d - b.d) < eps
            && abs(a.tx - b.tx) < eps && abs(a.ty - b.ty) < eps
    }

    static func close(_ p: CGPoint, _ q: CGPoint, _ eps: CGFloat = 1e-9) -> Bool {
        abs(p.x - q.x) < eps && abs(p.y - q.y) < eps
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
    }

    @Test func translatedByTranslatesBeforeTheExistingTransform() {
        // Apple: t.translatedBy(x:y:) == CGAffineTransform(translationX:y:).concatenating(t)
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 0))
        let s = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 7, y: 2))
    }

    @Test func rotationByAQuarterTurnMapsXOntoY() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(Self.close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1)))
        let rotatedMove = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(Self.close(CGPoint(x: 1, y: 0).applying(rotatedMove), CGPoint(x: 10, y: 1)))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -4)
        #expect(Self.close(t.concatenating(t.inverted()), .identity))
        #expect(Self.close(CGPoint(x: 3, y: 5).applying(t).applying(t.inverted()), CGPoint(x: 3, y: 5)))
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func identityIsIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform().isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func sizesIgnoreTranslationAndMayTurnNegative() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: -2, y: 1)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: -6, height: 4))
    }

    @Test func rectsBecomeTheBoundsOfTheirTransformedCorners() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20)
        let rotated = r.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX - -20) < 1e-9 && abs(rotated.width - 20) < 1e-9)
        #expect(abs(rotated.minY) < 1e-9 && abs(rotated.height - 10) < 1e-9)
        #expect(r.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -10, y: 0, width: 10, height: 20))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
    }
}
