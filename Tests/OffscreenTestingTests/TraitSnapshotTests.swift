import Foundation
import Testing
import UIKit
@testable import OffscreenTesting

@MainActor @Suite struct TraitSnapshotTests {
    @Test func aViewRendersWithTheGivenTraitsAndKeepsItsOwn() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        let dark = try SnapshotRenderer.render(view, scale: 1, traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(CGImage(storage: dark).rgba(x: 5, y: 5) == (0, 0, 0, 255))
        // The traits are taken off afterwards.
        #expect(view.traitCollection.userInterfaceStyle == .light)
        let light = try SnapshotRenderer.render(view, scale: 1)
        #expect(CGImage(storage: light).rgba(x: 5, y: 5) == (255, 255, 255, 255))
        // The view's own override wins over the snapshot's traits.
        view.overrideUserInterfaceStyle = .light
        let own = try SnapshotRenderer.render(view, scale: 1, traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(CGImage(storage: own).rgba(x: 5, y: 5) == (255, 255, 255, 255))
    }

    @Test func aControllerRendersInAWindowWithTheGivenTraits() throws {
        let controller = UIViewController()
        controller.view.backgroundColor = .secondarySystemBackground
        let image = try SnapshotRenderer.render(controller, size: CGSize(width: 20, height: 20), scale: 1,
                                                traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(CGImage(storage: image).rgba(x: 10, y: 10) == (28, 28, 30, 255))
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
    }
}
