import Foundation
import Testing
@testable import UIKit

@MainActor @Suite(.serialized) struct MoreCompositionalTests {
    @Test func flexibleSpacingSharesTheLeftoverAndBadgesSitOnTheirAnchor() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(60), heightDimension: .absolute(60)),
            supplementaryItems: [NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (cv, _) = makeCollectionView(layout, size: CGSize(width: 300, height: 200), counts: [4])
        // Four 60-point items fit in 300 with at least 10 between: the 60 left over is shared by the three gaps.
        let xs = (0..<4).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minX }
        #expect(xs == [0, 80, 160, 240])
        let badge = cv.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))!
        #expect(badge.frame == CGRect(x: 130, y: -10, width: 20, height: 20))
    }

    @Test func aPlainListPinsItsHeaderWhileItsSectionIsOnScreen() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, n in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(n)"
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, n in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: n)
        }
        source.supplementaryViewProvider = { cv, _, indexPath in cv.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<20), toSection: 0)
        snapshot.appendItems(Array(20..<40), toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        cv.layoutIfNeeded()
        cv.contentOffset = CGPoint(x: 0, y: 300)
        cv.layoutIfNeeded()
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 300)
        #expect((header as? UICollectionViewListCell).flatMap { $0.contentConfiguration as? UIListContentConfiguration }?.text == "Section 0")
    }

    @Test func firstItemInSectionHeadersLookLikeHeadersAndCustomAccessoriesTakeTheirPlace() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            if indexPath.item == 1 {
                cell.accessories = [.customView(configuration: .init(customView: badge, placement: .trailing()))]
            }
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, title in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Fruit", "Apple", "Pear"])
        source.apply(snapshot, animatingDifferences: false)
        cv.layoutIfNeeded()
        let header = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.textProperties.transform == .uppercase)
        let apple = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        // The badge sits at the trailing margin, vertically centred.
        #expect(badge.superview === apple)
        #expect(badge.frame.maxX == apple.bounds.width - 16)
        #expect(badge.frame.midY == apple.bounds.midY)
    }
}
