/// `"attributedText": [{"text": "Bold ", "font": {"system": 17, "weight": "bold"}}, {"text": "red", "color": "systemRed", "underline": true}]`:
/// a label's or text view's attributed text, run by run; a run's font,
/// colour and underline are optional (an attribute the run lacks is absent
/// from its range of the `NSAttributedString`).
package struct NibTextRun: Sendable {
    package var text: String
    package var font: NibFont?
    package var color: NibColor?
    package var underline: Bool
    package var source: JSONValue

    package static let keys = ["text", "font", "color", "underline"]

    package static func parseRuns(_ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> [NibTextRun] {
        guard let items = value.arrayValue else {
            throw reader.mismatch(value, expected: "an array of text runs ({\"text\": …, \"font\": …, \"color\": …, \"underline\": …})")
        }
        var runs: [NibTextRun] = []
        for item in items {
            let o = try reader.object(item)
            try reader.checkKeys(o, of: item, allowed: keys, what: "a text run")
            guard let textValue = o["text"] else { throw reader.error(item, "a text run needs \"text\"") }
            runs.append(NibTextRun(text: try reader.string(textValue),
                                   font: try o["font"].map { v throws(LayoutFileError) in try NibFont.parse(v, reader) },
                                   color: try o["color"].map { v throws(LayoutFileError) in try NibColor.parse(v, reader) },
                                   underline: try o["underline"].map { v throws(LayoutFileError) in try reader.bool(v) } ?? false,
                                   source: item))
        }
        return runs
    }
}
