import Foundation
import Testing
@testable import UIKit

/// A `.default` and a `.subtitle` row with an image, and a `.value1` row,
/// each with a disclosure indicator.
@MainActor final class StyledRows: NSObject, UITableViewDataSource {
    let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { styles.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let style = styles[indexPath.row]
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.accessoryType = .disclosureIndicator
        if style != .value1 {
            cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in
                UIColor.systemBlue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 29, height: 29))
            }
        }
        return cell
    }
}

@MainActor @Suite(.serialized) struct RightToLeftCellTests {
    enum Direction { case leftToRight, forcedOnTheTable, fromTheWindow }

    /// The parts of each row in the cell's coordinates, and its separator.
    struct Parts: Equatable {
        var image: CGRect?
        var text: CGRect
        var detail: CGRect?
        var accessory: CGRect
        var content: CGRect
        var separator: CGRect
    }

    func parts(_ direction: Direction) throws -> [Parts] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        if direction == .fromTheWindow { window.traitOverrides.layoutDirection = .rightToLeft }
        let table = UITableView(frame: window.bounds, style: .plain)
        if direction == .forcedOnTheTable { table.semanticContentAttribute = .forceRightToLeft }
        let rows = StyledRows()
        table.dataSource = rows
        objc_keep(rows, table)
        window.addSubview(table)
        window.isHidden = false
        window.layoutIfNeeded()
        return try (0..<3).map { row in
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            #expect(cell.effectiveUserInterfaceLayoutDirection == (direction == .leftToRight ? .leftToRight : .rightToLeft))
            let accessory = try #require(cell.subviews.first { $0 is TableAccessoryView })
            @MainActor func inCell(_ view: UIView?) -> CGRect? {
                guard let view, view.superview != nil, view.frame.width > 0 else { return nil }
                return view.convert(view.bounds, to: cell)
            }
            return Parts(image: inCell(cell.imageView), text: try #require(inCell(cell.textLabel)),
                         detail: cell.detailTextLabel.flatMap { inCell($0) }, accessory: accessory.frame,
                         content: cell.contentView.frame, separator: cell.separatorLayer.frame)
        }
    }

    @Test func leftToRightCellsPlaceImageTextAndAccessoryFromTheLeft() throws {
        let p = try parts(.leftToRight)
        // Disclosure indicator (8 wide) 16 points from the right; the content view ends at it.
        for row in p {
            #expect(row.accessory.minX == 296 && row.accessory.width == 8)
            #expect(row.content == CGRect(x: 0, y: 0, width: 296, height: row.content.height))
        }
        #expect(p[0].image?.minX == 16 && p[0].image?.width == 29)
        #expect(p[0].text.minX == 61 && p[0].text.maxX == 288)
        #expect(p[1].text.minX == 61 && p[1].detail?.minX == 61)
        #expect(p[2].text.minX == 16)
        #expect(p[2].detail?.maxX == 288)
        // Separators start at the text when there is an image, else 16 points in.
        #expect(p[0].separator.minX == 61 && p[0].separator.maxX == 320)
        #expect(p[2].separator.minX == 16 && p[2].separator.maxX == 320)
    }

    @Test(arguments: [Direction.forcedOnTheTable, .fromTheWindow])
    func rightToLeftCellsAreMirrored(_ direction: Direction) throws {
        let ltr = try parts(.leftToRight), rtl = try parts(direction)
        func mirrored(_ r: CGRect) -> CGRect { CGRect(x: 320 - r.maxX, y: r.minY, width: r.width, height: r.height) }
        for (l, r) in zip(ltr, rtl) {
            #expect(r.image == l.image.map(mirrored))
            #expect(r.text == mirrored(l.text))
            #expect(r.detail == l.detail.map(mirrored))
            #expect(r.accessory == mirrored(l.accessory))
            #expect(r.content == mirrored(l.content))
            #expect(r.separator == mirrored(l.separator))
        }
        // The figures: accessory at the left edge, image at the right, the
        // value1 detail at the left next to the accessory, separators inset from the right.
        for row in rtl {
            #expect(row.accessory.minX == 16)
            #expect(row.content.minX == 24 && row.content.maxX == 320)
        }
        #expect(rtl[0].image?.maxX == 304)
        #expect(rtl[0].text.maxX == 259 && rtl[0].text.minX == 32)
        #expect(rtl[1].text.maxX == 259 && rtl[1].detail?.maxX == 259)
        #expect(rtl[2].text.maxX == 304)
        #expect(rtl[2].detail?.minX == 32)
        #expect(rtl[0].separator.minX == 0 && rtl[0].separator.maxX == 259)
        #expect(rtl[2].separator.minX == 0 && rtl[2].separator.maxX == 304)
    }

    @Test func rightToLeftTextIsRightAlignedAndTheChevronPointsLeft() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.semanticContentAttribute = .forceRightToLeft
        let rows = StyledRows()
        table.dataSource = rows
        objc_keep(rows, table)
        window.addSubview(table)
        window.isHidden = false
        let image = window.offscreenImage(scale: 1).cgImage!
        // Dark text pixels of "Title" lie right of the middle, next to the image at 275...304;
        // the chevron's pixels lie within 16...24.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.isRightToLeft == true)
        let dark = darkColumns(image, y: 10..<34)
        #expect(dark.contains { $0 > 200 && $0 < 259 })
        #expect(!dark.contains { $0 >= 30 && $0 < 150 })
        #expect(dark.contains { $0 >= 16 && $0 < 24 } || lightGrayColumns(image, y: 10..<34).contains { $0 >= 16 && $0 < 24 })
    }

    private func columns(_ image: CGImage, y rows: Range<Int>, _ test: (UInt8) -> Bool) -> Set<Int> {
        var found = Set<Int>()
        for y in rows {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                if test(p.r) && p.b < 200 { found.insert(x) }
            }
        }
        return found
    }

    /// Columns holding near-black (text) pixels.
    private func darkColumns(_ image: CGImage, y: Range<Int>) -> Set<Int> { columns(image, y: y) { $0 < 100 } }
    /// Columns holding mid-gray (chevron) pixels.
    private func lightGrayColumns(_ image: CGImage, y: Range<Int>) -> Set<Int> { columns(image, y: y) { $0 >= 100 && $0 < 220 } }
}
