import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// Rows with trailing "Delete" and "More" actions and a leading "Pin",
/// recording which handlers ran.
@MainActor final class SwipeRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var performed: [String] = []
    var sources: [UIView] = []
    var selected: [IndexPath] = []
    var completeWith = true
    var fullSwipe = true
    var trailingImage: UIImage?
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = ["Inbox", "Meeting notes for Tuesday", "Receipts", "Travel"][indexPath.row]
        return cell
    }
    private func action(_ style: UIContextualAction.Style, _ title: String) -> UIContextualAction {
        UIContextualAction(style: style, title: title) { [weak self] action, view, completion in
            self?.performed.append(action.title ?? "")
            self?.sources.append(view)
            completion(self?.completeWith ?? true)
        }
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let more = action(.normal, "More")
        more.image = trailingImage
        let configuration = UISwipeActionsConfiguration(actions: [action(.destructive, "Delete"), more])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        indexPath.row == 3 ? nil : UISwipeActionsConfiguration(actions: [action(.normal, "Pin")])
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor @Suite(.serialized) struct SwipeActionsTests {
    func makeTable(width: CGFloat = 320, height: CGFloat = 240) -> (UIWindow, UITableView, SwipeRows) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let table = UITableView(frame: window.bounds, style: .plain)
        let rows = SwipeRows()
        table.dataSource = rows
        table.delegate = rows
        objc_keep(rows, table)
        window.addSubview(table)
        window.isHidden = false
        window.layoutIfNeeded()
        return (window, table, rows)
    }

    func actionsView(_ table: UITableView) -> SwipeActionsView? { table.subviews.compactMap { $0 as? SwipeActionsView }.first }

    @Test func actionsDefaultToTheirStylesColours() {
        let destructive = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let normal = UIContextualAction(style: .normal, title: "More") { _, _, _ in }
        #expect(destructive.backgroundColor == .systemRed)
        #expect(normal.backgroundColor == .systemGray)
        normal.backgroundColor = .systemBlue
        #expect(normal.backgroundColor == .systemBlue)
        normal.backgroundColor = nil
        #expect(normal.backgroundColor == .systemGray)
        #expect(UISwipeActionsConfiguration(actions: [normal]).performsFirstActionWithFullSwipe)
    }

    @Test func aLeftwardDragOpensTheTrailingActionsAndATapRunsTheHandler() throws {
        let (window, table, rows) = makeTable()
        let row = IndexPath(row: 1, section: 0)
        try window.simulateTouches(.drag(from: CGPoint(x: 280, y: 66), to: CGPoint(x: 140, y: 66)))
        let cell = try #require(table.cellForRow(at: row))
        let view = try #require(actionsView(table))
        let delete = view.buttons[0], more = view.buttons[1]
        // "Delete" (46-point title) and "More" take their title plus 15 points a side, at least 74.
        #expect(delete.naturalWidth == 76 && more.naturalWidth == 74)
        // The row slid left by both buttons' width; they fill the space, "Delete" at the edge.
        #expect(cell.frame == CGRect(x: -150, y: 44, width: 320, height: 44))
        #expect(view.frame == CGRect(x: 170, y: 44, width: 150, height: 44))
        #expect(delete.frame == CGRect(x: 74, y: 0, width: 76, height: 44))
        #expect(more.frame == CGRect(x: 0, y: 0, width: 74, height: 44))
        #expect(delete.backgroundColor == .systemRed && more.backgroundColor == .systemGray)
        #expect(delete.titleLabel.textColor == .white && delete.titleLabel.font.pointSize == 15)
        // The title is centred in its button.
        let title = delete.titleLabel.frame
        #expect(abs(title.midX - 38) <= 0.5 && abs(title.midY - 22) <= 0.5)
        #expect(rows.performed.isEmpty)
        // A tap on "Delete" calls its handler with its button; the completion closes the row.
        window.simulateTap(at: delete.convert(CGPoint(x: 38, y: 22), to: window))
        #expect(rows.performed == ["Delete"])
        #expect(rows.sources.first === delete)
        #expect(rows.selected.isEmpty)
        window.layoutIfNeeded()
        #expect(actionsView(table) == nil)
        #expect(table.cellForRow(at: row)?.frame.minX == 0)
    }

    @Test func aShortDragClosesAgainAndATapBesideAnOpenRowClosesIt() throws {
        let (window, table, rows) = makeTable()
        // 30 points: less than half of the 150-point actions.
        try window.simulateTouches(.drag(from: CGPoint(x: 280, y: 22), to: CGPoint(x: 250, y: 22)))
        window.layoutIfNeeded()
        #expect(actionsView(table) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0)
        try window.simulateTouches(.drag(from: CGPoint(x: 280, y: 22), to: CGPoint(x: 180, y: 22)))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == -150)
        // A tap on another row closes the open one and selects nothing.
        window.simulateTap(at: CGPoint(x: 100, y: 150))
        window.layoutIfNeeded()
        #expect(actionsView(table) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0)
        #expect(rows.selected.isEmpty && rows.performed.isEmpty)
    }

    @Test func aRightwardDragOpensTheLeadingActions() throws {
        let (window, table, rows) = makeTable()
        try window.simulateTouches(.drag(from: CGPoint(x: 40, y: 110), to: CGPoint(x: 160, y: 110)))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let view = try #require(actionsView(table))
        #expect(cell.frame.minX == 74)
        #expect(view.frame == CGRect(x: 0, y: 88, width: 74, height: 44))
        #expect(view.buttons.map { $0.action.title } == ["Pin"])
        #expect(view.buttons[0].frame == CGRect(x: 0, y: 0, width: 74, height: 44))
        window.simulateTap(at: CGPoint(x: 37, y: 110))
        #expect(rows.performed == ["Pin"])
        // A row without leading actions does not move.
        try window.simulateTouches(.drag(from: CGPoint(x: 40, y: 154), to: CGPoint(x: 160, y: 154)))
        window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minX == 0)
        #expect(actionsView(table) == nil)
    }

    @Test func aFullSwipePerformsTheFirstActionOnlyWhenAllowed() throws {
        let (window, table, rows) = makeTable()
        rows.fullSwipe = false
        // Without full swipes the row stops at the actions' width.
        try window.simulateTouches(.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 20, y: 22)))
        #expect(rows.performed.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == -150)
        window.simulateTap(at: CGPoint(x: 60, y: 200))
        rows.fullSwipe = true
        // Past 60 % of the row's width, "Delete" (the first action) is performed.
        try window.simulateTouches(.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 20, y: 22)))
        #expect(rows.performed == ["Delete"])
        window.layoutIfNeeded()
        #expect(actionsView(table) == nil)
    }

    @Test func anImageSitsAboveTheTitle() throws {
        let (window, table, rows) = makeTable()
        rows.trailingImage = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        try window.simulateTouches(.drag(from: CGPoint(x: 280, y: 22), to: CGPoint(x: 120, y: 22)))
        let more = try #require(actionsView(table)?.buttons[1])
        let image = more.imageView.frame, title = more.titleLabel.frame
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(image.midX == 37)
        #expect(title.minY == image.maxY + 4)
        #expect(abs((image.minY + title.maxY) / 2 - 22) <= 0.5)
    }

    @Test func rowShowingTwoTrailingActionsGolden() throws {
        let (window, table, _) = makeTable(width: 390, height: 176)
        try window.simulateTouches(.drag(from: CGPoint(x: 350, y: 66), to: CGPoint(x: 190, y: 66)))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == -150)
        expectGolden(window.offscreenImage(scale: 3).cgImage!, named: "table-swipe-actions@3x", in: "Lists")
    }
}
