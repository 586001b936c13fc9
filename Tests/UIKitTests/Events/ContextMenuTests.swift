import Foundation
import Testing
@testable import UIKit

@MainActor final class ContextMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    var log: [String] = []
    var offersMenu = true
    var offersActions = true
    var handled: [String] = []

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configure \(Int(location.x)),\(Int(location.y))")
        guard offersMenu else { return nil }
        guard offersActions else { return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil, actionProvider: nil) }
        return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { suggested in
            UIMenu(children: [
                UIAction(title: "Share") { [weak self] _ in self?.handled.append("share") },
                UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.handled.append("delete") },
            ])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplay \(configuration.identifier as? NSString ?? "?")")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEnd")
    }
}

@MainActor final class ContextMenuRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPath.row != 0 else { return nil }
        return UIContextMenuConfiguration(actionProvider: { [weak self] _ in
            UIMenu(children: [UIAction(title: "Pin") { _ in self?.log.append("pin \(indexPath.row)") }])
        })
    }
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("end")
    }
}

@MainActor final class ContextMenuItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var asked: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    // iOS 13's single-item method: still asked, through the iOS 16 method's default.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        asked.append(indexPath)
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Open \(indexPath.item)") { _ in }])
        }
    }
}

@MainActor @Suite struct EventsContextMenuTests {
    func windowWithInteraction() -> (UIWindow, UIView, UIContextMenuInteraction, ContextMenuDelegate) {
        let window = makeTouchWindow()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.addSubview(inner)
        let delegate = ContextMenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        return (window, view, interaction, delegate)
    }

    @Test func interactionsAreAddedAndRemovedAndKnowTheirView() {
        let (_, view, interaction, _) = windowWithInteraction()
        #expect(interaction.view === view)
        #expect(view.interactions.count == 1 && view.interactions[0] === interaction)
        let other = UIView()
        other.addInteraction(interaction)
        #expect(view.interactions.isEmpty && other.interactions.count == 1 && interaction.view === other)
        other.removeInteraction(interaction)
        #expect(other.interactions.isEmpty && interaction.view == nil)
    }

    @Test func aLongPressAsksTheDelegateAndShowsTheMenuUntilAnActionIsChosen() {
        let (window, view, interaction, delegate) = windowWithInteraction()
        // On the inner view: its superview's interaction answers, with the location in its own view.
        let menu = window.simulateContextMenu(at: CGPoint(x: 65, y: 70))
        #expect(menu?.children.map(\.title) == ["Share", "Delete"])
        #expect(window.offscreenShownMenu === menu)
        #expect(delegate.log == ["configure 15,20", "willDisplay photo"])
        #expect(interaction.location(in: view) == CGPoint(x: 15, y: 20))
        #expect(interaction.location(in: nil) == CGPoint(x: 65, y: 70))
        #expect(window.simulateMenuSelection(title: "Delete"))
        #expect(delegate.handled == ["delete"])
        #expect(delegate.log.last == "willEnd")
        #expect(window.offscreenShownMenu == nil)
        #expect(interaction.location(in: view) == .zero)
    }

    @Test func noConfigurationShowsNoMenuAndAPressElsewhereAsksNoOne() {
        let (window, _, _, delegate) = windowWithInteraction()
        #expect(window.simulateContextMenu(at: CGPoint(x: 10, y: 10)) == nil)
        #expect(delegate.log.isEmpty)
        delegate.offersMenu = false
        #expect(window.simulateContextMenu(at: CGPoint(x: 100, y: 100)) == nil)
        #expect(delegate.log == ["configure 50,50"])
        #expect(window.offscreenShownMenu == nil)
    }

    @Test func aConfigurationWithoutActionsEndsAtOnce() {
        let (window, _, _, delegate) = windowWithInteraction()
        delegate.offersActions = false
        #expect(window.simulateContextMenu(at: CGPoint(x: 100, y: 100)) == nil)
        #expect(delegate.log == ["configure 50,50", "willDisplay photo", "willEnd"])
        #expect(window.offscreenShownMenu == nil)
    }

    @Test func dismissingTheMenuTellsTheDelegate() {
        let (window, _, interaction, delegate) = windowWithInteraction()
        window.simulateContextMenu(at: CGPoint(x: 100, y: 100))
        interaction.dismissMenu()
        #expect(delegate.log.last == "willEnd")
        interaction.dismissMenu()
        #expect(delegate.log.filter { $0 == "willEnd" }.count == 1)
    }

    @Test func aConfigurationWithoutAnIdentifierGetsAUniqueOne() {
        let a = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        let b = UIContextMenuConfiguration()
        #expect((a.identifier as? NSString) != (b.identifier as? NSString))
        let c = UIContextMenuConfiguration(identifier: "x" as NSString, previewProvider: { nil }, actionProvider: nil)
        #expect(c.identifier as? NSString == "x")
    }

    @Test func aTableRowsContextMenuComesFromTheDelegate() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        let rows = ContextMenuRows()
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        #expect(window.simulateContextMenu(at: CGPoint(x: 100, y: 20)) == nil)  // row 0: no menu
        let menu = window.simulateContextMenu(at: CGPoint(x: 100, y: 44 * 2 + 20))
        #expect(menu?.children.map(\.title) == ["Pin"])
        #expect(window.simulateMenuSelection(title: "Pin"))
        #expect(rows.log == ["end", "pin 2"])
    }

    @Test func aCollectionItemsContextMenuFallsBackOnTheSingleItemMethod() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = ContextMenuItems()
        collection.dataSource = items
        collection.delegate = items
        window.addSubview(collection)
        let menu = window.simulateContextMenu(at: CGPoint(x: 150, y: 50))
        #expect(items.asked == [IndexPath(item: 1, section: 0)])
        #expect(menu?.children.map(\.title) == ["Open 1"])
    }

    @Test func deferredElementsAreProvidedWhenTheMenuShowsCachedOnceUncachedEachTime() {
        var cachedCalls = 0, uncachedCalls = 0
        let cached = UIDeferredMenuElement { completion in
            cachedCalls += 1
            completion([UIAction(title: "Recent \(cachedCalls)") { _ in }])
        }
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedCalls += 1
            completion([UIAction(title: "Live \(uncachedCalls)") { _ in }])
        }
        let window = makeTouchWindow()
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.menu = UIMenu(children: [cached, uncached])
        button.showsMenuAsPrimaryAction = true
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        window.addSubview(button)
        #expect(cachedCalls == 0)
        window.simulateTap(at: CGPoint(x: 50, y: 20))
        window.simulateTap(at: CGPoint(x: 50, y: 20))
        #expect(cachedCalls == 1 && uncachedCalls == 2)
        #expect(window.offscreenShownMenu?.leafActions.map(\.title) == ["Recent 1", "Live 2"])
        #expect(window.simulateMenuSelection(title: "Live 2"))
    }
}
