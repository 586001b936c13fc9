import Foundation

/// `<attributedString key="attributedText">` with its `<fragment>`s: the
/// layout file's `attributedText` runs (text, font, colour, underline,
/// paragraph style); a paragraph style's alignment becomes the view's
/// `textAlignment`.
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
                    if let paragraph = try paragraphStyle(attribute) { members.append(("paragraph", paragraph)) }
                default:
                    warnOnce("attributed.\(attribute["key"] ?? attribute.name)", attribute, "the attributed text's \(attribute["key"] ?? attribute.name) attribute is not applied")
                }
            }
            runs.append(object(members, fragment))
        }
        return (array(runs, node), alignment)
    }

    /// A `<paragraphStyle key="NSParagraphStyle" lineSpacing="6" …>` as a
    /// run's `paragraph` (NSParagraphStyle's spacings, indents, line heights,
    /// and a line break mode other than the default word wrapping, with the
    /// alignment), or nil when it sets nothing beyond its alignment (which
    /// the view's `textAlignment` then carries, as before). What it cannot
    /// carry (tab stops, a writing direction, tightening) is a warning.
    mutating func paragraphStyle(_ node: XMLElementNode) throws(LayoutFileError) -> JSONValue? {
        var members: [(String, JSONValue)] = []
        for key in NibParagraphStyle.numberKeys {
            guard let n = try double(node, key), n != 0 else { continue }
            members.append((key, number(key == "tailIndent" ? n : max(0, n), node)))
        }
        if let mode = node["lineBreakMode"], mode != "wordWrapping" {
            if let name = Self.lineBreakModes[mode] { members.append(("lineBreakMode", string(name, node))) }
            else { warnOnce("paragraphStyle.lineBreakMode=\(mode)", node, "lineBreakMode=\"\(mode)\" of the paragraph style is not one Offscreen knows; not applied") }
        }
        let known = Set(["key", "alignment", "lineBreakMode"] + NibParagraphStyle.numberKeys)
        let quietDefaults = ["baseWritingDirection": "natural", "tighteningFactorForTruncation": "0.0", "allowsDefaultTighteningForTruncation": "NO"]
        let other = node.attributes.filter { !known.contains($0.key) && quietDefaults[$0.key] != $0.value && !($0.key == "tighteningFactorForTruncation" && Double($0.value) == 0) }
        for attribute in other.keys.sorted() {
            warnOnce("paragraphStyle.\(attribute)", node, "\(attribute)=\"\(other[attribute]!)\" of the paragraph style is not applied")
        }
        for child in node.children {
            warnOnce("paragraphStyle>\(child.name)", child, "\(child.label) of the paragraph style is not applied")
        }
        guard !members.isEmpty else { return nil }
        if let a = node["alignment"], NibEnumeration.textAlignment.rawValue(of: a) != nil { members.insert(("alignment", string(a, node)), at: 0) }
        return object(members, node)
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
