// Menus, context menus and the pasteboard as iOS view controllers write them
// (Swift 5 mode, no Offscreen API): a sort pop-up button, a bar button item
// with a menu, a context menu on a view and on table rows, and "Copy" to the
// general pasteboard from a menu action.
import UIKit
import XCTest

final class SortableListController: UITableViewController, UIContextMenuInteractionDelegate {
    var sortOrder = "Name"
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    lazy var sortButton: UIButton = {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Sort"
        let button = UIButton(configuration: configuration)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(title: "Sort by", options: .singleSelection, children: ["Name", "Date"].map { title in
            UIAction(title: title, state: title == "Name" ? .on : .off) { [weak self] action in self?.sortOrder = action.title }
        })
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        let addMenu = UIMenu(title: "", children: [
            UIAction(title: "New Folder", image: UIImage(systemName: "folder.badge.plus")) { _ in },
            UIMenu(title: "Import", options: .displayInline, children: [
                UIDeferredMenuElement { completion in completion([UIAction(title: "From Files") { _ in }]) },
            ]),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: nil, image: UIImage(systemName: "plus"),
                                                            primaryAction: nil, menu: addMenu)
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { _ in })
        header.addInteraction(UIContextMenuInteraction(delegate: self))
        tableView.tableHeaderView = header
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Item \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { _ in
            let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in
                UIPasteboard.general.string = "Item \(indexPath.row)"
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
            return UIMenu(title: "", children: [copy, delete])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggestedActions in
            UIMenu(children: suggestedActions + [UIAction(title: "Paste") { _ in }])
        }
    }
}

final class MenuAndPasteboardIdiomTests: XCTestCase {
    func testPasteboardFromAnyThread() {
        let expectation = expectation(description: "background copy")
        DispatchQueue.global().async {
            let board = UIPasteboard.withUniqueName()
            board.string = "from the background"
            XCTAssertTrue(board.hasStrings)
            expectation.fulfill()
        }
        wait(for: [expectation], timeout: 5)
    }
}

final class MenuControllerIdiomTests: XCTestCase {
    // XCTest on Linux runs test methods on the main thread, but its test
    // discovery cannot call a main-actor method: the body asserts isolation.
    func testTheControllersMenusWork() { MainActor.assumeIsolated { controllersMenusWork() } }

    @MainActor func controllersMenusWork() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = SortableListController(style: .plain)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertNotNil(controller.navigationItem.rightBarButtonItem?.menu)
        XCTAssertEqual(controller.header.interactions.count, 1)
        controller.tableView.layoutIfNeeded()
        let menu = window.simulateContextMenu(at: CGPoint(x: 100, y: 44 + 44 + 20))
        XCTAssertEqual(menu?.children.map(\.title), ["Copy", "Delete"])
        XCTAssertTrue(window.simulateMenuSelection(title: "Copy"))
        XCTAssertEqual(UIPasteboard.general.string, "Item 1")
        XCTAssertEqual(controller.sortButton.menu?.selectedElements.map(\.title), ["Name"])
    }
}
