import Foundation
import Testing
@testable import UIKit

private final class SubclassChangeRecorder: NSObject, KeyValueObserver, @unchecked Sendable {
    var changes: [(keyPath: String, change: [NSKeyValueChangeKey: Any])] = []

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?) {
        changes.append((keyPath ?? "?", change ?? [:]))
    }

    func change(_ key: String) -> [NSKeyValueChangeKey: Any]? { changes.first { $0.keyPath == key }?.change }
}

// The properties of Core Animation's layer subclasses are key-value
// observing compliant on iOS, as CALayer's own are: each setter tells the
// observers of its key, with the options asked for.
@MainActor
@Suite struct LayerSubclassKeyValueObservingTests {
    /// Observes `keys` on `layer`, runs `change`, and returns what was heard.
    private func record(_ layer: CALayer, _ keys: [String], options: NSKeyValueObservingOptions = [.old, .new],
                _ change: () -> Void) -> SubclassChangeRecorder {
        let recorder = SubclassChangeRecorder()
        for key in keys { layer.addObserver(recorder, forKeyPath: key, options: options, context: nil) }
        change()
        for key in keys { layer.removeObserver(recorder, forKeyPath: key) }
        return recorder
    }

    @Test func shapeLayerProperties() {
        let layer = CAShapeLayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        let keys = ["path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin", "miterLimit",
                    "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd"]
        let heard = record(layer, keys) {
            layer.path = path
            layer.fillColor = nil
            layer.fillRule = .evenOdd
            layer.strokeColor = red
            layer.lineWidth = 3
            layer.lineCap = .round
            layer.lineJoin = .bevel
            layer.miterLimit = 4
            layer.lineDashPattern = [2, 1]
            layer.lineDashPhase = 1
            layer.strokeStart = 0.25
            layer.strokeEnd = 0.5
        }
        #expect(heard.changes.map(\.keyPath) == keys)
        #expect(heard.change("path")?[.oldKey] is NSNull && (heard.change("path")?[.newKey] as! CGPath) == path)
        #expect((heard.change("fillColor")?[.oldKey] as! CGColor) == CGColor(gray: 0, alpha: 1))
        #expect(heard.change("fillColor")?[.newKey] is NSNull)
        #expect(heard.change("lineWidth")?[.oldKey] as? CGFloat == 1 && heard.change("lineWidth")?[.newKey] as? CGFloat == 3)
        #expect(heard.change("lineCap")?[.newKey] as? CAShapeLayerLineCap == .round)
        #expect(heard.change("strokeEnd")?[.oldKey] as? CGFloat == 1 && heard.change("strokeEnd")?[.newKey] as? CGFloat == 0.5)
        // Removed observers hear nothing more.
        layer.lineWidth = 9
        #expect(heard.changes.count == keys.count)
    }

