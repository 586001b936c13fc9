import Foundation
import Testing
@testable import UIKit

/// An observer written by hand: what the OffscreenCompatibility plugin makes
/// of a class that overrides `observeValue(forKeyPath:of:change:context:)`.
private final class ChangeRecorder: NSObject, KeyValueObserver {
    var seen: [String] = []

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?) {
        seen.append("\(keyPath ?? "?") \(changeValueText(change?[.oldKey])) → \(changeValueText(change?[.newKey]))")
    }
}

/// A change's value, written the same way whatever Foundation's descriptions are.
private func changeValueText(_ value: Any?) -> String {
    switch value {
    case nil: return "-"
    case let n as CGFloat: return "\(Double(n))"
    case let b as Bool: return "\(b)"
    case let p as CGPoint: return "(\(Double(p.x)), \(Double(p.y)))"
    case let s as CGSize: return "(\(Double(s.width)), \(Double(s.height)))"
    case let r as CGRect: return "(\(Double(r.minX)), \(Double(r.minY)), \(Double(r.width)), \(Double(r.height)))"
    default: return "\(value!)"
    }
}

// UIKit's observable view properties, without the plugin: on iOS, KVO on
// UIView's frame, bounds, center, alpha and hidden and on UIScrollView's
// contentOffset and contentSize is what apps use to follow layout and scrolling.
@MainActor
@Suite struct KeyValueObservingTests {
    @Test func viewGeometryAndVisibilityChangesReachObservers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let recorder = ChangeRecorder()
        for key in ["frame", "bounds", "center", "alpha", "hidden"] {
            view.addObserver(recorder, forKeyPath: key, options: [.new], context: nil)
        }
        view.alpha = 0.5
        view.isHidden = true
        view.isHidden = true   // unchanged, but set: KVO's setter on iOS tells observers of every set
        view.center = CGPoint(x: 20, y: 20)
        #expect(recorder.seen == ["alpha - → 0.5", "hidden - → true", "hidden - → true", "center - → (20.0, 20.0)"])
        recorder.seen = []
        view.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(recorder.seen == ["bounds - → (0.0, 0.0, 30.0, 30.0)"])
        for key in ["frame", "bounds", "center", "alpha", "hidden"] {
            view.removeObserver(recorder, forKeyPath: key)
        }
        view.alpha = 1
        #expect(recorder.seen.count == 1)
    }

    @Test func scrollingChangesContentOffsetForItsObservers() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        let recorder = ChangeRecorder()
        scrollView.addObserver(recorder, forKeyPath: "contentOffset", options: [.old, .new], context: nil)
        scrollView.addObserver(recorder, forKeyPath: "contentSize", options: [.new], context: nil)
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        scrollView.contentSize = CGSize(width: 100, height: 800)
        #expect(recorder.seen.first == "contentOffset (0.0, 0.0) → (0.0, 50.0)")
        #expect(recorder.seen.contains("contentSize - → (100.0, 800.0)"))
        scrollView.removeObserver(recorder, forKeyPath: "contentOffset")
        scrollView.removeObserver(recorder, forKeyPath: "contentSize")
    }

    @Test func aBlockObservationOfAUIKitKeyPathNeedsNoPlugin() {
        let view = UIView()
        var alphas: [CGFloat] = []
        let observation = view.observe(\.alpha, options: [.initial, .new]) { _, change in alphas.append(change.newValue ?? -1) }
        view.alpha = 0.25
        observation.invalidate()
        view.alpha = 0.75
        #expect(alphas == [1, 0.25])
        #expect(view.value(forKey: "hidden") as? Bool == false)
    }

    @Test func registrationsOfDeallocatedObjectsAreDropped() {
        let before = KeyValueObservers.shared.registrationCount
        var observations: [NSKeyValueObservation] = []
        for _ in 0..<70 {
            // Each observed object goes at once; its observation stays.
            observations.append(NSObject().observe(\NSObject.description, kvcKeyPathString: "description") { _, _ in })
        }
        #expect(KeyValueObservers.shared.registrationCount < before + 70)
        observations.removeAll()
    }

    @Test func aKeyPathThroughACellsContentViewHearsItsFrame() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let recorder = ChangeRecorder()
        cell.addObserver(recorder, forKeyPath: "contentView.frame", options: [.new], context: nil)
        cell.contentView.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(recorder.seen == ["contentView.frame - → (0.0, 0.0, 40.0, 20.0)"])
        cell.removeObserver(recorder, forKeyPath: "contentView.frame")
        cell.contentView.frame = .zero
        #expect(recorder.seen.count == 1)
        cell.contentView.layer.cornerRadius = 6
        #expect((cell.value(forKeyPath: "contentView.layer.cornerRadius") as? NSNumber)?.doubleValue == 6)
    }

    @Test func aMainActorClasssKeysAreNotUsedOffTheMainThread() {
        let box = OffMainBox(view: UIView())
        #expect(box.view.value(forKey: "alpha") as? CGFloat == 1)   // its keys are made, on the main thread
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.offMainValue = box.view.value(forKey: "alpha")
            done.signal()
        }
        done.wait()
        #expect(box.offMainValue == nil)
    }
}

/// A view handed to another thread, and what that thread read from it.
private final class OffMainBox: @unchecked Sendable {
    let view: UIView
    var offMainValue: Any? = "unset"
    init(view: UIView) { self.view = view }
}
