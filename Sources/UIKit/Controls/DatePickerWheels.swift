import Foundation

/// The wheels of a date picker in `.wheels` style: the data source and
/// delegate of its picker view. Per mode, as iOS shows them:
///
/// - `.date`: month (the locale's stand-alone month names), day and year, in
///   the locale's order (`MMMM d, y` for en_US: month | day | year; `d MMMM y`
///   for en_GB); days the month does not have are drawn in the tertiary label colour;
/// - `.time`: hour, minute and, where the locale uses a 12-hour clock, its AM/PM
///   symbols, in the locale's order (`h:mm a` for en_US); minutes in steps of `minuteInterval`;
/// - `.dateAndTime`: the day as `Fri Nov 27` (`Today` for today), then the time's wheels;
/// - `.countDownTimer`: hours 0–23 and minutes, with "hours" ("hour" for one) and "min" after the selected numbers.
///
/// Months, days, hours and minutes go round, as on iOS: their wheels have a
/// hundred turns of rows with the selection in the middle one.
@preconcurrency @MainActor
final class DatePickerWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    enum Column: Equatable {
        case month, day, year, weekdayDate, hour, minute, meridiem, countHours, countMinutes
    }

    weak var picker: UIDatePicker?
    private(set) var columns: [Column] = []
    private(set) var selectedRows: [Int] = []
    private var calendar = Calendar(identifier: .gregorian)
    private var monthNames: [String] = []
    private var meridiems: [String] = []
    private var twelveHour = true
    private var twoDigitHours = false
    private var dayFormatter = DateFormatter()
    /// The start of the selected day (`.dateAndTime`'s day wheel counts from it).
    private var anchorDay = Date()

    static let turns = 100
    static let dayRows = 20_001

    /// Reads the picker's mode, locale, calendar and date again.
    func rebuild() {
        guard let picker else { return }
        calendar = picker.resolvedCalendar
        let locale = picker.locale ?? .current
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        monthNames = formatter.standaloneMonthSymbols
        meridiems = [formatter.amSymbol, formatter.pmSymbol]
        let timePattern = DateFormatter.dateFormat(fromTemplate: "jm", options: 0, locale: locale) ?? "h:mm a"
        twelveHour = timePattern.contains("h") || timePattern.contains("K")
        twoDigitHours = timePattern.contains("HH") || timePattern.contains("hh")
        var timeColumns: [Column] = [.hour, .minute]
        if twelveHour {
            let a = timePattern.firstIndex(of: "a")
            let h = timePattern.firstIndex { "hHkK".contains($0) }
            if let a, let h, a < h { timeColumns.insert(.meridiem, at: 0) } else { timeColumns.append(.meridiem) }
        }
        switch picker.datePickerMode {
        case .date:
            let pattern = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) ?? "MMMM d, y"
            let order: [(Character, Column)] = [("M", .month), ("L", .month), ("d", .day), ("y", .year)]
            var placed: [(String.Index, Column)] = []
            for (letter, column) in order {
                if let i = pattern.firstIndex(of: letter), !placed.contains(where: { $0.1 == column }) { placed.append((i, column)) }
            }
            columns = placed.sorted { $0.0 < $1.0 }.map(\.1)
            if columns.count != 3 { columns = [.month, .day, .year] }
        case .time:
            columns = timeColumns
        case .dateAndTime:
            columns = [.weekdayDate] + timeColumns
        case .countDownTimer:
            columns = [.countHours, .countMinutes]
        }
        dayFormatter = DateFormatter()
        dayFormatter.locale = locale
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        anchorDay = calendar.startOfDay(for: picker.date)
        selectedRows = columns.map { selectedRow($0, picker) }
    }

    private var minuteStep: Int { max(1, picker?.minuteInterval ?? 1) }

    private func cycle(_ column: Column) -> Int? {
        switch column {
        case .month: return 12
        case .day: return 31
        case .hour: return twelveHour ? 12 : 24
        case .minute, .countMinutes: return 60 / minuteStep
        default: return nil
        }
    }

    private func rows(_ column: Column) -> Int {
        if let cycle = cycle(column), column != .countMinutes { return cycle * Self.turns }
        switch column {
        case .year: return 10_000
        case .weekdayDate: return Self.dayRows
        case .meridiem: return 2
        case .countHours: return 24
        case .countMinutes: return 60 / minuteStep
        default: return 0
        }
    }

    private func selectedRow(_ column: Column, _ picker: UIDatePicker) -> Int {
        let d = picker.date
        let middle = (cycle(column) ?? 0) * (Self.turns / 2)
        switch column {
        case .month: return middle + calendar.component(.month, from: d) - 1
        case .day: return middle + calendar.component(.day, from: d) - 1
        case .year: return min(max(calendar.component(.year, from: d), 1), 10_000) - 1
        case .weekdayDate: return Self.dayRows / 2
        case .hour:
            let hour = calendar.component(.hour, from: d)
            return middle + (twelveHour ? hour % 12 : hour)
        case .minute: return middle + calendar.component(.minute, from: d) / minuteStep
        case .meridiem: return calendar.component(.hour, from: d) < 12 ? 0 : 1
        case .countHours: return Int(picker.countDownDuration) / 3600
        case .countMinutes: return (Int(picker.countDownDuration) % 3600) / 60 / minuteStep
        }
    }

    private func title(_ column: Column, row: Int) -> String {
        let value = cycle(column).map { row % $0 } ?? row
        switch column {
        case .month: return value < monthNames.count ? monthNames[value] : String(value + 1)
        case .day: return String(value + 1)
        case .year: return String(value + 1)
        case .weekdayDate:
            let day = calendar.date(byAdding: .day, value: row - Self.dayRows / 2, to: anchorDay) ?? anchorDay
            if calendar.isDate(day, inSameDayAs: picker?.currentDate() ?? Date()) { return "Today" }
            return dayFormatter.string(from: day).replacingOccurrences(of: ",", with: "")
        case .hour:
            if twelveHour { return String(value == 0 ? 12 : value) }
            return twoDigitHours ? String(format: "%02d", value) : String(value)
        case .minute: return String(format: "%02d", value * minuteStep)
        case .meridiem: return value < meridiems.count ? meridiems[value] : ""
        case .countHours: return String(value)
        case .countMinutes: return String(value * minuteStep)
        }
    }

    /// The date (or countdown) the wheels' rows stand for.
    func value(forRows rows: [Int]) -> (date: Date, duration: TimeInterval) {
        guard let picker else { return (Date(), 0) }
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: picker.date)
        var hour12: Int?
        var pm = (parts.hour ?? 0) >= 12
        var dayShift = 0
        var duration: TimeInterval = 0
        for (column, row) in zip(columns, rows) {
            let value = cycle(column).map { row % $0 } ?? row
            switch column {
            case .month: parts.month = value + 1
            case .day: parts.day = value + 1
            case .year: parts.year = value + 1
            case .weekdayDate: dayShift = row - Self.dayRows / 2
            case .hour: if twelveHour { hour12 = value } else { parts.hour = value }
            case .minute: parts.minute = value * minuteStep
            case .meridiem: pm = value == 1
            case .countHours: duration += Double(value) * 3600
            case .countMinutes: duration += Double(value * minuteStep) * 60
            }
        }
        if twelveHour, columns.contains(.hour) {
            parts.hour = (hour12 ?? (parts.hour ?? 0) % 12) + (pm ? 12 : 0)
        }
        if let day = parts.day {
            // A day the month does not have moves to its last day, as the wheel snaps back on iOS.
            var first = parts
            first.day = 1
            if let start = calendar.date(from: first), let range = calendar.range(of: .day, in: .month, for: start) {
                parts.day = min(day, range.upperBound - 1)
            }
        }
        var date = calendar.date(from: parts) ?? picker.date
        if dayShift != 0 { date = calendar.date(byAdding: .day, value: dayShift, to: date) ?? date }
        return (date, duration)
    }

    // MARK: UIPickerViewDataSource, UIPickerViewDelegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns.indices.contains(component) ? rows(columns[component]) : 0
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns.indices.contains(component) ? title(columns[component], row: row) : nil
    }

    /// Days the selected month does not have, in the tertiary label colour.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        guard columns.indices.contains(component), columns[component] == .day, let picker else { return nil }
        let day = row % 31 + 1
        let days = calendar.range(of: .day, in: .month, for: picker.date).map { $0.upperBound - 1 } ?? 31
        guard day > days else { return nil }
        return NSAttributedString(string: String(day), attributes: [
            .foregroundColor: UIColor.tertiaryLabel,
            .font: UIFont.systemFont(ofSize: PickerWheel.titleFontSize),
        ])
    }

    /// Each wheel as wide as its widest title in the band's font, plus 20
    /// points, shrunk together when they do not fit.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard columns.indices.contains(component) else { return 0 }
        let widths = columns.map(naturalWidth)
        let available = pickerView.bounds.width - 2 * PickerWheel.bandInset - PickerWheel.componentSpacing * CGFloat(max(0, columns.count - 1))
        let total = widths.reduce(0, +)
        let scale = total > available && total > 0 ? max(0, available) / total : 1
        return (widths[component] * scale).rounded(.down)
    }

    private func naturalWidth(_ column: Column) -> CGFloat {
        let samples: [String]
        switch column {
        case .month: samples = monthNames
        case .day: samples = ["28"]
        case .year: samples = ["2028"]
        case .weekdayDate: samples = ["Wed Sep 28", "Today"]
        case .hour: samples = ["12", "00"]
        case .minute: samples = ["00"]
        case .meridiem: samples = meridiems
        case .countHours: samples = ["23"]
        case .countMinutes: samples = ["59"]
        }
        let font = UIFont.systemFont(ofSize: PickerWheel.titleFontSize * PickerWheel.magnification)
        let widest = samples.map { ($0 as NSString).size(withAttributes: [.font: font]).width }.max() ?? 0
        // A countdown's units sit beside its numbers.
        let units: CGFloat = column == .countHours || column == .countMinutes ? 70 : 0
        return ceil(widest) + 20 + units
    }
}
