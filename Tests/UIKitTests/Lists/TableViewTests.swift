import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// Counts how cells are made and reused.
@MainActor final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountingCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source of numbered rows, recording what it was asked.
@MainActor final class NumberedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var titles: [String?] = []
    var footers: [String?] = []
    var asked: [IndexPath] = []
    var displayed: [IndexPath] = []
    var selected: [IndexPath] = []
    var configure: ((UITableViewCell, IndexPath) -> Void)?
    var identifier = "row"
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        configure?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles.indices.contains(section) ? titles[section] : nil }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers.indices.contains(section) ? footers[section] : nil }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { displayed.append(indexPath) }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor @Suite(.serialized) struct TableViewTests {
    func makeTable(_ style: UITableView.Style = .plain, rows: [Int], width: CGFloat = 320, height: CGFloat = 480)
        -> (UIWindow, UITableView, NumberedRows) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let table = UITableView(frame: window.bounds, style: style)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        let source = NumberedRows(rows)
        table.dataSource = source
        table.delegate = source
        objc_keep(source, table)
        window.addSubview(table)
        window.isHidden = false
        return (window, table, source)
    }

    @Test func onlyTheVisibleRowsAreAskedForAndCellsAreReused() {
        CountingCell.made = 0
        let (window, table, source) = makeTable(rows: [1000])
        window.layoutIfNeeded()
        // 480 / 44 = 10.9: rows 0...10.
        #expect(source.asked == (0...10).map { IndexPath(row: $0, section: 0) })
        #expect(CountingCell.made == 11)
        #expect(table.visibleCells.count == 11)
        #expect(table.contentSize == CGSize(width: 320, height: 44_000))
        table.contentOffset = CGPoint(x: 0, y: 440)  // 440..<920: rows 10...20
        window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == (10...20).map { IndexPath(row: $0, section: 0) })
        // Rows 0...9 left and their cells came back for rows 11...20: nothing new was made.
        #expect(CountingCell.made == 11)
        let reused = table.visibleCells.compactMap { $0 as? CountingCell }.filter { $0.reuses > 0 }
        #expect(reused.count == 10)
        #expect(source.asked.count == 11 + 10)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect((table.cellForRow(at: IndexPath(row: 15, section: 0))?.textLabel?.text) == "Row 0.15")
        #expect(source.displayed.count == 21)
    }

    @Test func geometryQueries() {
        let (window, table, _) = makeTable(rows: [3, 5])
        table.rowHeight = 50
        window.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 5)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 200, width: 320, height: 50))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 125)) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10_000)) == nil)
        #expect(table.contentSize.height == 400)
        let cell = table.cellForRow(at: IndexPath(row: 4, section: 1))!
        #expect(table.indexPath(for: cell) == IndexPath(row: 4, section: 1))
        #expect(cell.frame == CGRect(x: 0, y: 350, width: 320, height: 50))
        // The content view leaves the 1/3-point separator at the bottom (scale 3).
        #expect(abs(cell.contentView.frame.height - (50 - 1.0 / UIScreen.main.scale)) < 0.001)
    }

    @Test func insertDeleteAndBatchUpdatesShowTheFinalState() {
        let (window, table, source) = makeTable(rows: [3])
        window.layoutIfNeeded()
        source.counts = [4]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        window.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.visibleCells.count == 4)
        // The old row 0 moved down without being asked for again.
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Row 0.0")
        source.counts = [2]
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)], with: .fade)
        }
        window.layoutIfNeeded()
        #expect(table.visibleCells.count == 2)
        #expect(table.contentSize.height == 88)
        table.reloadData()
        window.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 0.0", "Row 0.1"])
    }

    @Test func tappingARowSelectsItAndTheDelegateHears() throws {
        let (window, table, source) = makeTable(rows: [5])
        window.layoutIfNeeded()
        window.simulateTap(at: CGPoint(x: 100, y: 44 * 2 + 20))
        #expect(source.selected == [IndexPath(row: 2, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        window.simulateTap(at: CGPoint(x: 100, y: 10))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        // A drag scrolls instead of selecting.
        source.selected = []
        try window.simulateTouches(TouchSequence().down(at: CGPoint(x: 100, y: 200)).move(to: CGPoint(x: 100, y: 150), steps: 5, duration: 0.3).wait(0.3).up())
        #expect(source.selected.isEmpty)
    }

    @Test func selfSizingRowsTakeTheirHeightFromAutoLayout() {
        final class WrappingCell: UITableViewCell {
            let body = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                body.numberOfLines = 0
                body.font = .systemFont(ofSize: 17)
                body.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(body)
                NSLayoutConstraint.activate([
                    body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        let (window, table, source) = makeTable(rows: [2])
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        source.identifier = "wrap"
        source.configure = { cell, indexPath in
            (cell as! WrappingCell).body.text = indexPath.row == 0 ? "Short"
                : "A much longer line of text that cannot fit on one line at this width and wraps onto several lines below it."
        }
        window.layoutIfNeeded()
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! WrappingCell
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(short > 40 && short < 50)
        #expect(long > short + 2 * lineHeight - 1)
        #expect(cell.body.frame.height > 2 * lineHeight)
        #expect(table.contentSize.height == short + long)
    }

    @Test func plainHeadersStickToTheTopWhileTheirSectionScrolls() {
        let (window, table, source) = makeTable(rows: [20, 20])
        source.titles = ["First", "Second"]
        window.layoutIfNeeded()
        let header = table.headerView(forSection: 0)!
        let h = header.frame.height
        #expect(header.frame.minY == 0 && h > 20)
        table.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 300)
        // Near the end of section 0 the next header pushes it up.
        let end = table.rect(forSection: 0).maxY
        table.contentOffset = CGPoint(x: 0, y: end - h / 2)
        window.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.maxY == end)
        #expect(table.headerView(forSection: 1)?.frame.minY == end)
    }

    @Test func aTableViewControllerIsItsTablesDataSourceAndClearsTheSelection() {
        final class Controller: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
        }
        let controller = Controller(style: .insetGrouped)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.visibleCells.count == 3)
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test func aDiffableDataSourceShowsTheAppliedSnapshot() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.visibleCells.count == 3)
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "c")
        #expect(source.indexPath(for: "b") == IndexPath(row: 1, section: 0))
        snapshot.deleteItems(["a"])
        source.apply(snapshot)
        window.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.visibleCells.count == 2)
    }

    // MARK: Goldens

    /// Every cell style with every accessory, in a table of `style`.
    func styleBoard(_ style: UITableView.Style) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let table = UITableView(frame: window.bounds, style: style)
        let source = StylesSource()
        table.dataSource = source
        table.delegate = source
        objc_keep(source, table)
        window.addSubview(table)
        window.isHidden = false
        return window
    }

    @Test(arguments: [UITableView.Style.plain, .grouped, .insetGrouped])
    func cellStylesAndAccessoriesGolden(style: UITableView.Style) {
        let window = styleBoard(style)
        let name = ["plain", "grouped", "inset-grouped"][style.rawValue]
        expectGolden(window.offscreenImage(scale: 3).cgImage!, named: "table-\(name)@3x", in: "Lists")
    }

    @Test func editingAndSelectionGolden() {
        let (window, table, source) = makeTable(.insetGrouped, rows: [4], width: 390, height: 260)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        source.identifier = "plain"
        source.titles = ["Editing"]
        source.configure = { cell, indexPath in cell.showsReorderControl = true }
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.allowsSelectionDuringEditing = true
        expectGolden(window.offscreenImage(scale: 3).cgImage!, named: "table-editing@3x", in: "Lists")
    }
}

