import Foundation

/// A scene's `<navigationItem>`: its title as the controller's
/// `navigationItem.title` property, the rest as the layout file's
/// `navigationItem` member (bar button items with their actions and segues,
/// prompt, back button, large-title mode, title view).
extension InterfaceBuilderTranslator {
    /// The bar button items' and title view's ids, made with their controller.
    mutating func markNavigationItemEmitted(_ node: XMLElementNode) {
        // The item itself is made (the controller's or the bar's
        // UINavigationItem); an outlet to it finds it by its id.
        if node.name == "navigationItem", let id = node["id"], outletDestinations.contains(id) { emitted.insert(id) }
        for item in barButtonItemNodes(node) {
            if let id = item["id"] { emitted.insert(id) }
            if let view = item.children.first(where: { $0["key"] == "customView" }) { markEmitted(view, topLevel: false) }
        }
        if let view = node.children.first(where: { $0["key"] == "titleView" }) { markEmitted(view, topLevel: false) }
    }

    /// Every `<barButtonItem>` of a navigation item (single keys and item lists).
    func barButtonItemNodes(_ node: XMLElementNode) -> [XMLElementNode] {
        node.children.flatMap { child in child.name == "barButtonItem" ? [child] : child.children("barButtonItem") }
    }

    /// The `navigationItem` member; nil when the element has nothing but a
    /// title (a scene's title is its `navigationItem.title` property; an item
    /// of a lone navigation bar keeps it here, `withTitle`).
    mutating func navigationItemMember(_ node: XMLElementNode, withTitle: Bool = false) throws(LayoutFileError) -> JSONValue? {
        var members: [(String, JSONValue)] = []
        var unread: [String] = []
        for (attribute, value) in node.attributes.sorted(by: { $0.key < $1.key }) {
            switch attribute {
            case "title" where withTitle: members.append((attribute, string(value, node)))
            case "id", "key", "title": continue
            case "prompt", "backButtonTitle": members.append((attribute, string(value, node)))
            case "largeTitleDisplayMode":
                guard NibEnumeration.largeTitleDisplayMode.rawValue(of: value) != nil else {
                    warn(node, "largeTitleDisplayMode=\"\(value)\" is not a UINavigationItem.LargeTitleDisplayMode; not applied")
                    continue
                }
                members.append((attribute, string(value, node)))
            case "hidesBackButton", "leftItemsSupplementBackButton": members.append((attribute, bool(value == "YES", node)))
            case "style":
                guard NibEnumeration.navigationItemStyle.rawValue(of: value) != nil else {
                    warn(node, "style=\"\(value)\" is not a UINavigationItem.ItemStyle; not applied")
                    continue
                }
                members.append((attribute, string(value, node)))
            default: unread.append(attribute)
            }
        }
        var left: [JSONValue] = [], right: [JSONValue] = []
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "leftBarButtonItem"?):
                if let item = try barButtonItem(child) { left.append(item) }
            case ("barButtonItem", "rightBarButtonItem"?):
                if let item = try barButtonItem(child) { right.append(item) }
            case ("barButtonItem", "backBarButtonItem"?):
                if let item = try barButtonItem(child) { members.append(("backBarButtonItem", item)) }
            case ("leftBarButtonItems", _):
                for item in child.children("barButtonItem") { if let made = try barButtonItem(item) { left.append(made) } }
            case ("rightBarButtonItems", _):
                for item in child.children("barButtonItem") { if let made = try barButtonItem(item) { right.append(made) } }
            case (_, "titleView"?):
                if let view = try viewObject(child, depth: 2) { members.append(("titleView", view)) }
            case ("nil", "title"?) where node["title"] == nil:
                // Xcode writes <nil key="title"/> for an item whose title was
                // cleared: nil, UINavigationItem's own default.
                continue
            default:
                unread.append(child.label)
            }
        }
        // An outlet (a controller's `navItem`, a File's Owner's) connects to
        // the UINavigationItem made for this element: the layout file names it.
        if let id = node["id"], outletDestinations.contains(id) { members.insert(("id", string(layoutID(id), node)), at: 0) }
        if !left.isEmpty { members.append(("leftBarButtonItems", array(left, node))) }
        if !right.isEmpty { members.append(("rightBarButtonItems", array(right, node))) }
        if !unread.isEmpty {
            warn(node, "of the navigation item, \(unread.joined(separator: ", ")) \(unread.count == 1 ? "is" : "are") not applied")
        }
        return members.isEmpty ? nil : object(members, node)
    }

    /// One `<barButtonItem>`: system item, title, image, style, width,
    /// enabled, tint, custom view, its action and segues.
    mutating func barButtonItem(_ node: XMLElementNode) throws(LayoutFileError) -> JSONValue? {
        var members: [(String, JSONValue)] = []
        if let id = node["id"] { members.append(("id", string(layoutID(id), node))) }
        var unread: [String] = []
        for (attribute, value) in node.attributes.sorted(by: { $0.key < $1.key }) {
            switch attribute {
            case "id", "key", "catalog": continue
            case "systemItem":
                guard NibEnumeration.barButtonSystemItem.rawValue(of: value) != nil else {
                    warn(node, "systemItem=\"\(value)\" is not a UIBarButtonItem.SystemItem Offscreen knows; the item shows its title or image")
                    continue
                }
                members.append(("systemItem", string(value, node)))
            case "title": members.append(("title", string(value, node)))
            case "style":
                // "bordered" is the old name of plain.
                members.append(("style", string(value == "done" ? "done" : "plain", node)))
            case "width":
                if let width = try double(node, "width"), width >= 0, width <= 10_000 { members.append(("width", number(width, node))) }
            case "enabled": members.append(("isEnabled", bool(value != "NO", node)))
            case "image":
                if node["catalog"] == "system" {
                    members.append(("systemImage", string(value, node)))
                } else if let path = imageReference(value, node) {
                    members.append(("image", string(path, node)))
                }
            default: unread.append(attribute)
            }
        }
        var actions: [(String, String, XMLElementNode)] = []
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("color", "tintColor"?):
                if let color = try colorValue(child) { members.append(("tintColor", color)) }
            case ("imageReference", "image"?):
                if let name = child["image"] {
                    if child["catalog"] == "system" {
                        members.append(("systemImage", string(name, child)))
                    } else if let path = imageReference(name, child) {
                        members.append(("image", string(path, child)))
                    }
                }
            case (_, "customView"?):
                if let view = try viewObject(child, depth: 2) { members.append(("customView", view)) }
            case ("connections", _):
                for connection in child.children {
                    switch connection.name {
                    case "action":
                        guard let selector = connection["selector"], let destination = connection["destination"] else {
                            throw error(connection, "an action needs selector and destination")
                        }
                        if firstResponderIDs.contains(destination) {
                            // Nil target: UIKit sends it along the responder chain.
                            actions.append((selector, "", connection))
                        } else if let target = target(destination, connection) {
                            actions.append((selector, target, connection))
                        }
                    case "segue": continue
                    default: warn(connection, "\(connection.label) of a bar button item is not connected")
                    }
                }
            default:
                unread.append(child.label)
            }
        }
        if let (selector, target, connection) = actions.first {
            members.append(("action", string(selector, connection)))
            if !target.isEmpty { members.append(("target", string(target, connection))) }
            for extra in actions.dropFirst() {
                warn(extra.2, "a bar button item sends one action; \(extra.0) is not connected")
            }
        }
        let segues = try segues(of: node)
        if !segues.isEmpty { members.append(("segues", array(segues, node))) }
        if !unread.isEmpty {
            warn(node, "of the bar button item, \(unread.joined(separator: ", ")) \(unread.count == 1 ? "is" : "are") not applied")
        }
        return object(members, node)
    }

    /// A lone `<navigationBar>`'s `<items>`: its navigation items, bottom to top.
    mutating func navigationBarItems(_ node: XMLElementNode) throws(LayoutFileError) -> [(String, JSONValue)] {
        guard node.name == "navigationBar", let list = node.child("items") else { return [] }
        var items: [JSONValue] = []
        for item in list.children("navigationItem") {
            items.append(try navigationItemMember(item, withTitle: true) ?? object([], item))
        }
        return items.isEmpty ? [] : [("items", array(items, list))]
    }
}
