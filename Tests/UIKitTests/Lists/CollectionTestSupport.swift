import Foundation
@testable import UIKit

/// A cell that counts how many were made and reused, and shows its item's number.
@MainActor final class CountingGridCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static var reused = 0
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        CountingGridCell.made += 1
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 12)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        CountingGridCell.reused += 1
        label.text = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// A data source of `counts[section]` numbered items in CountingCells,
/// with optional headers and footers, recording what it was asked for.
@MainActor final class NumberedDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var asked: [IndexPath] = []
    var askedSupplementary: [String] = []
    var colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CountingGridCell
        cell.label.text = "\(indexPath.section).\(indexPath.item)"
        cell.contentView.backgroundColor = colours[(indexPath.item + indexPath.section) % colours.count].withAlphaComponent(0.6)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        askedSupplementary.append("\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "sup", for: indexPath)
        view.backgroundColor = kind == UICollectionView.elementKindSectionHeader ? .systemGray4 : .systemGray6
        return view
    }
}

@MainActor
func makeCollectionView(_ layout: UICollectionViewLayout, size: CGSize = CGSize(width: 320, height: 480),
                        counts: [Int]) -> (UICollectionView, NumberedDataSource) {
    CountingGridCell.made = 0
    CountingGridCell.reused = 0
    let cv = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    cv.register(CountingGridCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "sup")
    cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "sup")
    let source = NumberedDataSource(counts: counts)
    cv.dataSource = source
    cv.layoutIfNeeded()
    return (cv, source)
}
