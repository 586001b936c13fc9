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
    /// A month's calendar and a time field (iOS 14+); Offscreen draws it as `compact`.
    case inline = 3
}

/// A date and time picker, as iOS 14–17 draws it: `.wheels` shows a
/// picker view (month | day | year, or hour | minute | AM/PM, per locale;
/// see `DatePickerWheels`), `.compact` (the default on iPhone) the date and
/// the time in grey rounded buttons. What is shown depends on `date`
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
        set { storedDate = adjusted(newValue); contentDidChange() }
    }
    private var storedDate = Date()

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

    open override var intrinsicContentSize: CGSize {
        datePickerStyle == .wheels ? PickerWheel.defaultSize : compactSize()
    }

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
    package func compactFrames() -> [CGRect] {
        let widths = compactTexts.map { ceil(($0 as NSString).size(withAttributes: [.font: Self.compactFont]).width) + 2 * Self.compactPadding }
        let total = widths.reduce(0, +) + Self.compactSpacing * CGFloat(max(0, widths.count - 1))
        var x = isRightToLeft ? 0 : bounds.width - total
        let y = (bounds.height - Self.compactHeight) / 2
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
            let attributes: [NSAttributedString.Key: Any] = [.font: Self.compactFont, .foregroundColor: UIColor.label]
            for (text, frame) in zip(compactTexts, compactFrames()) {
                UIColor.tertiarySystemFill.setFill()
                UIBezierPath(roundedRect: frame, cornerRadius: Self.compactCornerRadius).fill()
                let size = (text as NSString).size(withAttributes: attributes)
                (text as NSString).draw(at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), withAttributes: attributes)
            }
        }
    }
}
