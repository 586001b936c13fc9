import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@MainActor @Suite(.serialized) struct FlowLayoutTests {
    func frames(_ cv: UICollectionView, section: Int = 0) -> [CGRect] {
        (0..<cv.numberOfItems(inSection: section)).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: section))!.frame }
    }

    @Test func fullLinesSpreadTheirLeftoverWidthAndTheLastLineKeepsMinimumSpacing() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (cv, _) = makeCollectionView(layout, size: CGSize(width: 375, height: 600), counts: [5])
        let f = frames(cv)
        // 3 fit in 375 (300 + 2 x 10); the 75 left over becomes two 37.5 gaps.
        #expect(f[0].minX == 0 && f[1].minX == 137.5 && f[2].minX == 275)
        #expect(f[2].maxX == 375)
        // The last line starts at the leading edge with the minimum spacing.
        #expect(f[3] == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(f[4] == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(cv.contentSize == CGSize(width: 375, height: 210))
    }

    @Test func aLoneItemOnAFullLineIsCentredAndItemsAreCentredAcrossTheirLine() {
        final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                [CGSize(width: 250, height: 40), CGSize(width: 200, height: 60), CGSize(width: 60, height: 20), CGSize(width: 50, height: 50)][indexPath.item]
            }
        }
        let sizes = Sizes()
        let layout = UICollectionViewFlowLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        cv.delegate = sizes
        cv.register(CountingGridCell.self, forCellWithReuseIdentifier: "cell")
        let source = NumberedDataSource(counts: [4])
        cv.dataSource = source
        cv.layoutIfNeeded()
        let f = frames(cv)
        #expect(f[0] == CGRect(x: 35, y: 0, width: 250, height: 40))       // alone: centred
        #expect(f[1].minX == 0 && f[2].maxX == 320)                          // full line: justified
        #expect(f[2].midY == f[1].midY)                                      // centred across the 60-point line
        #expect(f[3] == CGRect(x: 0, y: 120, width: 50, height: 50))          // last line
    }

    @Test func sectionInsetsHeadersAndFootersStackPerSection() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 12, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let (cv, source) = makeCollectionView(layout, size: CGSize(width: 320, height: 600), counts: [4, 2])
        let header1 = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!
        // Section 0: header 30, inset 8, two lines (40 + 10 + 40), inset 12, footer 20 = 160.
        #expect(header1.frame == CGRect(x: 0, y: 160, width: 320, height: 30))
        #expect(frames(cv, section: 1)[0].origin == CGPoint(x: 16, y: 198))
        #expect(frames(cv)[0].origin == CGPoint(x: 16, y: 38))
        #expect(source.askedSupplementary.sorted() == ["footer 0", "footer 1", "header 0", "header 1"])
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).count == 2)
    }

    @Test func horizontalScrollingFillsColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 60, height: 60)
        let (cv, _) = makeCollectionView(layout, size: CGSize(width: 300, height: 200), counts: [7])
        let f = frames(cv)
        // Three fit down 200 points: justified 0, 70, 140; then the next column.
        #expect(f[0].origin == CGPoint(x: 0, y: 0) && f[1].minY == 70 && f[2].maxY == 200)
        #expect(f[3].origin == CGPoint(x: 70, y: 0))
        #expect(f[6].origin == CGPoint(x: 140, y: 0))
        #expect(cv.contentSize == CGSize(width: 200, height: 200))
    }

    @Test func sectionInsetReferenceFromLayoutMarginsNarrowsTheLines() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        layout.sectionInsetReference = .fromLayoutMargins
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 300), collectionViewLayout: layout)
        cv.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        cv.register(CountingGridCell.self, forCellWithReuseIdentifier: "cell")
        let source = NumberedDataSource(counts: [4])
        cv.dataSource = source
        cv.layoutIfNeeded()
        let f = frames(cv)
        // 300 points between the margins hold three 90-point items, spread to both margins.
        #expect(f[0].minX == 20 && f[2].maxX == 320 && f[3].minX == 20)
    }

    @Test func onlyVisibleCellsAreAskedForAndScrolledOutCellsAreReused() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        let (cv, source) = makeCollectionView(layout, size: CGSize(width: 320, height: 480), counts: [10_000])
        // 480 / 50: ten rows, the tenth partly shown.
        #expect(source.asked.count == 10)
        #expect(cv.indexPathsForVisibleItems == (0..<10).map { IndexPath(item: $0, section: 0) })
        #expect(CountingGridCell.made == 10 && CountingGridCell.reused == 0)
        #expect(cv.contentSize.height == 500_000)

        cv.contentOffset = CGPoint(x: 0, y: 1000)
        cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.first == IndexPath(item: 20, section: 0))
        #expect(source.asked.count == 20)
        // The ten that left were reused for the ten that came: no new cells.
        #expect(CountingGridCell.made == 10 && CountingGridCell.reused == 10)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        let cell = cv.cellForItem(at: IndexPath(item: 25, section: 0)) as? CountingGridCell
        #expect(cell?.label.text == "0.25")
        #expect(cell?.frame == CGRect(x: 0, y: 1250, width: 320, height: 50))
        #expect(cv.indexPath(for: cell!) == IndexPath(item: 25, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 10, y: 1260)) == IndexPath(item: 25, section: 0))
    }

    @Test func reloadDataAsksAgainAndReusesEveryCell() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (cv, source) = makeCollectionView(layout, size: CGSize(width: 320, height: 220), counts: [6])
        #expect(source.asked.count == 6)
        source.counts = [2]
        cv.reloadData()
        cv.layoutIfNeeded()
        #expect(source.asked.count == 8)
        #expect(cv.visibleCells.count == 2 && CountingGridCell.made == 6 && CountingGridCell.reused == 2)
    }

    @Test func estimatedItemSizeMeasuresShownCellsWithAutoLayout() {
        final class WrappingCell: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    label.widthAnchor.constraint(equalToConstant: 284),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            let texts = ["One line", String(repeating: "Several lines of text that wrap inside the cell. ", count: 4), "Short"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "wrap", for: indexPath) as! WrappingCell
                cell.label.text = texts[indexPath.item]
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 44)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        cv.register(WrappingCell.self, forCellWithReuseIdentifier: "wrap")
        let source = Source()
        cv.dataSource = source
        cv.layoutIfNeeded()
        let heights = (0..<3).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.size.height }
        let widths = (0..<3).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.size.width }
        #expect(widths == [300, 300, 300])
        #expect(heights[0] < 40 && heights[0] > 20)
        #expect(heights[1] > heights[0] * 3)
        #expect(heights[2] == heights[0])
        // Stacked with the measured heights.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minY == heights[0] + 10)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.bounds.height == heights[1])
    }

    @Test func pinnedHeadersStayAtTheTopOfTheirSection() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        let (cv, _) = makeCollectionView(layout, size: CGSize(width: 320, height: 300), counts: [10, 10])
        cv.contentOffset = CGPoint(x: 0, y: 200)
        cv.layoutIfNeeded()
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 200)
        // Near the end of section 0 (which ends at 530) the header is pushed up by it.
        cv.contentOffset = CGPoint(x: 0, y: 520)
        cv.layoutIfNeeded()
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.maxY == 530)
    }

    @Test func flowGridGolden() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        layout.headerReferenceSize = CGSize(width: 0, height: 24)
        let (cv, _) = makeCollectionView(layout, size: CGSize(width: 320, height: 300), counts: [7, 4])
        expectGolden(cv.imageAtScale3, named: "flow-grid@3x", in: "Lists")
    }
}

