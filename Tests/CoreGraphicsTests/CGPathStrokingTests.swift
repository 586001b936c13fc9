@testable import CoreGraphics
import Foundation
import Testing

/// The outline of a stroke, filled, covers what the stroke paints.
struct CGPathStrokingTests {
    static func rectPath() -> CGPath { CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 10), transform: nil) }

    @Test func aRectanglesOutlineIsTheBandAroundItsEdges() {
        let outline = Self.rectPath().copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 10, y: 15)))
        #expect(outline.contains(CGPoint(x: 11.5, y: 15)))
        #expect(!outline.contains(CGPoint(x: 12.5, y: 15)))  // inside the rectangle, past the band
        #expect(!outline.contains(CGPoint(x: 7.5, y: 15)))   // outside
        #expect(outline.contains(CGPoint(x: 8.3, y: 8.3)))   // the miter fills the corner
        #expect(outline.boundingBox.insetBy(dx: 2, dy: 2) == CGRect(x: 10, y: 10, width: 20, height: 10))
    }

    @Test func joinsFollowTheLineJoin() {
        let corner = CGPoint(x: 8.2, y: 8.2)
        let bevel = Self.rectPath().copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        let round = Self.rectPath().copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(!bevel.contains(corner))
        #expect(!round.contains(corner))                      // 2.55 from the corner
        #expect(round.contains(CGPoint(x: 8.8, y: 8.8)))     // 1.7 from it
        #expect(!bevel.contains(CGPoint(x: 8.8, y: 8.8)))    // beyond the bevel's diagonal
        // A miter limit below √2 turns right-angle miters into bevels, as in Core Graphics.
        let limited = Self.rectPath().copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        #expect(!limited.contains(corner))
    }

    @Test func capsFollowTheLineCap() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 10))
        line.addLine(to: CGPoint(x: 30, y: 10))
        let beyond = CGPoint(x: 31.5, y: 10.5)
        #expect(!line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10).contains(beyond))
        #expect(line.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10).contains(beyond))
        #expect(line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10).contains(beyond))
        #expect(!line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
            .contains(CGPoint(x: 31.8, y: 11.8)))
        let moved = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                              transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(moved.contains(CGPoint(x: 120, y: 11)))
        #expect(CGPath(rect: .zero, transform: nil).copy(strokingWithWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }

    /// Largest per-pixel difference between filling `outline` and stroking
    /// `path` (both at 4x, so curve errors show).
    static func difference(stroking path: CGPath, outline: CGPath, configure: (CGContext) -> Void) -> Int {
        func render(_ draw: (CGContext) -> Void) -> CGImage {
            Canvas.uikit(60, 60, scale: 4, background: nil) { ctx in
                configure(ctx)
                ctx.setFillColor(gray: 0, alpha: 1)
                ctx.setStrokeColor(gray: 0, alpha: 1)
                draw(ctx)
            }
        }
        let stroked = render { ctx in ctx.addPath(path); ctx.strokePath() }
        let filled = render { ctx in ctx.addPath(outline); ctx.fillPath() }
        var worst = 0
        for y in 0..<stroked.height {
            for x in 0..<stroked.width {
                worst = max(worst, abs(Int(stroked.rgba(x: x, y: y).a) - Int(filled.rgba(x: x, y: y).a)))
            }
        }
        return worst
    }

    static func curvyPath() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 8, y: 50))
        path.addCurve(to: CGPoint(x: 50, y: 40), control1: CGPoint(x: 10, y: 5), control2: CGPoint(x: 40, y: 60))
        path.addLine(to: CGPoint(x: 30, y: 10))
        path.addQuadCurve(to: CGPoint(x: 52, y: 12), control: CGPoint(x: 45, y: 0))
        path.addEllipse(in: CGRect(x: 20, y: 20, width: 14, height: 10))
        return path
    }

    @Test(arguments: [(CGLineCap.round, CGLineJoin.round), (.butt, .miter), (.square, .bevel)])
    func filledOutlinesMatchCairosStrokeToWithinAntialiasing(cap: CGLineCap, join: CGLineJoin) {
        let path = Self.curvyPath()
        let outline = path.copy(strokingWithWidth: 5, lineCap: cap, lineJoin: join, miterLimit: 10)
        let worst = Self.difference(stroking: path, outline: outline) { ctx in
            ctx.setLineWidth(5); ctx.setLineCap(cap); ctx.setLineJoin(join)
        }
        // Same coverage but for the curves' flattening (within 0.01 pt, 0.04 px
        // here) and Cairo's own stroker, which flattens at 0.1 px and shapes
        // the ends of curves its own way: edge pixels differ by at most about
        // a quarter of their coverage (a wrong join or cap differs by all of it).
        #expect(worst <= 80, "largest alpha difference \(worst)")
    }

    @Test func replacingThePathWithItsStrokeUsesTheContextsLineStateAndDashes() throws {
        let path = Self.curvyPath()
        let configure: (CGContext) -> Void = { ctx in
            ctx.setLineWidth(3); ctx.setLineCap(.round); ctx.setLineJoin(.miter)
            ctx.setLineDash(phase: 2, lengths: [6, 4])
        }
        var outline: CGPath?
        _ = Canvas.uikit(60, 60, scale: 1, background: nil) { ctx in
            configure(ctx)
            ctx.addPath(path)
            ctx.replacePathWithStrokedPath()
            outline = ctx.path
        }
        let worst = Self.difference(stroking: path, outline: try #require(outline), configure: configure)
        #expect(worst <= 24, "largest alpha difference \(worst)")
    }

    @Test func aDashedCopyStrokesAsTheDashedStroke() {
        let path = Self.curvyPath()
        let dashed = path.copy(dashingWithPhase: 3, lengths: [5, 3, 1, 3])
        let solid: (CGContext) -> Void = { ctx in ctx.setLineWidth(2); ctx.setLineCap(.round) }
        let a = Canvas.uikit(60, 60, scale: 4, background: nil) { ctx in
            solid(ctx); ctx.setLineDash(phase: 3, lengths: [5, 3, 1, 3]); ctx.addPath(path); ctx.strokePath()
        }
        let b = Canvas.uikit(60, 60, scale: 4, background: nil) { ctx in
            solid(ctx); ctx.addPath(dashed); ctx.strokePath()
        }
        // Dash ends are measured along each flattened curve (Cairo's at 0.1
        // pixel, ours at 0.01 point), so an end may move by a pixel: compare
        // how many pixels differ clearly, against how many are painted.
        var differing = 0, painted = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = Int(a.rgba(x: x, y: y).a), q = Int(b.rgba(x: x, y: y).a)
                if p > 0 { painted += 1 }
                if abs(p - q) > 64 { differing += 1 }
            }
        }
        #expect(painted > 1000 && differing * 100 <= painted, "\(differing) of \(painted) painted pixels differ")
    }

    /// A zero-length dash is a dot: a subpath of one point, which round and
    /// square caps draw, as in Core Graphics.
    @Test func zeroLengthDashesBecomeDots() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 30))
        line.addLine(to: CGPoint(x: 29, y: 30))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [5, 3, 0, 3])
        func p(_ x: CGFloat) -> CGPoint { CGPoint(x: x, y: 30) }
        #expect(dashed.elements == [.move(p(0)), .line(p(5)), .move(p(8)), .line(p(8)), .move(p(11)), .line(p(16)),
                                    .move(p(19)), .line(p(19)), .move(p(22)), .line(p(27))])
    }
}
