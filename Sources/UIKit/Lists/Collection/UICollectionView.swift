import Foundation

/// A scroll view that shows items in sections placed by a layout object
/// (`UICollectionViewFlowLayout`, `UICollectionViewCompositionalLayout` or
/// your own `UICollectionViewLayout`).
///
/// Only what is visible is made: at each layout pass the collection view asks
/// its layout for the elements in its bounds, asks the data source for the
/// cells and supplementary views among them that it does not show yet, and
/// puts the views that left the bounds in reuse queues, from which the
/// dequeue methods hand them out again after `prepareForReuse()`.
///
/// Updates (`insertItems`, `deleteItems`, `performBatchUpdates` and the like)
/// go straight to their final state, as animations do in Offscreen.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    private var layoutStorage: UICollectionViewLayout
    private var cellClasses: [String: AnyClass] = [:]
    private var cellNibs: [String: UINib] = [:]
    private var supplementaryClasses: [String: AnyClass] = [:]
    private var supplementaryNibs: [String: UINib] = [:]
    private var reusePools: [String: [UICollectionReusableView]] = [:]
    private var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    /// The attributes each shown view was last given and measured at.
    private var shownAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    private var measuredKeys: Set<ElementKey> = []
    private var itemCounts: [Int] = []
    private var needsReloadData = true
    private var isLayingOutElements = false
    private var lastLaidOutBounds: CGRect?
    private var selectedIndexPaths: [IndexPath] = []
    /// Cells being reconfigured: a dequeue at these index paths returns the shown cell.
    private var reconfiguringCells: [IndexPath: UICollectionViewCell] = [:]
    /// Which registration made each registration-backed identifier (see CellRegistration).
    package var registeredIdentifiers: Set<String> = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        collectionViewInit()
    }

    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewInit()
    }

    private func collectionViewInit() {
        layoutStorage.owningCollectionView = self
        // A collection view from a file or storyboard keeps the background it sets there.
        if backgroundColor == nil { backgroundColor = .systemBackground }
        // Collection views scroll vertically with a bounce in UIKit's default configuration.
        alwaysBounceVertical = false
    }

    // MARK: Layout object

    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Switches layout at once (also when `animated`).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== layoutStorage else { completion?(true); return }
        let old = layoutStorage
        for view in visibleViews.values { view.willTransition(from: old, to: layout) }
        old.owningCollectionView = nil
        layoutStorage = layout
        layout.owningCollectionView = self
        layout.isPrepared = false
        measuredKeys.removeAll()
        setNeedsLayout()
        layoutIfNeeded()
        for view in visibleViews.values { view.didTransition(from: old, to: layout) }
        completion?(true)
    }

    package func layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything { measuredKeys.removeAll() }
        if !isLayingOutElements { setNeedsLayout() }
    }

    // MARK: Data source and delegate

    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// The delegate, when it is a collection view delegate.
    package var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// Shown behind everything, the size of the collection view, not scrolling.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Editing shows list cells' editing accessories (delete, reorder...).
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for case let cell as UICollectionViewCell in visibleViews.values { cell.hostIsEditing = isEditing }
        }
    }

    // MARK: Registration and reuse

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
        cellNibs[identifier] = nil
    }

    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellNibs[identifier] = nib
        cellClasses[identifier] = nil
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "/" + identifier] = viewClass
        supplementaryNibs[elementKind + "/" + identifier] = nil
    }

    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryNibs[kind + "/" + identifier] = nib
        supplementaryClasses[kind + "/" + identifier] = nil
    }

    /// A cell from the reuse queue for `identifier` (after `prepareForReuse()`),
    /// or a new one of the registered class or nib, sized for `indexPath`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguringCells[indexPath], cell.reuseIdentifier == identifier { return cell }
        let view = dequeue(pool: "cell/" + identifier, identifier: identifier, elementDescription: "UICollectionElementKindCell") {
            if let cls = cellClasses[identifier] { return cls }
            return cellNibs[identifier]
        }
        guard let cell = view as? UICollectionViewCell else {
            preconditionFailure("UICollectionView: the view registered for cell identifier \(identifier) is a \(type(of: view)), not a UICollectionViewCell")
        }
        cell.hostIsEditing = isEditing
        if let attributes = layoutStorage.layoutAttributesForItem(at: indexPath) { applyAttributes(attributes, to: cell) }
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        let view = dequeue(pool: "supplementary/" + key, identifier: identifier, elementDescription: elementKind) {
            if let cls = supplementaryClasses[key] { return cls }
            return supplementaryNibs[key]
        }
        if let attributes = layoutStorage.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            applyAttributes(attributes, to: view)
        }
        return view
    }

    private func dequeue(pool: String, identifier: String, elementDescription: String, source: () -> Any?) -> UICollectionReusableView {
        if var queue = reusePools[pool], let view = queue.popLast() {
            reusePools[pool] = queue
            view.prepareForReuse()
            return view
        }
        let view: UICollectionReusableView
        switch source() {
        case let cls as UICollectionReusableView.Type:
            view = cls.init()
        case let nib as UINib:
            guard let made = nib.instantiate(withOwner: nil, options: nil).first(where: { $0 is UICollectionReusableView }) as? UICollectionReusableView else {
                preconditionFailure("UICollectionView: the nib registered for \(identifier) has no UICollectionReusableView at its top level")
            }
            view = made
        case let other?:
            preconditionFailure("UICollectionView: \(other) registered for \(identifier) is not a UICollectionReusableView subclass")
        case nil:
            preconditionFailure("UICollectionView: could not dequeue a view of kind: \(elementDescription) with identifier \(identifier) - "
                                + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        view.storedReuseIdentifier = identifier
        return view
    }

    private func recycle(_ view: UICollectionReusableView, key: ElementKey) {
        view.removeFromSuperview()
        let pool: String
        switch key.category {
        case .cell: pool = "cell/" + (view.reuseIdentifier ?? "")
        case .supplementaryView: pool = "supplementary/" + (key.kind ?? "") + "/" + (view.reuseIdentifier ?? "")
        case .decorationView: pool = "decoration/" + (key.kind ?? "")
        }
        reusePools[pool, default: []].append(view)
    }

    // MARK: Data

    /// Forgets every shown cell and supplementary view (they go to the reuse
    /// queues) and asks the data source again at the next layout pass.
    open func reloadData() {
        needsReloadData = true
        for (key, view) in visibleViews {
            if key.category != .decorationView { recycle(view, key: key) }
        }
        visibleViews = visibleViews.filter { $0.key.category == .decorationView }
        shownAttributes.removeAll()
        measuredKeys.removeAll()
        let context = UICollectionViewLayoutInvalidationContext()
        context.everything = true
        layoutStorage.invalidateLayout(with: context)
        setNeedsLayout()
    }

    open var numberOfSections: Int {
        reloadCountsIfNeeded()
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        guard itemCounts.indices.contains(section) else {
            preconditionFailure("UICollectionView: section \(section) is out of bounds (there are \(itemCounts.count) sections)")
        }
        return itemCounts[section]
    }

    private func reloadCountsIfNeeded() {
        guard needsReloadData else { return }
        needsReloadData = false
        guard let dataSource else { itemCounts = []; return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        selectedIndexPaths.removeAll { !isValid($0) }
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }

    // MARK: Updates (final state at once)

    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

    /// Asks the data source for the cells at `indexPaths` again, handing it the
    /// shown cells when it dequeues with the same identifier (no `prepareForReuse()`).
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            let key = ElementKey(category: .cell, kind: nil, indexPath: indexPath)
            guard let cell = visibleViews[key] as? UICollectionViewCell, let dataSource else { continue }
            reconfiguringCells[indexPath] = cell
            let result = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCells[indexPath] = nil
            if result !== cell {
                recycle(cell, key: key)
                visibleViews[key] = nil
                shownAttributes[key] = nil
            }
            measuredKeys.remove(key)
        }
        setNeedsLayout()
    }

    /// Runs `updates` (which change the data source) and shows the final state.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        layoutIfNeeded()
        completion?(true)
    }

    /// Moves shown cells to new index paths (from a diffable data source's
    /// apply) and drops those whose item went away; the rest are asked for anew.
    package func remapVisibleCells(_ newIndexPath: (IndexPath) -> IndexPath?, reloaded: Set<IndexPath>) {
        needsReloadData = true
        var remapped: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleViews {
            switch key.category {
            case .cell:
                if let target = newIndexPath(key.indexPath), !reloaded.contains(target) {
                    remapped[ElementKey(category: .cell, kind: nil, indexPath: target)] = view
                } else {
                    recycle(view, key: key)
                }
            case .supplementaryView:
                recycle(view, key: key)
            case .decorationView:
                remapped[key] = view
            }
        }
        visibleViews = remapped
        selectedIndexPaths = selectedIndexPaths.compactMap(newIndexPath)
        shownAttributes.removeAll()
        measuredKeys.removeAll()
        let context = UICollectionViewLayoutInvalidationContext()
        context.dataSourceCounts = true
        layoutStorage.invalidateLayout(with: context)
        setNeedsLayout()
    }

    // MARK: Laying out the visible elements

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        layoutVisibleElements()
    }

    private func layoutVisibleElements() {
        isLayingOutElements = true
        defer { isLayingOutElements = false }
        reloadCountsIfNeeded()
        if let last = lastLaidOutBounds, last != bounds, layoutStorage.isPrepared, layoutStorage.shouldInvalidateLayout(forBoundsChange: bounds) {
            layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forBoundsChange: bounds))
        }
        lastLaidOutBounds = bounds
        // Self-sizing can move what is visible; a few passes settle it as UIKit's do.
        for _ in 0..<8 {
            prepareLayoutIfNeeded()
            let visible = bounds
            let attributes = (layoutStorage.layoutAttributesForElements(in: visible) ?? []).filter { $0.frame.overlaps(visible) }
            showElements(attributes)
            if !selfSizeShownElements() { break }
        }
    }

    private func prepareLayoutIfNeeded() {
        guard !layoutStorage.isPrepared else { return }
        layoutStorage.isPrepared = true
        layoutStorage.prepare()
        let size = layoutStorage.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    private func showElements(_ attributes: [UICollectionViewLayoutAttributes]) {
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for a in attributes where a.representedElementCategory != .cell || isValid(a.indexPath) {
            wanted[a.elementKey] = a
        }
        // Views that left: to the reuse queues.
        for (key, view) in visibleViews where wanted[key] == nil {
            visibleViews[key] = nil
            shownAttributes[key] = nil
            measuredKeys.remove(key)
            recycle(view, key: key)
            switch key.category {
            case .cell: if let cell = view as? UICollectionViewCell { collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath) }
            case .supplementaryView:
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
            case .decorationView: break
            }
        }
        // Views that came: from the data source (or the layout, for decorations), in the layout's order.
        for a in attributes {
            let key = a.elementKey
            guard wanted[key] === a else { continue }
            if let view = visibleViews[key] {
                if shownAttributes[key] != a {
                    applyAttributes(a, to: view)
                    shownAttributes[key] = a.copy() as? UICollectionViewLayoutAttributes
                }
                continue
            }
            guard let view = makeView(for: a) else { continue }
            visibleViews[key] = view
            applyAttributes(a, to: view)
            shownAttributes[key] = a.copy() as? UICollectionViewLayoutAttributes
            if let cell = view as? UICollectionViewCell {
                cell.isSelected = selectedIndexPaths.contains(a.indexPath)
                cell.hostIsEditing = isEditing
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
            } else if a.representedElementCategory == .supplementaryView {
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: a.representedElementKind ?? "", at: a.indexPath)
            }
        }
        // Subview order: decorations, then cells, then supplementary views, each by zIndex.
        let ordered = visibleViews.sorted { lhs, rhs in
            let l = (lhs.value.layer.zPosition, rank(lhs.key.category), lhs.key.indexPath)
            let r = (rhs.value.layer.zPosition, rank(rhs.key.category), rhs.key.indexPath)
            if l.0 != r.0 { return l.0 < r.0 }
            if l.1 != r.1 { return l.1 < r.1 }
            return l.2 < r.2
        }
        var index = backgroundView == nil ? 0 : 1
        for (_, view) in ordered {
            if view.superview !== self || subviews.firstIndex(of: view) != index {
                if view.superview === self { view.removeFromSuperview() }
                insertSubview(view, at: min(index, subviews.count))
            }
            index += 1
        }
    }

    private func rank(_ category: ElementCategory) -> Int {
        switch category {
        case .decorationView: 0
        case .cell: 1
        case .supplementaryView: 2
        }
    }

    private func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        switch attributes.representedElementCategory {
        case .cell:
            guard let dataSource else { return nil }
            return dataSource.collectionView(self, cellForItemAt: attributes.indexPath)
        case .supplementaryView:
            guard let dataSource else { return nil }
            return dataSource.collectionView(self, viewForSupplementaryElementOfKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
        case .decorationView:
            let kind = attributes.representedElementKind ?? ""
            let pool = "decoration/" + kind
            if var queue = reusePools[pool], let view = queue.popLast() {
                reusePools[pool] = queue
                view.prepareForReuse()
                return view
            }
            if let cls = layoutStorage.decorationClasses[kind] as? UICollectionReusableView.Type { return cls.init() }
            if let nib = layoutStorage.decorationNibs[kind] {
                return nib.instantiate(withOwner: nil, options: nil).first { $0 is UICollectionReusableView } as? UICollectionReusableView
            }
            preconditionFailure("UICollectionView: no class or nib registered with the layout for decoration view kind \(kind)")
        }
    }

    private func applyAttributes(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        view.bounds = CGRect(origin: .zero, size: attributes.size)
        view.center = attributes.center
        if attributes.transform3D != CATransform3DIdentity {
            view.layer.transform = attributes.transform3D
        } else {
            view.transform = attributes.transform
        }
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.appliedAttributes = attributes
        view.apply(attributes)
    }

    /// Offers each shown element's preferred attributes to the layout; true when the layout invalidated.
    private func selfSizeShownElements() -> Bool {
        var invalidated = false
        for (key, view) in visibleViews.sorted(by: { $0.key.indexPath < $1.key.indexPath }) where key.category != .decorationView {
            guard !measuredKeys.contains(key), let original = shownAttributes[key],
                  let priorities = layoutStorage.selfSizingPriorities(for: original) else { continue }
            measuredKeys.insert(key)
            let preferred: UICollectionViewLayoutAttributes
            if priorities.horizontal == .required && priorities.vertical == .required {
                preferred = original.copy() as! UICollectionViewLayoutAttributes
            } else {
                view.selfSizingPriorities = priorities
                view.layoutIfNeeded()
                preferred = view.preferredLayoutAttributesFitting(original)
            }
            if layoutStorage.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                let context = layoutStorage.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                layoutStorage.invalidateLayout(with: context)
                invalidated = true
            }
        }
        return invalidated
    }

    // MARK: Reading what is shown

    open var visibleCells: [UICollectionViewCell] {
        visibleViews.filter { $0.key.category == .cell }.sorted { $0.key.indexPath < $1.key.indexPath }.compactMap { $0.value as? UICollectionViewCell }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The shown cell at `indexPath`, or nil when it is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.value === cell && $0.key.category == .cell }?.key.indexPath
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layoutStorage.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layoutStorage.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item whose frame contains `point` (content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        reloadCountsIfNeeded()
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return (layoutStorage.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// Scrolls so that the item's frame sits at `scrollPosition` (clamped to the content).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        var offset = contentOffset
        let height = bounds.height - inset.top - inset.bottom
        let width = bounds.width - inset.left - inset.right
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - height }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - width }
        if scrollPosition.isEmpty {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        offset.x = min(max(offset.x, -inset.left), maxX)
        offset.y = min(max(offset.y, -inset.top), maxY)
        setContentOffset(offset, animated: animated)
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths }

    /// Selects the item (deselecting others unless multiple selection is on), without asking the delegate, as UIKit does.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for path in selectedIndexPaths { deselectItem(at: path, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for path in selectedIndexPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A tap selects the item under it, through the delegate's should/did methods.
    private var highlightedIndexPath: IndexPath?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection, let touch = touches.first, let path = indexPathForItem(at: touch.location(in: self)) else {
            super.touchesBegan(touches, with: event)
            return
        }
        if collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true {
            highlightedIndexPath = path
            cellForItem(at: path)?.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: path)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let path = highlightedIndexPath else {
            super.touchesEnded(touches, with: event)
            return
        }
        unhighlight(path)
        if selectedIndexPaths.contains(path) && allowsMultipleSelection {
            if collectionDelegate?.collectionView(self, shouldDeselectItemAt: path) ?? true {
                deselectItem(at: path, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: path)
            }
        } else if collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true {
            let previous = allowsMultipleSelection ? [] : selectedIndexPaths.filter { $0 != path }
            selectItem(at: path, animated: false, scrollPosition: [])
            for old in previous { collectionDelegate?.collectionView(self, didDeselectItemAt: old) }
            // A storyboard cell's segue is performed before didSelectItemAt, as UIKit does.
            if let cell = cellForItem(at: path) { cell.performStoryboardSegues(cell.storyboardSegues) }
            collectionDelegate?.collectionView(self, didSelectItemAt: path)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let path = highlightedIndexPath { unhighlight(path) } else { super.touchesCancelled(touches, with: event) }
    }

    private func unhighlight(_ path: IndexPath) {
        highlightedIndexPath = nil
        cellForItem(at: path)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }
}
