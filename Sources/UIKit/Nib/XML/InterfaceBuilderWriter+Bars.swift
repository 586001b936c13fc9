import Foundation

/// A toolbar's bar button items as the `<barButtonItem>` elements of its
/// `<items>` (the reverse of `InterfaceBuilderTranslator.barButtonItem`).
extension InterfaceBuilderWriter {
    mutating func barButtonItemElements(_ items: [NibBarButtonItem]) throws(LayoutFileError) -> [XMLWriterNode] {
        var nodes: [XMLWriterNode] = []
        for item in items {
            guard let o = item.source.objectValue else { continue }
            for member in ["customView", "action", "target", "segues"] {
                if let value = o[member] {
                    try unsupported(value, "a toolbar item's \"\(member)\" is not written to a .xib by convert (its title, image, system item, style, width, isEnabled and tintColor are)")
                }
            }
            var node = XMLWriterNode("barButtonItem")
            if item.systemItem != nil, let name = o["systemItem"]?.stringValue { node["systemItem"] = name }
            if let title = item.title { node["title"] = try xmlText(title, o["title"] ?? item.source) }
            if item.style != nil, let name = o["style"]?.stringValue { node["style"] = name == "done" ? "done" : "plain" }
            if let width = item.width { node["width"] = Self.number(width) }
            if item.isEnabled == false { node["enabled"] = "NO" }
            if let symbol = item.systemImage {
                node["image"] = try xmlText(symbol, o["systemImage"] ?? item.source)
                node["catalog"] = "system"
            } else if case .image(let reference)? = item.image, let value = o["image"], let name = try imageName(reference, value) {
                node["image"] = name
            }
            node["id"] = makeID("item:" + item.source.path)
            if let tint = item.tintColor { node.children.append(colorElement(key: "tintColor", tint, source: o["tintColor"])) }
            nodes.append(node)
        }
        return nodes
    }
}