@MainActor @Suite(.serialized) struct CollectionSelectionTests {
    final class Recorder: NSObject, UICollectionViewDelegate {
        var events: [String] = []
        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { events.append("highlight \(indexPath.item)") }
        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { events.append("unhighlight \(indexPath.item)") }
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { indexPath.item != 3 }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("select \(indexPath.item)") }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { events.append("deselect \(indexPath.item)") }
    }

    @Test func tappingAnItemHighlightsThenSelectsItThroughTheDelegate() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        let (cv, _) = makeCollectionView(layout, size: CGSize(width: 320, height: 300), counts: [10])
        let recorder = Recorder()
        cv.delegate = recorder
        let window = UIWindow(frame: cv.frame)
        window.addSubview(cv)
        window.isHidden = false
        window.layoutIfNeeded()
        window.simulateTap(at: CGPoint(x: 100, y: 125))
        #expect(recorder.events == ["highlight 2", "unhighlight 2", "select 2"])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        window.simulateTap(at: CGPoint(x: 100, y: 25))
        #expect(recorder.events.suffix(2) == ["deselect 2", "select 0"])
        window.simulateTap(at: CGPoint(x: 100, y: 175))   // refused by shouldSelect
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }
}

@MainActor @Suite(.serialized) struct CollectionRightToLeftTests {
    @Test func flowLayoutStartsOnTheRightInRightToLeft() {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 50)
        flow.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        let (cv, _) = makeCollectionView(flow, size: CGSize(width: 320, height: 200), counts: [4])
        cv.traitOverrides.layoutDirection = .rightToLeft
        flow.invalidateLayout()
        cv.layoutIfNeeded()
        let frames = (0..<4).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        if cv.traitCollection.layoutDirection == .rightToLeft {
            // Two fit in the 280 points between the insets. The leading inset (sectionInset.left, 10)
            // is on the right, the full line spreads to the trailing inset (30) on the left, and the
            // last line starts on the right with the minimum spacing.
            #expect(frames[0].maxX == 310 && frames[1].minX == 30)
            #expect(frames[2].maxX == 310 && frames[3].maxX == 200)
        } else {
            Issue.record("traitOverrides did not make the traits right-to-left")
        }
    }
}
