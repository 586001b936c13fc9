import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// Sections "A"…"Z" of names, with the letters as the section index.
@MainActor final class LetterSections: NSObject, UITableViewDataSource {
    static let letters = (65...90).map { String(UnicodeScalar(UInt8($0))) }
    var indexTitles: [String]? = LetterSections.letters
    func numberOfSections(in tableView: UITableView) -> Int { Self.letters.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        cell.textLabel?.text = "\(Self.letters[indexPath.section])name \(indexPath.row + 1)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { Self.letters[section] }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

/// The section index a table view draws at its trailing edge for
/// `sectionIndexTitles(for:)`, and what a touch on it does.
@MainActor @Suite(.serialized) struct SectionIndexTests {
    func makeTable() -> (UIWindow, UITableView, LetterSections) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        let source = LetterSections()
        table.dataSource = source
        objc_keep(source, table)
        window.addSubview(table)
        window.isHidden = false
        _ = window.renderedImage()
        return (window, table, source)
    }

    @Test func theIndexIsAColumnOfTitlesAtTheTrailingEdgeThatStaysWhileScrolling() throws {
        let (window, table, source) = makeTable()
        let index = try #require(table.sectionIndexView)
        #expect(index.superview === table)
        #expect(index.titles == LetterSections.letters)
        #expect(index.frame == CGRect(x: 320 - SectionIndexView.width, y: 0, width: SectionIndexView.width, height: 480))
        // 26 titles 14 points apart, centred in the height.
        let frames = index.titleFrames
        #expect(frames.first?.minY == ((480 - 26 * 14) / 2).rounded())
        #expect(frames.last?.maxY == frames.first!.minY + 26 * 14)
        let labels = index.subviews.compactMap { $0 as? UILabel }
        #expect(labels.count == 26)
        #expect(labels.allSatisfy { $0.textColor == table.tintColor && $0.font.pointSize == 11 })
        table.contentOffset = CGPoint(x: 0, y: 700)
        _ = window.renderedImage()
        #expect(index.frame.minY == 700)
        table.sectionIndexColor = .systemRed
        _ = window.renderedImage()
        #expect(labels.allSatisfy { $0.textColor == .systemRed })
        // No titles, no index.
        source.indexTitles = nil
        table.reloadSectionIndexTitles()
        _ = window.renderedImage()
        #expect(table.sectionIndexView == nil)
        #expect(!table.subviews.contains { $0 is SectionIndexView })
    }

    @Test func aTapOnATitleScrollsToItsSection() throws {
        let (window, table, _) = makeTable()
        let index = try #require(table.sectionIndexView)
        let m = index.titleFrames[12]
        window.simulateTap(at: index.convert(CGPoint(x: m.midX, y: m.midY), to: window))
        _ = window.renderedImage()
        #expect(table.contentOffset.y == table.rect(forSection: 12).minY)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 12))
    }

    @Test func theIndexShowsFromTheMinimumRowCount() {
        let (window, table, _) = makeTable()
        table.sectionIndexMinimumDisplayRowCount = 100  // 78 rows
        _ = window.renderedImage()
        #expect(table.sectionIndexView == nil)
        table.sectionIndexMinimumDisplayRowCount = 78
        _ = window.renderedImage()
        #expect(table.sectionIndexView != nil)
    }

    @Test func sectionIndexGolden() {
        let (window, _, _) = makeTable()
        expectGolden(window.offscreenImage(scale: 3).cgImage!, named: "table-section-index@3x", in: "Lists")
    }
}
