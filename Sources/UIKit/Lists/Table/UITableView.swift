import Foundation

/// Rows in sections, in one column, that scroll: only the rows (and
/// section headers and footers) inside the bounds are asked for and laid
/// out; cells that leave go to a reuse queue and come back through
/// `dequeueReusableCell(withIdentifier:for:)` after `prepareForReuse()`.
///
/// Styles and metrics follow iOS: rows 44 points by default (a self-sized
/// row measures its cell), hairline separators inset 16 points (20 from 414
/// points wide), plain headers that stick to the top while their section
/// scrolls under them, grouped sections on the grouped background, and
/// inset-grouped sections inset by the margin with 10-point rounded corners.
/// See UITableView+Layout.swift for how rows are placed.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    /// Asks for the height the cell's content (or header's) gives.
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate (`UIScrollView.delegate`) is also the table's delegate
    /// when it adopts `UITableViewDelegate` (as on iOS, one object for both);
    /// read back it is a `UIScrollViewDelegate`.
    package override func scrollDelegateDidChange() {
        tableDelegate = delegate as? UITableViewDelegate
        reloadData()
    }
    package weak var tableDelegate: UITableViewDelegate?

    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsRowRestyle() } }
    open var separatorColor: UIColor? {
        get { storedSeparatorColor }
        set {
            guard customizes("separatorColor") else { return }
            storedSeparatorColor = newValue
            setNeedsRowRestyle()
        }
    }
    private var storedSeparatorColor: UIColor? = .separator
    private var storedSeparatorInset: UIEdgeInsets?
    /// Where separators start and end; the content margin (16, or 20 from 414 points wide) on the leading side by default.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: contentMargin, bottom: 0, right: 0) }
        set { storedSeparatorInset = newValue; setNeedsRowRestyle() }
    }
    /// Whether cells keep their content within the readable width (672 points) on wide tables.
    open var cellLayoutMarginsFollowReadableWidth = false { didSet { setNeedsRowRestyle() } }

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Shown above the first section, full width, at its own height.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            invalidateGeometry()
        }
    }
    /// Shown below the last section.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            invalidateGeometry()
        }
    }

    /// The section index's text colour (nil: the tint colour) and background.
    open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// The index shows once the table has at least this many rows.
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    package var sectionIndexView: SectionIndexView?

    /// Asks the data source for the index titles again.
    open func reloadSectionIndexTitles() { setNeedsLayout() }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false

    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false

    /// Shows (or hides) the editing controls on every row; instant here.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        for (indexPath, cell) in displayedCells { configureEditing(cell, indexPath) }
        setNeedsLayout()
    }

    // MARK: State for the extensions

    package var geometry = TableGeometry()
    package var needsGeometryReload = true
    package var displayedCells: [IndexPath: UITableViewCell] = [:]
    package var displayedHeaders: [Int: UIView] = [:]
    package var displayedFooters: [Int: UIView] = [:]
    package var reuseQueues: [String: [UITableViewCell]] = [:]
    package var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    package var cellRegistrations: [String: Registration] = [:]
    package var headerFooterRegistrations: [String: Registration] = [:]
    package var selectedRows: Set<IndexPath> = []
    package var highlightedRow: IndexPath?
    /// The row slid open by a swipe (UITableView+Swipe.swift).
    package var swipe: TableSwipe?
    package var updateDepth = 0
    package var measuredConstraintCells: [UITableViewCell] = []
    /// Title headers and footers the table made, by section, for reuse.
    package var titleViewPool: [UITableViewHeaderFooterView] = []

    package enum Registration {
        case cellClass(AnyClass)
        case nib(UINib)
    }

    // MARK: Initialisers

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        tableInit()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        // A layout file's or storyboard's `style` (Interface Builder's Style menu).
        style = (coder as? LayoutFileCoder)?.enumerationValue(forKey: "style", .tableViewStyle).flatMap(Style.init(rawValue:)) ?? .plain
        super.init(coder: coder)
        tableInit()
    }

    /// The static cells of a layout file or storyboard, kept here; they
    /// are the table's data source until another is set.
    package private(set) var staticContent: StaticTableContent?

    package func installStaticContent(_ content: StaticTableContent) {
        staticContent = content
        dataSource = content
    }

    private func tableInit() {
        alwaysBounceVertical = true
        panInterceptor = { [unowned self] pan in self.handleSwipePan(pan) }
        if backgroundColor == nil {
            super.backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        }
    }

    // MARK: Registration and reuse

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = cellClass.map { .cellClass($0) }
    }

    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = nib.map { .nib($0) }
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = aClass.map { .cellClass($0) }
    }

    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = nib.map { .nib($0) }
    }

    /// A cell from the reuse queue (after `prepareForReuse()`), else a new
    /// one of the registered class or nib, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reuseQueues[identifier], let cell = queue.popLast() {
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        return makeRegisteredCell(identifier)
    }

    /// As `dequeueReusableCell(withIdentifier:)`, for a registered identifier;
    /// like UIKit, it stops the program when nothing is registered under it.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterQueues[identifier], let view = queue.popLast() {
            headerFooterQueues[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let registration = headerFooterRegistrations[identifier] else { return nil }
        let view: UITableViewHeaderFooterView?
        switch registration {
        case .cellClass(let type):
            view = (type as? UITableViewHeaderFooterView.Type)?.init(offscreenReuseIdentifier: identifier)
        case .nib(let nib):
            view = nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? UITableViewHeaderFooterView }.first
        }
        if let view, view.reuseIdentifier == nil { view.reuseIdentifier = identifier }
        return view
    }

    private func makeRegisteredCell(_ identifier: String) -> UITableViewCell? {
        guard let registration = cellRegistrations[identifier] else { return nil }
        let cell: UITableViewCell?
        switch registration {
        case .cellClass(let type):
            cell = (type as? UITableViewCell.Type)?.init(offscreenReuseIdentifier: identifier)
        case .nib(let nib):
            cell = nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? UITableViewCell }.first
        }
        if let cell, cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
        return cell
    }

    // MARK: Reloading and updates (final state at once, no animation)

    /// Forgets the rows and asks the data source again at the next layout.
    open func reloadData() {
        closeSwipe()
        needsGeometryReload = true
        for (indexPath, cell) in displayedCells { endDisplaying(cell, indexPath) }
        displayedCells = [:]
        removeDisplayedHeadersAndFooters()
        setNeedsLayout()
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for indexPath in indexPaths {
            if let cell = displayedCells.removeValue(forKey: indexPath) { endDisplaying(cell, indexPath) }
            geometry.invalidateRow(indexPath)
        }
        setNeedsLayout()
    }

    open func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadRows(at: indexPaths, with: .none)
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for indexPath in indexPaths.sorted() { shiftRows(from: indexPath, by: 1) }
        needsGeometryReload = true
        setNeedsLayout()
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for indexPath in indexPaths.sorted(by: >) {
            if let cell = displayedCells.removeValue(forKey: indexPath) { endDisplaying(cell, indexPath) }
            selectedRows.remove(indexPath)
            shiftRows(from: IndexPath(row: indexPath.row + 1, section: indexPath.section), by: -1)
        }
        needsGeometryReload = true
        setNeedsLayout()
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        reloadData()
    }

    /// Runs `updates` and applies the final state (heights measured again); `completion` gets true.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    open func beginUpdates() { updateDepth += 1 }

    /// Ends a group of updates; rows are measured again (the usual way to let self-sizing rows change height).
    open func endUpdates() {
        updateDepth = max(0, updateDepth - 1)
        guard updateDepth == 0 else { return }
        geometry.invalidateMeasuredRows()
        setNeedsLayout()
    }

    /// Moves the displayed cells and selection at or after `start` (same section) by `delta` rows.
    private func shiftRows(from start: IndexPath, by delta: Int) {
        func shifted(_ p: IndexPath) -> IndexPath {
            p.section == start.section && p.row >= start.row ? IndexPath(row: p.row + delta, section: p.section) : p
        }
        displayedCells = Dictionary(uniqueKeysWithValues: displayedCells.map { (shifted($0.key), $0.value) })
        selectedRows = Set(selectedRows.map(shifted))
    }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for p in selectedRows { deselectRow(at: p, animated: animated) }
            return
        }
        if !allowsMultipleSelection { for p in selectedRows where p != indexPath { deselectRow(at: p, animated: animated) } }
        selectedRows.insert(indexPath)
        displayedCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        displayedCells[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Queries

    open var numberOfSections: Int { reloadGeometryIfNeeded(); return geometry.sections.count }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadGeometryIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rowHeights.count : 0
    }

    open var visibleCells: [UITableViewCell] { displayedCells.sorted { $0.key < $1.key }.map(\.value) }
    open var indexPathsForVisibleRows: [IndexPath]? { displayedCells.keys.sorted() }

    /// The displayed cell for `indexPath`; nil for rows not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { displayedCells[indexPath] }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        displayedCells.first { $0.value === cell }?.key
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        displayedHeaders[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        displayedFooters[section] as? UITableViewHeaderFooterView
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadGeometryIfNeeded()
        return geometry.rowRect(indexPath, width: bounds.width, inset: sectionInset) ?? .zero
    }

    open func rect(forSection section: Int) -> CGRect {
        reloadGeometryIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        reloadGeometryIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        reloadGeometryIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.bottom - s.footerHeight, width: bounds.width, height: s.footerHeight)
    }

    /// The row at `point` (content coordinates), or nil between rows.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadGeometryIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.row(at: point.y)
    }

    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadGeometryIfNeeded()
        return geometry.rows(in: rect.minY, rect.maxY)
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        let rect = rectForRow(at: indexPath)
        guard rect != .zero else { return }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        switch scrollPosition {
        case .top: offset.y = rect.minY - inset.top
        case .middle: offset.y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: offset.y = rect.maxY - inset.top - visibleHeight
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let first = indexPathForSelectedRow { scrollToRow(at: first, at: scrollPosition, animated: animated) }
    }

    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set { super.backgroundColor = newValue }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    // MARK: Touches: highlight on touch down, select on touch up

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A touch beside an open row's actions selects nothing; lifted, it closes them, as on iOS.
        if swipe != nil { return }
        guard let touch = touches.first, let indexPath = indexPathForRow(at: touch.location(in: self)) else { return }
        beginHighlight(indexPath)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if swipe?.tracking == false, highlightedRow == nil { closeSwipe() }
        guard let indexPath = highlightedRow else { return }
        endHighlight()
        if let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == indexPath { userSelect(indexPath) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { endHighlight() }
}
