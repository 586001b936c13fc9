import CoreGraphics
import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// The static table of `Fixtures/InterfaceBuilder/CellSegues.storyboard`:
/// its cells' segues push the Mailbox and Recent scenes.
final class CellFoldersController: UITableViewController {
    var log: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let cell = sender as? UITableViewCell
        log.append("prepare \(segue.identifier ?? "-") sender=\(cell?.textLabel?.text ?? "not a cell")")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section)-\(indexPath.row)")
    }
}

/// The Recent scene: three rows dequeued from its prototype cell, whose segue opens a message.
final class CellRecentController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    weak var tableView: UITableView!
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "recent", for: indexPath)
        cell.textLabel?.text = "Message \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let cell = sender as? UITableViewCell
        log.append("prepare \(segue.identifier ?? "-") sender=\(cell?.textLabel?.text ?? "not a cell")")
    }
}

@Suite("Segues from cells, and table header and footer views, in documents")
@MainActor
struct CellSegueTests {
    typealias IB = InterfaceBuilderTestClasses

    init() {
        IB.register()
        UINib.register(CellFoldersController.self)
        UINib.register(CellRecentController.self, .outlet("tableView", \.tableView))
    }

    func shown() throws -> (UIWindow, UINavigationController, CellFoldersController, [NibWarning]) {
        let (window, navigation, warnings) = try IB.showInitialNavigation("CellSegues")
        let folders = try #require(navigation.topViewController as? CellFoldersController)
        return (window, navigation, folders, warnings)
    }

    func tapRow(_ row: Int, section: Int = 0, of table: UITableView, in window: UIWindow) throws {
        let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: section)))
        window.simulateTap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window))
    }

    @Test func selectingAStaticCellPerformsItsSegueWithTheCellAsSenderBeforeDidSelect() throws {
        let (window, navigation, folders, warnings) = try shown()
        defer { withExtendedLifetime(window) {} }
        #expect(!warnings.contains { $0.message.contains("segue") }, "\(warnings.map(\.message))")
        try tapRow(0, of: folders.tableView, in: window)
        #expect(folders.log == ["prepare openInbox sender=Inbox", "didSelect 0-0"])
        #expect(navigation.topViewController?.navigationItem.title == "Mailbox")
        // performSegue(withIdentifier:) finds a cell's segue too.
        _ = navigation.popViewController(animated: false)
        folders.performSegue(withIdentifier: "openRecent", sender: nil)
        #expect(navigation.topViewController is CellRecentController)
    }

    @Test func selectingADequeuedPrototypeCellPerformsItsSegue() throws {
        let (window, navigation, folders, _) = try shown()
        defer { withExtendedLifetime(window) {} }
        try tapRow(1, of: folders.tableView, in: window)
        let recent = try #require(navigation.topViewController as? CellRecentController)
        window.layoutIfNeeded()
        try tapRow(2, of: recent.tableView, in: window)
        #expect(recent.log == ["prepare openMessage sender=Message 2", "didSelect 2"])
        #expect(navigation.topViewController?.navigationItem.title == "Mailbox")
    }

    @Test func anItemOfABarInASceneViewPerformsItsSegueFromThatScene() throws {
        let (window, navigation, folders, _) = try shown()
        defer { withExtendedLifetime(window) {} }
        try tapRow(0, of: folders.tableView, in: window)
        let mailbox = try #require(navigation.topViewController)
        window.layoutIfNeeded()
        let bar = try #require(mailbox.view.subviews.first as? UINavigationBar)
        #expect(bar.topItem?.title == "Filters")
        let frame = try #require(bar.itemFrames().first?.frame)
        window.simulateTap(at: bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: window))
        #expect(navigation.topViewController is CellRecentController)
        #expect(navigation.viewControllers.count == 3)
    }

    @Test func aTableHeaderAndFooterViewAreMadeWithTheirSubviewsAndPlaced() throws {
        let (window, _, folders, _) = try shown()
        defer { withExtendedLifetime(window) {} }
        let table = try #require(folders.tableView)
        let header = try #require(table.tableHeaderView)
        let footer = try #require(table.tableFooterView)
        #expect(header.backgroundColor?.systemName == "systemYellow")
        #expect(footer.backgroundColor?.systemName == "systemTeal")
        // The header is at the top of the content, the table's width, its own height.
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 72))
        let label = try #require(header.subviews.first as? UILabel)
        #expect(label.text == "3 unread")
        #expect(label.frame.minX == 20)
        #expect(abs(label.frame.midY - 36) < 0.5)
        // The footer follows the last section (its footer title included), 40 tall.
        #expect(footer.frame.height == 40 && footer.frame.width == 390)
        let lastRow = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(footer.frame.minY > lastRow.maxY)
        #expect(footer.frame.maxY == table.contentSize.height)
        #expect(folders.tableView(table, titleForHeaderInSection: 0) == "Mailboxes")
        #expect(folders.tableView(table, titleForFooterInSection: 0) == "Updated just now")
    }

    @Test func theFoldersSceneRendersAsItsGolden() throws {
        let (window, _, _, _) = try shown()
        defer { withExtendedLifetime(window) {} }
        expectGolden(try #require(window.renderedImage()), named: "CellSegues@2x", in: "InterfaceBuilder")
    }

    @Test func aLayoutFileTableHeaderViewIsCheckedAndMade() throws {
        func parse(_ json: String) throws -> NibDocument { try NibDocument.parse(data: Data(json.utf8), file: "t.json") }
        let document = try parse(#"{"objects": [{"class": "UITableView", "properties": {"frame": [0, 0, 320, 480]}, "tableHeaderView": {"class": "UIView", "id": "top", "properties": {"frame": [0, 0, 320, 50]}}, "tableFooterView": {"class": "UILabel", "properties": {"text": "End", "frame": [0, 0, 320, 30]}}}]}"#)
        let table = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UITableView)
        #expect(table.tableHeaderView?.frame.size == CGSize(width: 320, height: 50))
        #expect((table.tableFooterView as? UILabel)?.text == "End")
        let notATable = #expect(throws: LayoutFileError.self) {
            _ = try NibInstantiation(document: try parse(#"{"objects": [{"class": "UIView", "tableHeaderView": {"class": "UIView"}}]}"#), owner: nil).run()
        }
        #expect(notATable?.description.contains("tableHeaderView") == true)
    }
}
