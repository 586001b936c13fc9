//
//  NowPlayingViewController.swift
//  Key paths of several keys, as apps observe through a model graph
//  (#keyPath(...a.b.c), observe(\.current?.rating), value(forKeyPath:) through
//  a view's layer), a model class used by key on a background queue, and a
//  layer subclass with a property of its own.
//

import UIKit

/// A model class: no actor, used from any queue.
@objcMembers
final class Track: NSObject {
    dynamic var title: String
    dynamic var rating = 0

    init(title: String) {
        self.title = title
    }
}

@objcMembers
final class Playlist: NSObject {
    dynamic var current: Track?
    dynamic var name = "Mix"
}

/// A layer with a property of its own, set by key as Core Animation code does.
final class RingLayer: CALayer {
    @objc dynamic var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
}

final class NowPlayingViewController: UIViewController {

    @objc let playlist = Playlist()
    let ring = RingLayer()

    private(set) var observedTitles: [String] = []
    private(set) var observedRatings: [Int] = []
    private var ratingObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.cornerRadius = 12
        view.layer.addSublayer(ring)
        addObserver(self, forKeyPath: #keyPath(NowPlayingViewController.playlist.current.title), options: [.new], context: nil)
        ratingObservation = playlist.observe(\.current?.rating, options: [.new]) { [weak self] _, change in
            self?.observedRatings.append((change.newValue ?? nil) ?? -1)
        }
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        if keyPath == #keyPath(NowPlayingViewController.playlist.current.title) {
            observedTitles.append(change?[.newKey] as? String ?? "nil")
        } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }

    /// The corner radius, read through the view's layer by key path.
    var cornerRadiusByKeyPath: CGFloat? {
        (view.value(forKeyPath: "layer.cornerRadius") as? NSNumber).map { CGFloat($0.doubleValue) }
    }

    func stopObserving() {
        removeObserver(self, forKeyPath: #keyPath(NowPlayingViewController.playlist.current.title))
        ratingObservation?.invalidate()
    }
}

/// Model code of the kind apps run on a background queue: key-value coding
/// on a model class and a layer, with no main actor.
enum TrackImporter {
    /// Applies `values` to a new track by key, observing its rating while it
    /// does; returns the title read back by key and the ratings heard.
    static func importTrack(_ values: [String: Any]) -> (title: String?, ratings: [Int], onMainThread: Bool) {
        let track = Track(title: "")
        var ratings: [Int] = []
        let observation = track.observe(\.rating, options: [.new]) { _, change in
            ratings.append(change.newValue ?? -1)
        }
        track.setValuesForKeys(values)
        observation.invalidate()
        return (track.value(forKey: "title") as? String, ratings, Thread.isMainThread)
    }

    /// Sets a ring layer's progress by key and reads it back.
    static func progress(settingTo value: Double) -> CGFloat? {
        let ring = RingLayer()
        ring.setValue(value, forKey: "progress")
        return ring.value(forKey: "progress") as? CGFloat
    }
}
