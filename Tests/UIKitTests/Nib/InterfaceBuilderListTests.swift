import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// A data source dequeuing one prototype identifier for every row or item.
@MainActor final class DequeuingSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    let identifier: String
    let count: Int
    init(_ identifier: String, count: Int) {
        self.identifier = identifier
        self.count = count
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}

/// Table and collection views in a storyboard (`Fixtures/InterfaceBuilder/ListScenes.storyboard`,
/// in the XML Xcode writes): static sections and cells, prototype cells, a
/// collection view's flow layout and prototype cells.
@Suite("Interface Builder documents: table and collection views", .serialized)
@MainActor
struct InterfaceBuilderListTests {
    typealias IB = InterfaceBuilderTestClasses

    static let url = IB.folder.appendingPathComponent("ListScenes.storyboard")
    static var storyboard: UIStoryboard { UIStoryboard(source: .file(url), name: "ListScenes") }

    static func show(_ controller: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        return window
    }

    @Test func theDocumentReadsWithoutPlaceholders() throws {
        let document = try NibDocument.load(contentsOf: Self.url)
        let warnings = document.interfaceBuilder?.warnings.map(\.message) ?? []
        #expect(!warnings.contains { $0.contains("placeholder") || $0.contains("UITableView") || $0.contains("UICollectionView") }, "\(warnings)")
        let table = try #require(document.objects.first?.view)
        #expect(table.className == "UITableView")
        #expect(table.sections.map(\.cells.count) == [2, 1])
        #expect(table.sections.first?.headerTitle == "Connections")
    }

    @Test func staticCellsOfATableViewControllerScene() throws {
        let (made, _) = IB.collectingWarnings { Self.storyboard.instantiateViewController(withIdentifier: "Preferences") }
        let controller = try #require(made as? UITableViewController)
        let window = Self.show(controller)
        let table = try #require(controller.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === controller)
        #expect(table.numberOfSections == 2)
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Connections")
        #expect(controller.tableView(table, titleForFooterInSection: 0) == "Devices nearby can see this phone.")
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(wifi.textLabel?.text == "Wi-Fi")
        #expect(wifi.detailTextLabel?.text == "Home")
        #expect(wifi.detailTextLabel?.textColor?.systemName == "systemGray")
        #expect(wifi.imageView?.image != nil)
        #expect(wifi.accessoryType == .disclosureIndicator)
        // The style's labels are the cell's own, not extra subviews.
        #expect(wifi.contentView.subviews.allSatisfy { $0 === wifi.textLabel || $0 === wifi.detailTextLabel || $0 === wifi.imageView })
        let bluetooth = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(bluetooth.detailTextLabel?.text == "On · 2 devices")
        #expect(bluetooth.detailTextLabel?.font.pointSize == 12)
        #expect(bluetooth.accessoryType == .checkmark)
        #expect(bluetooth.selectionStyle == .none)
        // A custom cell: its label in the content view, 20 points from its top and bottom.
        let signOut = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        let label = try #require(signOut.contentView.subviews.first as? UILabel)
        #expect(label.text == "Sign Out")
        #expect(abs(label.frame.minY - 20) < 0.001)
        #expect(abs(signOut.contentView.bounds.height - label.frame.maxY - 20) < 0.5)
        #expect(label.frame.minX == signOut.contentView.layoutMargins.left)
        _ = window
    }

    @Test func prototypeCellsOfATableInAScene() throws {
        let (made, _) = IB.collectingWarnings { Self.storyboard.instantiateViewController(withIdentifier: "Messages") }
        let table = try #require(made.view.subviews.first as? UITableView)
        #expect(table.rowHeight == 60)
        let source = DequeuingSource("message", count: 30)
        table.dataSource = source
        let window = Self.show(made)
        // The rows of 60 points inside the bounds (below the safe area's inset).
        let inBounds = try #require(table.indexPathsForRows(in: table.bounds))
        #expect(table.visibleCells.count == inBounds.count)
        #expect(inBounds.count >= 14)
        let first = try #require(table.visibleCells.first)
        #expect(first.reuseIdentifier == "message")
        #expect(first.accessoryType == .disclosureIndicator)
        let sender = try #require(first.contentView.subviews.first as? UILabel)
        #expect(sender.text == "Sender")
        #expect(abs(sender.center.y - 30) < 0.5)
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).count == inBounds.count)
        _ = window
    }

    @Test func collectionViewControllerSceneWithAFlowLayoutAndPrototype() throws {
        let (made, _) = IB.collectingWarnings { Self.storyboard.instantiateViewController(withIdentifier: "Photos") }
        let controller = try #require(made as? UICollectionViewController)
        let collection = try #require(controller.collectionView)
        let flow = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.itemSize == CGSize(width: 128, height: 128))
        #expect(flow.minimumLineSpacing == 2)
        let source = DequeuingSource("photo", count: 12)
        collection.dataSource = source
        let window = Self.show(controller)
        let cells = collection.visibleCells
        #expect(cells.count == 12)
        for cell in cells {
            #expect(cell.frame.size == CGSize(width: 128, height: 128))
            #expect(cell.backgroundColor?.systemName == "systemTeal")
            #expect((cell.contentView.subviews.first as? UILabel)?.text == "Photo")
        }
        _ = window
    }

    @Test func convertWritesSectionsAndPrototypesThatReadBack() throws {
        let data = try Data(contentsOf: Self.url)
        let (json, _) = try NibDocument.translateInterfaceBuilder(data: data, file: "ListScenes.storyboard", baseDirectory: IB.folder)
        let text = LayoutFileWriter.text(json)
        #expect(text.contains("\"sections\""))
        #expect(text.contains("\"prototypes\""))
        #expect(text.contains("\"style\": \"insetGrouped\""))
        #expect(text.contains(".contentView.top"))
        let document = try NibDocument.parse(data: Data(text.utf8), file: "converted.json", baseDirectory: IB.folder)
        #expect(document.objects.count == 3)
    }
}
