import CoreGraphics
import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// `UISearchController` in a navigation bar (`UINavigationItem.searchController`),
/// as iOS 17 stacks it on a phone: a 52-point search row below the title and
/// the large title, which collapses first as the content scrolls, and the
/// active search (the bar hidden, Cancel, the results or a dimming view).
@Suite("Search controller")
@MainActor
struct SearchControllerTests {
    let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    func show(_ navigation: UINavigationController, height: CGFloat = 844) throws -> UIWindow {
        try LayoutFileScene.window(showing: navigation, size: CGSize(width: 390, height: height), scale: 1, safeArea: phone)
    }

    fileprivate func searchList(results: UIViewController? = nil, large: Bool = true) -> (UINavigationController, SearchListController, UISearchController) {
        let list = SearchListController()
        list.title = "Contacts"
        let search = UISearchController(searchResultsController: results)
        // No placeholder set: the bar shows UIKit's "Search" (the goldens show it).
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = large
        return (navigation, list, search)
    }

    @Test func defaultsAreUIKits() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        #expect(search.searchResultsController === results)
        #expect(results.parent === search)
        #expect(!search.isActive)
        #expect(search.obscuresBackgroundDuringPresentation)
        #expect(search.hidesNavigationBarDuringPresentation)
        #expect(search.automaticallyShowsCancelButton)
        #expect(search.automaticallyShowsSearchResultsController)
        #expect(!search.showsSearchResultsController)
        let item = UINavigationItem()
        #expect(item.hidesSearchBarWhenScrolling)
        #expect(item.preferredSearchBarPlacement == .automatic)
        #expect(item.searchController == nil)
        item.searchController = search
        #expect(search.searchBarPlacement == .stacked)
        #expect(UINavigationItem.SearchBarPlacement.stacked.rawValue == 2)
    }

    @Test func theSearchRowSitsBelowTheLargeTitleAndTheContentFollows() throws {
        let (navigation, list, search) = searchList()
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        // 44 (row) + 52 (large title) + 52 (search): 47..195 on an iPhone 14.
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 148))
        #expect(search.searchBar.superview === bar)
        #expect(search.searchBar.frame == CGRect(x: 0, y: 96, width: 390, height: 52))
        // The field: 36 pt, centred in the row, at the 16-point margins.
        #expect(search.searchBar.searchTextField.frame == CGRect(x: 16, y: 8, width: 358, height: 36))
        // The large title's line rests 8 pt above the search row.
        let title = try #require(bar.largeTitleFrame)
        #expect(abs(title.maxY - 88) < 0.001)
        // The table rests below the taller bar: shown when the list first appears.
        #expect(list.tableView.adjustedContentInset.top == 195)
        #expect(list.tableView!.contentOffset.y == -195)
        #expect(list.view.safeAreaInsets.top == 195)
    }

    @Test func withoutALargeTitleTheSearchRowFollowsTheRow() throws {
        let (navigation, list, search) = searchList(large: false)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(search.searchBar.frame.minY == 44)
        #expect(list.tableView!.contentOffset.y == -143)
    }

    @Test func scrollingHidesTheSearchRowFirstThenTheLargeTitle() throws {
        let (navigation, list, search) = searchList()
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let table = list.tableView!
        // 30 pt up: the search row is 22 pt, the large title whole.
        table.contentOffset.y = -195 + 30
        window.layoutIfNeeded()
        #expect(abs(bar.frame.height - (148 - 30)) < 0.001)
        #expect(search.searchBar.frame.height == 22)
        #expect(!bar.largeTitleIsCollapsed)
        // 52 up: the search row is gone, the large title still whole.
        table.contentOffset.y = -195 + 52
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(search.searchBar.frame.height == 0)
        // 104 up: both are gone, the small title shows.
        table.contentOffset.y = -195 + 104
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(bar.largeTitleIsCollapsed)
        // Back to the top: both show again.
        table.contentOffset.y = -table.adjustedContentInset.top
        window.layoutIfNeeded()
        table.contentOffset.y = -195
        window.layoutIfNeeded()
        #expect(bar.frame.height == 148)
        #expect(search.searchBar.frame.height == 52)
    }

    @Test func aSearchBarKeptWhenScrollingStaysWhileTheLargeTitleCollapses() throws {
        let (navigation, list, search) = searchList()
        list.navigationItem.hidesSearchBarWhenScrolling = false
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        list.tableView!.contentOffset.y = -195 + 30
        window.layoutIfNeeded()
        #expect(abs(bar.frame.height - (148 - 30)) < 0.001)
        #expect(search.searchBar.frame.height == 52)
        list.tableView!.contentOffset.y = -195 + 200
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(bar.largeTitleIsCollapsed)
        #expect(search.searchBar.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
    }

    @Test func activatingHidesTheBarShowsCancelAndDimsTheContent() throws {
        let (navigation, list, search) = searchList()
        let delegate = SearchRecorder()
        search.delegate = delegate
        search.searchResultsUpdater = delegate
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        search.isActive = true
        #expect(delegate.events == ["willPresent", "didPresent", "update active"])
        window.layoutIfNeeded()
        // The bar is the search row alone, below the status bar.
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 52))
        #expect(search.searchBar.frame == CGRect(x: 0, y: 0, width: 390, height: 52))
        #expect(search.searchBar.showsCancelButton)
        let cancel = try #require(search.searchBar.cancelButtonFrame)
        #expect(abs(cancel.maxX - (390 - 16)) < 0.5)
        #expect(search.searchBar.searchTextField.frame.maxX == cancel.minX - 8)
        #expect(bar.itemFrames().isEmpty)
        // The search controller's view covers the content, dimmed below the bar.
        let cover = try #require(search.viewIfLoaded)
        #expect(cover.superview === navigation.view)
        #expect(cover.frame == navigation.view.bounds)
        #expect(list.view.safeAreaInsets.top == 99)
        let image = try #require(window.renderedImage())
        let dimmed = image.rgba(x: 200, y: 600)
        #expect(dimmed.r < 230 && dimmed.r > 180)
        // Cancel ends the search, clears the text, and the bar comes back.
        search.searchBar.text = "Ann"
        search.searchBar.sendCancelTap()
        #expect(!search.isActive)
        #expect(search.searchBar.text == "")
        #expect(!search.searchBar.showsCancelButton)
        #expect(delegate.events.suffix(3) == ["willDismiss", "didDismiss", "update inactive"])
        window.layoutIfNeeded()
        #expect(bar.frame.height == 148)
        #expect(cover.superview == nil)
    }

    @Test func withoutObscuringTheContentIsNotCovered() throws {
        let (navigation, _, search) = searchList()
        search.obscuresBackgroundDuringPresentation = false
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        search.isActive = true
        window.layoutIfNeeded()
        #expect(search.viewIfLoaded?.superview == nil)
        let image = try #require(window.renderedImage())
        #expect(image.rgba(x: 200, y: 600).r > 250)
    }

    @Test func keepingTheBarCollapsesTheLargeTitleAndKeepsTheRow() throws {
        let (navigation, _, search) = searchList()
        search.hidesNavigationBarDuringPresentation = false
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        search.isActive = true
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 96)
        #expect(bar.largeTitleIsCollapsed)
        #expect(search.searchBar.frame.minY == 44)
    }

    @Test func theResultsControllerShowsOnceThereIsText() throws {
        let results = UIViewController()
        results.view.backgroundColor = .systemRed
        let (navigation, _, search) = searchList(results: results)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        search.isActive = true
        window.layoutIfNeeded()
        // No text yet: dimmed, no results.
        #expect(results.viewIfLoaded?.window == nil)
        #expect(!search.showsSearchResultsController)
        search.searchBar.text = "Ann"
        window.layoutIfNeeded()
        #expect(search.showsSearchResultsController)
        #expect(results.view.window === window)
        #expect(results.view.frame == navigation.view.bounds)
        #expect(results.view.safeAreaInsets.top == 99)
        // Set by the app, it wins over the text.
        search.showsSearchResultsController = false
        #expect(!search.automaticallyShowsSearchResultsController)
        window.layoutIfNeeded()
        #expect(results.viewIfLoaded?.window == nil)
    }

    @Test func settingShowsCancelButtonTakesItOver() {
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.showsCancelButton = false
        #expect(!search.automaticallyShowsCancelButton)
        search.isActive = true
        #expect(!search.searchBar.showsCancelButton)
    }

    @Test func aPushedControllersSearchBarShowsAtRestAndGoesWithItsItem() throws {
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let list = SearchListController()
        list.title = "Contacts"
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        navigation.pushViewController(list, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 148)
        #expect(list.tableView!.contentOffset.y == -195)
        _ = navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(search.searchBar.superview == nil)
    }

    @Test func aSubclassesOwnSearchBarIsTheOneShown() throws {
        let list = SearchListController()
        list.title = "Contacts"
        let search = OwnBarSearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(search.ownBar.superview === navigation.navigationBar)
        search.isActive = true
        #expect(search.ownBar.showsCancelButton)
        search.ownBar.sendCancelTap()
        #expect(!search.isActive)
    }

    @Test func theBarShowsSearchWhileItsPlaceholderIsNil() throws {
        func png(_ bar: UISearchBar) throws -> Data {
            bar.frame = CGRect(x: 0, y: 0, width: 390, height: UISearchBar.rowHeight)
            return try #require(bar.offscreenImage(scale: 1).pngData())
        }
        let search = UISearchController(searchResultsController: nil)
        // UIKit draws a localized "Search" but reports no placeholder.
        #expect(search.searchBar.placeholder == nil)
        let drawn = try png(search.searchBar)
        let named = UISearchBar(frame: .zero)
        named.placeholder = "Search"
        #expect(drawn == (try png(named)))
        // A search bar of its own shows none; a placeholder set replaces "Search".
        #expect(drawn != (try png(UISearchBar(frame: .zero))))
        search.searchBar.placeholder = "Contacts"
        let contacts = UISearchBar(frame: .zero)
        contacts.placeholder = "Contacts"
        #expect((try png(search.searchBar)) == (try png(contacts)))
    }

    @Test func restingAndActiveLooks() throws {
        let (navigation, _, search) = searchList()
        let window = try LayoutFileScene.window(showing: navigation, size: CGSize(width: 390, height: 420), scale: 2,
                                                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        defer { withExtendedLifetime(window) {} }
        let resting = try #require(window.offscreenImage(scale: 2).cgImage)
        expectGolden(resting, named: "search-controller-resting@2x", in: "Controllers")
        search.isActive = true
        let active = try #require(window.offscreenImage(scale: 2).cgImage)
        expectGolden(active, named: "search-controller-active@2x", in: "Controllers")
    }
}

@MainActor
private final class OwnBarSearchController: UISearchController {
    let ownBar = UISearchBar(frame: .zero)
    override var searchBar: UISearchBar { ownBar }
}

@MainActor
private final class SearchRecorder: UISearchControllerDelegate, UISearchResultsUpdating {
    var events: [String] = []
    func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
    func updateSearchResults(for searchController: UISearchController) {
        events.append(searchController.isActive ? "update active" : "update inactive")
    }
}

@MainActor
private final class SearchListController: UITableViewController {
    let rows = ["Anna Haro", "Daniel Higgins", "David Taylor", "Hank Zakroff", "John Appleseed", "Kate Bell"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}
