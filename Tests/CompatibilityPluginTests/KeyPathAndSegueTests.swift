import CoreGraphics
import Foundation
import Testing
import UIKit

// Tests/CompatibilityFixtures/App/NowPlayingViewController.swift and
// RefreshViewController.swift, compiled through the plugin: key paths of
// several keys, key-value coding off the main thread, a storyboard's custom
// segue registered by the generated registerClasses(), methods called on AnyObject.

@MainActor
@Suite struct KeyPathAndSegueTests {
    @Test func anObservedKeyPathFollowsEachObjectAlongIt() {
        let controller = NowPlayingViewController()
        controller.loadViewIfNeeded()
        let first = Track(title: "Intro")
        controller.playlist.current = first          // the path now reaches a title
        first.title = "Intro (live)"                 // its last key changed
        first.rating = 3
        let second = Track(title: "Outro")
        controller.playlist.current = second         // the path moves to the new track
        first.title = "gone"                         // no longer on the path: not heard
        first.rating = 1
        second.rating = 5
        controller.playlist.current = nil
        #expect(controller.observedTitles == ["Intro", "Intro (live)", "Outro", "nil"])
        #expect(controller.observedRatings == [0, 3, 0, 5, -1])
        controller.stopObserving()
        controller.playlist.current = first
        #expect(controller.observedTitles.count == 4)
        #expect(controller.observedRatings.count == 5)
    }

    @Test func valueForKeyPathGoesThroughAViewsLayer() {
        let controller = NowPlayingViewController()
        controller.loadViewIfNeeded()
        #expect(controller.cornerRadiusByKeyPath == 12)
        controller.view.setValue(4, forKeyPath: "layer.cornerRadius")
        #expect(controller.view.layer.cornerRadius == 4)
        let track = Track(title: "A")
        controller.playlist.current = track
        #expect(controller.value(forKeyPath: "playlist.current.title") as? String == "A")
        controller.setValue("B", forKeyPath: "playlist.current.title")
        #expect(track.title == "B")
    }

    @Test func aModelAndALayerAreUsedByKeyOnABackgroundQueue() {
        var imported: (title: String?, ratings: [Int], onMainThread: Bool)?
        var progress: CGFloat?
        DispatchQueue.global().sync {
            imported = TrackImporter.importTrack(["title": "Night", "rating": 4])
            progress = TrackImporter.progress(settingTo: 0.5)
        }
        #expect(imported?.title == "Night")
        #expect(imported?.ratings == [4])
        #expect(imported?.onMainThread == false)
        #expect(progress == 0.5)
    }

    @Test func aLayerSubclassHasItsKeysAndNotifiesObservers() {
        let ring = RingLayer()
        var seen: [CGFloat] = []
        let observation = ring.observe(\.progress, options: [.new]) { _, change in seen.append(change.newValue ?? -1) }
        ring.setValue(NSNumber(value: 0.25), forKey: "progress")
        ring.progress = 0.75
        observation.invalidate()
        #expect(seen == [0.25, 0.75])
        #expect(ring.value(forKey: "progress") as? CGFloat == 0.75)
    }

    @Test func aStoryboardsCustomSegueIsMadeAsItsClass() throws {
        OffscreenCompatibility.registerClasses()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-segue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = """
        {"formatVersion": 1, "objects": [
          {"class": "UINavigationController", "id": "nav", "rootViewController": "list"},
          {"class": "RefreshViewController", "id": "list", "view": {"class": "UIView"},
           "segues": [{"kind": "custom", "customClass": "FadeSegue", "destination": "detail", "identifier": "fade"}]},
          {"class": "UIViewController", "id": "detail", "view": {"class": "UIView"}}
        ], "initialViewController": "nav"}
        """
        // A name of its own: UINib.searchPaths is shared by every test in the process.
        let name = "FadeSegues-\(UUID().uuidString)"
        try storyboard.write(to: folder.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        UINib.searchPaths.append(folder)
        defer { UINib.searchPaths.removeAll { $0 == folder } }
        let navigation = try #require(UIStoryboard(name: name, bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        FadeSegue.performed = []
        navigation.topViewController?.performSegue(withIdentifier: "fade", sender: nil)
        #expect(FadeSegue.performed == ["fade"])
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.view.alpha == 0.5)
    }

    @Test func aMethodCalledOnAnyObjectReachesTheClassesThatDeclareIt() {
        let controller = RefreshViewController()
        controller.refreshTapped(controller)
        #expect(controller.list.reloads == [true])
        controller.refresh(controller.list)
        #expect(controller.list.reloads == [true, false])
        let grid = RefreshableGridView()
        #expect(controller.refreshIfPossible(grid))
        #expect(grid.reloadCount == 1)
        // A class that does not declare the method: nil, as on iOS.
        #expect(!controller.refreshIfPossible(UIView()))
        #expect(!controller.refreshIfPossible("text"))
        // Through a property and a local variable declared AnyObject.
        controller.pendingTarget = grid
        controller.refreshPending()
        #expect(grid.reloadCount == 2)
        #expect(controller.list.reloads == [true, false, false])
    }
}
