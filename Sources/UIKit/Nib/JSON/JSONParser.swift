/// A strict RFC 8259 JSON parser that records, for every value, its line:column
/// and JSON path. Foundation's JSONSerialization gives no positions, and layout
/// file errors must say exactly where they are.
///
/// Strict means: one top-level value and nothing after it but whitespace; no
/// comments, no trailing commas, no leading zeros, no NaN; strings are valid
/// UTF-8 with every escape checked and surrogate pairs joined; duplicate keys are
/// an error. Nesting deeper than `maxDepth` is an error, not a stack overflow.
/// A leading UTF-8 byte order mark is skipped (RFC 8259 §8.1 allows ignoring it).
package struct JSONParser {
    package static let defaultMaxDepth = 256

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let maxDepth: Int
    private var index = 0
    private var line = 1
    private var lineStart = 0
    // Columns are counted in scalars from `lineStart`; this cache makes that
    // amortised O(1) even for a file that is one long line.
    private var columnCacheOffset = 0
    private var columnCacheColumn = 1

    /// Parses `data` as one JSON document. `file` names it in error messages.
    package static func parse(_ data: [UInt8], file: String, maxDepth: Int = defaultMaxDepth) throws(LayoutFileError) -> JSONValue {
        let result: Result<JSONValue, LayoutFileError> = data.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, file: file, maxDepth: maxDepth)
            do throws(LayoutFileError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
    }

    // MARK: Document

    private mutating func parseDocument() throws(LayoutFileError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
            columnCacheOffset = 3
        }
        skipWhitespace()
        let value = try parseValue(path: "$", depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw error(at: position(), path: "$", "expected end of file after the top-level value, found \(describeByte())")
        }
        return value
    }

    private mutating func parseValue(path: String, depth: Int) throws(LayoutFileError) -> JSONValue {
        let start = position()
        guard index < bytes.count else {
            throw error(at: start, path: path, "expected a JSON value, found end of file")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try parseObject(path: path, depth: depth + 1, start: start)
        case UInt8(ascii: "["):
            return try parseArray(path: path, depth: depth + 1, start: start)
        case UInt8(ascii: "\""):
            return JSONValue(kind: .string(try parseString(path: path)), position: start, path: path)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber(path: path)), position: start, path: path)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return JSONValue(kind: try parseLiteral(path: path), position: start, path: path)
        default:
            throw error(at: start, path: path, "expected a JSON value, found \(describeToken())")
        }
    }

    // MARK: Containers

    private mutating func parseObject(path: String, depth: Int, start: SourcePosition) throws(LayoutFileError) -> JSONValue {
        if depth > maxDepth {
            throw error(at: start, path: path, "nesting deeper than \(maxDepth) levels")
        }
        index += 1  // {
        var object = JSONObject()
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return JSONValue(kind: .object(object), position: start, path: path)
        }
        while true {
            skipWhitespace()
            let keyPosition = position()
            guard peek(UInt8(ascii: "\"")) else {
                let what = object.count == 0 ? "expected a string key or '}'" : "expected a string key after ','"
                throw error(at: keyPosition, path: path, "\(what), found \(describeToken())")
            }
            let key = try parseString(path: path)
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw error(at: position(), path: JSONValue.childPath(path, key: key),
                            "expected ':' after the key \(JSONValue.quote(key)), found \(describeToken())")
            }
            index += 1
            skipWhitespace()
            let childPath = JSONValue.childPath(path, key: key)
            let value = try parseValue(path: childPath, depth: depth)
            if let first = object.insert(.init(key: key, keyPosition: keyPosition, value: value)) {
                throw error(at: keyPosition, path: childPath,
                            "duplicate key \(JSONValue.quote(key)) (first defined at \(first.keyPosition))")
            }
            skipWhitespace()
            guard index < bytes.count else {
                throw error(at: position(), path: path, "expected ',' or '}' after an object member, found end of file")
            }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error(at: position(), path: path, "expected ',' or '}' after an object member, found \(describeToken())")
        }
        return JSONValue(kind: .object(object), position: start, path: path)
    }

    private mutating func parseArray(path: String, depth: Int, start: SourcePosition) throws(LayoutFileError) -> JSONValue {
        if depth > maxDepth {
            throw error(at: start, path: path, "nesting deeper than \(maxDepth) levels")
        }
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return JSONValue(kind: .array(elements), position: start, path: path)
        }
        while true {
            skipWhitespace()
            let childPath = JSONValue.childPath(path, index: elements.count)
            if peek(UInt8(ascii: "]")) {
                throw error(at: position(), path: childPath, "expected a JSON value after ',', found ']'")
            }
            elements.append(try parseValue(path: childPath, depth: depth))
            skipWhitespace()
            guard index < bytes.count else {
                throw error(at: position(), path: path, "expected ',' or ']' after an array element, found end of file")
            }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error(at: position(), path: path, "expected ',' or ']' after an array element, found \(describeToken())")
        }
        return JSONValue(kind: .array(elements), position: start, path: path)
    }

    // MARK: Scalars

    private mutating func parseLiteral(path: String) throws(LayoutFileError) -> JSONValue.Kind {
        let start = position()
        for (word, kind) in [("true", JSONValue.Kind.bool(true)), ("false", .bool(false)), ("null", .null)] {
            let utf8 = Array(word.utf8)
            if bytes.count - index >= utf8.count, zip(utf8, bytes[index..<index + utf8.count]).allSatisfy({ $0 == $1 }) {
                let end = index + utf8.count
                // `nullx` is one bad token, not `null` followed by garbage.
                if end < bytes.count, isWordByte(bytes[end]) { break }
                index = end
                return kind
            }
        }
        throw error(at: start, path: path, "expected a JSON value, found \(describeToken())")
    }

    private mutating func parseNumber(path: String) throws(LayoutFileError) -> Double {
        let start = position()
        let startIndex = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error(at: position(), path: path, "expected a digit in a number, found \(describeByte())")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error(at: start, path: path, "numbers cannot have leading zeros")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error(at: position(), path: path, "expected a digit after '.' in a number, found \(describeByte())")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error(at: position(), path: path, "expected a digit in a number's exponent, found \(describeByte())")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            throw error(at: position(), path: path, "expected ',' or the end of a container after a number, found \(describeByte())")
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[startIndex..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error(at: start, path: path, "number \(JSONValue.excerpt(text)) is out of range")
        }
        return value
    }

    private mutating func parseString(path: String) throws(LayoutFileError) -> String {
        let start = position()
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        // Plain ASCII runs are copied in one go; escapes and multi-byte
        // sequences are checked one by one.
        func flushRun(_ end: Int) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard index < bytes.count else {
                throw error(at: start, path: path, "unterminated string: expected '\"', found end of file")
            }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                flushRun(index)
                index += 1
                return String(scalars)
            }
            if b == UInt8(ascii: "\\") {
                flushRun(index)
                scalars.append(try parseEscape(path: path))
                runStart = index
                continue
            }
            if b < 0x20 {
                if b == 0x0A {
                    throw error(at: start, path: path, "unterminated string: a line break must be written \\n")
                }
                throw error(at: position(), path: path, "control character \(hex(UInt32(b))) must be escaped in a string")
            }
            if b < 0x80 {
                index += 1
                continue
            }
            try skipUTF8Sequence(path: path)
        }
    }

    private mutating func parseEscape(path: String) throws(LayoutFileError) -> Unicode.Scalar {
        let escapePosition = position()
        index += 1  // backslash
        guard index < bytes.count else {
            throw error(at: escapePosition, path: path, "unterminated string: expected an escape, found end of file")
        }
        let c = bytes[index]
        index += 1
        switch c {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4(path: path, escapePosition: escapePosition)
            switch first {
            case 0xD800...0xDBFF:
                // A high surrogate must be followed by an escaped low surrogate.
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error(at: escapePosition, path: path, "unpaired UTF-16 surrogate \\u\(hex4(first)) in a string")
                }
                let lowPosition = position()
                index += 2
                let second = try parseHex4(path: path, escapePosition: lowPosition)
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw error(at: escapePosition, path: path, "unpaired UTF-16 surrogate \\u\(hex4(first)) in a string")
                }
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Unicode.Scalar(value)!
            case 0xDC00...0xDFFF:
                throw error(at: escapePosition, path: path, "unpaired UTF-16 surrogate \\u\(hex4(first)) in a string")
            default:
                return Unicode.Scalar(first)!
            }
        default:
            index -= 1
            throw error(at: escapePosition, path: path,
                        "invalid escape '\\\(describeRawByte(c))' in a string: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    private mutating func parseHex4(path: String, escapePosition: SourcePosition) throws(LayoutFileError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw error(at: escapePosition, path: path, "expected 4 hex digits after \\u, found \(describeByte())")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Checks one multi-byte UTF-8 sequence (RFC 3629: no overlongs, no
    /// surrogates, nothing above U+10FFFF) and steps over it.
    private mutating func skipUTF8Sequence(path: String) throws(LayoutFileError) {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default:
            throw error(at: position(), path: path, "invalid UTF-8 byte \(hexByte(lead))")
        }
        for k in 1..<length {
            let i = index + k
            guard i < bytes.count else {
                throw error(at: position(), path: path, "invalid UTF-8: truncated sequence starting with \(hexByte(lead))")
            }
            let b = bytes[i]
            let (lo, hi) = k == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
            guard b >= lo, b <= hi else {
                throw error(at: position(), path: path, "invalid UTF-8 byte \(hexByte(b)) after \(hexByte(lead))")
            }
        }
        index += length
    }

    // MARK: Whitespace and positions

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
                columnCacheOffset = index
                columnCacheColumn = 1
            default:
                return
            }
        }
    }

    private mutating func position() -> SourcePosition {
        // Strings cannot contain raw line breaks, so `lineStart` is always current.
        if columnCacheOffset < lineStart || columnCacheOffset > index {
            columnCacheOffset = lineStart
            columnCacheColumn = 1
        }
        var column = columnCacheColumn
        var i = columnCacheOffset
        while i < index {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        columnCacheOffset = index
        columnCacheColumn = column
        return SourcePosition(line: line, column: column, offset: index)
    }

    private func error(at position: SourcePosition, path: String, _ message: String) -> LayoutFileError {
        LayoutFileError(file: file, path: path, line: position.line, column: position.column, message: message)
    }

    // MARK: Describing what was found

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || isDigit(b) || b == 0x5F
    }

    private func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: return UInt32(b - 0x30)
        case 0x41...0x46: return UInt32(b - 0x41 + 10)
        case 0x61...0x66: return UInt32(b - 0x61 + 10)
        default: return nil
        }
    }

    /// The next byte as a message shows it: `'x'`, `U+000A`, `byte 0xFF`, `end of file`.
    private func describeByte() -> String {
        guard index < bytes.count else { return "end of file" }
        return describeRawByte(bytes[index], quoted: true)
    }

    private func describeRawByte(_ b: UInt8, quoted: Bool = false) -> String {
        if b >= 0x21 && b < 0x7F {
            let c = String(UnicodeScalar(b))
            return quoted ? "'\(c)'" : c
        }
        if b < 0x80 { return hex(UInt32(b)) }
        // A non-ASCII byte: show the whole character when it is valid UTF-8.
        for length in 2...4 where index + length <= bytes.count {
            let slice = UnsafeBufferPointer(rebasing: bytes[index..<index + length])
            if let text = String(validating: slice, as: UTF8.self), let scalar = text.unicodeScalars.first {
                return quoted ? "'\(scalar)'" : String(scalar)
            }
        }
        return "byte \(hexByte(b))"
    }

    /// A bare word (`tru`, `undefined`, `NaN`) is shown whole; anything else as one character.
    private func describeToken() -> String {
        guard index < bytes.count else { return "end of file" }
        var end = index
        while end < bytes.count, isWordByte(bytes[end]), end - index < 24 { end += 1 }
        if end > index + 1 {
            return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self) + "'"
        }
        return describeByte()
    }

    private func hex(_ v: UInt32) -> String { "U+" + hex4(v) }

    private func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, 4 - s.count)) + s
    }

    private func hexByte(_ b: UInt8) -> String {
        let s = String(b, radix: 16, uppercase: true)
        return "0x" + (s.count == 1 ? "0" + s : s)
    }
}