/// Keeps `object` alive as long as `owner` (data sources are weak).
@MainActor var keptSources: [ObjectIdentifier: AnyObject] = [:]
@MainActor func objc_keep(_ object: AnyObject, _ owner: AnyObject) { keptSources[ObjectIdentifier(owner)] = object }

/// Sections of each style: default, subtitle, value1, value2, with the four accessories and an image.
@MainActor final class StylesSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let styles: [(String, UITableViewCell.CellStyle)] = [("Default", .default), ("Subtitle", .subtitle), ("Value 1", .value1), ("Value 2", .value2)]
    let accessories: [UITableViewCell.AccessoryType] = [.none, .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton]
    func numberOfSections(in tableView: UITableView) -> Int { styles.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { styles[section].0 }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 3 ? "A footer explains the section." : nil }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let style = styles[indexPath.section].1
        let id = "style\(style.rawValue)"
        let cell = tableView.dequeueReusableCell(withIdentifier: id) ?? UITableViewCell(style: style, reuseIdentifier: id)
        cell.textLabel?.text = ["Wi-Fi", "Bluetooth", "Notifications"][indexPath.row]
        cell.detailTextLabel?.text = ["Home", "On", "Banners"][indexPath.row]
        cell.accessoryType = accessories[(indexPath.section + indexPath.row) % accessories.count]
        if indexPath.row == 2 && style == .default {
            cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in
                UIColor.systemRed.setFill()
                UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 7).fill()
            }
        }
        return cell
    }
}
