import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@MainActor @Suite(.serialized) struct ListLayoutTests {
    enum Section: Int, CaseIterable, Sendable { case network, about }

    struct Row: Hashable, Sendable {
        let title: String
        var detail: String?
        var accessory: Int = 0
    }

    /// A settings-like list with a header (and footer) per section, made the
    /// iOS 14 way: registrations, a diffable data source and list cells.
    @MainActor final class SettingsList {
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Section, Row>
        var configured: [String] = []

        init(appearance: UICollectionLayoutListConfiguration.Appearance, size: CGSize = CGSize(width: 320, height: 520)) {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            configuration.footerMode = appearance == .grouped || appearance == .insetGrouped ? .supplementary : .none
            collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            var log: [String] = []
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
                log.append(row.title)
                var content = row.detail == nil ? cell.defaultContentConfiguration() : UIListContentConfiguration.valueCell()
                content.text = row.title
                content.secondaryText = row.detail
                cell.contentConfiguration = content
                switch row.accessory {
                case 1: cell.accessories = [.disclosureIndicator()]
                case 2: cell.accessories = [.checkmark()]
                case 3: cell.accessories = [.label(text: "On"), .disclosureIndicator()]
                default: cell.accessories = []
                }
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
                var content = view.defaultContentConfiguration()
                content.text = indexPath.section == 0 ? "Network" : "About"
                view.contentConfiguration = content
            }
            let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { view, _, _ in
                var content = view.defaultContentConfiguration()
                content.text = "Footers explain their section."
                view.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: row)
            }
            dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
                kind == UICollectionView.elementKindSectionHeader
                    ? collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
                    : collectionView.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
            snapshot.appendSections([.network, .about])
            snapshot.appendItems([Row(title: "Wi-Fi", detail: "Home", accessory: 1), Row(title: "Bluetooth", accessory: 3),
                                  Row(title: "Airplane Mode", accessory: 2)], toSection: .network)
            snapshot.appendItems([Row(title: "Name", detail: "iPhone"), Row(title: "Software Version", detail: "17.2"),
                                  Row(title: "Legal", accessory: 1)], toSection: .about)
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            configured = log
        }
    }

    @Test func everyAppearanceGolden() {
        let appearances: [(String, UICollectionLayoutListConfiguration.Appearance)] = [
            ("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped), ("sidebar", .sidebar), ("sidebarPlain", .sidebarPlain),
        ]
        for (name, appearance) in appearances {
            let list = SettingsList(appearance: appearance)
            if appearance == .sidebar { list.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: []) }
            expectGolden(list.collectionView.imageAtScale3, named: "list-\(name)@3x", in: "Lists")
        }
    }

    @Test func listRowsSelfSizeToAtLeast44AndGroupedSectionsAreInset() {
        let list = SettingsList(appearance: .insetGrouped)
        let cv = list.collectionView
        let first = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
        #expect(first.frame.minX == 16 && first.frame.width == 288)
        #expect(first.frame.height == 44)
        let header = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
        #expect(header.frame.maxY == first.frame.minY)
        #expect(cv.backgroundColor == .systemGroupedBackground)
        #expect(list.configured == ["Wi-Fi", "Bluetooth", "Airplane Mode", "Name", "Software Version", "Legal"])
        // The header took the grouped header preset (uppercased footnote).
        let headerView = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        #expect((headerView.contentConfiguration as? UIListContentConfiguration)?.textProperties.transform == .uppercase)
    }

    @Test func applyingASnapshotKeepsTheCellsOfItemsThatStay() {
        let list = SettingsList(appearance: .plain)
        let cv = list.collectionView
        let bluetooth = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        var snapshot = list.dataSource.snapshot()
        snapshot.deleteItems([Row(title: "Wi-Fi", detail: "Home", accessory: 1)])
        snapshot.appendItems([Row(title: "VPN")], toSection: .network)
        list.dataSource.apply(snapshot)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === bluetooth)
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0))?.title == "VPN")
        #expect(list.dataSource.indexPath(for: Row(title: "Legal", accessory: 1)) == IndexPath(item: 2, section: 1))
        #expect(cv.numberOfItems(inSection: 0) == 3)
        let vpn = cv.cellForItem(at: IndexPath(item: 2, section: 0)) as! UICollectionViewListCell
        #expect((vpn.contentConfiguration as? UIListContentConfiguration)?.text == "VPN")
    }

    @Test func reconfiguringHandsBackTheShownCell() {
        let list = SettingsList(appearance: .grouped)
        let cv = list.collectionView
        let legal = cv.cellForItem(at: IndexPath(item: 2, section: 1))
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems([Row(title: "Legal", accessory: 1)])
        list.dataSource.apply(snapshot)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 1)) === legal)
    }

    @Test func editingShowsEditingAccessoriesAndNarrowsTheContent() {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, title in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Milk", "Eggs"])
        source.apply(snapshot)
        cv.layoutIfNeeded()
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let glyphs = { cell.subviews.compactMap { $0 as? CellAccessoryGlyphView }.filter { !$0.isHidden }.map { $0.glyph } }
        #expect(glyphs() == [.disclosureIndicator])
        let contentWidth = cell.contentView.frame.width
        cv.isEditing = true
        cv.layoutIfNeeded()
        #expect(glyphs() == [.delete, .reorder])
        #expect(cell.contentView.frame.minX > 0 && cell.contentView.frame.width < contentWidth)
        expectGolden(cv.imageAtScale3, named: "list-editing@3x", in: "Lists")
    }

    @Test func outlineSectionSnapshotShowsExpandedChildren() {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = title.count > 6 ? [.outlineDisclosure()] : []
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, title in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Folders", "Trashcan"])
        outline.append(["Work", "Home"], to: "Folders")
        outline.append(["Old"], to: "Trashcan")
        outline.expand(["Folders"])
        source.apply(outline, to: 0, animatingDifferences: false)
        cv.layoutIfNeeded()
        #expect(source.snapshot().itemIdentifiers == ["Folders", "Work", "Home", "Trashcan"])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.configurationState.isExpanded == false)
        #expect(source.snapshot(for: 0).level(of: "Home") == 1)
    }

    @Test func selectionTurnsTheGroupedBackgroundGrey() {
        let list = SettingsList(appearance: .insetGrouped)
        let cv = list.collectionView
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(cell.isSelected && cell.configurationState.isSelected)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(!cell.isSelected)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }
}

@MainActor @Suite struct CollectionViewControllerTests {
    final class Numbers: UICollectionViewController {
        var selected: [IndexPath] = []
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @Test func theControllersViewIsItsCollectionViewAndItIsTheDataSource() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = Numbers(collectionViewLayout: layout)
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 320)
        controller.view.layoutIfNeeded()
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.collectionView.dataSource === controller)
        // 3 columns by 3 rows of 100 + 10 reach 320: 9 visible of 30.
        #expect(controller.collectionView.visibleCells.count == 9)
        controller.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
    }
}
