import Foundation

/// `<attributedString key="attributedText">` with its `<fragment>`s: the
/// layout file's `attributedText` runs (text, font, colour, underline); a
/// paragraph style's alignment becomes the view's `textAlignment`.
extension InterfaceBuilderTranslator {
    mutating func attributedText(_ node: XMLElementNode, add: (String, JSONValue) -> Void) throws(LayoutFileError) {
        let (runs, alignment) = try attributedRuns(node)
        add("attributedText", runs)
        if let alignment {
            let names = ["left": "left", "center": "center", "right": "right", "justified": "justified", "natural": "natural"]
            if let name = names[alignment] { add("textAlignment", string(name, node)) }
        }
    }

    /// The runs of an `<attributedString>` (a layout file's attributed text)
    /// and its paragraph style's alignment.
    mutating func attributedRuns(_ node: XMLElementNode) throws(LayoutFileError) -> (runs: JSONValue, alignment: String?) {
        var runs: [JSONValue] = []
        var alignment: String?
        for fragment in node.children("fragment") {
            let text = fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
            var members: [(String, JSONValue)] = [("text", string(text, fragment))]
            for attribute in fragment.child("attributes")?.children ?? [] {
                switch (attribute.name, attribute["key"]) {
                case ("font", "NSFont"?):
                    members.append(("font", attributedFont(attribute)))
                case ("color", "NSColor"?):
                    if let color = try colorValue(attribute) { members.append(("color", color)) }
                case (_, "NSUnderline"?):
                    if (try double(attribute, "value") ?? 0) != 0 { members.append(("underline", bool(true, attribute))) }
                case ("paragraphStyle", "NSParagraphStyle"?):
                    if let a = attribute["alignment"] { alignment = a }
                    let other = attribute.attributes.keys.filter { !["key", "alignment", "tighteningFactorForTruncation", "lineBreakMode", "baseWritingDirection"].contains($0) }.sorted()
                    if !other.isEmpty { warnOnce("paragraphStyle.\(other)", attribute, "of the paragraph style only the alignment is applied (not \(other.joined(separator: ", ")))") }
                default:
                    warnOnce("attributed.\(attribute["key"] ?? attribute.name)", attribute, "the attributed text's \(attribute["key"] ?? attribute.name) attribute is not applied")
                }
            }
            runs.append(object(members, fragment))
        }
        return (array(runs, node), alignment)
    }

    /// An attributed string's `<font key="NSFont" size=… name=…>` (or
    /// `metaFont="system"`): the system font for Apple's private system names
    /// (`.AppleSystemUIFont`, `.SFUI-Semibold`), else the named font if
    /// installed, else the system font with the weight its name suggests.
    mutating func attributedFont(_ node: XMLElementNode) -> JSONValue {
        let size = min(max(node["size"].flatMap(Double.init) ?? 17, 1), 1000)
        let name = node["name"] ?? ""
        if name.isEmpty || name.hasPrefix(".") {
            let weight = node["metaFont"] == "systemBold" ? "bold" : Self.weightFromFontName(name)
            return object([("system", number(size, node)), ("weight", string(weight, node))], node)
        }
        return namedFont(name, size: size, node)
    }
}
