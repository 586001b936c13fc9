import Foundation

/// The state of a list's data at one moment: sections in order, each with its
/// items in order, identified by values rather than index paths.
///
/// As in UIKit, identifiers must be unique across the whole snapshot (sections
/// among sections, items among items); adding one that is already present is a
/// programmer error and traps, naming the identifier. Appending items to a
/// section that is not in the snapshot traps the same way.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    package struct Section {
        var identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    package private(set) var sections: [Section] = []
    /// Which section each item is in, by the section's identifier.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

    public package(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public package(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public package(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    // MARK: Reading

    public var numberOfItems: Int { sectionOfItem.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sections[requiredIndex(of: identifier)].items.count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections[requiredIndex(of: identifier)].items
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's position in `itemIdentifiers` (across all sections), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier] else { return nil }
        var offset = 0
        for s in sections {
            if s.identifier == section { return s.items.firstIndex(of: identifier).map { offset + $0 } }
            offset += s.items.count
        }
        return nil
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    // MARK: Items

    /// Appends to `identifier`'s section, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let index: Int
        if let sectionIdentifier {
            index = requiredIndex(of: sectionIdentifier)
        } else {
            guard !sections.isEmpty else {
                preconditionFailure("NSDiffableDataSourceSnapshot: there are currently no sections in the data source; append a section first")
            }
            index = sections.count - 1
        }
        claim(identifiers, for: sections[index].identifier)
        sections[index].items.append(contentsOf: identifiers)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for i in sections.indices where sections[i].items.contains(where: doomed.contains) {
            sections[i].items.removeAll(where: doomed.contains)
        }
        for identifier in identifiers { sectionOfItem[identifier] = nil }
    }

    public mutating func deleteAllItems() {
        sections.removeAll()
        sectionOfItem.removeAll()
        reloadedItemIdentifiers.removeAll()
        reconfiguredItemIdentifiers.removeAll()
        reloadedSectionIdentifiers.removeAll()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true)
    }

    /// Marks items to be dequeued and configured again when applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { requireItem(identifier) }
        for identifier in identifiers where !reloadedItemIdentifiers.contains(identifier) { reloadedItemIdentifiers.append(identifier) }
    }

    /// Marks items to be configured again in their existing cells when applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { requireItem(identifier) }
        for identifier in identifiers where !reconfiguredItemIdentifiers.contains(identifier) { reconfiguredItemIdentifiers.append(identifier) }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        claimSections(identifiers)
        sections.append(contentsOf: identifiers.map { Section(identifier: $0, items: []) })
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let index = requiredIndex(of: toIdentifier)
        claimSections(identifiers)
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let index = requiredIndex(of: toIdentifier)
        claimSections(identifiers)
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index + 1)
    }

    /// Deletes the sections and every item in them.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for section in sections where doomed.contains(section.identifier) {
            for item in section.items { sectionOfItem[item] = nil }
        }
        sections.removeAll { doomed.contains($0.identifier) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = requiredIndex(of: identifier) }
        for identifier in identifiers where !reloadedSectionIdentifiers.contains(identifier) { reloadedSectionIdentifiers.append(identifier) }
    }

    // MARK: Private

    private func requiredIndex(of section: SectionIdentifierType) -> Int {
        guard let index = indexOfSection(section) else {
            preconditionFailure("NSDiffableDataSourceSnapshot: invalid section identifier \(section): it is not in the snapshot")
        }
        return index
    }

    private func requireItem(_ item: ItemIdentifierType) {
        precondition(sectionOfItem[item] != nil, "NSDiffableDataSourceSnapshot: invalid item identifier \(item): it is not in the snapshot")
    }

    private mutating func claim(_ items: [ItemIdentifierType], for section: SectionIdentifierType) {
        for item in items {
            precondition(sectionOfItem[item] == nil, "NSDiffableDataSourceSnapshot: item identifier \(item) is already in the snapshot; identifiers must be unique")
            sectionOfItem[item] = section
        }
    }

    private func claimSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set(sections.map(\.identifier))
        for identifier in identifiers {
            precondition(seen.insert(identifier).inserted,
                         "NSDiffableDataSourceSnapshot: section identifier \(identifier) is already in the snapshot; identifiers must be unique")
        }
    }

    private func position(of item: ItemIdentifierType) -> (section: Int, item: Int) {
        guard let section = sectionOfItem[item], let s = indexOfSection(section), let i = sections[s].items.firstIndex(of: item) else {
            preconditionFailure("NSDiffableDataSourceSnapshot: invalid item identifier \(item): it is not in the snapshot")
        }
        return (s, i)
    }

    private mutating func insert(_ items: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        let (s, i) = position(of: anchor)
        claim(items, for: sections[s].identifier)
        sections[s].items.insert(contentsOf: items, at: after ? i + 1 : i)
    }

    private mutating func move(_ item: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool) {
        precondition(item != anchor, "NSDiffableDataSourceSnapshot: cannot move item \(item) relative to itself")
        let (s, i) = position(of: item)
        sections[s].items.remove(at: i)
        sectionOfItem[item] = nil
        insert([item], at: anchor, after: after)
    }

    private mutating func moveSection(_ section: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool) {
        precondition(section != anchor, "NSDiffableDataSourceSnapshot: cannot move section \(section) relative to itself")
        let moved = sections.remove(at: requiredIndex(of: section))
        let index = requiredIndex(of: anchor)
        sections.insert(moved, at: after ? index + 1 : index)
    }
}
