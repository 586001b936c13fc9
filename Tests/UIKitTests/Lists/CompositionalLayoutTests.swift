import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@MainActor @Suite(.serialized) struct CompositionalLayoutTests {
    func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
    }

    /// Three square items per row with 4-point content insets, 8-point section insets and a header.
    func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        return section
    }

    @Test func fractionalItemsFillTheirGroupAndGroupsRepeat() {
        let (cv, _) = makeCollectionView(UICollectionViewCompositionalLayout(section: gridSection()), size: CGSize(width: 320, height: 600), counts: [7])
        // Effective width 304; groups 304 x 101.33; items a third each, inset by 4.
        let third = 304.0 / 3
        #expect(abs(frame(cv, 0).minX - 12) < 0.01 && abs(frame(cv, 0).minY - 40) < 0.01)
        #expect(abs(frame(cv, 1).minX - (8 + third + 4)) < 0.01)
        #expect(abs(frame(cv, 0).width - (third - 8)) < 0.01)
        #expect(abs(frame(cv, 3).minY - (28 + 8 + third + 4)) < 0.01)
        #expect(abs(cv.contentSize.height - (28 + 8 + 3 * third + 8)) < 0.01)
        let header = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
        #expect(header.frame == CGRect(x: 8, y: 0, width: 304, height: 28))
    }

    @Test func countGroupsNestedGroupsAndSpacing() {
        let leaf = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), repeatingSubitem: leaf, count: 2)
        pair.interItemSpacing = .fixed(10)
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(210)), subitems: [big, pair])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 20
        let (cv, _) = makeCollectionView(UICollectionViewCompositionalLayout(section: section), size: CGSize(width: 300, height: 800), counts: [6])
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 150, height: 210))
        #expect(frame(cv, 1) == CGRect(x: 150, y: 0, width: 150, height: 100))
        #expect(frame(cv, 2) == CGRect(x: 150, y: 110, width: 150, height: 100))
        #expect(frame(cv, 3) == CGRect(x: 0, y: 230, width: 150, height: 210))
        #expect(cv.contentSize.height == 440)
    }

    @Test func orthogonalSectionsLaySideBySideAndCustomGroupsUseTheirFrames() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(140), heightDimension: .absolute(90)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 10
        let custom = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))) { environment in
            let w = environment.container.contentSize.width
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: w / 4, height: 100)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: w / 2, y: 50, width: w / 2, height: 50))]
        }
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? carousel : NSCollectionLayoutSection(group: custom) }
        let (cv, _) = makeCollectionView(layout, size: CGSize(width: 320, height: 400), counts: [5, 3])
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 140, height: 90))
        #expect(frame(cv, 2) == CGRect(x: 300, y: 0, width: 140, height: 90))
        #expect(frame(cv, 4).minX == 600)
        #expect(cv.contentSize.width == 320)          // the carousel does not widen the content
        #expect(frame(cv, 1, 1) == CGRect(x: 160, y: 140, width: 160, height: 50))
        #expect(frame(cv, 2, 1) == CGRect(x: 0, y: 190, width: 80, height: 100))
        // Only the visible carousel items were asked for.
        #expect(!cv.indexPathsForVisibleItems.contains(IndexPath(item: 4, section: 0)))
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 2, section: 0)))
    }

    @Test func decorationBackgroundsComeFromTheLayoutsRegisteredClass() {
        final class Plate: UICollectionReusableView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .systemGray5
                layer.cornerRadius = 12
            }
            required init?(coder: NSCoder) { nil }
        }
        let section = gridSection()
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "plate")
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(Plate.self, forDecorationViewOfKind: "plate")
        let (cv, _) = makeCollectionView(layout, size: CGSize(width: 320, height: 300), counts: [5])
        let plate = cv.subviews.first { $0 is Plate }
        let plateFrame = plate?.frame ?? .zero
        #expect(plateFrame.origin == CGPoint(x: 4, y: 32) && plateFrame.width == 312 && abs(plateFrame.height - (2 * 304.0 / 3 + 8)) < 0.001)
        // Behind the cells.
        #expect(cv.subviews.firstIndex { $0 is Plate }! < cv.subviews.firstIndex { $0 is CountingGridCell }!)
    }

    @Test func estimatedHeightsAreMeasured() {
        final class Tall: UICollectionViewCell {
            var height: CGFloat = 30 { didSet { invalidateIntrinsicContentSize() } }
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                heightConstraint = box.heightAnchor.constraint(equalToConstant: 30)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor), box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    heightConstraint,
                ])
            }
            var heightConstraint: NSLayoutConstraint!
            required init?(coder: NSCoder) { nil }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tall", for: indexPath) as! Tall
                cell.heightConstraint.constant = CGFloat(30 + 20 * indexPath.item)
                return cell
            }
        }
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 5
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        cv.register(Tall.self, forCellWithReuseIdentifier: "tall")
        let source = Source()
        cv.dataSource = source
        cv.layoutIfNeeded()
        #expect((0..<4).map { frame(cv, $0).height } == [30, 50, 70, 90])
        #expect(abs(frame(cv, 3).minY - 165) < 0.001)
        #expect(abs(cv.contentSize.height - 255) < 0.001)
    }

    @Test func compositionalGridGolden() {
        let (cv, _) = makeCollectionView(UICollectionViewCompositionalLayout(section: gridSection()), size: CGSize(width: 320, height: 300), counts: [8])
        expectGolden(cv.imageAtScale3, named: "compositional-grid@3x", in: "Lists")
    }

    @Test func customLayoutSubclassIsAskedThroughPrepareAndElementsInRect() {
        /// A diagonal: item i at (i*40, i*40), 40 x 40.
        final class Diagonal: UICollectionViewLayout {
            var prepared = 0
            var attributes: [UICollectionViewLayoutAttributes] = []
            override func prepare() {
                prepared += 1
                let count = collectionView!.numberOfItems(inSection: 0)
                attributes = (0..<count).map { i in
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
                    a.frame = CGRect(x: CGFloat(i) * 40, y: CGFloat(i) * 40, width: 40, height: 40)
                    return a
                }
            }
            override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(attributes.count) * 40, height: CGFloat(attributes.count) * 40) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { attributes.filter { $0.frame.intersects(rect) } }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { attributes[indexPath.item] }
        }
        let layout = Diagonal()
        let (cv, source) = makeCollectionView(layout, size: CGSize(width: 200, height: 200), counts: [100])
        #expect(layout.prepared == 1)
        #expect(cv.contentSize == CGSize(width: 4000, height: 4000))
        #expect(source.asked.count == 5)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 120, y: 120, width: 40, height: 40))
    }
}
