import CoreGraphics
import Foundation
import GoldenTesting
import SnapshotComparison
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

    /// `render convert` of a layout file's toolbar and search bar: the
    /// `.xib` it writes reads back to bars that draw the same pixels, and
    /// that `.xib` converts back to the same layout file, byte for byte.
    @Test func aLayoutFilesToolbarAndSearchBarConvertToAXibAndBack() throws {
        let json = """
        {"canvas": {"size": [320, 240]}, "objects": [
          {"class": "UIView", "id": "root", "properties": {"frame": [0, 0, 320, 240], "backgroundColor": "systemBackground"}, "subviews": [
            {"class": "UISearchBar", "id": "search", "properties": {"frame": [0, 0, 320, 130], "searchBarStyle": "prominent", "barStyle": "default",
              "isTranslucent": false, "text": "Kyoto", "placeholder": "City", "prompt": "Where to?", "showsCancelButton": true,
              "showsBookmarkButton": false, "showsSearchResultsButton": true, "showsScopeBar": true, "scopeButtonTitles": ["All", "Europe"],
              "selectedScopeButtonIndex": 1, "barTintColor": "systemYellow"}},
            {"class": "UIToolbar", "id": "bar", "properties": {"frame": [0, 140, 320, 44], "barStyle": "black", "isTranslucent": false,
              "barTintColor": "#336699"},
             "items": [{"title": "Edit", "id": "edit"}, {"systemItem": "flexibleSpace"}, {"systemItem": "fixedSpace", "width": 20},
                       {"systemImage": "trash", "tintColor": "systemRed"}, {"title": "Off", "isEnabled": false}, {"title": "Done", "style": "done"}]}
          ]}
        ]}
        """
        let (xml, warnings) = try InterfaceBuilderWriter.convert(data: Data(json.utf8), file: "bars.json", baseDirectory: IB.folder,
                                                                 options: .init(lenient: false, outputDirectory: IB.folder))
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(xml.contains(#"<toolbar "#) && xml.contains(#"<searchBar "#))
        #expect(xml.contains(#"<barButtonItem systemItem="fixedSpace" width="20""#), "\(xml)")
        let fromJSON = try NibDocument.parse(data: Data(json.utf8), file: "bars.json")
        let fromXIB = try NibDocument.parse(data: Data(xml.utf8), file: "bars.xib", baseDirectory: IB.folder, imageRoot: IB.folder)
        #expect(fromXIB.interfaceBuilder?.warnings.isEmpty == true, "\(fromXIB.interfaceBuilder?.warnings ?? [])")
        func render(_ document: NibDocument) throws -> (CGImage, UIView) {
            let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
            return (try #require(IB.window(fromJSON.canvas, holding: root).renderedImage()), root)
        }
        let (a, _) = try render(fromJSON)
        let (b, root) = try render(fromXIB)
        let comparison = ImageComparison.compare(expected: a.storage, actual: b.storage)
        #expect(comparison.verdict == .identical, "\(comparison.message ?? "")")
        let search = try #require(root.subviews.first as? UISearchBar)
        #expect(search.placeholder == "City" && search.selectedScopeButtonIndex == 1 && search.scopeButtonTitles == ["All", "Europe"])
        #expect(search.showsCancelButton && search.showsSearchResultsButton && !search.isTranslucent)
        let toolbar = try #require(root.subviews.last as? UIToolbar)
        #expect(toolbar.items?.map(\.width) == [0, 0, 20, 0, 0, 0])
        #expect(toolbar.items?[4].isEnabled == false && toolbar.items?.last?.style == .done)
        #expect(toolbar.items?[3].tintColor?.systemName == "systemRed")
        // The .xib converts back to the layout file it was written from would: again byte for byte.
        let (first, _) = try NibDocument.translateInterfaceBuilder(data: Data(xml.utf8), file: "bars.xib", baseDirectory: IB.folder)
        let firstText = LayoutFileWriter.text(first)
        let (xml2, _) = try InterfaceBuilderWriter.convert(data: Data(firstText.utf8), file: "first.json", baseDirectory: IB.folder,
                                                           options: .init(lenient: false, outputDirectory: IB.folder))
        let (second, _) = try NibDocument.translateInterfaceBuilder(data: Data(xml2.utf8), file: "again.xib", baseDirectory: IB.folder)
        #expect(LayoutFileWriter.text(second) == firstText)
        // What a .xib written by convert cannot hold is an error at its path.
        let action = """
        {"objects": [{"class": "UIToolbar", "items": [{"title": "Go", "action": "go:"}]}]}
        """
        let error = #expect(throws: LayoutFileError.self) {
            _ = try InterfaceBuilderWriter.convert(data: Data(action.utf8), file: "a.json", baseDirectory: IB.folder,
                                                   options: .init(lenient: false, outputDirectory: IB.folder))
        }
        #expect(error?.description.contains("\"action\" is not written") == true, "\(String(describing: error))")
    }

    /// A `<toolbar customClass=…>`'s items are made as a plain toolbar's,
    /// on the subclass (registered) or on the UIToolbar it falls back to.
    @Test func aCustomToolbarsItemsAreRead() throws {
        let body = """
                    <subviews>
                        <toolbar opaque="NO" contentMode="scaleToFill" id="Xc-tb-001" customClass="FancyToolbar">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                            <items>
                                <barButtonItem title="Edit" id="Xc-bb-001"/>
                                <barButtonItem style="plain" systemItem="flexibleSpace" id="Xc-bb-002"/>
                                <barButtonItem systemItem="add" id="Xc-bb-003"/>
                            </items>
                        </toolbar>
                        <toolbar opaque="NO" contentMode="scaleToFill" id="Xc-tb-002" customClass="UnregisteredToolbar">
                            <rect key="frame" x="0.0" y="50" width="200" height="44"/>
                            <items>
                                <barButtonItem title="Back" id="Xc-bb-004"/>
                            </items>
                        </toolbar>
                    </subviews>
        """
        UINib.register(FancyToolbar.self)
        let document = try IB.document(IB.xib(body))
        let warnings = document.interfaceBuilder?.warnings.map(\.message) ?? []
        #expect(!warnings.contains { $0.contains("set them in code") }, "\(warnings)")
        let made = try NibInstantiation(document: document, owner: nil).run()
        let root = try #require(made.first as? UIView)
        let fancy = try #require(root.subviews.first as? FancyToolbar)
        #expect(fancy.items?.map(\.title) == ["Edit", nil, nil])
        let plain = try #require(root.subviews.last as? UIToolbar)
        #expect(!(plain is FancyToolbar))
        #expect(plain.items?.map(\.title) == ["Back"])
    }
}

final class FancyToolbar: UIToolbar {}
