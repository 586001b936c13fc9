import Foundation

// Placing rows: the geometry is built from the data source (counts) and
// the delegate (heights, estimates where rows self-size); each layout pass
// asks for the cells of the rows inside the bounds, measures the ones that
// size themselves, and sends the rest to the reuse queue.

extension UITableView {
    /// The content's side margin: 16 points, 20 from 414 points wide, and
    /// wider when `cellLayoutMarginsFollowReadableWidth` keeps text readable.
    package var contentMargin: CGFloat {
        let base: CGFloat = bounds.width >= 414 ? 20 : 16
        if cellLayoutMarginsFollowReadableWidth, bounds.width > UIView.readableContentWidth + 2 * base {
            return ((bounds.width - UIView.readableContentWidth) / 2).rounded()
        }
        return base
    }

    /// How far inset-grouped sections are inset from the sides.
    package var sectionInset: CGFloat { style == .insetGrouped ? (bounds.width >= 414 ? 20 : 16) : 0 }

    package static let groupedGap: CGFloat = 17.5

    package func invalidateGeometry() {
        needsGeometryReload = true
        setNeedsLayout()
    }

    package func setNeedsRowRestyle() {
        setNeedsLayout()
    }

    package func reloadGeometryIfNeeded() {
        guard needsGeometryReload else { return }
        needsGeometryReload = false
        var g = TableGeometry()
        g.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        g.tableFooterHeight = tableFooterView?.frame.height ?? 0
        guard let dataSource else {
            geometry = g
            geometry.recompute()
            return
        }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        let delegate = tableDelegate
        let estimating = estimatedRowHeight != 0
        for s in 0..<sectionCount {
            var section = TableGeometry.Section()
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: s))
            section.rowHeights = [CGFloat](repeating: 0, count: rows)
            section.rowMeasured = [Bool](repeating: false, count: rows)
            if estimating, delegate == nil {
                let h = rowHeight >= 0 ? rowHeight : (estimatedRowHeight > 0 ? estimatedRowHeight : 44)
                for r in 0..<rows { section.rowHeights[r] = h }
            } else {
                for r in 0..<rows {
                    let indexPath = IndexPath(row: r, section: s)
                    if estimating {
                        var e = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
                        if e < 0 { e = rowHeight >= 0 ? rowHeight : 44 }
                        section.rowHeights[r] = e
                    } else {
                        let h = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                        section.rowHeights[r] = h >= 0 ? h : 44
                    }
                }
            }
            let header = headerFooterHeight(section: s, footer: false)
            section.headerHeight = header.height
            section.headerGap = header.gap
            section.footerHeight = headerFooterHeight(section: s, footer: true).height
            g.sections.append(section)
        }
        geometry = g
        geometry.recompute()
    }

    /// A header's or footer's height: the delegate's, else the view's or
    /// title's own, else the style's spacing (none in plain tables; 17.5
    /// points in grouped ones, and 17.5 more above the first section).
    private func headerFooterHeight(section s: Int, footer: Bool) -> (height: CGFloat, gap: CGFloat) {
        let delegate = tableDelegate
        let asked = footer ? (delegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight)
            : (delegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight)
        let gap: CGFloat = !footer && s == 0 && style != .plain ? Self.groupedGap : 0
        if asked >= 0 { return (asked, 0) }
        let width = bounds.width - 2 * sectionInset
        if let view = headerFooterView(section: s, footer: footer) {
            if let v = view as? UITableViewHeaderFooterView { return (v.fittingHeight(width: width) + gap, gap) }
            if view.translatesAutoresizingMaskIntoConstraints, view.frame.height > 0, view.subviews.allSatisfy(\.translatesAutoresizingMaskIntoConstraints) {
                return (view.frame.height + gap, gap)
            }
            let h = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel).height
            return (ceil(h) + gap, gap)
        }
        if style == .plain { return (0, 0) }
        return (Self.groupedGap + gap, gap)
    }

    /// The view for a header or footer: displayed already, the delegate's, or a title view.
    private func headerFooterView(section s: Int, footer: Bool) -> UIView? {
        if let shown = footer ? displayedFooters[s] : displayedHeaders[s] { return shown }
        if let view = footer ? tableDelegate?.tableView(self, viewForFooterInSection: s) : tableDelegate?.tableView(self, viewForHeaderInSection: s) {
            if let v = view as? UITableViewHeaderFooterView { v.tableStyle = style; v.isFooter = footer }
            store(view, section: s, footer: footer)
            return view
        }
        let title = footer ? dataSource?.tableView(self, titleForFooterInSection: s) : dataSource?.tableView(self, titleForHeaderInSection: s)
        guard let title else { return nil }
        let view = titleViewPool.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.tableStyle = style
        view.isFooter = footer
        var configuration = view.defaultContentConfiguration()
        configuration.text = title
        view.contentConfiguration = configuration
        view.backgroundConfiguration = style == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        store(view, section: s, footer: footer)
        return view
    }

    private func store(_ view: UIView, section: Int, footer: Bool) {
        if footer { displayedFooters[section] = view } else { displayedHeaders[section] = view }
    }

    package func removeDisplayedHeadersAndFooters() {
        for view in Array(displayedHeaders.values) + Array(displayedFooters.values) { recycleHeaderFooter(view) }
        displayedHeaders = [:]
        displayedFooters = [:]
    }

    private func recycleHeaderFooter(_ view: UIView) {
        view.removeFromSuperview()
        guard let v = view as? UITableViewHeaderFooterView else { return }
        if let id = v.reuseIdentifier { headerFooterQueues[id, default: []].append(v) }
        else if v.superview == nil, !titleViewPool.contains(where: { $0 === v }) { titleViewPool.append(v) }
    }

    // MARK: The layout pass

    package func layoutTable() {
        reloadGeometryIfNeeded()
        let width = bounds.width
        backgroundView?.frame = bounds
        // The table header and footer views take the table's width.
        if let header = tableHeaderView {
            if header.superview !== self { addSubview(header) }
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            if geometry.tableHeaderHeight != header.frame.height { geometry.tableHeaderHeight = header.frame.height; geometry.recompute() }
        }
        // Place the visible rows, measuring self-sizing ones, until the heights settle.
        for _ in 0..<8 {
            if !placeVisibleRows(width: width) { break }
            geometry.recompute()
        }
        for (indexPath, cell) in displayedCells {
            if let rect = geometry.rowRect(indexPath, width: width, inset: sectionInset), cell.frame != rect { cell.frame = rect }
        }
        layoutSwipe()
        // Cells measured through their content view's constraints were last
        // laid out at the measuring height: lay them out at their row's height
        // now, twice, so that wrapped labels re-asked for their height at the
        // solved width get it in this same pass.
        for cell in measuredConstraintCells {
            cell.layoutIfNeeded()
            cell.contentView.setNeedsLayout()
            cell.contentView.layoutIfNeeded()
        }
        measuredConstraintCells = []
        layoutHeadersAndFooters(width: width)
        if let footer = tableFooterView {
            if footer.superview !== self { addSubview(footer) }
            if geometry.tableFooterHeight != footer.frame.height { geometry.tableFooterHeight = footer.frame.height; geometry.recompute() }
            footer.frame = CGRect(x: 0, y: geometry.sectionsBottom, width: width, height: footer.frame.height)
        }
        let size = CGSize(width: width, height: geometry.totalHeight)
        if contentSize != size { contentSize = size }
        layoutSectionIndex()
    }

    /// Shows the rows inside the bounds and hides the others; true when a
    /// measured height changed (the positions must be computed again).
    private func placeVisibleRows(width: CGFloat) -> Bool {
        let visible = geometry.rows(in: bounds.minY, bounds.maxY)
        let visibleSet = Set(visible)
        for (indexPath, cell) in displayedCells where !visibleSet.contains(indexPath) {
            displayedCells[indexPath] = nil
            endDisplaying(cell, indexPath)
        }
        var changed = false
        for indexPath in visible {
            let cell: UITableViewCell
            var isNew = false
            if let shown = displayedCells[indexPath] {
                cell = shown
            } else {
                guard let dataSource else { break }
                cell = dataSource.tableView(self, cellForRowAt: indexPath)
                isNew = true
            }
            configure(cell, indexPath)
            let s = indexPath.section, r = indexPath.row
            if !geometry.sections[s].rowMeasured[r] {
                var h = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if h < 0 {
                    h = cell.fittingHeight(width: width - 2 * sectionInset)
                    if cell.installedContentView == nil { measuredConstraintCells.append(cell) }
                }
                geometry.sections[s].rowMeasured[r] = true
                if geometry.sections[s].rowHeights[r] != h {
                    geometry.sections[s].rowHeights[r] = h
                    changed = true
                }
            }
            if isNew {
                if let rect = geometry.rowRect(indexPath, width: width, inset: sectionInset) { cell.frame = rect }
                displayedCells[indexPath] = cell
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0)
            }
            if changed { return true }
        }
        return changed
    }

    package func endDisplaying(_ cell: UITableViewCell, _ indexPath: IndexPath) {
        cell.removeFromSuperview()
        if highlightedRow == indexPath { highlightedRow = nil; cell.setHighlighted(false, animated: false) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let id = cell.reuseIdentifier, !(reuseQueues[id]?.contains { $0 === cell } ?? false) {
            reuseQueues[id, default: []].append(cell)
        }
    }

    /// The table's look on one cell: margins, separators, background,
    /// corners (inset grouped), editing and selection.
    private func configure(_ cell: UITableViewCell, _ indexPath: IndexPath) {
        let rows = geometry.sections[indexPath.section].rowHeights.count
        let first = indexPath.row == 0, last = indexPath.row == rows - 1
        cell.tableMargin = contentMargin
        cell.tableSeparatorInset = separatorInset
        let scale = window?.screen.scale ?? UIScreen.main.scale
        cell.separatorThickness = 1 / max(1, scale)
        let lines = separatorStyle != .none
        let color = (separatorColor ?? .separator).resolvedColor(with: traitCollection).cgColor
        cell.separatorLayer.backgroundColor = color
        cell.topSeparatorLayer.backgroundColor = color
        switch style {
        case .plain:
            cell.showsSeparator = lines
            cell.separatorFullWidth = false
            cell.showsTopSeparator = false
            cell.setTableBackgroundColor(.systemBackground)
        case .grouped:
            cell.showsSeparator = lines
            cell.separatorFullWidth = last
            cell.showsTopSeparator = lines && first
            cell.setTableBackgroundColor(.secondarySystemGroupedBackground)
        case .insetGrouped:
            cell.showsSeparator = lines && !last
            cell.separatorFullWidth = false
            cell.showsTopSeparator = false
            cell.setTableBackgroundColor(.secondarySystemGroupedBackground)
        }
        if style == .insetGrouped && (first || last) {
            var corners: CACornerMask = []
            if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            // iOS rounds an inset-grouped section with its continuous corner.
            cell.layer.cornerRadius = 10
            cell.layer.cornerCurve = .continuous
            cell.layer.maskedCorners = corners
            cell.clipsToBounds = true
        } else if style == .insetGrouped {
            cell.layer.cornerRadius = 0
            cell.clipsToBounds = false
        }
        configureEditing(cell, indexPath)
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        cell.setNeedsLayout()
    }

    package func configureEditing(_ cell: UITableViewCell, _ indexPath: IndexPath) {
        let canEdit = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        cell.tableEditingStyle = canEdit ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        cell.tableAllowsReorder = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
    }

    // MARK: Headers and footers

    private func layoutHeadersAndFooters(width: CGFloat) {
        let visible = bounds
        let range = geometry.sections(in: visible.minY, visible.maxY)
        let inset = sectionInset
        for s in Array(displayedHeaders.keys) where !range.contains(s) { recycleHeaderFooter(displayedHeaders.removeValue(forKey: s)!) }
        for s in Array(displayedFooters.keys) where !range.contains(s) { recycleHeaderFooter(displayedFooters.removeValue(forKey: s)!) }
        for s in range {
            let section = geometry.sections[s]
            if section.headerHeight - section.headerGap > 0, let view = headerFooterView(section: s, footer: false) {
                var y = section.top + section.headerGap
                let h = section.headerHeight - section.headerGap
                if style == .plain {
                    // Sticky: pinned below the top inset while its section is under it.
                    let pinned = visible.minY + adjustedContentInset.top
                    y = min(max(y, pinned), section.rowsBottom - h)
                    y = max(y, section.top)
                }
                show(view, frame: CGRect(x: inset, y: y, width: width - 2 * inset, height: h), section: s, footer: false)
            }
            if section.footerHeight > 0, let view = headerFooterView(section: s, footer: true) {
                show(view, frame: CGRect(x: inset, y: section.bottom - section.footerHeight, width: width - 2 * inset,
                                         height: section.footerHeight), section: s, footer: true)
            }
        }
    }

    private func show(_ view: UIView, frame: CGRect, section: Int, footer: Bool) {
        if view.frame != frame { view.frame = frame }
        if view.superview !== self {
            if footer { tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section) }
            else { tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section) }
            addSubview(view)
        } else if subviews.last !== view && !footer {
            bringSubviewToFront(view)
        }
    }

    // MARK: Highlight and selection from touches

    package func beginHighlight(_ indexPath: IndexPath) {
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        highlightedRow = indexPath
        displayedCells[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    package func endHighlight() {
        guard let indexPath = highlightedRow else { return }
        highlightedRow = nil
        displayedCells[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// A tap's selection, with the delegate's will/did calls.
    package func userSelect(_ indexPath: IndexPath) {
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if multiple, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        if !multiple { for other in selectedRows where other != target { userDeselect(other) } }
        selectedRows.insert(target)
        displayedCells[target]?.setSelected(true, animated: false)
        // A storyboard cell's segue is performed before didSelectRowAt, as UIKit does.
        if let cell = displayedCells[target] { cell.performStoryboardSegues(cell.storyboardSegues) }
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
        selectedRows.remove(target)
        displayedCells[target]?.setSelected(false, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
