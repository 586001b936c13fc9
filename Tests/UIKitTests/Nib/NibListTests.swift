import Foundation
import OffscreenTesting
import Testing
@testable import UIKit

/// A prototype cell class with an outlet to a label inside it, counting
/// the copies made and woken (a storyboard's prototype cell is made again,
/// outlets and awakeFromNib included, for every cell the data source dequeues).
final class PrototypeMessageCell: UITableViewCell {
    nonisolated(unsafe) static var awoken = 0
    weak var senderLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        PrototypeMessageCell.awoken += 1
    }
}

/// Rows of prototype cells dequeued by identifier.
@MainActor final class PrototypeRows: NSObject, UITableViewDataSource {
    var count: Int
    var identifier = "message"
    init(_ count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        (cell as? PrototypeMessageCell)?.senderLabel.text = "Sender \(indexPath.row)"
        return cell
    }
}

/// Items of one collection view prototype cell.
@MainActor final class PrototypeItems: NSObject, UICollectionViewDataSource {
    var count: Int
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
}

/// Layout files with table and collection views: static sections of cells
/// (a storyboard's static cells) and prototype cells that a data source
/// dequeues by reuse identifier (a storyboard's prototypes).
@Suite("Layout files: table and collection views", .serialized)
@MainActor
struct NibListTests {
    static func load(_ json: String) throws -> [Any] {
        try UINib(data: Data(json.utf8), bundle: Bundle(path: RoundTripImages.folder.path)).checkedInstantiate(withOwner: nil)
    }

