import Foundation

/// The styles a date picker can be drawn in (iOS 13.4+).
public enum UIDatePickerStyle: Int, Sendable {
    /// The best style for the platform and mode: on iPhone, `compact`, or
    /// `wheels` for a countdown timer.
    case automatic = 0
    /// The wheels of a picker view.
    case wheels = 1
    /// Grey rounded buttons showing the date and time as text.
    case compact = 2
    /// A month's calendar (`.date`), with a time row below it
    /// (`.dateAndTime`); for `.time`, the compact time button, as on iPhone (iOS 14+).
    case inline = 3
}

/// A date and time picker, as iOS 14–17 draws it: `.wheels` shows a
/// picker view (month | day | year, or hour | minute | AM/PM, per locale;
/// see `DatePickerWheels`), `.compact` (the default on iPhone) the date and
/// the time in grey rounded buttons, `.inline` the month's calendar (see
/// `DatePickerCalendar`) and, for `.dateAndTime`, a time row below it. What is shown depends on `date`
/// (now, when the picker is made), `locale` (the process's, `Locale.current`),
/// `calendar` and `timeZone` (the process's, `TimeZone.current`), as in
/// UIKit; set them (or run with `TZ` and `LANG` set) for a picture that does
/// not change from one run or machine to another.
///
/// A user's turn of a wheel sets `date` (or `countDownDuration`) and sends
/// `.valueChanged`; setting them in code sends nothing, as in UIKit.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable {
        case time = 0, date, dateAndTime, countDownTimer
    }

    open var datePickerMode: Mode = .dateAndTime { didSet { if datePickerMode != oldValue { contentDidChange() } } }

    /// The locale the picker formats with; nil (or never set) is `Locale.current`.
    open var locale: Locale? {
        get { storedLocale ?? .current }
        set { storedLocale = newValue; contentDidChange() }
    }
    private var storedLocale: Locale?

    /// The calendar the picker counts days, months and years in; setting
    /// nil goes back to `Calendar.current`.
    open var calendar: Calendar! {
        get { storedCalendar ?? .current }
        set { storedCalendar = newValue; contentDidChange() }
    }
    private var storedCalendar: Calendar?

    /// The time zone the date is shown in; nil is the calendar's (by default the process's).
    open var timeZone: TimeZone? { didSet { contentDidChange() } }

    /// The date shown (now, when the picker was made), kept within the
    /// minimum and maximum dates and, with `roundsToMinuteInterval`, on a
    /// minute of `minuteInterval`.
    open var date: Date {
        get { storedDate }
        set { storedDate = adjusted(newValue); shownMonthOffset = 0; contentDidChange() }
    }
    private var storedDate = Date()

    /// The current date, which marks "Today" on the wheels and today's day in
    /// the inline calendar: the clock's, unless a test fixes it.
    package var currentDate: () -> Date = { Date() } { didSet { contentDidChange() } }

    /// The month the inline calendar shows, counted from the date's month
    /// (the month chevrons move it; setting `date` shows its month again).
    private var shownMonthOffset = 0

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// Ignored (as in UIKit) while it is later than `maximumDate`.
    open var minimumDate: Date? { didSet { storedDate = adjusted(storedDate); contentDidChange() } }
    open var maximumDate: Date? { didSet { storedDate = adjusted(storedDate); contentDidChange() } }

    /// For `.countDownTimer`: whole minutes up to 23:59 (86,399 seconds);
    /// the seconds of a value are dropped, as UIKit does.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            let clamped = newValue.isFinite ? min(max(newValue, 0), 86_399) : 0
            storedDuration = (clamped / 60).rounded(.down) * 60
            contentDidChange()
        }
    }
    private var storedDuration: TimeInterval = 0

    /// The step of the minutes wheel: 1 to 30, dividing 60; another value is ignored.
    open var minuteInterval: Int = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = oldValue }
            storedDate = adjusted(storedDate)
            contentDidChange()
        }
    }

    /// Whether `date` is always on a minute of `minuteInterval` (rounded
    /// down to it, as the minutes wheel shows it). Default true (iOS 15+).
    open var roundsToMinuteInterval = true { didSet { storedDate = adjusted(storedDate); contentDidChange() } }

    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { contentDidChange() } }
    }

    /// The style the picker is drawn in, never `.automatic`: on iPhone,
    /// `.automatic` is `.compact`, and a countdown timer always has wheels.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    private let wheel = UIPickerView(frame: .zero)
    private let wheels = DatePickerWheels()
    private var unitLabels: [UILabel] = []
    private var drawnSize = CGSize.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        setUpDatePicker()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpDatePicker()
    }

    /// What `init?(coder:)` read (opacity, content mode) is kept.
    private func setUpDatePicker() {
        wheels.picker = self
        wheel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wheel.frame = bounds
        addSubview(wheel)
        wheel.dataSource = wheels
        wheel.delegate = wheels
        wheel.onUserSelection = { [weak self] component in self?.wheelTurned(component) }
        contentDidChange()
    }

    private func contentDidChange() {
        wheel.isHidden = datePickerStyle != .wheels
        wheels.rebuild()
        wheel.reloadAllComponents()
        for (c, row) in wheels.selectedRows.enumerated() { wheel.selectRow(row, inComponent: c, animated: false) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The date kept within the limits, then on the minute interval: rounded
    /// down to it, or up when that would go below the minimum.
    private func adjusted(_ date: Date) -> Date {
        var d = date
        let limited = !(minimumDate.map { lo in maximumDate.map { lo > $0 } ?? false } ?? false)
        if limited, let lo = minimumDate, d < lo { d = lo }
        if limited, let hi = maximumDate, d > hi { d = hi }
        if roundsToMinuteInterval, minuteInterval > 1 {
            let minute = resolvedCalendar.component(.minute, from: d)
            let seconds = resolvedCalendar.component(.second, from: d)
            let fraction = d.timeIntervalSinceReferenceDate - d.timeIntervalSinceReferenceDate.rounded(.down)
            d = d.addingTimeInterval(-Double(minute % minuteInterval * 60 + seconds) - fraction)
            if limited, let lo = minimumDate, d < lo { d = d.addingTimeInterval(Double(minuteInterval * 60)) }
        }
        return d
    }

    /// The calendar with the picker's locale and time zone.
    package var resolvedCalendar: Calendar {
        var c = calendar ?? .current
        c.locale = locale
        c.timeZone = timeZone ?? c.timeZone
        return c
    }

    private func wheelTurned(_ component: Int) {
        let rows = (0..<wheel.numberOfComponents).map { wheel.selectedRow(inComponent: $0) }
        let result = wheels.value(forRows: rows)
        if datePickerMode == .countDownTimer {
            countDownDuration = result.duration
        } else {
            date = result.date
        }
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    // MARK: Size and layout

    /// As iOS reports it on iPhone: 320 × 216 for wheels, the buttons' size
    /// for compact (and an inline `.time` picker), 320 × 332 for an inline
    /// calendar, 320 × 378 with its time row.
    open override var intrinsicContentSize: CGSize {
        if datePickerStyle == .wheels { return PickerWheel.defaultSize }
        guard showsCalendar else { return compactSize() }
        let size = DatePickerCalendar.size
        return datePickerMode == .dateAndTime ? CGSize(width: size.width, height: size.height + DatePickerCalendar.timeRowHeight) : size
    }

    /// Whether the picker draws the inline calendar: an inline `.time`
    /// picker is drawn as the compact time button, as on iPhone.
    private var showsCalendar: Bool { datePickerStyle == .inline && datePickerMode != .time }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The compact buttons sit at the trailing edge of the bounds.
        if datePickerStyle != .wheels, bounds.size != drawnSize {
            drawnSize = bounds.size
            setNeedsDisplay()
        }
        wheel.frame = bounds
        layOutUnitLabels()
    }

    /// A countdown timer's "hours" (or "hour") and "min", fixed in the band
    /// after the selected numbers.
    private func layOutUnitLabels() {
        let hours = Int(countDownDuration) / 3600, minutes = Int(countDownDuration) % 3600 / 60
        let numbers = [String(hours), String(minutes)]
        let units = datePickerMode == .countDownTimer && datePickerStyle == .wheels ? [hours == 1 ? "hour" : "hours", "min"] : []
        while unitLabels.count > units.count { unitLabels.removeLast().removeFromSuperview() }
        while unitLabels.count < units.count {
            let label = UILabel(frame: .zero)
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = .label
            unitLabels.append(label)
            addSubview(label)
        }
        guard !units.isEmpty else { return }
        let frames = wheel.componentFrames()
        let numberFont = UIFont.systemFont(ofSize: PickerWheel.titleFontSize * PickerWheel.magnification)
        for (i, label) in unitLabels.enumerated() where i < frames.count {
            label.text = units[i]
            label.sizeToFit()
            let frame = frames[i]
            let numberWidth = ceil((numbers[i] as NSString).size(withAttributes: [.font: numberFont]).width)
            label.frame.origin = CGPoint(x: frame.midX + numberWidth / 2 + 6, y: frame.midY - label.bounds.height / 2)
        }
    }

    // MARK: Compact

    /// The texts of the compact buttons: the date (medium style) and the time (short style).
    package var compactTexts: [String] {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = resolvedCalendar
        formatter.timeZone = resolvedCalendar.timeZone
        var texts: [String] = []
        if datePickerMode != .time {
            formatter.dateStyle = .medium; formatter.timeStyle = .none
            texts.append(formatter.string(from: date))
        }
        if datePickerMode != .date {
            formatter.dateStyle = .none; formatter.timeStyle = .short
            texts.append(formatter.string(from: date))
        }
        return texts
    }

    static let compactFont = UIFont.systemFont(ofSize: 17)
    static let compactHeight: CGFloat = 34
    static let compactPadding: CGFloat = 11
    static let compactSpacing: CGFloat = 6
    static let compactCornerRadius: CGFloat = 6

    /// The buttons' frames, at the trailing edge and centred vertically, as iOS places them.
    package func compactFrames() -> [CGRect] { compactFrames(compactTexts, in: bounds) }

    /// Buttons for `texts` at the trailing edge of `area`, centred vertically.
    private func compactFrames(_ texts: [String], in area: CGRect) -> [CGRect] {
        let widths = texts.map { ceil(($0 as NSString).size(withAttributes: [.font: Self.compactFont]).width) + 2 * Self.compactPadding }
        let total = widths.reduce(0, +) + Self.compactSpacing * CGFloat(max(0, widths.count - 1))
        var x = isRightToLeft ? area.minX : area.maxX - total
        let y = area.minY + (area.height - Self.compactHeight) / 2
        var frames: [CGRect] = []
        for w in isRightToLeft ? widths.reversed() : widths {
            frames.append(CGRect(x: x, y: y, width: w, height: Self.compactHeight))
            x += w + Self.compactSpacing
        }
        return isRightToLeft ? frames.reversed() : frames
    }

    private func compactSize() -> CGSize {
        let frames = compactFrames()
        let width = frames.map(\.width).reduce(0, +) + Self.compactSpacing * CGFloat(max(0, frames.count - 1))
        return CGSize(width: width, height: Self.compactHeight)
    }

    open override func draw(_ rect: CGRect) {
        guard datePickerStyle != .wheels, let ctx = UIGraphicsGetCurrentContext() else { return }
        ControlDrawing.dimmed(isEnabled, ctx) {
            guard let calendar = inlineCalendar() else {
                drawCompact(zip(compactTexts, compactFrames()))
                return
            }
            calendar.draw(tint: tintColor.resolvedColor(with: traitCollection))
            guard datePickerMode == .dateAndTime, let time = compactTexts.last else { return }
            // The time row: "Time" at the leading side, the time's button at
            // the trailing side, 16 points in, under a separator.
            let row = CGRect(x: Self.timeRowInset, y: DatePickerCalendar.size.height,
                             width: bounds.width - 2 * Self.timeRowInset, height: DatePickerCalendar.timeRowHeight)
            UIColor.separator.setFill()
            let hairline = 1 / max(contentScaleFactor, 1)
            UIBezierPath(rect: CGRect(x: row.minX, y: row.minY, width: row.width, height: hairline)).fill()
            let attributes: [NSAttributedString.Key: Any] = [.font: Self.compactFont, .foregroundColor: UIColor.label]
            let label = Self.timeRowTitle as NSString
            let labelSize = label.size(withAttributes: attributes)
            let x = isRightToLeft ? row.maxX - labelSize.width : row.minX
            label.draw(at: CGPoint(x: x, y: row.midY - labelSize.height / 2), withAttributes: attributes)
            drawCompact(zip([time], compactFrames([time], in: row)))
        }
    }

    /// The grey rounded buttons and their texts.
    private func drawCompact(_ buttons: Zip2Sequence<[String], [CGRect]>) {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.compactFont, .foregroundColor: UIColor.label]
        for (text, frame) in buttons {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: frame, cornerRadius: Self.compactCornerRadius).fill()
            DatePickerCalendar.drawCentred(text, in: frame, attributes)
        }
    }

    // MARK: Inline

    /// The title of an inline picker's time row (UIKit's own word, English whatever the locale).
    static let timeRowTitle = "Time"
    static let timeRowInset: CGFloat = 16

    /// The inline calendar as it is drawn now: its month, days and their
    /// states, frames in the picker's bounds; nil unless the picker shows one.
    package func inlineCalendar() -> DatePickerCalendar? {
        guard showsCalendar else { return nil }
        let calendar = resolvedCalendar
        let shown = calendar.date(byAdding: .month, value: shownMonthOffset, to: date) ?? date
        let limited = !(minimumDate.map { lo in maximumDate.map { lo > $0 } ?? false } ?? false)
        return DatePickerCalendar(calendar: calendar, locale: locale ?? .current, shown: shown, selected: date, today: currentDate(),
                                  limits: limited ? (minimumDate, maximumDate) : (nil, nil),
                                  width: bounds.width, rightToLeft: isRightToLeft)
    }

    /// The calendar's chevrons, today and the selected day are in the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if showsCalendar { setNeedsDisplay() }
    }

    /// A tap on a day chooses it (keeping the time of day) and sends
    /// `.valueChanged`; a tap on a month chevron shows the previous or next
    /// month without changing the date, as on iOS.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside, let calendar = inlineCalendar() else { return }
        let point = touch.location(in: self)
        if calendar.previousMonthFrame.contains(point) || calendar.nextMonthFrame.contains(point) {
            let forward = calendar.nextMonthFrame.contains(point)
            guard forward ? calendar.nextMonthEnabled : calendar.previousMonthEnabled else { return }
            shownMonthOffset += forward ? 1 : -1
            setNeedsDisplay()
            return
        }
        guard let day = calendar.day(at: point) else { return }
        let c = resolvedCalendar
        let time = c.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        let chosen = c.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day.date)
            .map { $0.addingTimeInterval(Double(time.nanosecond ?? 0) / 1e9) } ?? day.date
        guard !c.isDate(chosen, inSameDayAs: date) else { return }
        date = chosen
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
