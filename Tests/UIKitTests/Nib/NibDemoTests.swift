import GoldenTesting
import Foundation
import OffscreenTesting
import Testing
@testable import UIKit

/// The README's demo, `Fixtures/Demo/settings.json`, drawn as `render` draws
/// it (the first top-level view in a window the size of the canvas, at its
/// scale) and compared with its golden, `Fixtures/Demo/settings@3x.png`,
/// which `render Fixtures/Demo/settings.json -o …` wrote. The same check from
/// the command line: `render check Fixtures/Demo/settings.json --golden
/// Fixtures/Demo/settings@3x.png --record never`.
@Suite("The settings demo layout file")
@MainActor
struct NibDemoTests {
    static let folder = Fixtures.folder("Demo")

    @Test func settingsDemoRendersExactlyAsItsGolden() throws {
        let document = try NibDocument.load(contentsOf: Self.folder.appendingPathComponent("settings.json"))
        #expect(document.canvas.size == CGSize(width: 390, height: 844))
        #expect(document.canvas.scale == 3)
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let screen = UIScreen()
        screen.bounds = CGRect(origin: .zero, size: document.canvas.size)
        screen.scale = CGFloat(document.canvas.scale)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.addSubview(root)
        let rendered = try #require(window.renderedImage())
        let golden = try CGImage(pngData: Data(contentsOf: Self.folder.appendingPathComponent("settings@3x.png")))
        let comparison = ImageComparison.compare(expected: golden.storage, actual: rendered.storage)
        #expect(comparison.verdict == .identical, "\(comparison.message ?? "")")
    }

    /// The same file in dark mode (`render … --appearance dark`): the window's
    /// userInterfaceStyle is dark and every system colour, control fill and
    /// text colour resolves with it while drawing.
    @Test func settingsDemoInDarkModeRendersExactlyAsItsGolden() throws {
        let document = try NibDocument.load(contentsOf: Self.folder.appendingPathComponent("settings.json"))
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let screen = UIScreen()
        screen.bounds = CGRect(origin: .zero, size: document.canvas.size)
        screen.scale = CGFloat(document.canvas.scale)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.overrideUserInterfaceStyle = .dark
        window.addSubview(root)
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        let rendered = try #require(window.renderedImage())
        let golden = try CGImage(pngData: Data(contentsOf: Self.folder.appendingPathComponent("settings-dark@3x.png")))
        let comparison = ImageComparison.compare(expected: golden.storage, actual: rendered.storage)
        #expect(comparison.verdict == .identical, "\(comparison.message ?? "")")
    }

    @Test func settingsDemoIsLaidOutByAutoLayoutAndStackViews() throws {
        let document = try NibDocument.load(contentsOf: Self.folder.appendingPathComponent("settings.json"))
        let instantiation = NibInstantiation(document: document, owner: nil)
        let root = try #require(try instantiation.run().first as? UIView)
        root.layoutIfNeeded()
        var views: [String: UIView] = [:]
        for entry in instantiation.inFileOrder() {
            if let id = entry.object.id, let view = entry.instance as? UIView { views[id] = view }
        }
        let groups = ["accountGroup", "connectivity", "display", "power"].compactMap { views[$0] as? UIStackView }
        #expect(groups.count == 4)
        // Groups are inset 16 points and stacked top to bottom without overlapping.
        for group in groups {
            #expect(group.frame.minX == 16 && group.frame.width == 358)
        }
        for (upper, lower) in zip(groups, groups.dropFirst()) { #expect(upper.frame.maxY < lower.frame.minY) }
        // Rows are 44 points and fill their group.
        let connectivity = try #require(views["connectivity"] as? UIStackView)
        #expect(connectivity.arrangedSubviews.map(\.frame.height) == [44, 44, 44])
        #expect((views["airplaneSwitch"] as? UISwitch)?.isOn == false)
        #expect((views["notificationsSwitch"] as? UISwitch)?.isOn == true)
        #expect((views["appearanceControl"] as? UISegmentedControl)?.numberOfSegments == 2)
        #expect((views["brightnessSlider"] as? UISlider)?.value == 0.7)
    }
}