    static func error(_ json: String) -> String? {
        do {
            _ = try load(json)
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func show(_ view: UIView, size: CGSize = CGSize(width: 320, height: 480)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        view.frame = window.bounds
        window.addSubview(view)
        window.isHidden = false
        _ = window.renderedImage()
        return window
    }

    static let staticTable = #"""
    {"objects": [{"class": "UITableView", "properties": {"style": "insetGrouped", "separatorStyle": "singleLine"},
      "sections": [
        {"headerTitle": "Network", "footerTitle": "Shown to nearby devices.", "cells": [
          {"class": "UITableViewCell", "properties": {"style": "value1", "textLabel.text": "Wi-Fi", "detailTextLabel.text": "Home",
                                                      "imageView.image": "wifi@3x.png", "accessoryType": "disclosureIndicator"}},
          {"class": "UITableViewCell", "properties": {"style": "subtitle", "textLabel.text": "Bluetooth", "detailTextLabel.text": "On",
                                                      "accessoryType": "checkmark", "selectionStyle": "none"}}
        ]},
        {"cells": [
          {"class": "UITableViewCell", "id": "custom",
           "subviews": [{"class": "UILabel", "id": "big", "properties": {"text": "Tall row", "font": {"system": 30}}}],
           "constraints": ["big.leading == superview.leadingMargin", "big.top == superview.top + 20",
                           "big.bottom == custom.contentView.bottom - 20 @999"]}
        ]}
      ]}]}
    """#

    @Test func staticSectionsBecomeTheTablesRowsTitlesAndCells() throws {
        let table = try #require(try Self.load(Self.staticTable).first as? UITableView)
        #expect(table.style == .insetGrouped)
        let window = Self.show(table)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == "Network")
        #expect(table.dataSource?.tableView(table, titleForFooterInSection: 0) == "Shown to nearby devices.")
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(wifi.textLabel?.text == "Wi-Fi")
        #expect(wifi.detailTextLabel?.text == "Home")
        #expect(wifi.imageView?.image?.size == CGSize(width: 29, height: 29))
        #expect(wifi.accessoryType == .disclosureIndicator)
        // value1: the detail text on the trailing side of the title.
        let wifiTitle = try #require(wifi.textLabel), wifiDetail = try #require(wifi.detailTextLabel)
        #expect(wifiDetail.frame.minX > wifiTitle.frame.maxX)
        let bluetooth = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(bluetooth.accessoryType == .checkmark)
        #expect(bluetooth.selectionStyle == .none)
        // subtitle: the detail text under the title.
        let bluetoothTitle = try #require(bluetooth.textLabel), bluetoothDetail = try #require(bluetooth.detailTextLabel)
        #expect(bluetoothDetail.frame.minY >= bluetoothTitle.frame.maxY)
        // The custom cell's subviews are in its content view, sized by their constraints.
        let custom = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        let big = try #require(custom.contentView.subviews.first { ($0 as? UILabel)?.text == "Tall row" })
        #expect(abs(big.frame.minY - 20) < 0.001)
        #expect(custom.frame.height == (big.frame.height + 40).rounded(.up) || abs(custom.frame.height - big.frame.height - 40) < 1)
        #expect(custom.frame.height > 44)
        _ = window
    }

    @Test func aTableViewControllerServesItsStaticCellsThroughItsDataSourceMethods() throws {
        let json = #"""
        {"objects": [{"class": "UITableViewController", "storyboardIdentifier": "settings",
          "view": {"class": "UITableView", "properties": {"style": "grouped"}, "sections": [
            {"headerTitle": "Account", "cells": [{"class": "UITableViewCell", "properties": {"textLabel.text": "Sign In"}}]}]}}]}
        """#
        let controller = try #require(try Self.load(json).first as? UITableViewController)
        let table = try #require(controller.tableView)
        #expect(table.dataSource === controller)
        #expect(table.style == .grouped)
        #expect(controller.numberOfSections(in: table) == 1)
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(controller.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)).textLabel?.text == "Sign In")
    }

    static let prototypeTable = #"""
    {"objects": [{"class": "UITableView", "properties": {"rowHeight": 50},
      "prototypes": [
        {"class": "PrototypeMessageCell", "id": "messageCell", "properties": {"reuseIdentifier": "message", "accessoryType": "disclosureIndicator"},
         "outlets": {"senderLabel": "sender"},
         "subviews": [{"class": "UILabel", "id": "sender", "properties": {"font": {"style": "headline"}}}],
         "constraints": ["sender.leading == superview.leadingMargin", "sender.centerY == superview.centerY"]},
        {"class": "UITableViewCell", "properties": {"reuseIdentifier": "plain", "style": "subtitle", "textLabel.text": "Plain"}}
      ]}]}
    """#

    @Test func prototypeCellsAreMadeAgainForEveryDequeue() throws {
        UINib.register(PrototypeMessageCell.self, .outlet("senderLabel", \.senderLabel))
        PrototypeMessageCell.awoken = 0
        let table = try #require(try Self.load(Self.prototypeTable).first as? UITableView)
        // One copy is made when the file loads (so a bad prototype fails the load).
        #expect(PrototypeMessageCell.awoken == 1)
        let rows = PrototypeRows(100)
        table.dataSource = rows
        let window = Self.show(table)
        // 480 points of 50-point rows: 10 visible rows, each its own copy.
        let cells = table.visibleCells
        #expect(cells.count == 10)
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 10)
        #expect(PrototypeMessageCell.awoken == 10)
        for (row, cell) in cells.enumerated() {
            let message = try #require(cell as? PrototypeMessageCell)
            #expect(message.reuseIdentifier == "message")
            #expect(message.accessoryType == .disclosureIndicator)
            #expect(message.senderLabel.text == "Sender \(row)")
            #expect(message.senderLabel.superview === message.contentView)
            #expect(message.senderLabel.frame.minX == message.contentView.layoutMargins.left)
        }
        // Scrolled by a screen: the cells that left are reused, none is made.
        table.contentOffset = CGPoint(x: 0, y: 500)
        table.layoutIfNeeded()
        #expect(PrototypeMessageCell.awoken == 10)
        #expect((table.visibleCells.first as? PrototypeMessageCell)?.senderLabel.text == "Sender 10")
        // The other identifier gives the other prototype.
        let plain = table.dequeueReusableCell(withIdentifier: "plain")
        #expect(plain?.textLabel?.text == "Plain")
        #expect(plain?.detailTextLabel != nil)
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
        _ = window
    }

    @Test func collectionViewPrototypesUseTheFlowLayoutOfTheFile() throws {
        let json = #"""
        {"objects": [{"class": "UICollectionView",
          "properties": {"collectionViewLayout.itemSize": [100, 80], "collectionViewLayout.minimumLineSpacing": 4,
                         "collectionViewLayout.minimumInteritemSpacing": 2, "collectionViewLayout.sectionInset": [8, 8, 8, 8],
                         "collectionViewLayout.scrollDirection": "vertical"},
          "prototypes": [{"class": "UICollectionViewCell", "id": "tile", "properties": {"reuseIdentifier": "tile", "backgroundColor": "systemTeal"},
                          "subviews": [{"class": "UILabel", "id": "caption", "properties": {"text": "Tile"}}],
                          "constraints": ["caption.centerX == superview.centerX", "caption.centerY == tile.contentView.centerY"]}]}]}
        """#
        let collection = try #require(try Self.load(json).first as? UICollectionView)
        let flow = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.itemSize == CGSize(width: 100, height: 80))
        #expect(flow.minimumLineSpacing == 4)
        #expect(flow.sectionInset == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let items = PrototypeItems(30)
        collection.dataSource = items
        let window = Self.show(collection)
        let cells = collection.visibleCells
        // 480 points: rows of 80 every 84 from 8: six rows of three.
        #expect(cells.count == 18)
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 18)
        for cell in cells {
            #expect(cell.frame.size == CGSize(width: 100, height: 80))
            #expect(cell.reuseIdentifier == "tile")
            let caption = try #require(cell.contentView.subviews.first as? UILabel)
            #expect(caption.text == "Tile")
            #expect(abs(caption.center.y - 40) < 0.5)
        }
        _ = window
    }

    @Test func badListInputIsAnErrorAtItsLineAndColumn() {
        #expect(Self.error(#"{"objects": [{"class": "UITableView", "sections": [{"rows": []}]}]}"#)
                == "data:1:53: at $.objects[0].sections[0].rows: unknown key \"rows\" in a table view section; expected one of: headerTitle, footerTitle, cells, rowHeights")
        #expect(Self.error(#"{"objects": [{"class": "UITableView", "sections": [{"cells": {}}]}]}"#)
                == "data:1:62: at $.objects[0].sections[0].cells: expected an array, found an object")
        #expect(Self.error(#"{"objects": [{"class": "UITableView", "sections": [{"headerTitle": 3}]}]}"#)
                == "data:1:68: at $.objects[0].sections[0].headerTitle: expected a string, found number 3")
        let duplicate = #"{"objects": [{"class": "UITableView", "prototypes": [{"class": "UITableViewCell", "properties": {"reuseIdentifier": "a"}}, {"class": "UITableViewCell", "properties": {"reuseIdentifier": "a"}}]}]}"#
        #expect(Self.error(duplicate)
                == "data:1:187: at $.objects[0].prototypes[1].properties.reuseIdentifier: duplicate reuseIdentifier \"a\" (first used at 1:117); each prototype cell of a table or collection view has its own")
        #expect(Self.error(#"{"objects": [{"class": "UITableView", "prototypes": [{"class": "UITableViewCell"}]}]}"#)
                == "data:1:54: at $.objects[0].prototypes[0]: a prototype cell needs \"reuseIdentifier\" in its properties: the identifier the data source dequeues it with")
        #expect(Self.error(#"{"objects": [{"class": "UITableView", "sections": [], "prototypes": []}]}"#)
                == "data:1:51: at $.objects[0].sections: a table view has either static \"sections\" or \"prototypes\" (dynamic cells), not both, as in Interface Builder")
        #expect(Self.error(#"{"objects": [{"class": "UITableView", "properties": {"style": "subtitle"}}]}"#)
                == "data:1:63: at $.objects[0].properties.style: unknown UITableView.Style name \"subtitle\"")
        #expect(Self.error(#"{"objects": [{"class": "UITableViewCell", "properties": {"accessoryType": "chevron"}}]}"#)
                == "data:1:75: at $.objects[0].properties.accessoryType: unknown UITableViewCell.AccessoryType name \"chevron\"")
        #expect(Self.error(#"{"objects": [{"class": "UIView", "prototypes": []}]}"#)
                == "data:1:48: at $.objects[0].prototypes: \"prototypes\" is for a UITableView or UICollectionView; UIView is not one")
        #expect(Self.error(#"{"objects": [{"class": "UIView", "sections": [{"cells": []}]}]}"#)
                == "data:1:46: at $.objects[0].sections: \"sections\" is for a UITableView; UIView is not one")
        #expect(Self.error(#"{"objects": [{"class": "UITableView", "sections": [{"cells": [{"class": "UILabel"}]}]}]}"#)
                == "data:1:63: at $.objects[0].sections[0].cells[0]: a static cell must be a UITableViewCell; UILabel is not one")
        #expect(Self.error(#"{"objects": [{"class": "UITableView", "prototypes": [{"class": "UICollectionViewCell", "properties": {"reuseIdentifier": "a"}}]}]}"#)
                == "data:1:54: at $.objects[0].prototypes[0]: a table view's prototype cell must be a UITableViewCell; UICollectionViewCell is not one")
        #expect(Self.error(#"{"objects": [{"class": "UILabel", "id": "l", "constraints": ["l.contentView.top == 8"]}]}"#) != nil)
    }

    @Test func outletsCannotReachIntoOrOutOfAPrototype() {
        let into = #"{"objects": [{"class": "UIView", "outlets": {"x": "inner"}, "subviews": [{"class": "UITableView", "prototypes": [{"class": "UITableViewCell", "properties": {"reuseIdentifier": "a"}, "subviews": [{"class": "UILabel", "id": "inner"}]}]}]}]}"#
        #expect(Self.error(into)?.hasPrefix("data:1:51: at $.objects[0].outlets.x: outlet refers to \"inner\", which is inside the prototype cell \"a\"") == true)
        let outOf = #"{"objects": [{"class": "UILabel", "id": "outer"}, {"class": "UITableView", "prototypes": [{"class": "UITableViewCell", "properties": {"reuseIdentifier": "a"}, "outlets": {"x": "outer"}}]}]}"#
        #expect(Self.error(outOf)?.hasPrefix("data:1:177: at $.objects[1].prototypes[0].outlets.x: outlet in the prototype cell \"a\" refers to \"outer\", which is outside it") == true)
    }

    /// A shared property name is read as the class's: `style` is a table
    /// style on a UITableView, a cell style on a cell, an indicator style on
    /// an activity indicator, and on a custom subclass its UIKit superclass
    /// checks it.
    @Test func styleIsReadForTheClassThatHasIt() throws {
        UINib.register(PrototypeMessageCell.self, .outlet("senderLabel", \.senderLabel))
        let objects = try Self.load(#"""
        {"objects": [{"class": "UITableView", "properties": {"style": "grouped"}},
                     {"class": "UITableViewCell", "properties": {"style": "value2", "textLabel.text": "A"}},
                     {"class": "UIActivityIndicatorView", "properties": {"style": "large"}},
                     {"class": "PrototypeMessageCell", "properties": {"style": "subtitle"}}]}
        """#)
        #expect((objects[0] as? UITableView)?.style == .grouped)
        #expect((objects[1] as? UITableViewCell)?.detailTextLabel?.textAlignment == .natural)
        #expect((objects[1] as? UITableViewCell)?.textLabel?.textAlignment == .right)  // value2's title column
        #expect((objects[2] as? UIActivityIndicatorView)?.style == .large)
        #expect((objects[3] as? UITableViewCell)?.detailTextLabel?.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(Self.error(#"{"objects": [{"class": "PrototypeMessageCell", "properties": {"style": "large"}}]}"#)
                == "data:1:72: at $.objects[0].properties.style: unknown UITableViewCell.CellStyle name \"large\"; expected one of: default, value1, value2, subtitle")
    }
}

/// Two rows "A" and "B" under the header "H", as a file's static section has them.
@MainActor final class TwoRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = indexPath.row == 0 ? "A" : "B"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "H" }
}

/// Tiles that are teal, for collection views from a file and from code.
@MainActor final class TealTiles: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.backgroundColor = .systemTeal
        return cell
    }
    /// Indigo section headers and footers (registered as "band").
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "band", for: indexPath)
        view.backgroundColor = .systemIndigo
        return view
    }
}

/// The round trip of NibRoundTripTests for the list classes' properties:
/// each one set in a file and in code, read back and drawn the same.
@Suite("Layout files: every table and collection view property renders as in code", .serialized)
@MainActor
struct NibListRoundTripTests {
    struct Case {
        var json: String
        var make: @MainActor () -> UIView
        var read: @MainActor (UIView) -> String
    }

    nonisolated static let listClasses: Set<String> = ["UITableView", "UITableViewCell", "UICollectionView", "UICollectionReusableView"]

    /// The catalogue's properties of the list classes, and the cell's `style`.
    nonisolated static var caseNames: [String] {
        Set(NibPropertyCatalog.definitions.filter { !listClasses.isDisjoint(with: $0.classes) }.map(\.name) + ["cell style"]).sorted()
    }

    static var keepAlive: [AnyObject] = []

    init() { UINib.register(StripeOnlyLayout.self) }

    static func table(_ properties: String, style: UITableView.Style = .plain, _ apply: @escaping @MainActor (UITableView) -> Void,
                      read: @escaping @MainActor (UITableView) -> Any?) -> Case {
        Case(json: #"{"objects": [{"class": "UITableView", "properties": {"frame": [0, 0, 140, 90]\#(properties)}, "sections": [{"headerTitle": "H", "cells": [{"class": "UITableViewCell", "properties": {"textLabel.text": "A"}}, {"class": "UITableViewCell", "properties": {"textLabel.text": "B"}}]}]}]}"#,
             make: {
                 let t = UITableView(frame: CGRect(x: 0, y: 0, width: 140, height: 90), style: style)
                 let rows = TwoRows()
                 keepAlive.append(rows)
                 t.dataSource = rows
                 apply(t)
                 return t
             }, read: { describe(read($0 as! UITableView)) })
    }

    static func cell(_ properties: String, style: UITableViewCell.CellStyle = .default, _ apply: @escaping @MainActor (UITableViewCell) -> Void,
                     read: @escaping @MainActor (UITableViewCell) -> Any?) -> Case {
        Case(json: #"{"objects": [{"class": "UITableViewCell", "properties": {"frame": [0, 0, 140, 60], "backgroundColor": "white"\#(properties)}}]}"#,
             make: {
                 let c = UITableViewCell(style: style, reuseIdentifier: nil)
                 c.frame = CGRect(x: 0, y: 0, width: 140, height: 60)
                 c.backgroundColor = .white
                 apply(c)
                 return c
             }, read: { describe(read($0 as! UITableViewCell)) })
    }

    static func collection(_ properties: String, _ apply: @escaping @MainActor (UICollectionViewFlowLayout) -> Void,
                           read: @escaping @MainActor (UICollectionView) -> Any?) -> Case {
        let base = properties.contains("itemSize") ? "" : #", "collectionViewLayout.itemSize": [20, 20]"#
        let band = #"{"class": "UICollectionReusableView", "properties": {"reuseIdentifier": "band"}}"#
        return Case(json: #"{"objects": [{"class": "UICollectionView", "properties": {"frame": [0, 0, 140, 90]\#(base)\#(properties)}, "prototypes": [{"class": "UICollectionViewCell", "properties": {"reuseIdentifier": "tile"}}], "sectionHeaderView": \#(band), "sectionFooterView": \#(band)}]}"#,
             make: {
                 let flow = UICollectionViewFlowLayout()
                 flow.itemSize = CGSize(width: 20, height: 20)
                 apply(flow)
                 let c = UICollectionView(frame: CGRect(x: 0, y: 0, width: 140, height: 90), collectionViewLayout: flow)
                 c.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
                 for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                     c.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "band")
                 }
                 return c
             }, read: { describe(read($0 as! UICollectionView)) })
    }

    static let cases: [String: Case] = {
        var c: [String: Case] = [:]
        c["style"] = table(#", "style": "insetGrouped""#, style: .insetGrouped, { _ in }, read: { $0.style })
        c["rowHeight"] = table(#", "rowHeight": 30"#, { $0.rowHeight = 30 }, read: { $0.rowHeight })
        c["estimatedRowHeight"] = table(#", "estimatedRowHeight": 30"#, { $0.estimatedRowHeight = 30 }, read: { $0.estimatedRowHeight })
        c["sectionHeaderHeight"] = table(#", "sectionHeaderHeight": 12"#, { $0.sectionHeaderHeight = 12 }, read: { $0.sectionHeaderHeight })
        c["sectionFooterHeight"] = table(#", "sectionFooterHeight": 12"#, { $0.sectionFooterHeight = 12 }, read: { $0.sectionFooterHeight })
        c["separatorStyle"] = table(#", "separatorStyle": "none""#, { $0.separatorStyle = .none }, read: { $0.separatorStyle })
        c["separatorColor"] = table(#", "separatorColor": "systemRed""#, { $0.separatorColor = .systemRed }, read: { $0.separatorColor })
        c["separatorInset"] = table(#", "separatorInset": [0, 40, 0, 0]"#, { $0.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0) },
                                    read: { $0.separatorInset })
        c["allowsSelection"] = table(#", "allowsSelection": false"#, { $0.allowsSelection = false }, read: { $0.allowsSelection })
        c["allowsMultipleSelection"] = table(#", "allowsMultipleSelection": true"#, { $0.allowsMultipleSelection = true },
                                             read: { $0.allowsMultipleSelection })
        c["cellLayoutMarginsFollowReadableWidth"] = table(#", "cellLayoutMarginsFollowReadableWidth": true"#,
                                                          { $0.cellLayoutMarginsFollowReadableWidth = true },
                                                          read: { $0.cellLayoutMarginsFollowReadableWidth })
        c["cell style"] = cell(#", "style": "subtitle", "textLabel.text": "T", "detailTextLabel.text": "D""#, style: .subtitle,
                               { $0.textLabel?.text = "T"; $0.detailTextLabel?.text = "D" }, read: { $0.detailTextLabel?.frame })
        c["textLabel.text"] = cell(#", "textLabel.text": "Title 标题""#, { $0.textLabel?.text = "Title 标题" }, read: { $0.textLabel?.text })
        c["textLabel.textColor"] = cell(#", "textLabel.text": "T", "textLabel.textColor": "systemPink""#,
                                        { $0.textLabel?.text = "T"; $0.textLabel?.textColor = .systemPink }, read: { $0.textLabel?.textColor })
        c["textLabel.font"] = cell(#", "textLabel.text": "T", "textLabel.font": {"style": "headline"}"#,
                                   { $0.textLabel?.text = "T"; $0.textLabel?.font = .preferredFont(forTextStyle: .headline) }, read: { $0.textLabel?.font })
        c["detailTextLabel.text"] = cell(#", "style": "value1", "textLabel.text": "T", "detailTextLabel.text": "Detail""#, style: .value1,
                                         { $0.textLabel?.text = "T"; $0.detailTextLabel?.text = "Detail" }, read: { $0.detailTextLabel?.text })
        c["detailTextLabel.textColor"] = cell(#", "style": "value1", "detailTextLabel.text": "D", "detailTextLabel.textColor": "systemGreen""#,
                                              style: .value1, { $0.detailTextLabel?.text = "D"; $0.detailTextLabel?.textColor = .systemGreen },
                                              read: { $0.detailTextLabel?.textColor })
        c["detailTextLabel.font"] = cell(#", "style": "subtitle", "detailTextLabel.text": "D", "detailTextLabel.font": {"style": "caption1"}"#,
                                         style: .subtitle, { $0.detailTextLabel?.text = "D"; $0.detailTextLabel?.font = .preferredFont(forTextStyle: .caption1) },
                                         read: { $0.detailTextLabel?.font })
        c["imageView.image"] = cell(#", "imageView.image": "wifi@3x.png""#, { $0.imageView?.image = RoundTripImages.image("wifi@3x.png") },
                                    read: { $0.imageView?.image })
        c["imageView.tintColor"] = cell(#", "imageView.image": "wifi@3x.png", "imageView.tintColor": "systemOrange""#,
                                        { $0.imageView?.image = RoundTripImages.image("wifi@3x.png"); $0.imageView?.tintColor = .systemOrange },
                                        read: { $0.imageView?.tintColor })
        c["accessoryType"] = cell(#", "accessoryType": "detailDisclosureButton""#, { $0.accessoryType = .detailDisclosureButton },
                                  read: { $0.accessoryType })
        c["selectionStyle"] = cell(#", "selectionStyle": "none""#, { $0.selectionStyle = .none }, read: { $0.selectionStyle })
        c["reuseIdentifier"] = cell(#", "reuseIdentifier": "row""#, { $0.reuseIdentifier = "row" }, read: { $0.reuseIdentifier })
        c["collectionViewLayout.class"] = Case(
            json: #"{"objects": [{"class": "UICollectionView", "properties": {"frame": [0, 0, 140, 90], "collectionViewLayout.class": "StripeOnlyLayout"}, "prototypes": [{"class": "UICollectionViewCell", "properties": {"reuseIdentifier": "tile", "backgroundColor": "systemTeal"}}]}]}"#,
            make: {
                let c = UICollectionView(frame: CGRect(x: 0, y: 0, width: 140, height: 90), collectionViewLayout: StripeOnlyLayout())
                c.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
                return c
            }, read: { describe(String(describing: type(of: ($0 as! UICollectionView).collectionViewLayout))) })
        c["contentView.backgroundColor"] = cell(#", "contentView.backgroundColor": "systemMint""#, { $0.contentView.backgroundColor = .systemMint },
                                                read: { $0.contentView.backgroundColor })
        c["collectionViewLayout.itemSize"] = collection(#", "collectionViewLayout.itemSize": [30, 25]"#,
                                                        { $0.itemSize = CGSize(width: 30, height: 25) },
                                                        read: { ($0.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize })
        c["collectionViewLayout.minimumLineSpacing"] = collection(#", "collectionViewLayout.minimumLineSpacing": 2"#, { $0.minimumLineSpacing = 2 },
                                                                  read: { ($0.collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing })
        c["collectionViewLayout.minimumInteritemSpacing"] = collection(#", "collectionViewLayout.minimumInteritemSpacing": 25"#,
                                                                       { $0.minimumInteritemSpacing = 25 },
                                                                       read: { ($0.collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing })
        c["collectionViewLayout.sectionInset"] = collection(#", "collectionViewLayout.sectionInset": [5, 10, 5, 10]"#,
                                                            { $0.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10) },
                                                            read: { ($0.collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset })
        c["collectionViewLayout.scrollDirection"] = collection(#", "collectionViewLayout.scrollDirection": "horizontal""#,
                                                               { $0.scrollDirection = .horizontal },
                                                               read: { ($0.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection })
        c["collectionViewLayout.headerReferenceSize"] = collection(#", "collectionViewLayout.headerReferenceSize": [0, 14]"#,
                                                                   { $0.headerReferenceSize = CGSize(width: 0, height: 14) },
                                                                   read: { ($0.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize })
        c["collectionViewLayout.footerReferenceSize"] = collection(#", "collectionViewLayout.footerReferenceSize": [0, 9]"#,
                                                                   { $0.footerReferenceSize = CGSize(width: 0, height: 9) },
                                                                   read: { ($0.collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize })
        return c
    }()

    @Test func everyListPropertyHasACase() {
        #expect(Self.cases.keys.sorted() == Self.caseNames, "add cases for: \(Set(Self.caseNames).subtracting(Self.cases.keys).sorted())")
        #expect(Self.caseNames.count >= 28)
    }

    @Test(arguments: caseNames)
    func propertyFromAFileRendersAsInCode(name: String) throws {
        let c = try #require(Self.cases[name])
        let fromFile = try #require(try NibListTests.load(c.json).first as? UIView)
        let inCode = c.make()
        if let collection = fromFile as? UICollectionView, let other = inCode as? UICollectionView {
            let tiles = TealTiles()
            Self.keepAlive.append(tiles)
            collection.dataSource = tiles
            other.dataSource = tiles
        }
        #expect(type(of: fromFile) == type(of: inCode))
        let expected = try NibRoundTripTests.pixels(inCode)
        let actual = try NibRoundTripTests.pixels(fromFile)
        #expect(c.read(fromFile) == c.read(inCode), "\(name): value differs")
        let comparison = ImageComparison.compare(expected: expected, actual: actual)
        #expect(comparison.verdict == .identical, "\(name): \(comparison.message ?? "")")
    }
}

extension NibListTests {
    /// UIScrollView's keys (a table and a collection view are scroll views):
    /// content size and inset first, then the offset within them.
    @Test func scrollViewKeysFromAFileAreApplied() throws {
        let scroll = try #require(try Self.load(#"""
        {"objects": [{"class": "UIScrollView", "properties": {"frame": [0, 0, 100, 100], "contentOffset": [0, 30], "contentSize": [100, 400],
          "contentInset": [10, 0, 0, 0], "isScrollEnabled": false, "showsVerticalScrollIndicator": false, "showsHorizontalScrollIndicator": false,
          "bounces": false, "contentInsetAdjustmentBehavior": "never"}}]}
        """#).first as? UIScrollView)
        #expect(scroll.contentSize == CGSize(width: 100, height: 400))
        #expect(scroll.contentInset.top == 10)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 30))
        #expect(!scroll.isScrollEnabled && !scroll.showsVerticalScrollIndicator && !scroll.showsHorizontalScrollIndicator && !scroll.bounces)
        #expect(scroll.contentInsetAdjustmentBehavior == .never)
    }
}
