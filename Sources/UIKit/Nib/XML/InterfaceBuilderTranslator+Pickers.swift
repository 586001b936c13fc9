import Foundation

/// A `<datePicker>`'s value elements: `<date key="date" timeIntervalSinceReferenceDate="…"/>`
/// (also `minimumDate`, `maximumDate`) as ISO 8601 dates, and
/// `<locale key="locale" localeIdentifier="…"/>`. Its attributes
/// (`datePickerMode`, `style`, `minuteInterval`, `countDownDuration`) are
/// read with the other attributes.
extension InterfaceBuilderTranslator {
    static let datePickerDateKeys: Set<String> = ["date", "minimumDate", "maximumDate"]

    mutating func datePickerValueElement(_ child: XMLElementNode, add: (String, JSONValue) -> Void) throws(LayoutFileError) {
        switch (child.name, child["key"] ?? "") {
        case ("date", let key) where Self.datePickerDateKeys.contains(key):
            guard let seconds = try double(child, "timeIntervalSinceReferenceDate") else {
                throw error(child, "\(child.label) needs timeIntervalSinceReferenceDate")
            }
            guard abs(seconds) < 1e11 else { throw error(child, "timeIntervalSinceReferenceDate=\"\(Self.format(seconds))\" is not a date UIKit can show") }
            add(key, string(Self.isoDate(Date(timeIntervalSinceReferenceDate: seconds)), child))
        case ("locale", "locale"):
            guard let identifier = child["localeIdentifier"] else { throw error(child, "\(child.label) needs localeIdentifier") }
            add("locale", string(identifier, child))
        default:
            warnOnce("datePicker>\(child.name).\(child["key"] ?? "")", child, "\(child.label) of <datePicker> is not applied")
        }
    }

    /// A date as the layout file's ISO 8601 text, to the millisecond.
    static func isoDate(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
