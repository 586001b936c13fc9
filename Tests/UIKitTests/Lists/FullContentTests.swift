import Foundation
import GoldenTesting
import OffscreenTesting
import Testing
@testable import UIKit

@MainActor @Suite(.serialized) struct FullContentTests {
    @Test func aTallTableIsRenderedWholeAsOneImage() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let table = UITableView(frame: root.bounds, style: .insetGrouped)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = NumberedRows([4, 3])
        source.titles = ["Account", "General"]
        source.footers = [nil, "Every row of the list is in one image."]
        table.dataSource = source
        table.delegate = source
        root.addSubview(table)
        root.expandToShowFullScrollContent()
        #expect(table.visibleCells.count == 7)
        #expect(root.bounds.height == table.contentSize.height)
        #expect(table.contentOffset.y == 0)
        let image = try SnapshotRenderer.render(root, scale: 2)
        #expect(image.height == Int(root.bounds.height * 2))
        expectGolden(CGImage(storage: image), named: "table-full-content@2x", in: "Lists")
        withExtendedLifetime(source) {}
    }

    @Test func theStrategyGrowsTheViewFromItsStartingSize() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = NumberedRows([30])
        table.dataSource = source
        let strategy = SnapshotStrategy<UITableView>.fullContentImage(scale: 1)
        let pixels = try strategy.render(table)
        #expect(pixels.height == 30 * 44)
        #expect(abs(table.bounds.height - 30 * 44) < 0.01)
        #expect(table.visibleCells.count == 30)
        withExtendedLifetime(source) {}
    }
}
