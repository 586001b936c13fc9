//
//  PlayerViewController.swift
//  Key-value coding and observing as UIKit apps wrote it before Combine:
//  a model with @objc dynamic properties, addObserver(_:forKeyPath:) with a
//  context and an observeValue override, block observations kept in an
//  array, #keyPath, and UIKit's own observable properties.
//

import UIKit

private var playerContext = 0

@objcMembers
class PlaybackModel: NSObject {
    dynamic var progress: Double = 0
    dynamic var title: String?
    dynamic var isPlaying = false {
        didSet {
            if isPlaying { playCount += 1 }
        }
    }
    @objc(volumeLevel) dynamic var volume: Float = 1
    private(set) var playCount = 0

    /// Exposed (by @objcMembers) but not dynamic: settable by key, observed through `progress`.
    var seconds: Double {
        get { progress * 60 }
        set { progress = newValue / 60 }
    }

    dynamic var percent: Int {
        get { Int((progress * 100).rounded()) }
        set(newPercent) { progress = Double(newPercent) / 100 }
    }
}

final class PlayerViewController: UIViewController {

    @objc let model = PlaybackModel()
    let progressBar = UIView()
    let scrollView = UIScrollView()
    @objc dynamic var accentName = "blue"

    private(set) var observedProgress: [Double] = []
    private(set) var observedTitles: [String] = []
    private(set) var playingChanges: [String] = []
    private(set) var scrollOffsets: [CGFloat] = []
    private(set) var hiddenChanges: [Bool] = []
    private var observations: [NSKeyValueObservation] = []
    private var hiddenObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        progressBar.backgroundColor = .systemBlue
        progressBar.frame = CGRect(x: 0, y: 0, width: 0, height: 10)
        view.addSubview(progressBar)
        scrollView.frame = CGRect(x: 0, y: 20, width: 100, height: 50)
        scrollView.contentSize = CGSize(width: 100, height: 500)
        view.addSubview(scrollView)

        model.addObserver(self, forKeyPath: #keyPath(PlaybackModel.progress), options: [.new, .old], context: &playerContext)
        model.addObserver(self, forKeyPath: "title", options: [.initial, .new], context: nil)

        observations.append(model.observe(\.isPlaying, options: [.new, .old]) { [weak self] _, change in
            self?.playingChanges.append("\(change.oldValue ?? false)→\(change.newValue ?? false)")
        })
        observations.append(scrollView.observe(\.contentOffset, options: .new) { [weak self] _, change in
            self?.scrollOffsets.append(change.newValue?.y ?? -1)
        })
        hiddenObservation = progressBar.observe(\UIView.isHidden, options: [.new]) { [weak self] bar, _ in
            self?.hiddenChanges.append(bar.isHidden)
        }
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &playerContext else {
            if keyPath == "title" {
                observedTitles.append((change?[.newKey] as? String) ?? "nil")
                return
            }
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if keyPath == #keyPath(PlaybackModel.progress), let progress = change?[.newKey] as? Double {
            observedProgress.append(progress)
            progressBar.frame.size.width = view.bounds.width * CGFloat(progress)
        }
    }

    func stopObserving() {
        model.removeObserver(self, forKeyPath: #keyPath(PlaybackModel.progress), context: &playerContext)
        model.removeObserver(self, forKeyPath: "title")
        observations.forEach { $0.invalidate() }
        hiddenObservation = nil
    }
}

/// Observers in a class hierarchy: the subclass overrides the superclass's
/// observeValue and passes what it does not handle up.
class LoggingObserver: NSObject {
    private(set) var log: [String] = []

    func record(_ entry: String) { log.append(entry) }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        record("base \(keyPath ?? "?")")
    }
}

final class VolumeObserver: LoggingObserver {
    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        if keyPath == "volumeLevel", let volume = change?[.newKey] as? Float {
            record("volume \(volume)")
        } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }
}

/// Identity by value, as Objective-C collections compare objects.
final class TrackID: NSObject {
    let value: String
    init(_ value: String) { self.value = value }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? TrackID)?.value == value
    }

    override var hash: Int { value.hashValue }
}

/// A binding of the app's own with an `observe` of its own (a one-parameter
/// handler): not key-value observing, so the plugin leaves the call as written.
final class ModelBinding {
    let model: PlaybackModel
    private var handlers: [(PlaybackModel) -> Void] = []

    init(_ model: PlaybackModel) { self.model = model }

    func observe<Value>(_ keyPath: KeyPath<PlaybackModel, Value>, handler: @escaping (Value) -> Void) {
        handlers.append { handler($0[keyPath: keyPath]) }
    }

    func send() { handlers.forEach { $0(model) } }

    static func titles(of model: PlaybackModel) -> [String] {
        var titles: [String] = []
        let binding = ModelBinding(model)
        binding.observe(\.title) { title in titles.append(title ?? "nil") }
        binding.send()
        return titles
    }
}
