import CoreGraphics
import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// The scene of `Fixtures/InterfaceBuilder/SearchAndToolbar.storyboard`: a
/// search bar it is the delegate of, and toolbar items it has an outlet to.
final class SearchCitiesController: UIViewController, UISearchBarDelegate {
    weak var searchBar: UISearchBar?
    weak var addItem: UIBarButtonItem?
    var log: [String] = []

    func edit(_ sender: UIBarButtonItem) { log.append("edit \(sender.title ?? "-")") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
}

/// `<toolbar>` and `<searchBar>` elements, a navigation controller's
/// toolbar (`toolbarHidden="NO"`) and a scene's `<toolbarItems>`.
@Suite("Toolbars and search bars in documents")
@MainActor
struct InterfaceBuilderBarTests {
    typealias IB = InterfaceBuilderTestClasses

    init() {
        IB.register()
        UINib.register(SearchCitiesController.self, .outlet("searchBar", \.searchBar), .outlet("addItem", \.addItem),
                       .action("edit:", SearchCitiesController.edit))
    }

    func shown() throws -> (UIWindow, UINavigationController, SearchCitiesController, [NibWarning]) {
        let (window, navigation, warnings) = try IB.showInitialNavigation("SearchAndToolbar")
        let cities = try #require(navigation.topViewController as? SearchCitiesController)
        return (window, navigation, cities, warnings)
    }

    @Test func theStoryboardsBarsAreMadeWithTheirAttributes() throws {
        let (window, navigation, cities, warnings) = try shown()
        defer { withExtendedLifetime(window) {} }
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        // The navigation controller's toolbar shows the scene's toolbar items.
        #expect(!navigation.isToolbarHidden)
        let items = try #require(navigation.toolbar.items)
        #expect(items.map { $0.title ?? "" } == ["Edit", "", ""])
        #expect(cities.addItem === items[2])
        #expect(items[0].target === cities)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 49, width: 390, height: 49))
        // The search bar, its delegate outlet and its scope bar.
        let search = try #require(cities.searchBar)
        #expect(search.searchBarStyle == .minimal)
        #expect(search.placeholder == "Cities and countries")
        #expect(search.showsCancelButton)
        #expect(search.scopeButtonTitles == ["All", "Europe", "Asia"])
        #expect(search.delegate === cities)
        #expect(search.frame == CGRect(x: 0, y: 91, width: 390, height: 100))
        search.sendCancelTap()
        #expect(cities.log == ["cancel"])
        // The lone toolbar: black, its items.
        let toolbar = try #require(cities.view.subviews.compactMap { $0 as? UIToolbar }.first)
        #expect(toolbar.barStyle == .black)
        #expect(toolbar.items?.count == 3)
        #expect(toolbar.items?.first?.title == "Map")
        #expect(toolbar.frame.height == 44)
        // A tap on the scene's Edit item sends its action to the scene.
        let edit = try #require(navigation.toolbar.itemFrames().first?.frame)
        window.simulateTap(at: navigation.toolbar.convert(CGPoint(x: edit.midX, y: edit.midY), to: window))
        #expect(cities.log == ["cancel", "edit Edit"])
    }

