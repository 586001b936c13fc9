import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an XML document, with the line and column of its start tag
/// (1-based; the column of the `<`), its attributes and its children in order.
package final class XMLElementNode {
    package let name: String
    package let attributes: [String: String]
    package let line: Int
    package let column: Int
    package private(set) var children: [XMLElementNode] = []
    /// Character data directly inside the element (a `<string>`'s text).
    package fileprivate(set) var text = ""
    package fileprivate(set) weak var parent: XMLElementNode?

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    package subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` (with `key` when given).
    package func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    package func children(_ name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// Every descendant, depth first, in document order.
    package func forEachDescendant(_ body: (XMLElementNode) -> Void) {
        for child in children {
            body(child)
            child.forEachDescendant(body)
        }
    }

    /// How messages name the element: `<label id="abc-12-xyz">`.
    package var label: String {
        if let id = attributes["id"] { return "<\(name) id=\"\(id)\">" }
        if let key = attributes["key"] { return "<\(name) key=\"\(key)\">" }
        return "<\(name)>"
    }
}

/// Reads XML with Foundation's `XMLParser` into a tree of `XMLElementNode`s
/// that keep their positions, so every later error can name `file:line:column`.
package enum XMLElementTree {
    /// Parses `data`; a malformed document is an error at the parser's position.
    package static func parse(_ data: Data, file: String, maxDepth: Int) throws(LayoutFileError) -> XMLElementNode {
        let lines = lineStarts(data)
        // Xcode writes its documents in UTF-8. Foundation's XMLParser traps on an
        // element name that is not valid UTF-8, so bytes that are not are an error
        // here, at the first of them, before the parser sees them.
        if let offset = firstInvalidUTF8(data) {
            let line = lines.lastIndex { $0 <= offset } ?? 0
            let byte = data[data.startIndex + offset]
            throw LayoutFileError(file: file, path: "", line: line + 1, column: offset - lines[line] + 1,
                                  message: "not UTF-8 text: byte 0x\(String(byte, radix: 16, uppercase: true)) does not start or continue a UTF-8 character (Xcode writes .xib and .storyboard files in UTF-8)")
        }
        let builder = Builder(lines: lines, data: data, maxDepth: maxDepth)
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if let failure = builder.failure {
            throw LayoutFileError(file: file, path: "", line: failure.line, column: failure.column, message: failure.message)
        }
        if !ok || parser.parserError != nil || builder.root == nil {
            let code = (parser.parserError as NSError?)?.code
            let reason = code.map { describe(errorCode: $0) } ?? "not a well-formed XML document"
            throw LayoutFileError(file: file, path: "", line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                  message: "malformed XML: \(reason)")
        }
        return builder.root!
    }

    /// The offset of the first byte that is not part of a valid UTF-8 sequence.
    private static func firstInvalidUTF8(_ data: Data) -> Int? {
        var bytes = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Byte offsets where each line starts, for turning the parser's position
    /// (the end of a start tag) into the column of its `<`.
    private static func lineStarts(_ data: Data) -> [Int] {
        var starts = [0]
        for (i, b) in data.enumerated() where b == 0x0A { starts.append(i + 1) }
        return starts
    }

    private static func describe(errorCode code: Int) -> String {
        switch code {
        case 4: return "the document is empty"
        case 5: return "the document ended before its elements were closed"
        case 73, 76: return "an end tag does not match its start tag"
        case 38, 39: return "an attribute is malformed"
        case 9: return "a character that XML does not allow"
        case 41: return "an attribute is repeated"
        case 89: return "an entity refers to itself or expands too much"
        default: return "the XML is not well formed (XMLParser error \(code))"
        }
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let lines: [Int]
        let data: Data
        let maxDepth: Int
        var root: XMLElementNode?
        var stack: [XMLElementNode] = []
        var failure: (line: Int, column: Int, message: String)?

        init(lines: [Int], data: Data, maxDepth: Int) {
            self.lines = lines
            self.data = data
            self.maxDepth = maxDepth
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let line = max(parser.lineNumber, 1)
            let column = startColumn(line: line, endColumn: parser.columnNumber)
            if stack.count >= maxDepth {
                failure = (line, column, "elements are nested more than \(maxDepth) deep")
                parser.abortParsing()
                return
            }
            let node = XMLElementNode(name: elementName, attributes: attributeDict, line: line, column: column)
            if let parent = stack.last {
                node.parent = parent
                parent.appendChild(node)
            } else if root == nil {
                root = node
            }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        /// The column of the `<` that opens the tag ending at `endColumn` on
        /// `line` (the parser reports the end of a start tag); columns count
        /// bytes here, which is exact for the ASCII of element names.
        private func startColumn(line: Int, endColumn: Int) -> Int {
            guard line - 1 < lines.count else { return max(endColumn, 1) }
            let start = lines[line - 1]
            var i = min(start + max(endColumn - 1, 0), data.count - 1)
            while i >= start {
                if data[data.startIndex + i] == UInt8(ascii: "<") { return i - start + 1 }
                i -= 1
            }
            return max(endColumn, 1)
        }
    }
}

extension XMLElementNode {
    fileprivate func appendChild(_ node: XMLElementNode) { children.append(node) }

    /// Adds `node` as the last child (for trees rebuilt from a parsed one).
    package func append(_ node: XMLElementNode) {
        node.parent = self
        children.append(node)
    }

    /// Sets the character data (for trees rebuilt from a parsed one).
    package func setText(_ text: String) { self.text = text }
}
