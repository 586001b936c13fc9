import Testing
@testable import UIKit

@Suite struct DiffableSnapshotTests {
    @Test func sectionsAndItemsKeepTheirOrderAndIndices() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "c"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10, 11])
        snapshot.insertSections(["b"], afterSection: "a")
        snapshot.appendItems([5], toSection: "b")
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([4], afterItem: 3)

        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 4, 5, 10, 11])
        #expect(snapshot.numberOfItems == 8)
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems(inSection: "a") == 5)
        #expect(snapshot.itemIdentifiers(inSection: "c") == [10, 11])
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
        #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
        #expect(snapshot.indexOfItem(10) == 6)
        #expect(snapshot.indexOfItem(99) == nil)
        #expect(snapshot.indexOfSection("c") == 2)
    }

    @Test func movingAndDeletingItemsAndSections() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([1, 2])
        snapshot.appendItems(["x", "y", "z"], toSection: 1)
        snapshot.appendItems(["p", "q"], toSection: 2)

        snapshot.moveItem("x", afterItem: "p")          // across sections
        snapshot.moveItem("z", beforeItem: "y")
        #expect(snapshot.itemIdentifiers(inSection: 1) == ["z", "y"])
        #expect(snapshot.itemIdentifiers(inSection: 2) == ["p", "x", "q"])
        #expect(snapshot.sectionIdentifier(containingItem: "x") == 2)

        snapshot.moveSection(2, beforeSection: 1)
        #expect(snapshot.itemIdentifiers == ["p", "x", "q", "z", "y"])

        snapshot.deleteItems(["q", "y"])
        #expect(snapshot.itemIdentifiers == ["p", "x", "z"])
        snapshot.deleteSections([2])
        #expect(snapshot.itemIdentifiers == ["z"])
        #expect(snapshot.sectionIdentifier(containingItem: "p") == nil)
        #expect(snapshot.numberOfItems == 1)

        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func reloadAndReconfigureAreRecordedOnce() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        snapshot.reloadItems([2, 2])
        snapshot.reconfigureItems([3])
        snapshot.reloadSections([0])
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
        #expect(snapshot.reloadedSectionIdentifiers == [0])
    }

    @Test func sectionSnapshotShowsChildrenOnlyOfExpandedItems() {
        var section = NSDiffableDataSourceSectionSnapshot<String>()
        section.append(["Fruit", "Vegetables"])
        section.append(["Apple", "Pear"], to: "Fruit")
        section.append(["Braeburn"], to: "Apple")
        section.append(["Leek"], to: "Vegetables")

        #expect(section.items == ["Fruit", "Apple", "Braeburn", "Pear", "Vegetables", "Leek"])
        #expect(section.rootItems == ["Fruit", "Vegetables"])
        #expect(section.visibleItems == ["Fruit", "Vegetables"])

        section.expand(["Fruit"])
        #expect(section.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(section.isVisible("Apple") && !section.isVisible("Braeburn"))
        section.expand(["Apple"])
        #expect(section.visibleItems == ["Fruit", "Apple", "Braeburn", "Pear", "Vegetables"])
        section.collapse(["Fruit"])
        #expect(section.visibleItems == ["Fruit", "Vegetables"])
        #expect(section.isExpanded("Apple"))

        #expect(section.level(of: "Braeburn") == 2)
        #expect(section.parent(of: "Pear") == "Fruit")
        #expect(section.parent(of: "Fruit") == nil)
        #expect(section.index(of: "Vegetables") == 4)

        section.insert(["Cherry"], after: "Apple")
        #expect(section.snapshot(of: "Fruit").items == ["Apple", "Braeburn", "Cherry", "Pear"])
        #expect(section.snapshot(of: "Fruit", includingParent: true).rootItems == ["Fruit"])

        section.delete(["Apple"])
        #expect(!section.contains("Braeburn"))
        #expect(section.items == ["Fruit", "Cherry", "Pear", "Vegetables", "Leek"])
    }

    @Test func visualDescriptionIndentsChildren() {
        var section = NSDiffableDataSourceSectionSnapshot<String>()
        section.append(["A", "B"])
        section.append(["A1"], to: "A")
        section.expand(["A"])
        #expect(section.visualDescription() == "+ A\n      A1\n  B")
    }

    @Test func appendingASectionSnapshotKeepsItsExpansion() {
        var child = NSDiffableDataSourceSectionSnapshot<Int>()
        child.append([1])
        child.append([2], to: 1)
        child.expand([1])
        var section = NSDiffableDataSourceSectionSnapshot<Int>()
        section.append([0])
        section.append(child, to: 0)
        section.expand([0])
        #expect(section.visibleItems == [0, 1, 2])
        #expect(section.level(of: 2) == 2)
    }
}

@Suite struct IndexPathListTests {
    @Test func rowAndItemAreTheSecondIndex() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path == IndexPath(row: 3, section: 1))
        #expect(path.section == 1 && path.item == 3 && path.row == 3)
        path.row = 5
        #expect(path.item == 5)
        #expect(IndexPath(item: 0, section: 2) > IndexPath(item: 9, section: 1))
    }
}
