import Foundation

/// The section index a table view shows at its trailing edge when its data
/// source gives `sectionIndexTitles(for:)` (UIKit's private
/// `UITableViewIndex`): the titles in a column, centred in the visible
/// height, in 11-point semibold text of `sectionIndexColor` (the tint colour
/// by default) on `sectionIndexBackgroundColor`. It stays put while the
/// table scrolls; a touch on a title scrolls to the section the data source's
/// `tableView(_:sectionForSectionIndexTitle:at:)` names.
@MainActor
package final class SectionIndexView: UIView {
    /// The column's width and the distance between titles, in points.
    package static let width: CGFloat = 16
    package static let lineHeight: CGFloat = 14

    package private(set) var titles: [String] = []
    private var labels: [UILabel] = []
    package var onSelect: ((Int) -> Void)?

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
    }

    package required init?(coder: NSCoder) { nil }

    package func update(titles: [String], color: UIColor) {
        if titles != self.titles {
            labels.forEach { $0.removeFromSuperview() }
            labels = titles.map { title in
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: 11, weight: .semibold)
                label.textAlignment = .center
                addSubview(label)
                return label
            }
            self.titles = titles
        }
        for label in labels where label.textColor != color { label.textColor = color }
        setNeedsLayout()
    }

    /// The titles' rectangles: rows of `lineHeight` (less when they do not
    /// fit), centred in the height.
    package var titleFrames: [CGRect] {
        guard !titles.isEmpty else { return [] }
        let line = min(Self.lineHeight, bounds.height / CGFloat(titles.count))
        let top = ((bounds.height - line * CGFloat(titles.count)) / 2).rounded()
        return titles.indices.map { CGRect(x: 0, y: top + CGFloat($0) * line, width: bounds.width, height: line) }
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        for (label, frame) in zip(labels, titleFrames) { label.frame = frame }
    }

    /// The title under `point` (this view's coordinates), if any.
    package func titleIndex(at point: CGPoint) -> Int? {
        titleFrames.firstIndex { $0.minY <= point.y && point.y < $0.maxY }
    }

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        select(touches)
    }

    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        select(touches)
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    private func select(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let index = titleIndex(at: touch.location(in: self)) else { return }
        onSelect?(index)
    }
}

extension UITableView {
    /// Shows, places or removes the section index for the data source's titles.
    package func layoutSectionIndex() {
        let titles = dataSource?.sectionIndexTitles(for: self) ?? []
        let rows = (0..<geometry.sections.count).reduce(0) { $0 + geometry.sections[$1].rowHeights.count }
        guard !titles.isEmpty, rows >= sectionIndexMinimumDisplayRowCount else {
            sectionIndexView?.removeFromSuperview()
            sectionIndexView = nil
            return
        }
        let index = sectionIndexView ?? SectionIndexView()
        if sectionIndexView == nil {
            sectionIndexView = index
            index.onSelect = { [weak self] position in self?.scrollToSectionIndexTitle(at: position) }
        }
        if index.superview !== self || subviews.last !== index { addSubview(index) }
        index.backgroundColor = sectionIndexBackgroundColor
        index.update(titles: titles, color: sectionIndexColor ?? tintColor)
        let inset = adjustedContentInset
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.minX : bounds.maxX - SectionIndexView.width
        index.frame = CGRect(x: x, y: bounds.minY + inset.top, width: SectionIndexView.width,
                             height: max(0, bounds.height - inset.top - inset.bottom))
    }

    /// Scrolls so that the section of the index title at `position` is at the top.
    package func scrollToSectionIndexTitle(at position: Int) {
        guard let dataSource, let titles = dataSource.sectionIndexTitles(for: self), titles.indices.contains(position) else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[position], at: position)
        guard section >= 0, section < numberOfSections else { return }
        let rect = rect(forSection: section)
        let inset = adjustedContentInset
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(rect.minY - inset.top, -inset.top), maxY)), animated: false)
    }
}
