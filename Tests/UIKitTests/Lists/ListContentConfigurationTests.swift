import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@MainActor @Suite struct ListContentConfigurationTests {
    private func labels(of view: UIView) -> [UILabel] { view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden } }

    @Test func presetsUseIOSFontsAndColours() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font.pointSize == 17)
        #expect(cell.textProperties.color == .label)
        #expect(cell.directionalLayoutMargins.top == 11 && cell.directionalLayoutMargins.bottom == 11)

        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.secondaryTextProperties.font.pointSize == 17)
        #expect(value.secondaryTextProperties.color == .secondaryLabel)

        #expect(UIListContentConfiguration.subtitleCell().secondaryTextProperties.font.pointSize == 15)

        let header = UIListContentConfiguration.groupedHeader()
        #expect(header.textProperties.font.pointSize == 13)
        #expect(header.textProperties.color == .secondaryLabel)
        #expect(header.textProperties.transform == .uppercase)

        let prominent = UIListContentConfiguration.prominentInsetGroupedHeader()
        #expect(prominent.textProperties.font.pointSize == 20)
        #expect(prominent.textProperties.transform == .none)
    }

    @Test func groupedHeaderShowsItsTextUppercased() {
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Network settings"
        let view = UIListContentView(configuration: header)
        #expect(labels(of: view).map(\.text) == ["NETWORK SETTINGS"])
    }

    @Test func aOneLineCellIs44PointsTallAndSubtitlesAreTaller() {
        var one = UIListContentConfiguration.cell()
        one.text = "Wi-Fi"
        let oneView = UIListContentView(configuration: one)
        #expect(oneView.systemLayoutSizeFitting(CGSize(width: 320, height: 0)).height == 44)

        var two = UIListContentConfiguration.subtitleCell()
        two.text = "Wi-Fi"
        two.secondaryText = "Home network"
        let twoView = UIListContentView(configuration: two)
        #expect(twoView.systemLayoutSizeFitting(CGSize(width: 320, height: 0)).height > 44)
    }

    @Test func longTextWrapsAtTheWidthItIsGiven() {
        var c = UIListContentConfiguration.cell()
        c.text = String(repeating: "A long line of text that wraps. ", count: 4)
        let view = UIListContentView(configuration: c)
        let wide = view.systemLayoutSizeFitting(CGSize(width: 2000, height: 0)).height
        let narrow = view.systemLayoutSizeFitting(CGSize(width: 200, height: 0)).height
        #expect(wide == 44)
        #expect(narrow > 80)
    }

    @Test func valueCellPutsSecondaryTextOnTheTrailingSide() {
        var c = UIListContentConfiguration.valueCell()
        c.text = "Version"
        c.secondaryText = "17.2"
        let view = UIListContentView(configuration: c)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let (text, secondary) = (labels(of: view)[0], labels(of: view)[1])
        #expect(text.frame.minX == 16)
        #expect(abs(secondary.frame.maxX - 304) < 0.5)
        #expect(abs(text.frame.midY - secondary.frame.midY) < 0.5)
    }

    @Test func contentViewTakesTheCellsWiderMargins() {
        var c = UIListContentConfiguration.cell()
        c.text = "Indented"
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        host.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let view = UIListContentView(configuration: c)
        view.frame = host.bounds
        host.addSubview(view)
        view.layoutIfNeeded()
        #expect(labels(of: view)[0].frame.minX == 20)
    }

    @Test func sidebarCellTurnsWhiteWhenSelected() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let updated = UIListContentConfiguration.sidebarCell().updated(for: state)
        #expect(updated.textProperties.color == .white)
        #expect(UIListContentConfiguration.cell().updated(for: state).textProperties.color == .label)
    }

    @Test func backgroundTurnsGreyWhenSelectedAndResolvesNilToTint() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: state).backgroundColor == .secondarySystemGroupedBackground)
        state.isHighlighted = true
        #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: state).backgroundColor == .systemGray4)
        var custom = UIBackgroundConfiguration.clear()
        custom.backgroundColor = nil
        #expect(custom.resolvedBackgroundColor(for: .systemPink) == .systemPink)
        custom.backgroundColorTransformer = .grayscale
        var white: CGFloat = 0, alpha: CGFloat = 0, r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        _ = custom.resolvedBackgroundColor(for: UIColor(red: 1, green: 0, blue: 0, alpha: 1)).getRed(&r, green: &g, blue: &b, alpha: &alpha)
        white = r
        #expect(abs(white - 0.299) < 0.01 && r == g && g == b)
    }

    @Test func accessoriesShowForTheirEditingState() {
        #expect(UICellAccessory.delete().isShown(editing: true))
        #expect(!UICellAccessory.delete().isShown(editing: false))
        #expect(UICellAccessory.disclosureIndicator().isShown(editing: false))
        #expect(!UICellAccessory.checkmark(options: .init(isHidden: true)).isShown(editing: false))
        #expect(UICellAccessory.delete().isLeading && !UICellAccessory.reorder().isLeading)
        let custom = UICellAccessory.customView(configuration: .init(customView: UIView(), placement: .leading(displayed: .whenNotEditing)))
        #expect(custom.isLeading && custom.isShown(editing: false) && !custom.isShown(editing: true))
    }

    /// Each preset with its text in a 320-point row, on the grouped background so clear headers show.
    @Test func presetsGolden() {
        func row(_ c: UIListContentConfiguration, background: UIBackgroundConfiguration) -> UIView {
            let host = UIView()
            let bg = BackgroundConfigurationView()
            bg.configuration = background
            let content = UIListContentView(configuration: c)
            let height = content.systemLayoutSizeFitting(CGSize(width: 320, height: 0)).height
            host.frame = CGRect(x: 0, y: 0, width: 320, height: height)
            bg.frame = host.bounds
            content.frame = host.bounds
            host.addSubview(bg)
            host.addSubview(content)
            return host
        }
        func make(_ preset: () -> UIListContentConfiguration, _ text: String, _ secondary: String? = nil) -> UIListContentConfiguration {
            var c = preset()
            c.text = text
            c.secondaryText = secondary
            return c
        }
        let rows: [(String, UIView)] = [
            ("cell", row(make(UIListContentConfiguration.cell, "Wi-Fi"), background: .listGroupedCell())),
            ("subtitleCell", row(make(UIListContentConfiguration.subtitleCell, "Inbox", "12 unread messages"), background: .listGroupedCell())),
            ("valueCell", row(make(UIListContentConfiguration.valueCell, "Version", "17.2"), background: .listGroupedCell())),
            ("groupedHeader", row(make(UIListContentConfiguration.groupedHeader, "Connections"), background: .listGroupedHeaderFooter())),
            ("groupedFooter", row(make(UIListContentConfiguration.groupedFooter, "Footers explain the section above them."), background: .listGroupedHeaderFooter())),
            ("prominentInsetGroupedHeader", row(make(UIListContentConfiguration.prominentInsetGroupedHeader, "Favourites"), background: .listGroupedHeaderFooter())),
            ("plainHeader", row(make(UIListContentConfiguration.plainHeader, "A"), background: .listPlainHeaderFooter())),
            ("sidebarCell", row(make(UIListContentConfiguration.sidebarCell, "Library"), background: .listSidebarCell())),
        ]
        let board = CaptionedBoard.make(cells: rows, cellSize: CGSize(width: 320, height: 64), columns: 2, background: .systemGroupedBackground)
        expectGolden(board.imageAtScale3, named: "list-content-presets@3x", in: "Lists")
    }

    @Test func accessoryGlyphsGolden() {
        let glyphs: [(String, CellAccessoryGlyphView.Glyph, (CellAccessoryGlyphView) -> Void)] = [
            ("disclosure", .disclosureIndicator, { _ in }), ("checkmark", .checkmark, { _ in }), ("delete", .delete, { _ in }),
            ("insert", .insert, { _ in }), ("reorder", .reorder, { _ in }), ("multiselect", .multiselect, { _ in }),
            ("selected", .multiselect, { $0.isSelected = true }), ("outline", .outlineDisclosure, { _ in }),
            ("expanded", .outlineDisclosure, { $0.isExpanded = true }),
        ]
        let cells: [(String, UIView)] = glyphs.map { name, glyph, configure in
            let view = CellAccessoryGlyphView(glyph: glyph)
            view.frame = CGRect(x: 0, y: 0, width: 28, height: 28)
            configure(view)
            return (name, view)
        }
        let board = CaptionedBoard.make(cells: cells, cellSize: CGSize(width: 40, height: 32), columns: 9)
        expectGolden(board.imageAtScale3, named: "cell-accessory-glyphs@3x", in: "Lists")
    }
}
