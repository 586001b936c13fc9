import Foundation

/// `"navigationItem": {…}` on a view controller: what a navigation bar shows
/// while the controller is on top (a storyboard's `<navigationItem>`); also
/// each of a lone `UINavigationBar`'s `items`.
package struct NibNavigationItem: Sendable {
    /// The id outlets name the item by (an Interface Builder document's
    /// outlet to a `<navigationItem>`).
    package var id: String?
    /// The title (a controller's may also be its `navigationItem.title` property).
    package var title: String?
    package var prompt: String?
    package var backButtonTitle: String?
    package var hidesBackButton: Bool?
    /// `UINavigationItem.LargeTitleDisplayMode`'s raw value.
    package var largeTitleDisplayMode: Int?
    package var leftItemsSupplementBackButton: Bool?
    /// `UINavigationItem.ItemStyle`'s raw value.
    package var style: Int?
    package var leftItems: [NibBarButtonItem]?
    package var rightItems: [NibBarButtonItem]?
    package var backItem: NibBarButtonItem?
    /// A view shown in place of the title.
    package var titleView: NibObject?
    package var source: JSONValue

    package static let keys = ["id", "title", "prompt", "backButtonTitle", "hidesBackButton", "largeTitleDisplayMode",
                               "leftItemsSupplementBackButton", "style", "leftBarButtonItems", "rightBarButtonItems", "backBarButtonItem", "titleView"]

    /// Every bar button item, left, right, then the back item.
    package var allItems: [NibBarButtonItem] { (leftItems ?? []) + (rightItems ?? []) + (backItem.map { [$0] } ?? []) }
}

/// One `UIBarButtonItem` of a navigation item: a system item, a title, an
/// image or a custom view; a tap sends `action` to `target` (`owner`, an
/// object's id, or none: the responder chain) and performs its `segues`.
package struct NibBarButtonItem: Sendable {
    package var id: String?
    package var systemItem: Int?
    package var title: String?
    package var image: NibPropertyValue?
    /// An SF Symbol name (`UIImage(systemName:)`).
    package var systemImage: String?
    package var style: Int?
    package var width: Double?
    package var isEnabled: Bool?
    package var tintColor: NibColor?
    package var customView: NibObject?
    package var action: String?
    package var target: String?
    package var segues: [NibSegue]
    package var source: JSONValue

    package static let keys = ["id", "systemItem", "title", "image", "systemImage", "style", "width", "isEnabled", "tintColor",
                               "customView", "action", "target", "segues"]
}

extension NibDocumentReader {
    /// A controller's `navigationItem`.
    package mutating func readNavigationItem(_ value: JSONValue?, depth: Int) throws(LayoutFileError) -> NibNavigationItem? {
        guard let value else { return nil }
        let r = valueReader
        let o = try r.object(value)
        try r.checkKeys(o, of: value, allowed: NibNavigationItem.keys, what: "a navigation item")
        var item = NibNavigationItem(source: value)
        item.id = try o["id"].map { v throws(LayoutFileError) in try readItemID(v) }
        item.title = try o["title"].map { v throws(LayoutFileError) in try r.string(v) }
        item.prompt = try o["prompt"].map { v throws(LayoutFileError) in try r.string(v) }
        item.backButtonTitle = try o["backButtonTitle"].map { v throws(LayoutFileError) in try r.string(v) }
        item.hidesBackButton = try o["hidesBackButton"].map { v throws(LayoutFileError) in try r.bool(v) }
        item.largeTitleDisplayMode = try o["largeTitleDisplayMode"].map { v throws(LayoutFileError) in
            try NibEnumeration.largeTitleDisplayMode.parse(v, r)
        }
        item.leftItemsSupplementBackButton = try o["leftItemsSupplementBackButton"].map { v throws(LayoutFileError) in try r.bool(v) }
        item.style = try o["style"].map { v throws(LayoutFileError) in try NibEnumeration.navigationItemStyle.parse(v, r) }
        item.leftItems = try o["leftBarButtonItems"].map { v throws(LayoutFileError) in try readBarButtonItems(v, depth: depth) }
        item.rightItems = try o["rightBarButtonItems"].map { v throws(LayoutFileError) in try readBarButtonItems(v, depth: depth) }
        item.backItem = try o["backBarButtonItem"].map { v throws(LayoutFileError) in try readBarButtonItem(v, depth: depth) }
        item.titleView = try o["titleView"].map { v throws(LayoutFileError) in try readDetachedView(v, depth: depth + 1) }
        return item
    }

    mutating func readBarButtonItems(_ value: JSONValue, depth: Int) throws(LayoutFileError) -> [NibBarButtonItem] {
        var items: [NibBarButtonItem] = []
        for element in try valueReader.array(value) { items.append(try readBarButtonItem(element, depth: depth)) }
        return items
    }

    private mutating func readBarButtonItem(_ value: JSONValue, depth: Int) throws(LayoutFileError) -> NibBarButtonItem {
        let r = valueReader
        let o = try r.object(value)
        try r.checkKeys(o, of: value, allowed: NibBarButtonItem.keys, what: "a bar button item")
        var item = NibBarButtonItem(segues: [], source: value)
        item.id = try o["id"].map { v throws(LayoutFileError) in try readItemID(v) }
        item.systemItem = try o["systemItem"].map { v throws(LayoutFileError) in try NibEnumeration.barButtonSystemItem.parse(v, r) }
        item.title = try o["title"].map { v throws(LayoutFileError) in try r.string(v) }
        item.image = try o["image"].map { v throws(LayoutFileError) in try NibPropertyType.image.parse(v, r) }
        item.systemImage = try o["systemImage"].map { v throws(LayoutFileError) in try r.string(v) }
        item.style = try o["style"].map { v throws(LayoutFileError) in try NibEnumeration.barButtonItemStyle.parse(v, r) }
        item.width = try o["width"].map { v throws(LayoutFileError) in try r.number(v, 0...10_000) }
        item.isEnabled = try o["isEnabled"].map { v throws(LayoutFileError) in try r.bool(v) }
        item.tintColor = try o["tintColor"].map { v throws(LayoutFileError) in try NibColor.parse(v, r) }
        item.customView = try o["customView"].map { v throws(LayoutFileError) in try readDetachedView(v, depth: depth + 1) }
        if let v = o["action"] {
            let selector = try r.string(v)
            guard !selector.isEmpty, !selector.contains(" ") else {
                throw r.error(v, "expected an action name such as \"add:\", found \(v.foundDescription)")
            }
            item.action = selector
        }
        if let v = o["target"] {
            guard item.action != nil else { throw r.error(v, "a bar button item's target needs an \"action\" to send it") }
            let target = try r.string(v)
            addReference(target, v, "action target")
            item.target = target
        }
        item.segues = try readSegues(o["segues"])
        if let embed = item.segues.first(where: { $0.kind == .embed }) {
            throw r.error(embed.source, "a bar button item cannot have an embed segue (only a container view embeds a controller)")
        }
        return item
    }
}
