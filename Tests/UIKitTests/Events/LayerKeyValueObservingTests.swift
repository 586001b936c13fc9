import Foundation
import Testing
@testable import UIKit

/// An observer written by hand, as the OffscreenCompatibility plugin makes
/// one of a class that overrides `observeValue(forKeyPath:of:change:context:)`.
private final class LayerChangeRecorder: NSObject, KeyValueObserver, @unchecked Sendable {
    var changes: [(keyPath: String, change: [NSKeyValueChangeKey: Any])] = []
    var threads: [Bool] = []

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?) {
        changes.append((keyPath ?? "?", change ?? [:]))
        threads.append(Thread.isMainThread)
    }
}

// Core Animation's layer properties are key-value observing compliant on
// iOS: every setter tells the observers of its key, with the options asked for.
@MainActor
@Suite struct LayerKeyValueObservingTests {
    @Test func layerPropertiesTellObserversTheirOldAndNewValues() {
        let layer = CALayer()
        let recorder = LayerChangeRecorder()
        let keys = ["bounds", "position", "opacity", "cornerRadius", "backgroundColor", "transform", "hidden", "zPosition",
                    "anchorPoint", "borderWidth", "borderColor", "shadowOpacity", "shadowOffset", "masksToBounds", "name"]
        for key in keys { layer.addObserver(recorder, forKeyPath: key, options: [.old, .new], context: nil) }
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.position = CGPoint(x: 5, y: 6)
        layer.opacity = 0.5
        layer.cornerRadius = 4
        layer.backgroundColor = red
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.isHidden = true
        layer.zPosition = 3
        layer.anchorPoint = .zero
        layer.borderWidth = 1
        layer.borderColor = nil
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 1, height: 2)
        layer.masksToBounds = true
        layer.name = "badge"
        #expect(recorder.changes.map(\.keyPath) == keys)
        func change(_ key: String) -> [NSKeyValueChangeKey: Any] { recorder.changes.first { $0.keyPath == key }!.change }
        #expect(change("bounds")[.oldKey] as? CGRect == .zero && change("bounds")[.newKey] as? CGRect == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(change("position")[.newKey] as? CGPoint == CGPoint(x: 5, y: 6))
        #expect(change("opacity")[.oldKey] as? Float == 1 && change("opacity")[.newKey] as? Float == 0.5)
        #expect(change("cornerRadius")[.oldKey] as? CGFloat == 0 && change("cornerRadius")[.newKey] as? CGFloat == 4)
        #expect(change("backgroundColor")[.oldKey] is NSNull && (change("backgroundColor")[.newKey] as! CGColor) == red)
        #expect(change("transform")[.newKey] as? CATransform3D == CATransform3DMakeScale(2, 2, 1))
        #expect(change("hidden")[.oldKey] as? Bool == false && change("hidden")[.newKey] as? Bool == true)
        #expect(change("borderColor")[.newKey] is NSNull)
        #expect(change("name")[.newKey] as? String == "badge")
        #expect(change("bounds")[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
        for key in keys { layer.removeObserver(recorder, forKeyPath: key) }
        layer.opacity = 1
        #expect(recorder.changes.count == keys.count)
    }

    @Test func priorAndInitialOptions() {
        let layer = CALayer()
        layer.cornerRadius = 2
        let recorder = LayerChangeRecorder()
        layer.addObserver(recorder, forKeyPath: "cornerRadius", options: [.initial, .new], context: nil)
        // .initial: at once, with the current value.
        #expect(recorder.changes.count == 1 && recorder.changes[0].change[.newKey] as? CGFloat == 2)
        layer.removeObserver(recorder, forKeyPath: "cornerRadius")
        recorder.changes = []
        layer.addObserver(recorder, forKeyPath: "cornerRadius", options: [.prior, .old, .new], context: nil)
        layer.cornerRadius = 8
        // .prior: one notification before the change (old value, no new one), then the change.
        #expect(recorder.changes.count == 2)
        let prior = recorder.changes[0].change, after = recorder.changes[1].change
        #expect(prior[.notificationIsPriorKey] as? Bool == true && prior[.oldKey] as? CGFloat == 2 && prior[.newKey] == nil)
        #expect(after[.notificationIsPriorKey] == nil && after[.oldKey] as? CGFloat == 2 && after[.newKey] as? CGFloat == 8)
        layer.removeObserver(recorder, forKeyPath: "cornerRadius")
    }

    @Test func blockObservationsWithKeyPaths() {
        let layer = CAShapeLayer()
        var seen: [String] = []
        let bounds = layer.observe(\.bounds, options: [.old, .new]) { _, change in
            seen.append("bounds \(change.oldValue!.width) → \(change.newValue!.width)")
        }
        let opacity = layer.observe(\.opacity, options: [.initial, .new, .prior]) { _, change in
            seen.append("opacity \(change.isPrior ? "prior" : "\(change.newValue!)")")
        }
        let hidden = layer.observe(\.isHidden, options: [.new]) { _, change in seen.append("hidden \(change.newValue!)") }
        layer.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
        layer.opacity = 0.25
        layer.isHidden = true
        #expect(seen == ["opacity 1.0", "bounds 0.0 → 12.0", "opacity prior", "opacity 0.25", "hidden true"])
        bounds.invalidate()
        opacity.invalidate()
        hidden.invalidate()
        layer.bounds = .zero
        #expect(seen.count == 5)
    }

    @Test func frameSetsPositionAndBoundsAndAViewMovesItsLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var seen: [String] = []
        let observations = [
            view.layer.observe(\.frame, options: [.new]) { _, change in seen.append("frame \(change.newValue!.origin.x)") },
            view.layer.observe(\.position, options: [.new]) { _, change in seen.append("position \(change.newValue!.x)") },
            view.layer.observe(\.bounds, options: [.new]) { _, change in seen.append("bounds \(change.newValue!.width)") },
        ]
        view.layer.frame = CGRect(x: 20, y: 0, width: 40, height: 10)
        #expect(seen == ["position 40.0", "bounds 40.0", "frame 20.0"])
        seen = []
        // A view's geometry is its layer's: moving the view moves the layer, whose observers hear it.
        view.center = CGPoint(x: 100, y: 5)
        #expect(seen == ["position 100.0"])
        // Through the view by key path, as iOS apps write it.
        let recorder = LayerChangeRecorder()
        view.addObserver(recorder, forKeyPath: "layer.cornerRadius", options: [.new], context: nil)
        view.layer.cornerRadius = 5
        #expect(recorder.changes.count == 1 && recorder.changes[0].change[.newKey] as? CGFloat == 5)
        view.removeObserver(recorder, forKeyPath: "layer.cornerRadius")
        for observation in observations { observation.invalidate() }
    }

    @Test func aLayerOffTheMainThreadTellsItsObserversOnThatThread() async {
        let recorder = LayerChangeRecorder()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                let layer = CALayer()
                layer.addObserver(recorder, forKeyPath: "opacity", options: [.new], context: nil)
                layer.opacity = 0.5
                layer.removeObserver(recorder, forKeyPath: "opacity")
                done.resume()
            }
        }
        #expect(recorder.changes.count == 1 && recorder.changes[0].change[.newKey] as? Float == 0.5)
        #expect(recorder.threads == [false])
    }
}
