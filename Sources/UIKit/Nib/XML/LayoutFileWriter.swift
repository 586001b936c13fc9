/// Writes a layout file's JSON (as `render convert` makes it from a `.xib`
/// or `.storyboard`): two-space indentation, members in order, short arrays
/// of numbers (a frame, a size) on one line.
package enum LayoutFileWriter {
    package static func text(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return out + "\n"
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        switch value.kind {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += number(n)
        case .string(let s): out += JSONValue.literal(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if items.count <= 4, items.allSatisfy({ $0.numberValue != nil || $0.stringValue.map { $0.count < 24 } == true }) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    write(item, indent: indent, into: &out)
                }
                out += "]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                write(item, indent: inner, into: &out)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let o):
            if o.count == 0 { out += "{}"; return }
            if o.members.allSatisfy({ $0.value.numberValue != nil || ($0.value.stringValue.map { $0.count < 24 } ?? false) }), o.count <= 4 {
                out += "{"
                for (i, member) in o.members.enumerated() {
                    if i > 0 { out += ", " }
                    out += JSONValue.literal(member.key) + ": "
                    write(member.value, indent: indent, into: &out)
                }
                out += "}"
                return
            }
            let inner = indent + "  "
            out += "{\n"
            for (i, member) in o.members.enumerated() {
                out += inner + JSONValue.literal(member.key) + ": "
                write(member.value, indent: inner, into: &out)
                out += i == o.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    /// Integral numbers without a fraction; others with the shortest digits
    /// that read back to the same Double.
    static func number(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }
}
