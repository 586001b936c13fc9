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

    /// `root` in a window of the canvas's size and scale, as `render` shows it, rendered.
    static func render(_ root: UIView, on canvas: NibCanvas) throws -> CGImage {
        try #require(InterfaceBuilderTestClasses.window(canvas, holding: root).renderedImage())
    }

    @Test func settingsDemoRendersExactlyAsItsGolden() throws {
        let document = try NibDocument.load(contentsOf: Self.folder.appendingPathComponent("settings.json"))
        #expect(document.canvas.size == CGSize(width: 390, height: 844))
        #expect(document.canvas.scale == 3)
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let rendered = try Self.render(root, on: document.canvas)
        let golden = try CGImage(pngData: Data(contentsOf: Self.folder.appendingPathComponent("settings@3x.png")))
        let comparison = ImageComparison.compare(expected: golden.storage, actual: rendered.storage)
        #expect(comparison.verdict == .identical, "\(comparison.message ?? "")")
    }

    /// The list demo, `Fixtures/Demo/settings-list.json`: an inset-grouped
    /// table of static cells (`render Fixtures/Demo/settings-list.json -o …`
    /// wrote its golden, `Fixtures/Demo/settings-list@3x.png`).
    @Test func settingsListDemoRendersExactlyAsItsGolden() throws {
        let document = try NibDocument.load(contentsOf: Self.folder.appendingPathComponent("settings-list.json"))
        let instantiation = NibInstantiation(document: document, owner: nil)
        let root = try #require(try instantiation.run().first as? UIView)
        let rendered = try Self.render(root, on: document.canvas)
        let table = try #require(instantiation.inFileOrder().first { $0.object.id == "table" }?.instance as? UITableView)
        #expect(table.style == .insetGrouped)
        #expect((0..<table.numberOfSections).map(table.numberOfRows(inSection:)) == [1, 3, 3, 3])
        // Only the rows inside the table's bounds were made visible.
        #expect(table.visibleCells.count == table.indexPathsForVisibleRows?.count)
        let golden = try CGImage(pngData: Data(contentsOf: Self.folder.appendingPathComponent("settings-list@3x.png")))
        let comparison = ImageComparison.compare(expected: golden.storage, actual: rendered.storage)
        #expect(comparison.verdict == .identical, "\(comparison.message ?? "")")
    }

    /// The same file in dark mode (`render … --appearance dark`): the window's
    /// userInterfaceStyle is dark and every system colour, control fill and
    /// text colour resolves with it while drawing.
    @Test func settingsDemoInDarkModeRendersExactlyAsItsGolden() throws {
        let document = try NibDocument.load(contentsOf: Self.folder.appendingPathComponent("settings.json"))
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let window = InterfaceBuilderTestClasses.window(document.canvas, holding: root)
        window.overrideUserInterfaceStyle = .dark
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

    /// The file drawn as `render` draws it with `canvas` changed by `change`:
    /// decoded with the canvas's traits current (text-style fonts are made
    /// then), shown in a window with those traits.
    private func renderAsTheCLIDoes(_ change: (inout NibCanvas) -> Void) throws -> (UIView, [String: UIView], PixelStorage) {
        let document = try NibDocument.load(contentsOf: Self.folder.appendingPathComponent("settings.json"))
        var canvas = document.canvas
        change(&canvas)
        let traits = canvas.traits
        let instantiation = NibInstantiation(document: document, owner: nil)
        let root = try #require(try traits.performAsCurrent { try instantiation.run() }.first as? UIView)
        let window = LayoutFileScene.canvasWindow(size: canvas.size, scale: CGFloat(canvas.scale), traits: traits)
        window.addSubview(root)
        let rendered = try #require(window.renderedImage())
        var views: [String: UIView] = [:]
        for entry in instantiation.inFileOrder() {
            if let id = entry.object.id, let view = entry.instance as? UIView { views[id] = view }
        }
        return (root, views, rendered.storage)
    }

    private func expectGolden(_ name: String, _ pixels: PixelStorage) throws {
        let golden = try CGImage(pngData: Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let comparison = ImageComparison.compare(expected: golden.storage, actual: pixels)
        #expect(comparison.verdict == .identical, "\(name): \(comparison.message ?? "")")
    }

    /// `render … --layout-direction rtl`: leading is the right edge. Icons sit
    /// at the right of their rows, chevrons and values at the left, switches,
    /// the segmented control and the slider are mirrored; the time (pinned by
    /// its centre to the leading edge) moves to the right.
    @Test func settingsDemoRightToLeftRendersExactlyAsItsGoldenWithMirroredFrames() throws {
        let (root, views, pixels) = try renderAsTheCLIDoes { $0.layoutDirection = .rightToLeft }
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let battery = try #require(views["battery"]), icon = try #require(views["batteryIcon"])
        let chevron = try #require(views["batteryChevron"])
        #expect(icon.frame.maxX == battery.bounds.width - 16)
        #expect(chevron.frame.minX == 16)
        // The chevron images are marked to flip (as iOS's forward chevron does): they point left.
        #expect((chevron as? UIImageView)?.image?.flipsForRightToLeftLayoutDirection == true)
        #expect(try #require(views["time"]).center.x == 390 - 66)
        let connectivity = try #require(views["connectivity"] as? UIStackView)
        #expect(connectivity.frame.minX == 16 && connectivity.frame.width == 358)
        try expectGolden("settings-rtl@3x.png", pixels)

        // The same file left to right keeps the icon at the leading (left) edge.
        let (_, ltrViews, _) = try renderAsTheCLIDoes { _ in }
        #expect(try #require(ltrViews["batteryIcon"]).frame.minX == 16)
        #expect(try #require(ltrViews["time"]).center.x == 66)
    }

    /// `render … --content-size accessibilityExtraExtraExtraLarge`: the text
    /// styles (body 53 pt) grow, the fixed 44-point rows do not, so text
    /// overflows its rows as it would on iOS with these constraints.
    @Test func settingsDemoAtTheLargestAccessibilitySizeRendersExactlyAsItsGolden() throws {
        let (_, views, pixels) = try renderAsTheCLIDoes { $0.contentSize = .accessibilityExtraExtraExtraLarge }
        let body = try #require(views.values.compactMap { $0 as? UILabel }.first { $0.text == "搜索 Search" })
        #expect(body.font.pointSize == 53)
        #expect(try #require(views["battery"]).frame.height == 44)
        try expectGolden("settings-ax5@3x.png", pixels)
    }
}
