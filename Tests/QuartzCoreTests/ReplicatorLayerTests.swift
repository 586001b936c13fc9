import Foundation
@testable import QuartzCore
import Testing

/// A replicator draws its sublayers once per instance, each transformed and
/// tinted from the previous one, as Core Animation draws it (a still frame).
@MainActor struct ReplicatorLayerTests {
    static func replicator() -> (CAReplicatorLayer, CALayer) {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.addSublayer(square)
        return (replicator, square)
    }

    static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.rgba(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func theDefaultsDrawTheSublayersOnce() {
        let (replicator, _) = Self.replicator()
        #expect(replicator.instanceCount == 1 && replicator.instanceColor == CGColor(gray: 1, alpha: 1))
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let image = renderLayer(replicator, scale: 1)
        #expect(Self.pixel(image, 5, 5) == [255, 255, 255, 255])
        #expect(Self.pixel(image, 25, 5) == [0, 0, 0, 0])
    }

    @Test func eachInstanceIsTranslatedAndTintedFromThePreviousOne() {
        let (replicator, _) = Self.replicator()
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.instanceBlueOffset = -0.5
        replicator.instanceGreenOffset = -0.25
        let image = renderLayer(replicator, scale: 1)
        #expect(Self.pixel(image, 5, 5) == [255, 255, 255, 255])
        #expect(Self.pixel(image, 25, 5) == [255, 191, 128, 255])
        #expect(Self.pixel(image, 45, 5) == [255, 128, 0, 255])
        #expect(Self.pixel(image, 15, 5) == [0, 0, 0, 0])
    }

    @Test func theInstanceTransformTurnsAboutTheReplicatorsCentre() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let dot = CALayer()
        dot.frame = CGRect(x: 18, y: 0, width: 4, height: 4)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        replicator.addSublayer(dot)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let image = renderLayer(replicator, scale: 1)
        // Top, then a quarter turn about (20, 20) each time: right, bottom, left.
        for (x, y) in [(20, 2), (37, 20), (20, 37), (2, 20)] {
            #expect(Self.pixel(image, x, y) == [255, 0, 0, 255], "(\(x), \(y))")
        }
        #expect(Self.pixel(image, 20, 20) == [0, 0, 0, 0])
    }

    @Test func instancesFadeWithTheAlphaOffsetAndStopAtZero() {
        let (replicator, _) = Self.replicator()
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceAlphaOffset = -0.6
        let image = renderLayer(replicator, scale: 1)
        #expect(Self.pixel(image, 5, 5)[3] == 255)
        #expect(abs(Int(Self.pixel(image, 25, 5)[3]) - 102) <= 1)
        #expect(Self.pixel(image, 45, 5) == [0, 0, 0, 0])
    }

    @Test func copiesOutsideTheBoundsStillPaintWhenOnlyPartOfTheWindowIsRedrawn() {
        let (replicator, _) = Self.replicator()
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 30, 0)
        // Far below the replicator's 20-point bounds: the extent includes every copy.
        #expect(replicator.subtreeExtent().maxY == 130)
        replicator.instanceCount = 1
        #expect(replicator.subtreeExtent().maxY == 20)
    }
}
