import Foundation

/// A collection view data source driven by snapshots: `apply(_:)` a
/// snapshot and the collection view shows it. Cells whose items stay keep
/// their cells (moved to the new index paths); new and reloaded items are
/// asked from the cell provider; reconfigured items are asked again with
/// their shown cell handed back by the dequeue. Changes are shown at once.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String,
                                                             _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    open var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`; the animation is skipped (final state at once) and `completion` runs after the layout.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot
        for section in sectionSnapshots.keys where snapshot.indexOfSection(section) == nil { sectionSnapshots[section] = nil }
        guard let collectionView else { completion?(); return }
        var newPaths: [ItemIdentifierType: IndexPath] = [:]
        for (s, section) in snapshot.sections.enumerated() {
            for (i, item) in section.items.enumerated() { newPaths[item] = IndexPath(item: i, section: s) }
        }
        var oldItems: [IndexPath: ItemIdentifierType] = [:]
        for (s, section) in old.sections.enumerated() {
            for (i, item) in section.items.enumerated() { oldItems[IndexPath(item: i, section: s)] = item }
        }
        let reloadedSections = Set(snapshot.reloadedSectionIdentifiers.compactMap { snapshot.indexOfSection($0) })
        var reloaded = Set(snapshot.reloadedItemIdentifiers.compactMap { newPaths[$0] })
        for (item, path) in newPaths where reloadedSections.contains(path.section) { _ = item; reloaded.insert(path) }
        collectionView.remapVisibleCells({ oldItems[$0].flatMap { newPaths[$0] } }, reloaded: reloaded)
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { newPaths[$0] }
        collectionView.layoutIfNeeded()
        if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
        current.clearUpdateMarks()
        completion?()
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` as `reloadData()` would: every visible cell is asked for again.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        current.clearUpdateMarks()
        collectionView?.reloadData()
        collectionView?.layoutIfNeeded()
        completion?()
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Replaces one section's items with the visible items of a section snapshot (an outline).
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = current
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.deleteItems(full.itemIdentifiers(inSection: section))
        full.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { result.append(current.itemIdentifiers(inSection: section)) }
        return result
    }

    // MARK: Identifiers and index paths

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.sections.indices.contains(indexPath.section) else { return nil }
        let items = current.sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier), let s = current.indexOfSection(section),
              let i = current.sections[s].items.firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(item: i, section: s)
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index].identifier : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// Whether the outline item at `indexPath` is expanded in its section snapshot (list cells show it).
    package func isExpanded(at indexPath: IndexPath) -> Bool {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath),
              let outline = sectionSnapshots[section], outline.contains(item) else { return false }
        return outline.isExpanded(item)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sections.indices.contains(section) ? current.sections[section].items.count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: no item at \(indexPath) in the current snapshot")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for item \(item) at \(indexPath)")
        }
        cell.hostIsExpanded = isExpanded(at: indexPath)
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let provider = supplementaryViewProvider, let view = provider(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind \(kind) at \(indexPath), "
                                + "but supplementaryViewProvider is nil or returned nil")
        }
        return view
    }
}

extension NSDiffableDataSourceSnapshot {
    /// After an apply, the reload and reconfigure marks have been acted on.
    package mutating func clearUpdateMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }
}
