import Foundation

/// Typed reads of JSON values with errors that say where and what was expected.
/// Every value grammar of the layout format (colours, fonts, rects, ...) is
/// built from these, so the messages read the same everywhere.
package struct NibValueReader: Sendable {
    /// The file name used in messages.
    package var file: String
    /// Relative image paths resolve against this directory (the layout file's).
    package var baseDirectory: URL
    /// Images must stay inside this directory tree.
    package var imageRoot: URL

    package init(file: String, baseDirectory: URL? = nil, imageRoot: URL? = nil) {
        self.file = file
        let base = baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        self.baseDirectory = base
        self.imageRoot = imageRoot ?? base
    }

    package func error(_ value: JSONValue, _ message: String) -> LayoutFileError {
        LayoutFileError(file: file, at: value, message)
    }

    package func mismatch(_ value: JSONValue, expected: String) -> LayoutFileError {
        error(value, "expected \(expected), found \(value.foundDescription)")
    }

    package func number(_ value: JSONValue, _ range: ClosedRange<Double>? = nil) throws(LayoutFileError) -> Double {
        guard let n = value.numberValue else { throw mismatch(value, expected: "a number") }
        if let range, !range.contains(n) {
            throw error(value, "expected a number from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound)), found \(JSONValue.format(n))")
        }
        return n
    }

    package func integer(_ value: JSONValue, _ range: ClosedRange<Int>? = nil) throws(LayoutFileError) -> Int {
        guard let n = value.numberValue else { throw mismatch(value, expected: "an integer") }
        guard n.rounded() == n, abs(n) <= 9_007_199_254_740_992 else {
            throw error(value, "expected an integer, found number \(JSONValue.format(n))")
        }
        let i = Int(n)
        if let range, !range.contains(i) {
            throw error(value, "expected an integer from \(range.lowerBound) to \(range.upperBound), found \(i)")
        }
        return i
    }

    package func bool(_ value: JSONValue) throws(LayoutFileError) -> Bool {
        guard let b = value.boolValue else { throw mismatch(value, expected: "true or false") }
        return b
    }

    package func string(_ value: JSONValue) throws(LayoutFileError) -> String {
        guard let s = value.stringValue else { throw mismatch(value, expected: "a string") }
        return s
    }

    package func array(_ value: JSONValue) throws(LayoutFileError) -> [JSONValue] {
        guard let a = value.arrayValue else { throw mismatch(value, expected: "an array") }
        return a
    }

    package func object(_ value: JSONValue) throws(LayoutFileError) -> JSONObject {
        guard let o = value.objectValue else { throw mismatch(value, expected: "an object") }
        return o
    }

    /// An array of exactly `count` numbers, e.g. a rect `[x, y, width, height]`.
    package func numbers(_ value: JSONValue, count: Int, what: String) throws(LayoutFileError) -> [Double] {
        guard let a = value.arrayValue else { throw mismatch(value, expected: what) }
        guard a.count == count else {
            throw error(value, "expected \(what), found an array of \(a.count)")
        }
        var out: [Double] = []
        out.reserveCapacity(count)
        for element in a {
            guard let n = element.numberValue else { throw mismatch(element, expected: "a number") }
            out.append(n)
        }
        return out
    }

    /// A string naming one of `names`; an unknown name gets a "did you mean" hint.
    package func name(_ value: JSONValue, in names: some Collection<String>, what: String) throws(LayoutFileError) -> String {
        guard let s = value.stringValue else { throw mismatch(value, expected: what) }
        guard names.contains(s) else {
            throw error(value, "unknown \(what) \(JSONValue.quote(s))\(Self.suggestion(for: s, in: names))")
        }
        return s
    }

    /// Rejects keys outside `allowed`, naming the closest allowed one.
    package func checkKeys(_ object: JSONObject, of value: JSONValue, allowed: [String], what: String) throws(LayoutFileError) {
        for member in object.members where !allowed.contains(member.key) {
            throw LayoutFileError(
                file: file, path: member.value.path, line: member.keyPosition.line, column: member.keyPosition.column,
                message: "unknown key \(JSONValue.quote(member.key)) in \(what)\(Self.suggestion(for: member.key, in: allowed)); expected one of: \(allowed.joined(separator: ", "))")
        }
    }

    /// `; did you mean "x"?` when a candidate is within a small edit distance.
    package static func suggestion(for word: String, in candidates: some Collection<String>) -> String {
        // Names are short; a word far longer than any (a 5 MB key) is no slip.
        guard word.utf8.count <= JSONValue.quotedLengthLimit else { return "" }
        let lower = Array(word.lowercased().unicodeScalars)
        var best: (String, Int)?
        for candidate in candidates {
            let d = editDistance(lower, Array(candidate.lowercased().unicodeScalars))
            if d <= max(2, lower.count / 3), d < lower.count, best == nil || d < best!.1 { best = (candidate, d) }
        }
        // A word that is part of a longer name ("aspectFit" in "scaleAspectFit") is a likely slip too.
        if best == nil, lower.count >= 4 {
            let word = word.lowercased()
            best = candidates.first { $0.lowercased().contains(word) }.map { ($0, 0) }
        }
        guard let best else { return "" }
        return "; did you mean \(JSONValue.quote(best.0))?"
    }

    /// The candidate closest to `word` by edit distance, however far (the
    /// first of equally close ones), for a lenient reader that goes on with it.
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        let lower = Array(word.prefix(JSONValue.quotedLengthLimit).lowercased().unicodeScalars)
        return candidates.min { a, b in
            editDistance(lower, Array(a.lowercased().unicodeScalars)) < editDistance(lower, Array(b.lowercased().unicodeScalars))
        }
    }

    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
