/// A parsed JSON value that remembers where it came from: its position in the
/// text and its JSON path from the root, so any later check (a wrong type, an
/// unknown id) can point at the exact spot.
package struct JSONValue: Sendable {
    package enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    package var kind: Kind
    package var position: SourcePosition
    /// E.g. `$.objects[2].properties.frame`, or `$.properties["layer.cornerRadius"]`
    /// for keys that are not plain identifiers.
    package var path: String

    package init(kind: Kind, position: SourcePosition, path: String) {
        self.kind = kind
        self.position = position
        self.path = path
    }

    package var stringValue: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    package var numberValue: Double? {
        if case .number(let n) = kind { return n }
        return nil
    }

    package var boolValue: Bool? {
        if case .bool(let b) = kind { return b }
        return nil
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    package var objectValue: JSONObject? {
        if case .object(let o) = kind { return o }
        return nil
    }

    package var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// How the value is named in "found ..." messages: `string "half"`, `number 3`,
    /// `true`, `null`, `an array`, `an object`.
    package var foundDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return "number \(JSONValue.format(n))"
        case .string(let s):
            let shown = s.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(s.unicodeScalars.prefix(40))) + "…" : s
            return "string \(JSONValue.quote(shown))"
        case .array(let a): return a.isEmpty ? "an empty array" : "an array of \(a.count)"
        case .object: return "an object"
        }
    }

    /// A literal as written (a number's digits, a word), shortened past
    /// `quotedLengthLimit` characters to its start and its length.
    package static func excerpt(_ literal: String) -> String {
        let scalars = literal.unicodeScalars
        guard scalars.count > quotedLengthLimit else { return literal }
        return String(String.UnicodeScalarView(scalars.prefix(quotedLengthLimit - 20))) + "… (\(scalars.count) characters)"
    }

    /// Integral numbers print without a fraction, as they were most likely written.
    package static func format(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }

    /// The most characters of a key, id or string a message quotes: a 5 MB
    /// key is named by its start and its length, not echoed whole.
    package static let quotedLengthLimit = 80

    /// A string as a JSON literal (quotes and escapes), for messages and paths;
    /// past `quotedLengthLimit` characters, the start and the length.
    package static func quote(_ s: String) -> String {
        let scalars = s.unicodeScalars
        if scalars.count > quotedLengthLimit {
            let start = String(String.UnicodeScalarView(scalars.prefix(quotedLengthLimit - 20)))
            return quote(start).dropLast() + "…\" (\(scalars.count) characters)"
        }
        return literal(s)
    }

    /// A string as a JSON literal, whole: quotes, and escapes for the quote, the
    /// backslash and control characters.
    package static func literal(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The path of a member: `.name` for identifier-like keys, `["key"]` otherwise.
    package static func childPath(_ parent: String, key: String) -> String {
        var identifier = !key.isEmpty && key.utf8.count <= quotedLengthLimit
        for (i, b) in key.utf8.enumerated() {
            let letter = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b == 0x24
            let digit = b >= 0x30 && b <= 0x39
            if !(letter || (digit && i > 0)) { identifier = false; break }
        }
        return identifier ? parent + "." + key : parent + "[" + quote(key) + "]"
    }

    package static func childPath(_ parent: String, index: Int) -> String {
        parent + "[" + String(index) + "]"
    }
}

/// A JSON object keeping its members in file order (order matters for subviews
/// and for error messages) with a key index for lookup.
package struct JSONObject: Sendable {
    package struct Member: Sendable {
        package var key: String
        package var keyPosition: SourcePosition
        package var value: JSONValue
    }

    package private(set) var members: [Member] = []
    private var indexByKey: [String: Int] = [:]

    package init() {}

    /// Adds a member; returns the earlier member if the key is already present
    /// (the caller reports the duplicate).
    package mutating func insert(_ member: Member) -> Member? {
        if let existing = indexByKey[member.key] { return members[existing] }
        indexByKey[member.key] = members.count
        members.append(member)
        return nil
    }

    package subscript(key: String) -> JSONValue? {
        guard let i = indexByKey[key] else { return nil }
        return members[i].value
    }

    package var keys: [String] { members.map(\.key) }
    package var count: Int { members.count }
}
