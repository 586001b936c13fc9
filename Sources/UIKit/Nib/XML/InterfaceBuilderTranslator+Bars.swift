import Foundation

/// `<toolbar>` and `<searchBar>` elements, a navigation controller's
/// `<toolbar key="toolbar">` and `toolbarHidden`, and a scene's `<toolbarItems>`.
extension InterfaceBuilderTranslator {
    /// The attributes of the bar elements (`element.attribute` → property);
    /// consulted after the element-qualified entries of `attributes`.
    static let barAttributes: [String: (String, AttributeType)] = [
        "toolbar.barStyle": ("barStyle", .names(same(NibEnumeration.barStyle.names))),
        "toolbar.translucent": ("isTranslucent", .bool),
        "searchBar.barStyle": ("barStyle", .names(same(NibEnumeration.barStyle.names))),
        "searchBar.translucent": ("isTranslucent", .bool),
        "searchBar.searchBarStyle": ("searchBarStyle", .names(same(NibEnumeration.searchBarStyle.names))),
        "searchBar.text": ("text", .string), "searchBar.prompt": ("prompt", .string),
        "searchBar.showsCancelButton": ("showsCancelButton", .bool),
        "searchBar.showsBookmarkButton": ("showsBookmarkButton", .bool),
        "searchBar.showsSearchResultsButton": ("showsSearchResultsButton", .bool),
        "searchBar.showsScopeBar": ("showsScopeBar", .bool),
    ]

    /// A bar element's own value elements: its `barTintColor`, a search
    /// bar's `<scopeButtonTitles>`. False for anything else.
    mutating func barValueElement(_ child: XMLElementNode, of node: XMLElementNode, add: (String, JSONValue) -> Void) throws(LayoutFileError) -> Bool {
        switch (node.name, child.name, child["key"]) {
        case ("toolbar", "color", "barTintColor"?), ("searchBar", "color", "barTintColor"?), ("navigationBar", "color", "barTintColor"?):
            if let color = try colorValue(child) { add("barTintColor", color) }
            return true
        case ("searchBar", "scopeButtonTitles", _):
            add("scopeButtonTitles", array(child.children("string").map { string($0.text, $0) }, child))
            return true
        case ("toolbar", "items", _):
            // Read with the toolbar's members (`toolbarItems(_:)`).
            return true
        default:
            return false
        }
    }

    /// A `<toolbar>`'s `<items>`: the layout file's `items` of bar button
    /// items, a custom subclass's too (its object is read as a toolbar's:
    /// see `NibDocumentReader.toolbarObjectIDs`).
    mutating func toolbarItems(_ node: XMLElementNode) throws(LayoutFileError) -> [(String, JSONValue)] {
        guard node.name == "toolbar", let list = node.child("items") else { return [] }
        let items = try barButtonItems(list)
        return items.isEmpty ? [] : [("items", array(items, list))]
    }

    /// A scene's `<toolbarItems>`: the controller's `toolbarItems` member.
    mutating func controllerToolbarItems(_ node: XMLElementNode) throws(LayoutFileError) -> [(String, JSONValue)] {
        guard let list = node.child("toolbarItems") else { return [] }
        let items = try barButtonItems(list)
        return items.isEmpty ? [] : [("toolbarItems", array(items, list))]
    }

    private mutating func barButtonItems(_ list: XMLElementNode) throws(LayoutFileError) -> [JSONValue] {
        var items: [JSONValue] = []
        for child in list.children {
            guard child.name == "barButtonItem" else {
                warn(child, "\(child.label) in \(list.label) is not a bar button item; not made")
                continue
            }
            if let item = try barButtonItem(child) { items.append(item) }
        }
        return items
    }

    /// A navigation controller's `toolbarHidden` and `<toolbar key="toolbar">`
    /// (its "Shows Toolbar" and "Translucent" boxes) as its properties.
    mutating func navigationToolbarProperties(_ node: XMLElementNode) -> [(String, JSONValue)] {
        guard node.name == "navigationController" else { return [] }
        var properties: [(String, JSONValue)] = []
        if let hidden = node["toolbarHidden"] { properties.append(("isToolbarHidden", bool(hidden == "YES", node))) }
        if let bar = node.child("toolbar", key: "toolbar") {
            if let value = bar["translucent"] { properties.append(("toolbar.isTranslucent", bool(value == "YES", bar))) }
            let known: Set<String> = ["key", "id", "opaque", "autoresizesSubviews", "contentMode", "translucent", "clearsContextBeforeDrawing",
                                      "fixedFrame", "translatesAutoresizingMaskIntoConstraints", "multipleTouchEnabled"]
            let unread = bar.attributes.keys.filter { !known.contains($0) }.sorted()
                + bar.children.filter { $0.name != "rect" && $0.name != "autoresizingMask" }.map(\.label)
            if !unread.isEmpty {
                warn(bar, "of the navigation controller's toolbar, \(unread.joined(separator: ", ")) \(unread.count == 1 ? "is" : "are") not applied")
            }
        }
        return properties
    }
}
