import Foundation

/// Where a table view's sections and rows are, top to bottom, in content
/// coordinates. Heights not measured yet are estimates; a row measured
/// when it is first shown replaces its estimate and moves the rows below.
package struct TableGeometry {
    package struct Section {
        package var top: CGFloat = 0
        package var headerHeight: CGFloat = 0
        /// Space above the header view inside `headerHeight` (the first grouped section's extra gap).
        package var headerGap: CGFloat = 0
        package var footerHeight: CGFloat = 0
        package var rowHeights: [CGFloat] = []
        package var rowMeasured: [Bool] = []
        package var rowTops: [CGFloat] = []
        package var bottom: CGFloat = 0
        package var rowsBottom: CGFloat { bottom - footerHeight }
    }

    package var sections: [Section] = []
    package var tableHeaderHeight: CGFloat = 0
    package var tableFooterHeight: CGFloat = 0
    package private(set) var totalHeight: CGFloat = 0

    package init() {}

    /// Positions from the heights.
    package mutating func recompute() {
        var y = tableHeaderHeight
        for i in sections.indices {
            sections[i].top = y
            y += sections[i].headerHeight
            let count = sections[i].rowHeights.count
            if sections[i].rowTops.count != count { sections[i].rowTops = [CGFloat](repeating: 0, count: count) }
            sections[i].rowHeights.withUnsafeBufferPointer { heights in
                sections[i].rowTops.withUnsafeMutableBufferPointer { tops in
                    for r in 0..<count {
                        tops[r] = y
                        y += heights[r]
                    }
                }
            }
            y += sections[i].footerHeight
            sections[i].bottom = y
        }
        totalHeight = y + tableFooterHeight
    }

    package var sectionsBottom: CGFloat { sections.last?.bottom ?? tableHeaderHeight }

    package func rowRect(_ indexPath: IndexPath, width: CGFloat, inset: CGFloat) -> CGRect? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let s = sections[indexPath.section]
        guard s.rowHeights.indices.contains(indexPath.row) else { return nil }
        return CGRect(x: inset, y: s.rowTops[indexPath.row], width: max(0, width - 2 * inset), height: s.rowHeights[indexPath.row])
    }

    /// The first section whose bottom is below `y`.
    private func firstSection(below y: CGFloat) -> Int {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].bottom <= y { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The first row of `s` whose bottom is below `y`.
    private func firstRow(_ s: Section, below y: CGFloat) -> Int {
        var lo = 0, hi = s.rowTops.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if s.rowTops[mid] + s.rowHeights[mid] <= y { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    package func row(at y: CGFloat) -> IndexPath? {
        let si = firstSection(below: y)
        guard sections.indices.contains(si) else { return nil }
        let s = sections[si]
        let r = firstRow(s, below: y)
        guard s.rowTops.indices.contains(r), s.rowTops[r] <= y, y < s.rowTops[r] + s.rowHeights[r] else { return nil }
        return IndexPath(row: r, section: si)
    }

    /// Rows (of non-zero height) that overlap `minY..<maxY`, in order.
    package func rows(in minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        var si = firstSection(below: minY)
        while si < sections.count, sections[si].top < maxY {
            let s = sections[si]
            var r = firstRow(s, below: minY)
            while r < s.rowTops.count, s.rowTops[r] < maxY {
                if s.rowHeights[r] > 0 { result.append(IndexPath(row: r, section: si)) }
                r += 1
            }
            si += 1
        }
        return result
    }

    /// Sections that overlap `minY..<maxY`.
    package func sections(in minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let first = firstSection(below: minY)
        var last = first
        while last < sections.count, sections[last].top < maxY { last += 1 }
        return first..<max(first, last)
    }

    package mutating func invalidateRow(_ indexPath: IndexPath) {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rowMeasured.indices.contains(indexPath.row) else { return }
        sections[indexPath.section].rowMeasured[indexPath.row] = false
    }

    package mutating func invalidateMeasuredRows() {
        for i in sections.indices {
            for r in sections[i].rowMeasured.indices { sections[i].rowMeasured[r] = false }
        }
    }
}
