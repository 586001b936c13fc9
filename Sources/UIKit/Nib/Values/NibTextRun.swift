/// `"attributedText": [{"text": "Bold ", "font": {"system": 17, "weight": "bold"}}, {"text": "red", "color": "systemRed", "underline": true}]`:
/// a label's or text view's attributed text, run by run; a run's font,
/// colour, underline and paragraph style are optional (an attribute the run
/// lacks is absent from its range of the `NSAttributedString`).
package struct NibTextRun: Sendable {
    package var text: String
    package var font: NibFont?
    package var color: NibColor?
    package var underline: Bool
    package var paragraph: NibParagraphStyle?
    package var source: JSONValue

    package static let keys = ["text", "font", "color", "underline", "paragraph"]

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
                                   paragraph: try o["paragraph"].map { v throws(LayoutFileError) in try NibParagraphStyle.parse(v, reader) },
                                   source: item))
        }
        return runs
    }
}

/// A run's `"paragraph": {"lineSpacing": 6, "headIndent": 12, …}`: an
/// `NSParagraphStyle` with these values (the others its defaults).
package struct NibParagraphStyle: Sendable {
    /// The number members, under NSParagraphStyle's names; distances within
    /// ±1,000,000 points (indents and spacings), a multiple within 0…100.
    package static let numberKeys = ["lineSpacing", "lineHeightMultiple", "paragraphSpacing", "paragraphSpacingBefore",
                                     "firstLineHeadIndent", "headIndent", "tailIndent", "minimumLineHeight", "maximumLineHeight"]
    package static let keys = ["alignment", "lineBreakMode"] + numberKeys

    package var numbers: [String: Double] = [:]
    package var alignment: Int?
    package var lineBreakMode: Int?

    package static func parse(_ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> NibParagraphStyle {
        let o = try reader.object(value)
        try reader.checkKeys(o, of: value, allowed: keys, what: "a paragraph style")
        var style = NibParagraphStyle()
        for key in numberKeys {
            guard let member = o[key] else { continue }
            let range: ClosedRange<Double> = key == "lineHeightMultiple" ? 0...100
                : key == "tailIndent" ? -NibGeometry.coordinateLimit...NibGeometry.coordinateLimit : 0...NibGeometry.coordinateLimit
            style.numbers[key] = try reader.number(member, range)
        }
        style.alignment = try o["alignment"].map { v throws(LayoutFileError) in try NibEnumeration.textAlignment.parse(v, reader) }
        style.lineBreakMode = try o["lineBreakMode"].map { v throws(LayoutFileError) in try NibEnumeration.lineBreakMode.parse(v, reader) }
        return style
    }

    /// The style as UIKit's object.
    package func makeParagraphStyle() -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        if let alignment, let a = NSTextAlignment(rawValue: alignment) { style.alignment = a }
        if let lineBreakMode, let mode = NSLineBreakMode(rawValue: lineBreakMode) { style.lineBreakMode = mode }
        func value(_ key: String) -> CGFloat? { numbers[key].map { CGFloat($0) } }
        if let n = value("lineSpacing") { style.lineSpacing = n }
        if let n = value("lineHeightMultiple") { style.lineHeightMultiple = n }
        if let n = value("paragraphSpacing") { style.paragraphSpacing = n }
        if let n = value("paragraphSpacingBefore") { style.paragraphSpacingBefore = n }
        if let n = value("firstLineHeadIndent") { style.firstLineHeadIndent = n }
        if let n = value("headIndent") { style.headIndent = n }
        if let n = value("tailIndent") { style.tailIndent = n }
        if let n = value("minimumLineHeight") { style.minimumLineHeight = n }
        if let n = value("maximumLineHeight") { style.maximumLineHeight = n }
        return style
    }
}
