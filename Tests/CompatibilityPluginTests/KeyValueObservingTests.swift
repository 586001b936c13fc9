import CoreGraphics
import Foundation
import Testing
import UIKit

// Tests/CompatibilityFixtures/App/PlayerViewController.swift observes and sets
// properties by key as iOS apps do (@objc dynamic, addObserver(_:forKeyPath:)
// with an observeValue override, observe(\.x), #keyPath, setValue(_:forKey:));
// the plugin compiles it with generated key tables. This file is not rewritten:
// it calls the same API as plain Swift.

@MainActor
private func loadedPlayer() -> PlayerViewController {
    let player = PlayerViewController()
    player.loadViewIfNeeded()
    player.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    return player
}

@MainActor
@Suite struct KeyValueObservingTests {
    @Test func addObserverWithAContextCallsTheObserveValueOverride() throws {
        let player = loadedPlayer()
        player.model.progress = 0.5
        player.model.progress = 0.25
        #expect(player.observedProgress == [0.5, 0.25])
        // The override resized the bar: a quarter of the 200-point view.
        #expect(player.progressBar.frame.width == 50)
        let image = try #require(player.view.offscreenImage(scale: 1).cgImage)
        let inside = image.rgba(x: 40, y: 5), outside = image.rgba(x: 60, y: 5)
        #expect(inside.b > 200 && inside.r < 100)
        #expect(outside == (255, 255, 255, 255))
    }

    @Test func theInitialOptionDeliversAtOnceAndNilArrivesAsNSNull() {
        let player = loadedPlayer()
        #expect(player.observedTitles == ["nil"])
        player.model.title = "Intro"
        player.model.title = nil
        #expect(player.observedTitles == ["nil", "Intro", "nil"])
    }

    @Test func aBlockObservationHearsOldAndNewValuesAfterTheDidSet() {
        let player = loadedPlayer()
        player.model.isPlaying = true
        player.model.isPlaying = false
        #expect(player.playingChanges == ["false→true", "true→false"])
        // The property's own didSet still runs.
        #expect(player.model.playCount == 1)
    }

    @Test func removingObserversAndInvalidatingEndsEveryObservation() {
        let player = loadedPlayer()
        player.stopObserving()
        player.model.isPlaying = true
        player.model.progress = 0.9
        player.model.title = "Later"
        player.progressBar.isHidden = true
        #expect(player.playingChanges.isEmpty)
        #expect(player.observedProgress.isEmpty)
        #expect(player.observedTitles == ["nil"])
        #expect(player.hiddenChanges.isEmpty)
    }

    @Test func deallocatingTheObservationEndsIt() {
        let model = PlaybackModel()
        var seen: [Double] = []
        var observation: NSKeyValueObservation? = model.observe(\.progress, options: [.new]) { _, change in
            seen.append(change.newValue ?? -1)
        }
        model.progress = 0.1
        #expect(observation != nil)
        observation = nil
        model.progress = 0.2
        #expect(seen == [0.1])
    }

    @Test func aDynamicComputedPropertyNotifiesFromItsSetter() {
        let model = PlaybackModel()
        var changes: [String] = []
        let percent = model.observe(\.percent, options: [.old, .new, .prior]) { _, change in
            changes.append(change.isPrior ? "prior \(change.oldValue ?? -1)" : "\(change.oldValue ?? -1)→\(change.newValue ?? -1)")
        }
        let progress = model.observe(\.progress, options: [.new]) { _, change in
            changes.append("progress \(change.newValue ?? -1)")
        }
        model.percent = 40
        #expect(changes == ["prior 0", "progress 0.4", "0→40"])
        percent.invalidate()
        progress.invalidate()
    }

    @Test func setValueForKeyRunsTheSetterSoObserversHearIt() {
        let player = loadedPlayer()
        player.model.setValue(0.75, forKey: "progress")
        #expect(player.observedProgress == [0.75])
        player.setValue("Chapter 2", forKeyPath: "model.title")
        #expect(player.observedTitles == ["nil", "Chapter 2"])
        #expect(player.value(forKeyPath: "model.title") as? String == "Chapter 2")
    }

    @Test func keyValueCodingConvertsNumbersAsFoundationDoes() {
        let model = PlaybackModel()
        model.setValue(NSNumber(value: 0.25), forKey: "volumeLevel")   // @objc(volumeLevel) names the key
        #expect(model.volume == 0.25)
        model.setValue(90, forKey: "seconds")                           // an Int for a Double, through a computed property
        #expect(model.progress == 1.5)
        #expect(model.value(forKey: "percent") as? Int == 150)
        #expect(model.value(forKey: "seconds") as? Double == 90)
        model.setValuesForKeys(["title": "Outro", "isPlaying": true])
        #expect(model.title == "Outro" && model.isPlaying)
        model.setValuesForKeys(["title": NSNull()])
        #expect(model.title == nil)
        let values = model.dictionaryWithValues(forKeys: ["title", "playCount"])
        #expect(values["title"] is NSNull)
        #expect(values["playCount"] as? Int == 1)
        // A key no table has: nil, as iOS would raise NSUnknownKeyException.
        #expect(model.value(forKey: "noSuchKey") == nil)
        model.setValue(3, forKey: "title")   // a wrong type leaves the value
        #expect(model.title == nil)
    }

    @Test func uikitViewPropertiesAreObservableAndHaveKeys() {
        let player = loadedPlayer()
        player.scrollView.contentOffset = CGPoint(x: 0, y: 30)
        player.scrollView.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
        #expect(player.scrollOffsets == [30, 60])
        player.progressBar.isHidden = true
        player.progressBar.isHidden = false
        #expect(player.hiddenChanges == [true, false])

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var frames: [CGRect] = []
        let observation = view.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue ?? .null) }
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        #expect(frames == [CGRect(x: 5, y: 5, width: 20, height: 20)])
        observation.invalidate()
        view.alpha = 0.5
        #expect(view.value(forKey: "alpha") as? CGFloat == 0.5)
        view.setValue(true, forKey: "hidden")
        #expect(view.isHidden)
    }

    @Test func observeValueOverridesFormAHierarchy() {
        let model = PlaybackModel()
        let observer = VolumeObserver()
        model.addObserver(observer, forKeyPath: "volumeLevel", options: [.new], context: nil)
        model.addObserver(observer, forKeyPath: "progress", options: [], context: nil)
        model.volume = 0.5
        model.progress = 0.3
        #expect(observer.log == ["volume 0.5", "base progress"])
        model.removeObserver(observer, forKeyPath: "volumeLevel")
        model.removeObserver(observer, forKeyPath: "progress")
        model.volume = 0.1
        #expect(observer.log.count == 2)
    }

    @Test func anObserveOfTheAppsOwnIsLeftAsWritten() {
        let model = PlaybackModel()
        model.title = "Own"
        #expect(ModelBinding.titles(of: model) == ["Own"])
    }

    @Test func aClassInABranchAnIOSBuildCompilesHasItsKeys() {
        let badge = PhoneBadgeView()
        badge.setValue(2, forKey: "level")
        #expect(badge.level == 2)
    }

    @Test func isEqualAndHashOverridesDecideNSObjectEquality() {
        #expect(TrackID("a") == TrackID("a"))
        #expect(TrackID("a") != TrackID("b"))
        #expect(Set([TrackID("a"), TrackID("a"), TrackID("b")]).count == 2)
    }
}
