import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// `UISearchBar` as iOS 17 lays it out and draws it: a 56-point row with
/// the rounded search field (36 pt, 8 pt from the sides), Cancel after it,
/// a prompt above and the scope bar below, and its delegate told of taps.
@MainActor @Suite struct SearchBarTests {
    func bar(width: CGFloat = 390, _ configure: (UISearchBar) -> Void = { _ in }) -> UISearchBar {
        let bar = UISearchBar(frame: .zero)
        configure(bar)
        bar.frame = CGRect(origin: .zero, size: bar.sizeThatFits(CGSize(width: width, height: 0)))
        bar.layoutIfNeeded()
        return bar
    }

    @Test func theFieldSitsInA56PointRow() {
        let search = bar { $0.placeholder = "Search" }
        #expect(search.frame.size == CGSize(width: 390, height: 56))
        #expect(search.searchTextField.frame == CGRect(x: 8, y: 10, width: 374, height: 36))
        #expect(search.placeholder == "Search")
        #expect(search.searchTextField.placeholder == "Search")
        #expect(search.intrinsicContentSize.height == 56)
        // The text is the field's.
        search.text = "Lisbon"
        #expect(search.searchTextField.text == "Lisbon")
        // The glass is the field's left view, 8 pt in; the text starts after it.
        let field = search.searchTextField
        let glass = field.leftViewRect(forBounds: field.bounds)
        #expect(glass.minX == 8)
        #expect(field.textRect(forBounds: field.bounds).minX == glass.maxX + 6)
    }

    @Test func cancelPromptAndScopeBarChangeTheLayout() throws {
        let withCancel = bar { $0.showsCancelButton = true }
        let cancel = try #require(withCancel.cancelButtonFrame)
        #expect(abs(cancel.maxX - (390 - 8)) < 0.001)
        #expect(abs(withCancel.searchTextField.frame.maxX - (cancel.minX - 8)) < 0.001)
        let prompted = bar { $0.prompt = "Find a city" }
        #expect(prompted.frame.height == 86)
        #expect(prompted.searchTextField.frame.minY == 40)
        let scoped = bar {
            $0.scopeButtonTitles = ["All", "Europe", "Asia"]
            $0.showsScopeBar = true
            $0.selectedScopeButtonIndex = 1
        }
        #expect(scoped.frame.height == 100)
        #expect(scoped.scopeBarFrame == CGRect(x: 8, y: 56, width: 374, height: 32))
        // Without titles, the scope bar does not show.
        let empty = bar { $0.showsScopeBar = true }
        #expect(empty.frame.height == 56)
        #expect(empty.scopeBarFrame == nil)
    }

    @Test func theDelegateHearsOfCancelAndScopeTaps() {
        let delegate = SearchLog()
        let search = bar {
            $0.showsCancelButton = true
            $0.scopeButtonTitles = ["All", "Europe"]
            $0.showsScopeBar = true
        }
        search.delegate = delegate
        search.sendCancelTap()
        search.selectScopeSegment(1)
        #expect(delegate.log == ["cancel", "scope 1"])
        #expect(search.selectedScopeButtonIndex == 1)
        // Text set in code is not reported, as in UIKit.
        search.text = "x"
        #expect(delegate.log.count == 2)
    }

    @Test func theMinimalStyleDrawsNoBackground() throws {
        let standard = bar { $0.searchBarStyle = .default }
        let minimal = bar { $0.searchBarStyle = .minimal }
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        host.backgroundColor = .systemRed
        host.addSubview(minimal)
        let minimalImage = try #require(host.offscreenImage(scale: 1).cgImage)
        let standardImage = try #require(standard.offscreenImage(scale: 1).cgImage)
        // A corner pixel: the red behind a minimal bar, the light grey of the default one.
        let corner = minimalImage.rgba(x: 2, y: 2)
        #expect(corner.r > 200 && corner.g < 80)
        let grey = standardImage.rgba(x: 2, y: 2)
        #expect(grey.r > 240 && grey.g > 240 && grey.r < 255)
    }

    @Test func searchBarStyles() {
        let cells: [(String, UIView)] = [
            ("default", bar(width: 300) { $0.placeholder = "Search" }),
            ("minimal", bar(width: 300) { $0.placeholder = "Search"; $0.searchBarStyle = .minimal }),
            ("text, cancel", bar(width: 300) { $0.text = "Lisbon"; $0.showsCancelButton = true }),
            ("bar tint, bookmark", bar(width: 300) { $0.placeholder = "Search"; $0.barTintColor = .systemTeal; $0.showsBookmarkButton = true }),
            ("prompt, scope bar", bar(width: 300) {
                $0.prompt = "Find a city"; $0.placeholder = "City"
                $0.scopeButtonTitles = ["All", "Europe", "Asia"]; $0.showsScopeBar = true }),
            ("black", bar(width: 300) { $0.placeholder = "Search"; $0.barStyle = .black }),
        ]
        let board = CaptionedBoard.make(cells: cells, cellSize: CGSize(width: 300, height: 130), columns: 2)
        expectGolden(board.offscreenImage(scale: 2).cgImage!, named: "search-bar-styles@2x", in: "Controls")
    }
}

@MainActor
final class SearchLog: UISearchBarDelegate {
    var log: [String] = []
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text") }
}
