extension NibFont {
    /// The UIFont this describes; a font name the pinned font set does not
    /// have is an error at the value's position.
    package func makeUIFont(source: JSONValue, reader: NibValueReader) throws(LayoutFileError) -> UIFont {
        switch self {
        case .textStyle(let style):
            let styles: [String: UIFont.TextStyle] = [
                "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3,
                "headline": .headline, "subheadline": .subheadline, "body": .body, "callout": .callout,
                "footnote": .footnote, "caption1": .caption1, "caption2": .caption2,
            ]
            return UIFont.preferredFont(forTextStyle: styles[style]!)
        case .system(let size, let weight):
            let value = NibFont.weights.first { $0.name == weight }!.value
            return UIFont.systemFont(ofSize: CGFloat(size), weight: UIFont.Weight(rawValue: CGFloat(value)))
        case .named(let name, let size):
            guard let font = UIFont(name: name, size: CGFloat(size)) else {
                let families = UIFont.familyNames.sorted().joined(separator: ", ")
                throw reader.error(source, "no font named \(JSONValue.quote(name))\(NibValueReader.suggestion(for: name, in: UIFont.familyNames)); installed families: \(families)")
            }
            return font
        }
    }
}
