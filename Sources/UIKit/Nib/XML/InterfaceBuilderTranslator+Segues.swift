import Foundation

/// Segues: a storyboard's `<segue>` elements as layout-file segues, and the
/// relationship segues of container controllers.
extension InterfaceBuilderTranslator {
    /// Interface Builder's segue kinds → the layout file's (`modal` is the
    /// name older documents use for a presentation).
    static let segueKinds: [String: String] = [
        "show": "show", "showDetail": "showDetail", "push": "push", "presentation": "presentation",
        "modal": "presentation", "embed": "embed", "unwind": "unwind",
        "popoverPresentation": "presentation", "replace": "showDetail",
    ]

    /// One `<segue>` that is not a relationship, as a layout-file segue; nil
    /// (with a warning) for one that cannot be performed.
    mutating func segue(_ node: XMLElementNode) throws(LayoutFileError) -> JSONValue? {
        let kindName = node["kind"] ?? ""
        let label = "the \(kindName) segue\(node["identifier"].map { " \"\($0)\"" } ?? "")"
        guard let kind = kindName == "custom" ? "custom" : Self.segueKinds[kindName] else {
            warn(node, "\(label) is not performed: not a segue kind Offscreen knows")
            return nil
        }
        if kind == "custom", node["customClass"] == nil {
            warn(node, "\(label) is not performed: a custom segue needs its customClass (the UIStoryboardSegue subclass)")
            return nil
        }
        if kindName == "replace" {
            warn(node, "\(label) is performed as a showDetail segue, as on a phone")
        }
        // A popover segue presents as a popover, which a phone adapts to a sheet.
        var style = kindName == "popoverPresentation" ? "popover" : node["modalPresentationStyle"]
        if let name = style, NibSegue.presentationStyles[name] == nil {
            warn(node, "\(label) is presented in the destination's own style: \(name) is not a presentation style Offscreen knows")
            style = nil
        }
        var members: [(String, JSONValue)] = [("kind", string(kind, node))]
        if kind == "unwind" {
            guard let action = node["unwindAction"] else { throw error(node, "an unwind segue needs unwindAction (the action it unwinds to)") }
            members.append(("unwindAction", string(action, node)))
        } else {
            guard let destination = node["destination"] else { throw error(node, "a segue needs a destination") }
            guard emitted.contains(destination), Self.controllerClasses[sceneElement(destination)?.name ?? ""] != nil else {
                warn(node, "\(label) is not performed: its destination \(destination) is not a view controller scene Offscreen makes")
                return nil
            }
            members.append(("destination", string(layoutID(destination), node)))
        }
        if let identifier = node["identifier"] { members.append(("identifier", string(identifier, node))) }
        if kind == "custom", let customClass = node["customClass"] { members.append(("customClass", string(customClass, node))) }
        if kind == "presentation", let style { members.append(("modalPresentationStyle", string(style, node))) }
        return object(members, node)
    }

    /// The segues of an element's `<connections>` (relationships excluded).
    mutating func segues(of node: XMLElementNode) throws(LayoutFileError) -> [JSONValue] {
        var out: [JSONValue] = []
        for segue in node.child("connections")?.children("segue") ?? [] where segue["kind"] != "relationship" {
            if let made = try self.segue(segue) { out.append(made) }
        }
        return out
    }

    /// The element whose id is `id` (a scene's controller).
    func sceneElement(_ id: String) -> XMLElementNode? {
        for scene in root.child("scenes")?.children("scene") ?? [] {
            if let found = scene.child("objects")?.children.first(where: { $0["id"] == id }) { return found }
        }
        return nil
    }
}

extension InterfaceBuilderTranslator {
    /// A container controller's relationship segues: a navigation
    /// controller's root, a tab bar controller's tabs (in document order).
    mutating func relationships(of node: XMLElementNode, uikitClass: String) throws(LayoutFileError) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        var tabs: [JSONValue] = []
        var columns: [String: JSONValue] = [:]
        for segue in node.child("connections")?.children("segue") ?? [] where segue["kind"] == "relationship" {
            let relationship = segue["relationship"] ?? ""
            guard let destination = segue["destination"], emitted.contains(destination) else {
                warn(segue, "the \(relationship) relationship is not followed: its destination \(segue["destination"] ?? "(none)") is not a scene Offscreen makes")
                continue
            }
            switch (relationship, uikitClass) {
            case ("rootViewController", "UINavigationController"):
                members.append(("rootViewController", string(layoutID(destination), segue)))
            case ("viewControllers", "UITabBarController"):
                tabs.append(string(layoutID(destination), segue))
            case ("masterViewController", "UISplitViewController"), ("primaryViewController", "UISplitViewController"):
                columns["primary"] = string(layoutID(destination), segue)
            case ("supplementaryViewController", "UISplitViewController"):
                columns["supplementary"] = string(layoutID(destination), segue)
            case ("detailViewController", "UISplitViewController"), ("secondaryViewController", "UISplitViewController"):
                columns["secondary"] = string(layoutID(destination), segue)
            case ("compactViewController", "UISplitViewController"):
                continue  // A property of the split view controller (splitViewControllerProperties).
            default:
                warn(segue, "the \(relationship) relationship of \(node.label) is not followed: \(uikitClass) has no such relationship in this build of Offscreen")
            }
        }
        if !tabs.isEmpty { members.append(("viewControllers", array(tabs, node))) }
        if !columns.isEmpty {
            // A split view controller's viewControllers: its columns in order.
            let style = node["style"] ?? "unspecified"
            let order = style == "tripleColumn" ? ["primary", "supplementary", "secondary"] : ["primary", "secondary"]
            if let missing = order.first(where: { columns[$0] == nil }) {
                warn(node, "the split view controller has no \(missing) column relationship; its columns are not set")
            } else {
                members.append(("viewControllers", array(order.map { columns[$0]! }, node)))
            }
            if style != "unspecified" && style != "doubleColumn" && style != "tripleColumn" {
                warn(node, "split view style \"\(style)\" is not one Offscreen knows; made as the classic style")
            }
        }
        return members
    }
}
