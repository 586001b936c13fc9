import CCairo
@testable import CoreGraphics
import Foundation
import Testing

/// CGPath construction and geometry, as Apple documents them.
struct CGPathTests {
    static func close(_ p: CGPoint, _ q: CGPoint, _ eps: CGFloat = 1e-9) -> Bool {
        abs(p.x - q.x) < eps && abs(p.y - q.y) < eps
    }

    static func close(_ r: CGRect, _ s: CGRect, _ eps: CGFloat = 1e-6) -> Bool {
        abs(r.minX - s.minX) < eps && abs(r.minY - s.minY) < eps && abs(r.width - s.width) < eps && abs(r.height - s.height) < eps
    }

    static func types(_ path: CGPath) -> [CGPathElementType] {
        var out: [CGPathElementType] = []
        path.applyWithBlock { out.append($0.pointee.type) }
        return out
    }

    @Test func rectPathIsMoveThreeLinesAndClose() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(Self.types(path) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2)) // closed: back at the start
    }

    @Test func emptyPathHasNullBoxesAndZeroCurrentPoint() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
    }

    @Test func linesWithoutACurrentPointAreIgnored() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.addCurve(to: .zero, control1: .zero, control2: .zero)
        #expect(path.isEmpty)
    }

    @Test func boundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        // The curve peaks at t = 0.5: y = 3/4 * 10.
        #expect(Self.close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 7.5)))
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(Self.close(quad.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5)))
    }

    @Test func ellipseIsFourCubicsStartingAtTheRight() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        #expect(Self.types(path) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        var first = CGPoint.zero
        path.applyWithBlock { if $0.pointee.type == .moveToPoint { first = $0.pointee.points[0] } }
        #expect(first == CGPoint(x: 20, y: 5))
        #expect(Self.close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 10)))
    }

    @Test func counterClockwiseArcEndsAtEndAngleGoingThroughPositiveY() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(Self.types(path).first == .moveToPoint)
        #expect(Self.close(path.currentPoint, CGPoint(x: 5, y: 10)))
        // Growing angles pass through +y: the upper half in y-up space.
        #expect(Self.close(path.boundingBoxOfPath, CGRect(x: 5, y: 10, width: 10, height: 5)))
    }

    @Test func clockwiseArcGoesThroughNegativeY() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(Self.close(path.boundingBoxOfPath, CGRect(x: -1, y: -1, width: 2, height: 1)))
    }

    @Test func arcAfterACurrentPointIsJoinedByALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 10, y: 0), radius: 2, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(Array(Self.types(path).prefix(2)) == [.moveToPoint, .addLineToPoint])
        #expect(Self.close(path.currentPoint, CGPoint(x: 10, y: 2)))
    }

    @Test func relativeArcSweepsByDelta() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 3, startAngle: .pi / 2, delta: -.pi / 2)
        #expect(Self.close(path.currentPoint, CGPoint(x: 3, y: 0)))
        // A quarter turn is one cubic.
        #expect(Self.types(path) == [.moveToPoint, .addCurveToPoint])
    }

    @Test func arcsStayOnTheirCircle() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 1, y: 2), radius: 10, startAngle: 0.3, endAngle: 5.9, clockwise: false)
        for poly in path.elements.flattened() {
            for p in poly { #expect(abs(hypot(p.x - 1, p.y - 2) - 10) < 0.01) }
        }
    }

    @Test func tangentArcMeetsBothTangents() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        #expect(Self.types(path) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        guard case .line(let tangentPoint) = path.elements[1] else { Issue.record("no line"); return }
        #expect(Self.close(tangentPoint, CGPoint(x: 6, y: 0)))
        #expect(Self.close(path.currentPoint, CGPoint(x: 10, y: 4)))
    }

    @Test func evenOddLeavesTheInnerRectOutWindingDoesNot() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4)) // same direction
        let centre = CGPoint(x: 5, y: 5)
        #expect(path.contains(centre, using: .winding))
        #expect(!path.contains(centre, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 11, y: 5)))
    }

    @Test func containsTransformsThePointFirst() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(!path.contains(CGPoint(x: 15, y: 5)))
        #expect(path.contains(CGPoint(x: 15, y: 5), transform: CGAffineTransform(translationX: -10, y: 0)))
    }

    @Test func openSubpathsCountAsClosedForContains() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(path.contains(CGPoint(x: 2, y: 2)))
        #expect(!path.contains(CGPoint(x: 8, y: 8)))
    }

    @Test func transformsApplyToAddedPoints() {
        let path = CGMutablePath()
        let t = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: t)
        #expect(path.boundingBox == CGRect(x: 5, y: 0, width: 2, height: 2))
        var m = CGAffineTransform(translationX: 0, y: 10)
        let copy = path.copy(using: &m)!
        #expect(copy.boundingBox == CGRect(x: 5, y: 10, width: 2, height: 2))
        let sum = CGMutablePath()
        sum.addPath(path, transform: CGAffineTransform(scaleX: -1, y: 1))
        #expect(sum.boundingBox == CGRect(x: -7, y: 0, width: 2, height: 2))
    }

    @Test func roundedRectStaysInsideItsRectAndClampsCorners() {
        let r = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = CGPath(roundedRect: r, cornerWidth: 30, cornerHeight: 5, transform: nil) // 30 > width/2
        #expect(Self.close(path.boundingBoxOfPath, r))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 20, y: 10)))
    }

    @Test func closeSubpathTwiceAddsOneClose() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.closeSubpath()
        path.closeSubpath()
        #expect(Self.types(path).filter { $0 == .closeSubpath }.count == 1)
    }
}
