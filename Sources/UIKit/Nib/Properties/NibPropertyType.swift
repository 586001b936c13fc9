import Foundation

/// The type of a built-in property in a layout file, which decides the value
/// grammar (`backgroundColor` takes a colour, `frame` a rect, ...).
package indirect enum NibPropertyType: Sendable {
    /// Every number property has a range (see `NibPropertyCatalog`).
    case number(ClosedRange<Double>)
    /// A number in the range, or `"system"`: UIStackView's `spacing`, whose
    /// `spacingUseSystem` Interface Builder calls "Standard".
    case numberOrSystem(ClosedRange<Double>)
    case integer(ClosedRange<Int>)
    case bool
    case string
    case color
    case font
    case image
    case rect
    case size
    case point
    case insets
    case enumeration(NibEnumeration)
    case options(NibEnumeration)
    /// A value for the normal state, or an object of values by UIControl.State
    /// name: `"title": "OK"` or `"title": {"normal": "OK", "highlighted": "Sure"}`.
    case perState(NibPropertyType)
    /// An array of values, e.g. a segmented control's segment titles.
    case list(NibPropertyType)
    /// Text runs with their own fonts and colours (`NibTextRun`).
    case attributedText
    /// An ISO 8601 date and time with its offset (`2026-11-27T09:41:00Z`,
    /// fractional seconds allowed), kept as seconds since 2001-01-01 UTC.
    case date
    /// A time zone identifier Foundation knows (`UTC`, `Europe/Paris`).
    case timeZone

    /// Reads `value` as this type.
    package func parse(_ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> NibPropertyValue {
        switch self {
        case .number(let range): return .number(try reader.number(value, range))
        case .numberOrSystem(let range):
            if let text = value.stringValue {
                guard text == "system" else {
                    throw reader.mismatch(value, expected: "a number or \"system\" (the system spacing, UIStackView.spacingUseSystem)")
                }
                return .number(Double(UIStackView.systemSpacingValue))
            }
            return .number(try reader.number(value, range))
        case .integer(let range): return .integer(try reader.integer(value, range))
        case .bool: return .bool(try reader.bool(value))
        case .string: return .string(try reader.string(value))
        case .color: return .color(try NibColor.parse(value, reader))
        case .font: return .font(try NibFont.parse(value, reader))
        case .image:
            return .image(try NibImageReference.resolve(value, baseDirectory: reader.baseDirectory, root: reader.imageRoot, reader))
        case .rect: return .rect(try NibGeometry.rect(value, reader))
        case .size: return .size(try NibGeometry.size(value, reader))
        case .point: return .point(try NibGeometry.point(value, reader))
        case .insets: return .insets(try NibGeometry.insets(value, reader))
        case .enumeration(let e): return .integer(try e.parse(value, reader))
        case .options(let e): return .integer(try e.parseOptions(value, reader))
        case .perState(let base):
            // An image written as an object (`{"file": …}`) is one value, not one per state.
            guard let map = value.objectValue, !base.isImageObject(map) else {
                return .perState([(state: 0, value: try base.parse(value, reader))])
            }
            var states: [(state: Int, value: NibPropertyValue)] = []
            for member in map.members {
                let stateNames = NibEnumeration.controlState.names
                guard let state = NibEnumeration.controlState.rawValue(of: member.key) else {
                    throw LayoutFileError(file: reader.file, path: member.value.path, line: member.keyPosition.line,
                                          column: member.keyPosition.column,
                                          message: "unknown control state \(JSONValue.quote(member.key))\(NibValueReader.suggestion(for: member.key, in: stateNames)); expected one of: \(stateNames.joined(separator: ", "))")
                }
                states.append((state, try base.parse(member.value, reader)))
            }
            return .perState(states)
        case .attributedText:
            return .attributedText(try NibTextRun.parseRuns(value, reader))
        case .date:
            let text = try reader.string(value)
            guard let date = NibPropertyType.parseDate(text) else {
                throw reader.mismatch(value, expected: "an ISO 8601 date and time such as \"2026-11-27T09:41:00Z\"")
            }
            return .number(date.timeIntervalSinceReferenceDate)
        case .timeZone:
            let text = try reader.string(value)
            guard TimeZone(identifier: text) != nil else {
                throw reader.mismatch(value, expected: "a time zone identifier such as \"UTC\" or \"Europe/Paris\"")
            }
            return .string(text)
        case .list(let base):
            guard let items = value.arrayValue else { throw reader.mismatch(value, expected: "an array") }
            var values: [NibPropertyValue] = []
            for item in items { values.append(try base.parse(item, reader)) }
            return .list(values)
        }
    }
}

extension NibPropertyType {
    /// An ISO 8601 date and time with an offset, with or without fractional seconds.
    package static func parseDate(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    /// Whether `object` is an image written as an object rather than values by state.
    fileprivate func isImageObject(_ object: JSONObject) -> Bool {
        guard case .image = self else { return false }
        return object.members.contains { NibImageReference.objectKeys.contains($0.key) }
    }
}

/// A built-in property's value, parsed and checked.
package indirect enum NibPropertyValue: Sendable {
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case string(String)
    case color(NibColor)
    case font(NibFont)
    case image(NibImageReference)
    case rect(CGRect)
    case size(CGSize)
    case point(CGPoint)
    /// top, left, bottom, right.
    case insets([Double])
    case perState([(state: Int, value: NibPropertyValue)])
    case list([NibPropertyValue])
    case attributedText([NibTextRun])
}
