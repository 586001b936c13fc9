import Foundation

/// The month calendar of an inline date picker (`.inline`, `.date` and
/// `.dateAndTime`), as iOS 17 draws it on an iPhone: the month and year with
/// a disclosure chevron, the previous and next month chevrons at the trailing
/// side, the weekday symbols from the calendar's first weekday, and the
/// month's days (days of other months are not shown) in up to six rows.
///
/// The figures (a 320 × 332 calendar, 378 with the time row; the title's
/// centre 24 points down and 20 in; weekdays 13-point semibold in an
/// 18-point row 46 points down; the grid 64 points down, 11 in from each
/// side, rows 38 points tall in a six-week month and 46 otherwise; days 20
/// points, the selected one 22-point medium in a 42-point circle of the tint
/// colour at 12 % opacity; the month chevrons in 44-point boxes 2 apart, 7
/// from the trailing edge) are those of the `cupertino_calendar_picker`
/// Flutter package, whose authors measured them against iOS's calendar.
package struct DatePickerCalendar {
    package static let size = CGSize(width: 320, height: 332)
    package static let timeRowHeight: CGFloat = 46
    static let titleCentreY: CGFloat = 24
    static let titleLeading: CGFloat = 20
    static let weekdaysTop: CGFloat = 46
    static let weekdaysHeight: CGFloat = 18
    static let gridTop: CGFloat = 64
    static let gridInset: CGFloat = 11
    static let switcherSize: CGFloat = 44
    static let switcherSpacing: CGFloat = 2
    static let switcherTrailing: CGFloat = 7
    static let circleDiameter: CGFloat = 42
    static let selectedCircleOpacity: CGFloat = 0.12

    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let weekdayFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    static let dayFont = UIFont.systemFont(ofSize: 20)
    static let selectedDayFont = UIFont.systemFont(ofSize: 22, weight: .medium)

    /// How a day is drawn.
    package enum DayState: Equatable, Sendable {
        /// In the label colour.
        case normal
        /// Today, not selected: in the tint colour.
        case today
        /// In a light circle of the tint colour, in the tint colour.
        case selected
        /// Today and selected: white in a circle of the tint colour.
        case selectedToday
        /// Before the minimum or after the maximum date: in the tertiary label colour.
        case unavailable
    }

    package struct Day {
        package let date: Date
        package let number: String
        /// The day's cell in the picker's bounds; its number is centred in it.
        package let frame: CGRect
        package let state: DayState
    }

    package let title: String
    /// The weekday symbols from left to right (from the right in a right-to-left layout).
    package let weekdaySymbols: [String]
    package let weekdayFrames: [CGRect]
    package let days: [Day]
    package let rowCount: Int
    package let previousMonthFrame: CGRect
    package let nextMonthFrame: CGRect
    package let previousMonthEnabled: Bool
    package let nextMonthEnabled: Bool
    /// The first day of the month shown.
    package let month: Date
    let width: CGFloat
    let rightToLeft: Bool

    /// - Parameters:
    ///   - shown: a date in the month to show.
    ///   - selected: the picker's date (nil: none); `today` is the current date.
    ///   - limits: the minimum and maximum dates, when they are in order.
    init(calendar: Calendar, locale: Locale, shown: Date, selected: Date?, today: Date,
         limits: (Date?, Date?), width: CGFloat, rightToLeft: Bool) {
        self.width = width
        self.rightToLeft = rightToLeft
        let month = calendar.dateInterval(of: .month, for: shown)?.start ?? shown
        self.month = month

        let titleFormatter = DateFormatter()
        titleFormatter.locale = locale
        titleFormatter.calendar = calendar
        titleFormatter.timeZone = calendar.timeZone
        titleFormatter.setLocalizedDateFormatFromTemplate("MMMMy")
        title = titleFormatter.string(from: month)

        // iOS shows the short standalone symbols in capitals ("SUN", "MO").
        let columnWidth = (width - 2 * Self.gridInset) / 7
        let first = calendar.firstWeekday - 1
        let symbols = (0..<7).map { calendar.shortStandaloneWeekdaySymbols[(first + $0) % 7].uppercased(with: locale) }
        weekdaySymbols = rightToLeft ? symbols.reversed() : symbols

        weekdayFrames = (0..<7).map {
            CGRect(x: Self.gridInset + CGFloat($0) * columnWidth, y: Self.weekdaysTop, width: columnWidth, height: Self.weekdaysHeight)
        }

        let count = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        rowCount = (lead + count + 6) / 7
        let rowHeight: CGFloat = rowCount == 6 ? 38 : 46
        let numberFormatter = DateFormatter()
        numberFormatter.locale = locale
        numberFormatter.calendar = calendar
        numberFormatter.timeZone = calendar.timeZone
        numberFormatter.dateFormat = "d"
        var days: [Day] = []
        for i in 0..<count {
            guard let date = calendar.date(byAdding: .day, value: i, to: month) else { continue }
            let slot = lead + i
            let column = rightToLeft ? 6 - slot % 7 : slot % 7
            let frame = CGRect(x: Self.gridInset + CGFloat(column) * columnWidth, y: Self.gridTop + CGFloat(slot / 7) * rowHeight,
                               width: columnWidth, height: rowHeight)
            let isSelected = selected.map { calendar.isDate(date, inSameDayAs: $0) } ?? false
            let isToday = calendar.isDate(date, inSameDayAs: today)
            let state: DayState
            if let lo = limits.0, calendar.compare(date, to: lo, toGranularity: .day) == .orderedAscending { state = .unavailable }
            else if let hi = limits.1, calendar.compare(date, to: hi, toGranularity: .day) == .orderedDescending { state = .unavailable }
            else if isSelected { state = isToday ? .selectedToday : .selected }
            else { state = isToday ? .today : .normal }
            days.append(Day(date: date, number: numberFormatter.string(from: date), frame: frame, state: state))
        }
        self.days = days

        let next = CGRect(x: width - Self.switcherTrailing - Self.switcherSize, y: Self.titleCentreY - Self.switcherSize / 2,
                          width: Self.switcherSize, height: Self.switcherSize)
        let previous = next.offsetBy(dx: -Self.switcherSize - Self.switcherSpacing, dy: 0)
        previousMonthFrame = rightToLeft ? Self.mirrored(previous, width) : previous
        nextMonthFrame = rightToLeft ? Self.mirrored(next, width) : next
        previousMonthEnabled = limits.0.map { calendar.compare(month, to: $0, toGranularity: .month) == .orderedDescending } ?? true
        nextMonthEnabled = limits.1.map { calendar.compare(month, to: $0, toGranularity: .month) == .orderedAscending } ?? true
    }

    static func mirrored(_ r: CGRect, _ width: CGFloat) -> CGRect {
        CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    /// The day whose cell holds `point`, if it is one that can be chosen.
    package func day(at point: CGPoint) -> Day? {
        for day in days where day.frame.contains(point) && day.state != .unavailable { return day }
        return nil
    }

    // MARK: Drawing

    /// Draws the calendar at the top of the picker's bounds with the picker's tint colour, resolved.
    func draw(tint: UIColor) {
        let titleAttributes: [NSAttributedString.Key: Any] = [.font: Self.titleFont, .foregroundColor: UIColor.label]
        let titleSize = (title as NSString).size(withAttributes: titleAttributes)
        var titleFrame = CGRect(x: Self.titleLeading, y: Self.titleCentreY - titleSize.height / 2,
                                width: ceil(titleSize.width), height: titleSize.height)
        // The disclosure chevron, 5 points after the title, in an 11-point box.
        var disclosure = CGRect(x: titleFrame.maxX + 5 + 2.5, y: Self.titleCentreY - 6, width: 6, height: 12)
        if rightToLeft {
            titleFrame = Self.mirrored(titleFrame, width)
            disclosure = Self.mirrored(disclosure, width)
        }
        (title as NSString).draw(at: titleFrame.origin, withAttributes: titleAttributes)
        Self.chevron(in: disclosure, pointingRight: !rightToLeft, lineWidth: 2.2, color: tint)

        let disabled = UIColor.tertiaryLabel
        let glyph = CGSize(width: 10, height: 19)
        for (frame, enabled, forward) in [(previousMonthFrame, previousMonthEnabled, false), (nextMonthFrame, nextMonthEnabled, true)] {
            let r = CGRect(x: frame.midX - glyph.width / 2, y: frame.midY - glyph.height / 2, width: glyph.width, height: glyph.height)
            Self.chevron(in: r, pointingRight: forward != rightToLeft, lineWidth: 2.6, color: enabled ? tint : disabled)
        }

        let weekdayAttributes: [NSAttributedString.Key: Any] = [.font: Self.weekdayFont, .foregroundColor: UIColor.tertiaryLabel]
        for (symbol, frame) in zip(weekdaySymbols, weekdayFrames) { Self.drawCentred(symbol, in: frame, weekdayAttributes) }

        for day in days {
            let d = min(Self.circleDiameter, day.frame.width)
            let circle = CGRect(x: day.frame.midX - d / 2, y: day.frame.midY - d / 2, width: d, height: d)
            let font: UIFont, color: UIColor
            switch day.state {
            case .normal: font = Self.dayFont; color = .label
            case .today: font = Self.dayFont; color = tint
            case .unavailable: font = Self.dayFont; color = disabled
            case .selected:
                tint.withAlphaComponent(Self.selectedCircleOpacity).setFill()
                UIBezierPath(ovalIn: circle).fill()
                font = Self.selectedDayFont; color = tint
            case .selectedToday:
                tint.setFill()
                UIBezierPath(ovalIn: circle).fill()
                font = Self.selectedDayFont; color = .white
            }
            Self.drawCentred(day.number, in: day.frame, [.font: font, .foregroundColor: color])
        }
    }

    static func drawCentred(_ text: String, in frame: CGRect, _ attributes: [NSAttributedString.Key: Any]) {
        let size = (text as NSString).size(withAttributes: attributes)
        (text as NSString).draw(at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), withAttributes: attributes)
    }

    /// An open chevron with round caps, as SF Symbols' `chevron.forward`/`chevron.backward`.
    static func chevron(in r: CGRect, pointingRight: Bool, lineWidth: CGFloat, color: UIColor) {
        let path = UIBezierPath()
        let tipX = pointingRight ? r.maxX : r.minX, tailX = pointingRight ? r.minX : r.maxX
        path.move(to: CGPoint(x: tailX, y: r.minY))
        path.addLine(to: CGPoint(x: tipX, y: r.midY))
        path.addLine(to: CGPoint(x: tailX, y: r.maxY))
        path.lineWidth = lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }
}
