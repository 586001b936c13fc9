import Foundation
import Testing
@testable import UIKit

/// A section header made in a xib whose root is a `<tableViewHeaderFooterView>`.
final class SectionHeaderView: UITableViewHeaderFooterView {
    var titleLabel: UILabel!
    var countLabel: UILabel!
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// Two sections of three rows whose headers are dequeued copies of
/// `SectionHeader.xib`, registered as apps register them.
@MainActor
final class SectionHeaderTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    let titles = ["Fruit", "Vegetables"]
    func numberOfSections(in tableView: UITableView) -> Int { titles.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionHeader") as? SectionHeaderView
        header?.titleLabel.text = titles[section]
        header?.countLabel.text = "3 items"
        return header
    }
}

/// `Fixtures/InterfaceBuilder/SectionHeader.xib`: a `UITableViewHeaderFooterView`
/// subclass whose content view holds two labels placed by constraints.
@Suite("Interface Builder documents: table view header and footer views", .serialized)
@MainActor
struct InterfaceBuilderHeaderFooterTests {
    typealias IB = InterfaceBuilderTestClasses

    init() {
        IB.register()
        UINib.register(SectionHeaderView.self, .outlet("titleLabel", \.titleLabel), .outlet("countLabel", \.countLabel))
    }

    @Test func theRootIsAHeaderFooterViewWithItsSubviewsInItsContentView() throws {
        let url = IB.folder.appendingPathComponent("SectionHeader.xib")
        let document = try NibDocument.load(contentsOf: url)
        #expect(document.interfaceBuilder?.warnings.map(\.description) == [])
        let objects = UINib(nibName: "SectionHeader", bundle: nil).instantiate(withOwner: nil, options: nil)
        let header = try #require(objects.first as? SectionHeaderView)
        #expect(header.reuseIdentifier == "SectionHeader")
        #expect(header.awoke)
        // The labels are the content view's, as UIKit decodes them, not the header's own subviews.
        #expect(header.titleLabel.superview === header.contentView)
        #expect(header.countLabel.superview === header.contentView)
        #expect(header.contentView.backgroundColor == .systemGray6)
        #expect(header.titleLabel.font == .boldSystemFont(ofSize: 20))
    }

    @Test func aTableDequeuesCopiesSizedByTheirConstraints() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        let source = SectionHeaderTable()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(UINib(nibName: "SectionHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "SectionHeader")
        table.dataSource = source
        table.delegate = source
        let window = UIWindow(frame: table.frame)
        window.addSubview(table)
        window.isHidden = false
        window.layoutIfNeeded()

        let first = try #require(table.headerView(forSection: 0) as? SectionHeaderView)
        let second = try #require(table.headerView(forSection: 1) as? SectionHeaderView)
        #expect(first !== second)
        #expect(first.titleLabel.text == "Fruit")
        #expect(second.titleLabel.text == "Vegetables")
        // Automatic height: the title's height and the 14-point margins above and below it.
        let expected = ceil(first.titleLabel.intrinsicContentSize.height + 28)
        #expect(first.frame == CGRect(x: 0, y: 0, width: 390, height: expected))
        #expect(table.rectForHeader(inSection: 1).height == expected)
        // The constraints place the labels in the header's width.
        #expect(first.contentView.frame == first.bounds)
        #expect(abs(first.titleLabel.frame.minX - 16) < 1e-9)
        #expect(abs(first.titleLabel.frame.minY - 14) < 1e-9)
        #expect(abs(first.countLabel.frame.maxX - 374) < 1e-9)

        // Reloading recycles the headers into the reuse queue, and dequeues them again.
        table.reloadData()
        window.layoutIfNeeded()
        let reused = try #require(table.headerView(forSection: 0) as? SectionHeaderView)
        #expect(reused === first || reused === second)
        #expect(reused.titleLabel.text == "Fruit")
    }
}

extension InterfaceBuilderHeaderFooterTests {
    /// The same in a layout file: a UITableViewHeaderFooterView's subviews go
    /// into its contentView, and `id.contentView` names it in constraints.
    @Test func aLayoutFileHeaderPutsItsSubviewsInItsContentView() throws {
        let json = #"""
        {"objects": [{"class": "UITableViewHeaderFooterView", "id": "header",
          "properties": {"frame": [0, 0, 300, 40], "reuseIdentifier": "Plain", "contentView.backgroundColor": "systemTeal"},
          "subviews": [{"class": "UILabel", "id": "title", "properties": {"text": "Title", "translatesAutoresizingMaskIntoConstraints": false}}],
          "constraints": ["title.leading == header.contentView.leading + 20", "title.centerY == header.contentView.centerY"]}]}
        """#
        let document = try NibDocument.parse(data: Data(json.utf8), file: "header.json", baseDirectory: IB.folder, imageRoot: IB.folder)
        let header = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UITableViewHeaderFooterView)
        #expect(header.reuseIdentifier == "Plain")
        #expect(header.contentView.backgroundColor == .systemTeal)
        let title = try #require(header.contentView.subviews.first as? UILabel)
        header.layoutIfNeeded()
        #expect(abs(title.frame.minX - 20) < 1e-9)
        #expect(abs(title.frame.midY - 20) < 1e-9)
    }
}
