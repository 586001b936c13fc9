import Foundation

/// A tab bar controller's `<tabBar>` and a scene's `<tabBarItem>`.
extension InterfaceBuilderTranslator {
    /// `<tabBarItem key="tabBarItem" title=… image=… selectedImage=… badgeValue=… systemItem=… tag=…>`
    /// as the controller's `tabBarItem.*` properties; an SF Symbol
    /// (`catalog="system"`) by name.
    mutating func tabBarItemProperties(_ node: XMLElementNode) throws(LayoutFileError) -> [(String, JSONValue)] {
        var out: [(String, JSONValue)] = []
        if let system = node["systemItem"] {
            guard NibEnumeration.tabBarSystemItem.rawValue(of: system) != nil else {
                throw error(node, "systemItem=\"\(system)\" is not a UITabBarItem.SystemItem (\(NibEnumeration.tabBarSystemItem.names.joined(separator: ", ")))")
            }
            out.append(("tabBarItem.systemItem", string(system, node)))
        }
        if let title = node["title"] { out.append(("tabBarItem.title", string(title, node))) }
        let symbols = node["catalog"] == "system"
        for (attribute, key) in [("image", "image"), ("selectedImage", "selectedImage")] {
            guard let name = node[attribute] else { continue }
            if symbols {
                out.append((key == "image" ? "tabBarItem.systemImage" : "tabBarItem.selectedSystemImage", string(name, node)))
            } else if let path = imageReference(name, node) {
                out.append(("tabBarItem.\(key)", string(path, node)))
            }
        }
        if let badge = node["badgeValue"] { out.append(("tabBarItem.badgeValue", string(badge, node))) }
        if let tag = try double(node, "tag") { out.append(("tabBarItem.tag", number(tag.rounded(), node))) }
        let known: Set<String> = ["id", "key", "title", "image", "selectedImage", "badgeValue", "systemItem", "tag", "catalog"]
        var unread = node.attributes.keys.filter { !known.contains($0) }.sorted()
        for child in node.children {
            if child.name == "color", child["key"] == "badgeColor", let color = try colorValue(child) {
                out.append(("tabBarItem.badgeColor", color))
            } else {
                unread.append(child.label)
            }
        }
        if !unread.isEmpty { warn(node, "of the tab bar item, \(unread.joined(separator: ", ")) \(unread.count == 1 ? "is" : "are") not applied") }
        return out
    }

    /// A tab bar controller's `<tabBar>`: the controller makes its own bar;
    /// Interface Builder's frame and clear background are its placeholders.
    /// Anything else set on it is reported, not applied.
    mutating func checkTabBar(_ node: XMLElementNode) {
        let known: Set<String> = ["id", "key", "contentMode", "insetsLayoutMarginsFromSafeArea", "translucent", "opaque"]
        var unread = node.attributes.keys.filter { !known.contains($0) }.sorted()
        for child in node.children where !["rect", "autoresizingMask"].contains(child.name) {
            if child.name == "color", child["key"] == "backgroundColor" { continue }
            unread.append(child.label)
        }
        if !unread.isEmpty { warn(node, "of the tab bar, \(unread.joined(separator: ", ")) \(unread.count == 1 ? "is" : "are") not applied (set them on tabBar in code)") }
    }
}
