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
