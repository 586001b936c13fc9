@testable import QuartzCore
import Foundation
import Testing

/// Key-value coding, timing, actions and sublayerTransform, as Core Animation has them.
@Suite struct LayerKeyValueCodingTests {
    @Test func propertiesAreReadAndWrittenByKeyWithBoxedValues() {
        let layer = CALayer()
        layer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 40, height: 20)), forKey: "bounds")
        layer.setValue(NSValue(cgPoint: CGPoint(x: 50, y: 60)), forKey: "position")
        layer.setValue(NSNumber(value: 0.5), forKey: "opacity")
        layer.setValue(8, forKey: "cornerRadius")
        #expect(layer.frame == CGRect(x: 30, y: 50, width: 40, height: 20))
        #expect(layer.opacity == 0.5)
        #expect(layer.cornerRadius == 8)
        #expect((layer.value(forKey: "position") as? NSValue)?.cgPointValue == CGPoint(x: 50, y: 60))
        #expect((layer.value(forKeyPath: "position.x") as? NSNumber)?.doubleValue == 50)
        #expect((layer.value(forKeyPath: "bounds.size.width") as? NSNumber)?.doubleValue == 40)
        layer.setValue(100, forKeyPath: "bounds.size.width")
        #expect(layer.bounds.width == 100)
        layer.setValue(70, forKeyPath: "position.y")
        #expect(layer.position == CGPoint(x: 50, y: 70))
        // A key that is no property is kept on the layer, as Core Animation does.
        layer.setValue("badge", forKey: "role")
        #expect(layer.value(forKey: "role") as? String == "badge")
    }

    @Test func transformComponentsAreKeyPaths() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: 20, y: 20)
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(layer.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let rotation = (layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue ?? 0
        #expect(abs(rotation - .pi / 2) < 1e-9)
        #expect(abs(((layer.value(forKeyPath: "transform.scale.x") as? NSNumber)?.doubleValue ?? 0) - 2) < 1e-9)
        let boxed = NSValue(caTransform3D: CATransform3DMakeTranslation(3, 4, 0))
        layer.setValue(boxed, forKey: "transform")
        #expect(layer.transform == CATransform3DMakeTranslation(3, 4, 0))
        #expect(NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 3)).cgAffineTransformValue == CGAffineTransform(scaleX: 2, y: 3))
    }

    @Test func shapeAndGradientKeysReachTheirClasses() {
        let shape = CAShapeLayer()
        shape.setValue(0.25, forKey: "strokeEnd")
        #expect(shape.strokeEnd == 0.25)
        let gradient = CAGradientLayer()
        gradient.setValue(NSValue(cgPoint: CGPoint(x: 1, y: 1)), forKey: "endPoint")
        #expect(gradient.endPoint == CGPoint(x: 1, y: 1))
    }

    @Test func animationsKeepTheirOwnKeys() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.setValue("fadeOut", forKey: "animationID")
        fade.setValue(0.4, forKey: "duration")
        #expect(fade.value(forKey: "animationID") as? String == "fadeOut")
        #expect(fade.duration == 0.4)
        #expect(fade.value(forKey: "keyPath") as? String == "opacity")
    }

    @Test func layerTimeRunsAtEachLayersSpeedFromItsBeginTime() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.speed = 2
        parent.beginTime = 10
        child.timeOffset = 5
        #expect(parent.convertTime(12, from: nil) == 4)
        #expect(child.convertTime(12, from: nil) == 9)
        #expect(child.convertTime(9, to: nil) == 12)
        #expect(child.convertTime(4, from: parent) == 9)
    }

    @Test func actionsAreFoundByKeyAndNSNullMeansNone() {
        struct Recorder: CAAction {
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
        }
        let layer = CALayer()
        #expect(layer.action(forKey: "position") == nil)
        layer.actions = ["position": Recorder(), "opacity": NSNull()]
        #expect(layer.action(forKey: "position") is Recorder)
        #expect(layer.action(forKey: "opacity") == nil)
    }

    @MainActor @Test func sublayerTransformTurnsTheSublayersAroundTheAnchorPoint() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.position = CGPoint(x: 20, y: 20)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let square = CALayer()
        square.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(square)
        // Scaled by 2 around the centre (20, 20): the square covers 20...40.
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let image = renderLayer(root, scale: 1)
        #expect(image.rgba(x: 35, y: 35) == (255, 0, 0, 255))
        #expect(image.rgba(x: 15, y: 15) == (255, 255, 255, 255))
        #expect(square.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 40, y: 40))
    }
}
