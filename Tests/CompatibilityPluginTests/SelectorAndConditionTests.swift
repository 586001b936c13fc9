import Foundation
import Testing
import UIKit

// Tests/CompatibilityFixtures/App/PhotoSaver.swift (selectors of three and four
// parameters, a UIKit protocol's method in responds(to:), removeObserver) and
// PlatformBranches.swift (#if conditions), compiled through the plugin.

@MainActor
@Suite struct SelectorAndConditionTests {
    @Test func aSelectorOfThreeParametersIsPerformed() {
        let saver = PhotoSaver()
        #expect(saver.completionSelector == Selector("image:didFinishSavingWithError:contextInfo:"))
        #expect(saver.responds(to: saver.completionSelector))
        #expect(!NSObject().responds(to: saver.completionSelector))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { _ in }
        // perform(_:with:with:) passes two arguments; the optional third is nil.
        saver.perform(saver.completionSelector, with: image, with: nil)
        #expect(saver.results == ["saved 3"])
        saver.perform(saver.fourPartSelector, with: "a" as NSString, with: "b" as NSString)
        #expect(saver.results == ["saved 3", "ab--"])
    }

    @Test func savingToThePhotosAlbumPerformsTheCompletionSelector() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("album-\(UUID().uuidString)")
        setenv("OFFSCREEN_SAVED_PHOTOS_ALBUM", folder.path, 1)
        defer { unsetenv("OFFSCREEN_SAVED_PHOTOS_ALBUM"); try? FileManager.default.removeItem(at: folder) }
        let saver = PhotoSaver()
        saver.save(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { _ in })
        #expect(saver.results.isEmpty)
        // iOS calls back on the main queue, after the call returns.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        #expect(saver.results == ["saved 4"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["IMG_0001.png"])
    }

    @Test func respondsToAnswersForAUIKitProtocolsMethods() {
        let saver = PhotoSaver()
        #expect(PhotoSaver.handlesSelection(saver))
        #expect(!PhotoSaver.handlesHighlight(saver))
        #expect(!PhotoSaver.handlesSelection(NSObject()))
    }

    @Test func removeObserverEndsSelectorObservations() {
        let saver = PhotoSaver()
        saver.startListening()
        NotificationCenter.default.post(name: .feedThemeDidChange, object: nil)
        NotificationCenter.default.post(name: .listenerVolumeDidChange, object: nil)
        #expect(saver.themeChanges == 1 && saver.volumeChanges == 1)

        // removeObserver(_:name:object:) ends the theme observation only.
        saver.stopListeningToTheme()
        NotificationCenter.default.post(name: .feedThemeDidChange, object: nil)
        NotificationCenter.default.post(name: .listenerVolumeDidChange, object: nil)
        #expect(saver.themeChanges == 1 && saver.volumeChanges == 2)

        // removeObserver(_:) ends the rest.
        saver.stopListening()
        NotificationCenter.default.post(name: .listenerVolumeDidChange, object: nil)
        #expect(saver.volumeChanges == 2)
    }

    @Test func compilationConditionsAreReadAsAnIOSDeviceBuild() {
        var expected = ["canImport(UIKit)", "device", "iOS", "!Linux", "swift(>=5.9)", "compiler(>=5.9)", "arm64"]
        #if DEBUG
        // DEBUG is the build's own flag, as in Xcode's Debug configuration.
        expected.append("DEBUG")
        #endif
        #expect(PlatformBranches.taken == expected)
    }
}

@MainActor
@Suite struct ObjectiveCRuntimeIdiomTests {
    @Test func cancelPreviousPerformRequestsDebounces() {
        let debouncer = SearchDebouncer()
        debouncer.textDidChange("s")
        debouncer.textDidChange("sw")
        debouncer.textDidChange("swift")
        runLoop { !debouncer.searches.isEmpty }
        RunLoop.current.run(until: Date().addingTimeInterval(0.03))
        // The two earlier requests (same selector, equal argument) were cancelled.
        #expect(debouncer.searches == ["swift"])

        debouncer.textDidChange("ui")
        debouncer.scheduleClear()
        debouncer.cancelEverything()
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        #expect(debouncer.searches == ["swift"])
        #expect(debouncer.clears == 0)
    }

    @Test func associatedObjectsGiveExtensionsStoredProperties() {
        let view = UIView(), other = UIView()
        #expect(view.badgeText == nil)
        view.badgeText = "3"
        other.badgeText = "7"
        #expect(view.badgeText == "3" && other.badgeText == "7")
        view.badgeText = nil
        #expect(view.badgeText == nil && other.badgeText == "7")

        var owner: NSObject? = NSObject()
        view.badgeOwner = owner
        #expect(view.badgeOwner === owner)
        owner = nil
        // ASSIGN does not keep the value alive.
        #expect(view.badgeOwner == nil)
        objc_removeAssociatedObjects(other)
        #expect(other.badgeText == nil)
    }
}

@MainActor
@Suite struct OptionalRequirementResultTests {
    @Test func anOptionalRequirementWithAValueResultIsCalledOnlyWhereImplemented() {
        let header = SizedHeader()
        let tall = TallSizing(), plain = PlainSizing(), badged = BadgedSizing(), more = MoreBadgedSizing()
        header.sizing = tall
        #expect(header.height(for: 200) == 100)
        #expect(header.badgeCount == 0)
        #expect(header.sizesItself)

        header.sizing = plain
        #expect(header.height(for: 200) == 44)
        #expect(!header.sizesItself)

        header.sizing = badged
        #expect(header.badgeCount == 3 && header.forcedBadgeCount == 3)
        header.sizing = more
        #expect(header.badgeCount == 5)
        #expect(header.sizing?.sizingName() == "badged")
    }
}
