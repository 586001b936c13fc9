/// Parses the equation form of a constraint. Grammar (whitespace is free):
///
///     constraint := anchor relation rhs priority?
///     anchor     := item ('.' guide)? '.' attribute
///     item       := id | 'superview'
///     guide      := 'safeAreaLayoutGuide' | 'layoutMarginsGuide' | 'readableContentGuide' | 'contentView'
///                   | 'contentLayoutGuide' | 'frameLayoutGuide'
///                   ('contentView': a table or collection view cell's or a visual effect view's content view;
///                   the last two: a scroll view's)
///     relation   := '==' | '<=' | '>='
///     rhs        := number | anchor (('*' | '/') number)? (('+' | '-') number)?
///     priority   := '@' (number | 'required' | 'defaultHigh' | 'defaultLow')
///
/// Besides the grammar it checks what UIKit would refuse: mixing axes, mixing
/// left/right with leading/trailing, a constant alone on a position, a zero
/// multiplier, a priority outside 1...1000; and the format's ranges: a
/// constant within ±1,000,000 points (a coordinate), a multiplier within
/// ±1000, so no number from the file drives a frame past what geometry holds.
package struct NibConstraintParser {
    private let text: [Unicode.Scalar]
    private var index = 0
    private let value: JSONValue
    private let reader: NibValueReader
    /// Column offset of the string's first character in the file, when the
    /// string was written without escapes (so scalar offsets map to columns).
    private let columnBase: Int?

    package static let priorityNames: [String: Double] = ["required": 1000, "defaultHigh": 750, "defaultLow": 250]
    package static let constantLimit = NibGeometry.coordinateLimit
    package static let multiplierLimit: Double = 1000

    /// Parses the string `equation` found in `value` (the JSON string, or the
    /// `constraint` member of the object form).
    package static func parse(_ equation: String, in value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> NibConstraintDescription {
        var parser = NibConstraintParser(equation: equation, value: value, reader: reader)
        return try parser.parseConstraint()
    }

    private init(equation: String, value: JSONValue, reader: NibValueReader) {
        self.text = Array(equation.unicodeScalars)
        self.value = value
        self.reader = reader
        let plain = !equation.unicodeScalars.contains { $0 == "\\" || $0 == "\"" || $0.value < 0x20 }
        self.columnBase = plain ? value.position.column + 1 : nil
    }

    private mutating func parseConstraint() throws(LayoutFileError) -> NibConstraintDescription {
        skipSpaces()
        let first = try parseAnchor(isFirst: true)
        let relation = try parseRelation()
        skipSpaces()
        let rhsStart = index
        let rhs = try parseRightHandSide()
        skipSpaces()
        let priority = try parsePriorityIfPresent() ?? 1000
        skipSpaces()
        if index < text.count {
            throw failure("expected '*', '/', '+', '-', '@' or the end of the constraint, found '\(text[index])'", at: index)
        }
        try check(first: first, second: rhs.second, rhsStart: rhsStart)
        return NibConstraintDescription(first: first, relation: relation, second: rhs.second, multiplier: rhs.multiplier,
                                        constant: rhs.constant, priority: priority, id: nil, identifier: nil)
    }

    /// `number`, or `anchor (('*' | '/') number)? (('+' | '-') number)?`.
    private mutating func parseRightHandSide() throws(LayoutFileError) -> (second: NibConstraintDescription.Anchor?, multiplier: Double, constant: Double) {
        let constantStart = index
        if let n = try parseNumberIfPresent() {
            return (nil, 1, try checkedConstant(n, at: constantStart))
        }
        let second = try parseAnchor(isFirst: false)
        skipSpaces()
        let multiplier = try parseMultiplierIfPresent() ?? 1
        var constant = 0.0
        if let op = peek(), op == "+" || op == "-" {
            index += 1
            skipSpaces()
            let numberStart = index
            guard let n = try parseNumberIfPresent(allowSign: false) else {
                throw failure("expected a number after '\(op)'", at: index)
            }
            constant = try checkedConstant(op == "-" ? -n : n, at: numberStart)
        }
        return (second, multiplier, constant)
    }

    private func checkedConstant(_ constant: Double, at offset: Int) throws(LayoutFileError) -> Double {
        guard abs(constant) <= Self.constantLimit else {
            throw failure("a constant must be within ±\(JSONValue.format(Self.constantLimit)) points, found \(JSONValue.format(constant))", at: offset)
        }
        return constant
    }

    /// `('*' | '/') number`, as a multiplier; UIKit refuses a multiplier of 0.
    private mutating func parseMultiplierIfPresent() throws(LayoutFileError) -> Double? {
        guard let op = peek(), op == "*" || op == "/" else { return nil }
        let opIndex = index
        index += 1
        skipSpaces()
        guard let n = try parseNumberIfPresent() else {
            throw failure("expected a number after '\(op)'", at: index)
        }
        var multiplier = n
        if op == "/" {
            guard n != 0 else { throw failure("cannot divide by zero", at: opIndex) }
            multiplier = 1 / n
        }
        guard multiplier != 0 else {
            throw failure("a multiplier of 0 would remove the second item; write a constant instead", at: opIndex)
        }
        guard abs(multiplier) <= Self.multiplierLimit else {
            throw failure("a multiplier must be within ±\(JSONValue.format(Self.multiplierLimit)), found \(JSONValue.format(multiplier))", at: opIndex)
        }
        skipSpaces()
        return multiplier
    }

    /// `'@' (number | 'required' | 'defaultHigh' | 'defaultLow')`, in 1...1000.
    private mutating func parsePriorityIfPresent() throws(LayoutFileError) -> Double? {
        guard peek() == "@" else { return nil }
        let at = index
        index += 1
        skipSpaces()
        var priority: Double
        if let n = try parseNumberIfPresent(allowSign: false) {
            priority = n
        } else {
            let word = readWord()
            guard let named = Self.priorityNames[word] else {
                throw failure("expected a priority (1 to 1000, required, defaultHigh or defaultLow) after '@'", at: at + 1)
            }
            priority = named
        }
        guard (1...1000).contains(priority) else {
            throw failure("a priority must be from 1 to 1000, found \(JSONValue.format(priority))", at: at)
        }
        return priority
    }

    private func check(first: NibConstraintDescription.Anchor, second: NibConstraintDescription.Anchor?, rhsStart: Int) throws(LayoutFileError) {
        guard let second else {
            if first.attribute.axis != .dimension {
                throw failure("a constant alone can only constrain width or height; \(first.attribute.name) needs a second item (e.g. superview.\(first.attribute.name))", at: rhsStart)
            }
            return
        }
        if first.attribute.axis != second.attribute.axis {
            let kinds: [NibConstraintDescription.Attribute.Axis: String] = [.horizontal: "a horizontal position", .vertical: "a vertical position", .dimension: "a size"]
            throw failure("cannot constrain \(kinds[first.attribute.axis]!) (\(first.attribute.name)) to \(kinds[second.attribute.axis]!) (\(second.attribute.name))", at: rhsStart)
        }
        if (first.attribute.isAbsoluteDirection && second.attribute.isDirectional)
            || (first.attribute.isDirectional && second.attribute.isAbsoluteDirection) {
            throw failure("cannot constrain \(first.attribute.name) to \(second.attribute.name): leading/trailing and left/right cannot be mixed", at: rhsStart)
        }
    }

    private mutating func parseAnchor(isFirst: Bool) throws(LayoutFileError) -> NibConstraintDescription.Anchor {
        skipSpaces()
        let itemStart = index
        let itemName = readWord()
        guard !itemName.isEmpty else {
            let found = index < text.count ? "'\(text[index])'" : "the end"
            throw failure("expected an item (an object id or superview), found \(found)", at: index)
        }
        let item: NibConstraintDescription.Item = itemName == "superview" ? .superview : .object(itemName)
        if isFirst, item == .superview {
            throw failure("the first item cannot be superview; put the view first (view.top == superview.top)", at: itemStart)
        }
        var parts: [(String, Int)] = []
        while peek() == "." {
            index += 1
            let start = index
            let word = readWord()
            guard !word.isEmpty else { throw failure("expected an attribute name after '.'", at: index) }
            parts.append((word, start))
        }
        guard let (attributeName, attributeStart) = parts.last else {
            throw failure("expected '.' and an attribute after \(itemName) (e.g. \(itemName).top)", at: index)
        }
        var guide: NibConstraintDescription.Guide?
        if parts.count == 2 {
            guard let g = NibConstraintDescription.Guide(rawValue: parts[0].0) else {
                let names = NibConstraintDescription.Guide.allCases.map(\.rawValue)
                throw failure("unknown layout guide '\(parts[0].0)'\(NibValueReader.suggestion(for: parts[0].0, in: names)); expected one of: \(names.joined(separator: ", "))", at: parts[0].1)
            }
            guide = g
        } else if parts.count > 2 {
            throw failure("expected item.attribute or item.guide.attribute, found \(parts.count) parts after \(itemName)", at: parts[2].1)
        }
        guard let attribute = NibConstraintDescription.Attribute(name: attributeName) else {
            let names = NibConstraintDescription.Attribute.allNames
            throw failure("unknown attribute '\(attributeName)'\(NibValueReader.suggestion(for: attributeName, in: names))", at: attributeStart)
        }
        return .init(item: item, guide: guide, attribute: attribute)
    }

    private mutating func parseRelation() throws(LayoutFileError) -> NibConstraintDescription.Relation {
        skipSpaces()
        let start = index
        let two = index + 1 < text.count ? String(String.UnicodeScalarView(text[index...index + 1])) : ""
        let relation: NibConstraintDescription.Relation? = ["==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual][two]
        guard let relation else {
            throw failure("expected '==', '<=' or '>=' after the first anchor", at: start)
        }
        index += 2
        return relation
    }

    private mutating func parseNumberIfPresent(allowSign: Bool = true) throws(LayoutFileError) -> Double? {
        let start = index
        var end = index
        if allowSign, end < text.count, text[end] == "-" || text[end] == "+" { end += 1 }
        let digitsStart = end
        while end < text.count, text[end].properties.numericType != nil && text[end].isASCII || text[end] == "." { end += 1 }
        guard end > digitsStart else { return nil }
        let literal = String(String.UnicodeScalarView(text[start..<end]))
        guard let n = Double(literal), n.isFinite else {
            throw failure("expected a number, found '\(JSONValue.excerpt(literal))'", at: start)
        }
        index = end
        return n
    }

    private mutating func readWord() -> String {
        let start = index
        while index < text.count, text[index].properties.isAlphabetic || text[index] == "_"
                || (index > start && text[index].properties.numericType != nil) {
            index += 1
        }
        return String(String.UnicodeScalarView(text[start..<index]))
    }

    private func peek() -> Unicode.Scalar? {
        index < text.count ? text[index] : nil
    }

    private mutating func skipSpaces() {
        while index < text.count, text[index] == " " || text[index] == "\t" { index += 1 }
    }

    private func failure(_ message: String, at offset: Int) -> LayoutFileError {
        let quoted = JSONValue.quote(String(String.UnicodeScalarView(text)))
        return LayoutFileError(file: reader.file, path: value.path, line: value.position.line,
                               column: columnBase.map { $0 + offset } ?? value.position.column,
                               message: "in constraint \(quoted): \(message)")
    }
}
