/// An XML element to write: a name, attributes in the order they are given,
/// and children or text. `text()` escapes every attribute value and text
/// (`&`, `<`, `>`, `"`, and control characters as character references), so
/// any string from a layout file reads back as itself; the same element
/// always gives the same bytes.
package struct XMLWriterNode: Sendable {
    package var name: String
    package var attributes: [(String, String)]
    package var children: [XMLWriterNode]
    package var text: String?

    package init(_ name: String, _ attributes: [(String, String)] = [], children: [XMLWriterNode] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    package subscript(attribute: String) -> String? {
        get { attributes.first { $0.0 == attribute }?.1 }
        set {
            if let i = attributes.firstIndex(where: { $0.0 == attribute }) {
                if let newValue { attributes[i].1 = newValue } else { attributes.remove(at: i) }
            } else if let newValue {
                attributes.append((attribute, newValue))
            }
        }
    }

    /// The document: an XML declaration, then this element, four spaces an
    /// indentation level (as Xcode writes), ending with a newline.
    package func document() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(into: &out, indent: "")
        return out
    }

    private func write(into out: inout String, indent: String) {
        out += indent + "<" + name
        for (key, value) in attributes {
            out += " " + key + "=\"" + Self.escape(value, attribute: true) + "\""
        }
        if let text {
            out += ">" + Self.escape(text, attribute: false) + "</" + name + ">\n"
        } else if children.isEmpty {
            out += "/>\n"
        } else {
            out += ">\n"
            for child in children { child.write(into: &out, indent: indent + "    ") }
            out += indent + "</" + name + ">\n"
        }
    }

    /// `&`, `<`, `>` always; in attributes also `"` and the whitespace an XML
    /// reader would normalise (a newline in an attribute reads back as a space
    /// unless written `&#10;`). Other control characters cannot appear in XML
    /// 1.0 at all and are written as U+FFFD.
    package static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