    @Test func gradientTextReplicatorAndEmitterLayerProperties() {
        let gradient = CAGradientLayer()
        let gradientKeys = ["colors", "locations", "startPoint", "endPoint", "type"]
        let fromGradient = record(gradient, gradientKeys) {
            gradient.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
            gradient.locations = [0, 1]
            gradient.startPoint = .zero
            gradient.endPoint = CGPoint(x: 1, y: 1)
            gradient.type = .radial
        }
        #expect(fromGradient.changes.map(\.keyPath) == gradientKeys)
        #expect(fromGradient.change("startPoint")?[.oldKey] as? CGPoint == CGPoint(x: 0.5, y: 0))
        #expect(fromGradient.change("type")?[.newKey] as? CAGradientLayerType == .radial)

        let text = CATextLayer()
        let textKeys = ["string", "font", "fontSize", "foregroundColor", "wrapped", "truncationMode", "alignmentMode",
                        "allowsFontSubpixelQuantization"]
        let fromText = record(text, textKeys) {
            text.string = "Hi"
            text.font = "Helvetica" as CFString
            text.fontSize = 12
            text.foregroundColor = nil
            text.isWrapped = true
            text.truncationMode = .end
            text.alignmentMode = .center
            text.allowsFontSubpixelQuantization = true
        }
        #expect(fromText.changes.map(\.keyPath) == textKeys)
        #expect(fromText.change("fontSize")?[.oldKey] as? CGFloat == 36 && fromText.change("fontSize")?[.newKey] as? CGFloat == 12)
        #expect(fromText.change("wrapped")?[.oldKey] as? Bool == false && fromText.change("wrapped")?[.newKey] as? Bool == true)
        #expect(fromText.change("string")?[.newKey] as? String == "Hi")

        let replicator = CAReplicatorLayer()
        let replicatorKeys = ["instanceCount", "preservesDepth", "instanceDelay", "instanceTransform", "instanceColor",
                              "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"]
        let fromReplicator = record(replicator, replicatorKeys) {
            replicator.instanceCount = 3
            replicator.preservesDepth = true
            replicator.instanceDelay = 0.1
            replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
            replicator.instanceColor = nil
            replicator.instanceRedOffset = -0.1
            replicator.instanceGreenOffset = -0.2
            replicator.instanceBlueOffset = -0.3
            replicator.instanceAlphaOffset = -0.4
        }
        #expect(fromReplicator.changes.map(\.keyPath) == replicatorKeys)
        #expect(fromReplicator.change("instanceCount")?[.oldKey] as? Int == 1 && fromReplicator.change("instanceCount")?[.newKey] as? Int == 3)
        #expect(fromReplicator.change("instanceTransform")?[.newKey] as? CATransform3D == CATransform3DMakeTranslation(10, 0, 0))

        let emitter = CAEmitterLayer()
        let emitterKeys = ["emitterCells", "birthRate", "lifetime", "emitterPosition", "emitterZPosition", "emitterSize",
                           "emitterDepth", "emitterShape", "emitterMode", "renderMode", "preservesDepth", "velocity",
                           "scale", "spin", "seed"]
        let fromEmitter = record(emitter, emitterKeys) {
            emitter.emitterCells = [CAEmitterCell()]
            emitter.birthRate = 2
            emitter.lifetime = 3
            emitter.emitterPosition = CGPoint(x: 5, y: 6)
            emitter.emitterZPosition = 1
            emitter.emitterSize = CGSize(width: 7, height: 8)
            emitter.emitterDepth = 2
            emitter.emitterShape = .circle
            emitter.emitterMode = .outline
            emitter.renderMode = .additive
            emitter.preservesDepth = true
            emitter.velocity = 4
            emitter.scale = 0.5
            emitter.spin = 2
            emitter.seed = 42
        }
        #expect(fromEmitter.changes.map(\.keyPath) == emitterKeys)
        #expect(fromEmitter.change("birthRate")?[.oldKey] as? Float == 1 && fromEmitter.change("birthRate")?[.newKey] as? Float == 2)
        #expect(fromEmitter.change("emitterPosition")?[.newKey] as? CGPoint == CGPoint(x: 5, y: 6))
        #expect(fromEmitter.change("seed")?[.newKey] as? UInt32 == 42)
    }

    @Test func initialPriorAndBlockObservations() {
        let layer = CAShapeLayer()
        layer.strokeEnd = 0.75
        let initial = record(layer, ["strokeEnd"], options: [.initial, .new]) {}
        // .initial: at once, with the current value.
        #expect(initial.changes.count == 1 && initial.changes[0].change[.newKey] as? CGFloat == 0.75)
        let prior = record(layer, ["strokeEnd"], options: [.prior, .old, .new]) { layer.strokeEnd = 0.5 }
        // .prior: one notification before the change (old value, no new one), then the change.
        #expect(prior.changes.count == 2)
        #expect(prior.changes[0].change[.notificationIsPriorKey] as? Bool == true && prior.changes[0].change[.oldKey] as? CGFloat == 0.75)
        #expect(prior.changes[0].change[.newKey] == nil && prior.changes[1].change[.newKey] as? CGFloat == 0.5)

        let gradient = CAGradientLayer()
        var seen: [String] = []
        // As the OffscreenCompatibility plugin writes `observe(\.endPoint, …)` of an iOS source.
        let observation = gradient.observe(\.endPoint, kvcKeyPathString: "endPoint", options: [.old, .new]) { _, change in
            seen.append("\(change.oldValue!.y) → \(change.newValue!.y)")
        }
        let text = CATextLayer()
        let wrapped = text.observe(\.isWrapped, kvcKeyPathString: "isWrapped", options: [.new]) { _, change in seen.append("wrapped \(change.newValue!)") }
        gradient.endPoint = CGPoint(x: 0.5, y: 0.25)
        text.isWrapped = true
        #expect(seen == ["1.0 → 0.25", "wrapped true"])
        observation.invalidate()
        wrapped.invalidate()
        gradient.endPoint = .zero
        #expect(seen.count == 2)
    }
}
