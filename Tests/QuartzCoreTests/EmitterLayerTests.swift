import Foundation
import Testing
@testable import QuartzCore

/// `CAEmitterLayer` and `CAEmitterCell`: every property kept, cells reachable
/// by key path, and a still frame as iOS shows a freshly added emitter (no
/// particles yet: only the layer's own background and sublayers).
@MainActor @Suite struct EmitterLayerTests {
    static func snow() -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = "snow"
        cell.birthRate = 40
        cell.lifetime = 8
        cell.velocity = 60
        cell.emissionLongitude = .pi
        cell.scale = 0.2
        cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        return cell
    }

    @Test func defaultsAndPropertiesAreCoreAnimations() {
        let layer = CAEmitterLayer()
        #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
        #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
        #expect(layer.emitterShape.rawValue == "point" && CAEmitterLayerRenderMode.additive.rawValue == "additive")
        layer.emitterPosition = CGPoint(x: 50, y: 0)
        layer.emitterSize = CGSize(width: 100, height: 1)
        layer.emitterShape = .line
        layer.emitterCells = [Self.snow()]
        let copy = CAEmitterLayer(layer: layer)
        #expect(copy.emitterPosition == CGPoint(x: 50, y: 0) && copy.emitterShape == .line)
        #expect(copy.emitterCells?.first?.name == "snow")

        let cell = CAEmitterCell()
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.scale == 1 && cell.isEnabled)
        #expect(cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(cell.color == CGColor(gray: 1, alpha: 1))
        #expect(cell.speed == 1 && cell.fillMode == .removed)
    }

    /// Apps pause and resume emitters by key path through the cell's name.
    @Test func cellsAreReachableByKeyPath() {
        let layer = CAEmitterLayer()
        let spark = CAEmitterCell()
        spark.name = "spark"
        let snow = Self.snow()
        snow.emitterCells = [spark]
        layer.emitterCells = [snow]
        layer.setValue(0, forKeyPath: "emitterCells.snow.birthRate")
        #expect(snow.birthRate == 0)
        layer.setValue(NSNumber(value: 2.5), forKeyPath: "emitterCells.snow.emitterCells.spark.velocity")
        #expect(spark.velocity == 2.5)
        #expect((layer.value(forKeyPath: "emitterCells.snow.lifetime") as? NSNumber)?.floatValue == 8)
        layer.setValue(NSNumber(value: 0), forKey: "birthRate")
        #expect(layer.birthRate == 0)
        #expect((layer.value(forKey: "birthRate") as? NSNumber)?.floatValue == 0)
    }

    /// A freshly added emitter has made no particles: the frame shows the
    /// layer's background only, exactly as the same layer without cells.
    @Test func aStillFrameShowsNoParticles() {
        func render(_ cells: [CAEmitterCell]?) -> CGImage {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
            let emitter = CAEmitterLayer()
            emitter.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            emitter.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            emitter.emitterPosition = CGPoint(x: 10, y: 10)
            emitter.emitterCells = cells
            root.addSublayer(emitter)
            return renderLayer(root, scale: 1)
        }
        let cell = Self.snow()
        let square = CGContext(storage: PixelStorage(width: 4, height: 4)!, scale: 1, origin: .upperLeft)
        square.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        square.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        cell.contents = square.makeImage()
        let withCells = render([cell]), without = render(nil)
        #expect(colours(of: withCells) == colours(of: without))
        let p = withCells.rgba(x: 20, y: 20)
        #expect([p.r, p.g, p.b, p.a] == [0, 0, 255, 255])
        #expect(colours(of: withCells) == [[255, 255, 255, 255], [0, 0, 255, 255]])
    }
}
