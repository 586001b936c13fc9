import Foundation

/// The items of one section as a tree (for outlines): each item may have
/// children, shown only while the item is expanded. Items are new collapsed.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var present: Set<ItemIdentifierType> = []
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    // MARK: Reading

    /// Every item, depth first (a parent before its children), expanded or not.
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }
    public var rootItems: [ItemIdentifierType] { roots }
    /// The items a list shows: roots, and the children of expanded items whose ancestors are all expanded.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }

    public func contains(_ item: ItemIdentifierType) -> Bool { present.contains(item) }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard present.contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            if !expanded.contains(parent) { return false }
            current = parent
        }
        return true
    }

    /// 0 for a root item, 1 for its children, and so on.
    public func level(of item: ItemIdentifierType) -> Int {
        requirePresent(item)
        var level = 0
        var current = item
        while let parent = parents[current] { level += 1; current = parent }
        return level
    }

    /// The item's position in `items`, or nil.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// `parent`'s descendants (and `parent` itself as the root when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        requirePresent(parent)
        var result = NSDiffableDataSourceSectionSnapshot()
        if includingParent {
            result.append([parent])
            copySubtree(of: parent, into: &result, under: parent)
        } else {
            result.append(children[parent] ?? [])
            for child in children[parent] ?? [] { copySubtree(of: child, into: &result, under: child) }
        }
        return result
    }

    /// The tree drawn as text, one item per line, indented by level
    /// ("+ " before an expanded item with children, "- " before a collapsed one).
    public func visualDescription() -> String {
        var lines: [String] = []
        func walk(_ items: [ItemIdentifierType], depth: Int) {
            for item in items {
                let kids = children[item] ?? []
                let mark = kids.isEmpty ? "  " : (expanded.contains(item) ? "+ " : "- ")
                lines.append(String(repeating: "    ", count: depth) + mark + "\(item)")
                walk(kids, depth: depth + 1)
            }
        }
        walk(roots, depth: 0)
        return lines.joined(separator: "\n")
    }

    // MARK: Changing

    /// Appends `items` as children of `parent`, or as root items when nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        claim(items)
        if let parent {
            requirePresent(parent)
            children[parent, default: []].append(contentsOf: items)
            for item in items { parents[item] = parent }
        } else {
            roots.append(contentsOf: items)
        }
    }

    /// Appends a whole tree (keeping its expansion) under `parent`, or at the root.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        append(snapshot.roots, to: parent)
        func copy(_ item: ItemIdentifierType) {
            let kids = snapshot.children[item] ?? []
            if !kids.isEmpty { append(kids, to: item) }
            kids.forEach(copy)
        }
        snapshot.roots.forEach(copy)
        expanded.formUnion(snapshot.expanded)
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) { insert(items, beside: item, after: false) }
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) { insert(items, beside: item, after: true) }

    /// Deletes the items and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where present.contains(item) {
            for descendant in flatten(children[item] ?? [], onlyVisible: false) { forget(descendant) }
            children[item] = nil
            if let parent = parents[item] {
                children[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
            forget(item)
        }
    }

    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { requirePresent(item); expanded.insert(item) }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { requirePresent(item); expanded.remove(item) }
    }

    // MARK: Private

    private func flatten(_ items: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        func walk(_ items: [ItemIdentifierType]) {
            for item in items {
                result.append(item)
                if !onlyVisible || expanded.contains(item) { walk(children[item] ?? []) }
            }
        }
        walk(items)
        return result
    }

    private func copySubtree(of item: ItemIdentifierType, into result: inout NSDiffableDataSourceSectionSnapshot, under parent: ItemIdentifierType) {
        let kids = children[item] ?? []
        if !kids.isEmpty { result.append(kids, to: parent) }
        if expanded.contains(item) { result.expanded.insert(item) }
        for kid in kids { copySubtree(of: kid, into: &result, under: kid) }
    }

    private func requirePresent(_ item: ItemIdentifierType) {
        precondition(present.contains(item), "NSDiffableDataSourceSectionSnapshot: invalid item identifier \(item): it is not in the snapshot")
    }

    private mutating func claim(_ items: [ItemIdentifierType]) {
        for item in items {
            precondition(present.insert(item).inserted,
                         "NSDiffableDataSourceSectionSnapshot: item identifier \(item) is already in the snapshot; identifiers must be unique")
        }
    }

    private mutating func forget(_ item: ItemIdentifierType) {
        present.remove(item)
        expanded.remove(item)
        parents[item] = nil
        children[item] = nil
    }

    private mutating func insert(_ items: [ItemIdentifierType], beside anchor: ItemIdentifierType, after: Bool) {
        requirePresent(anchor)
        claim(items)
        if let parent = parents[anchor] {
            let i = children[parent]!.firstIndex(of: anchor)!
            children[parent]!.insert(contentsOf: items, at: after ? i + 1 : i)
            for item in items { parents[item] = parent }
        } else {
            let i = roots.firstIndex(of: anchor)!
            roots.insert(contentsOf: items, at: after ? i + 1 : i)
        }
    }
}