    @Test func theSceneRendersAsItsGolden() throws {
        let (window, _, _, _) = try shown()
        defer { withExtendedLifetime(window) {} }
        expectGolden(try #require(window.renderedImage()), named: "SearchAndToolbar@2x", in: "InterfaceBuilder")
    }

    @Test func aXibsSearchBarAndToolbarAreReadAndConvertToALayoutFile() throws {
        let body = """
                    <subviews>
                        <searchBar contentMode="redraw" barStyle="black" text="Kyoto" prompt="Where to?" showsBookmarkButton="YES" translucent="NO" id="Xb-sb-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="86"/>
                            <color key="barTintColor" systemColor="systemTealColor"/>
                            <offsetWrapper key="searchTextPositionAdjustment" horizontal="6" vertical="0.0"/>
                        </searchBar>
                        <toolbar opaque="NO" contentMode="scaleToFill" translucent="NO" id="Xb-tb-001">
                            <rect key="frame" x="0.0" y="90" width="200" height="44"/>
                            <color key="barTintColor" systemColor="systemYellowColor"/>
                            <items>
                                <barButtonItem systemItem="trash" id="Xb-bb-001"/>
                                <barButtonItem width="20" style="plain" systemItem="fixedSpace" id="Xb-bb-002"/>
                                <barButtonItem title="Done" style="done" id="Xb-bb-003"/>
                            </items>
                        </toolbar>
                    </subviews>
        """
        let document = try IB.document(IB.xib(body))
        let warnings = document.interfaceBuilder?.warnings.map(\.message) ?? []
        // The offset is not applied, and says so.
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("searchTextPositionAdjustment") == true)
        let made = try NibInstantiation(document: document, owner: nil).run()
        let root = try #require(made.first as? UIView)
        let search = try #require(root.subviews.first as? UISearchBar)
        #expect(search.barStyle == .black)
        #expect(search.text == "Kyoto")
        #expect(search.prompt == "Where to?")
        #expect(search.showsBookmarkButton)
        #expect(!search.isTranslucent)
        #expect(search.barTintColor?.systemName == "systemTeal")
        let toolbar = try #require(root.subviews.last as? UIToolbar)
        #expect(!toolbar.isTranslucent)
        #expect(toolbar.barTintColor?.systemName == "systemYellow")
        #expect(toolbar.items?.map(\.width) == [0, 20, 0])
        #expect(toolbar.items?.last?.style == .done)
        // The layout file `render convert` writes reads back to the same bars.
        let (json, _) = try NibDocument.translateInterfaceBuilder(data: Data(IB.xib(body).utf8), file: "Bars.xib", baseDirectory: IB.folder)
        let converted = try NibDocument.parse(data: Data(LayoutFileWriter.text(json).utf8), file: "Bars.json")
        let again = try #require(try NibInstantiation(document: converted, owner: nil).run().first as? UIView)
        let search2 = try #require(again.subviews.first as? UISearchBar)
        #expect(search2.text == "Kyoto" && search2.barStyle == .black && search2.showsBookmarkButton)
        let toolbar2 = try #require(again.subviews.last as? UIToolbar)
        #expect(toolbar2.items?.map(\.width) == [0, 20, 0])
        #expect(toolbar2.items?.first?.image != nil)
    }

    @Test func aToolbarsItemsInALayoutFileAndTheirErrors() throws {
        let json = """
        {"formatVersion": 1, "objects": [
          {"class": "UIView", "id": "root", "properties": {"frame": [0, 0, 320, 44]}, "subviews": [
            {"class": "UIToolbar", "id": "bar", "properties": {"frame": [0, 0, 320, 44], "barStyle": "black"},
             "items": [{"title": "Edit"}, {"systemItem": "flexibleSpace"}, {"systemItem": "add", "id": "add"}]}
          ]}
        ]}
        """
        let document = try NibDocument.parse(data: Data(json.utf8), file: "bar.json")
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let bar = try #require(root.subviews.first as? UIToolbar)
        #expect(bar.barStyle == .black)
        #expect(bar.items?.count == 3)
        bar.layoutIfNeeded()
        #expect(abs((bar.itemFrames().last?.frame.maxX ?? 0) - (320 - 16)) < 0.001)
        // A search bar's and a navigation controller's keys.
        let keys = """
        {"formatVersion": 1, "objects": [
          {"class": "UISearchBar", "properties": {"frame": [0, 0, 320, 100], "searchBarStyle": "prominent", "placeholder": "City",
            "showsSearchResultsButton": true, "scopeButtonTitles": ["All", "Europe"], "selectedScopeButtonIndex": 1, "showsScopeBar": true}},
          {"class": "UINavigationController", "storyboardIdentifier": "nav", "properties": {"isToolbarHidden": false, "toolbar.isTranslucent": false}}
        ]}
        """
        let made = try NibInstantiation(document: try NibDocument.parse(data: Data(keys.utf8), file: "keys.json"), owner: nil).run()
        let search = try #require(made.first as? UISearchBar)
        #expect(search.searchBarStyle == .prominent && search.placeholder == "City" && search.showsSearchResultsButton)
        #expect(search.showsScopeBar && search.selectedScopeButtonIndex == 1 && search.scopeButtonTitles == ["All", "Europe"])
        let navigation = try #require(made.last as? UINavigationController)
        #expect(!navigation.isToolbarHidden && !navigation.toolbar.isTranslucent)
        let pastTheEnd = """
        {"formatVersion": 1, "objects": [{"class": "UISearchBar", "properties": {"scopeButtonTitles": ["All"], "selectedScopeButtonIndex": 3}}]}
        """
        let indexError = #expect(throws: LayoutFileError.self) {
            _ = try NibInstantiation(document: try NibDocument.parse(data: Data(pastTheEnd.utf8), file: "bad.json"), owner: nil).run()
        }
        #expect(indexError?.description.contains("selectedScopeButtonIndex 3 is past the last scope button") == true)
        // toolbarItems belong to view controllers.
        let misplaced = """
        {"formatVersion": 1, "objects": [{"class": "UIView", "toolbarItems": [{"title": "Edit"}]}]}
        """
        let error = #expect(throws: LayoutFileError.self) {
            _ = try NibDocument.parse(data: Data(misplaced.utf8), file: "bad.json")
        }
        #expect(error?.description.contains("only a view controller") == true)
    }
}
