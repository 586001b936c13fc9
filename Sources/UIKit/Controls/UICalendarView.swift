import Foundation

/// How a calendar view lets the user choose dates (iOS 16+); Offscreen
/// offers UIKit's single-date selection, `UICalendarSelectionSingleDate`.
@preconcurrency @MainActor
open class UICalendarSelection: NSObject {
    /// The calendar view the selection belongs to.
    weak var calendarView: UICalendarView?

    fileprivate func userChose(_ components: DateComponents) -> Bool { false }
}

@MainActor
public protocol UICalendarSelectionSingleDateDelegate: NSObjectProtocol {
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    /// Every day that the calendar view makes available can be chosen, as in UIKit.
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool { true }
}

/// One selected day at most: drawn as the date picker draws its selected
/// day; a tap on an available day chooses it and tells the delegate
/// (setting `selectedDate` in code does not, as in UIKit).
@preconcurrency @MainActor
open class UICalendarSelectionSingleDate: UICalendarSelection {
    open weak var delegate: UICalendarSelectionSingleDateDelegate?

    open var selectedDate: DateComponents? { didSet { calendarView?.setNeedsDisplay() } }

    public init(delegate: UICalendarSelectionSingleDateDelegate?) {
        self.delegate = delegate
        super.init()
    }

    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) { self.selectedDate = selectedDate }

    fileprivate override func userChose(_ components: DateComponents) -> Bool {
        guard delegate?.dateSelection(self, canSelectDate: components) ?? true else { return false }
        selectedDate = components
        delegate?.dateSelection(self, didSelectDate: components)
        return true
    }
}

@MainActor
public protocol UICalendarViewDelegate: NSObjectProtocol {
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? { nil }
    public func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}
}

/// A month's calendar (iOS 16+), drawn as the inline date picker's
/// (`DatePickerCalendar`: the month and year, the month chevrons, the
/// weekdays from the calendar's first weekday, the month's days, today in the
/// tint colour, the selected day in a light tint circle, days outside
/// `availableDateRange` in the tertiary label colour), with each day's
/// decoration from the delegate below its number.
///
/// The month shown is `visibleDateComponents`' (by default today's); the
/// month chevrons show the previous or next month and tell the delegate.
@preconcurrency @MainActor
open class UICalendarView: UIView {
    /// The relative size of a decoration.
    public enum DecorationSize: Int, Sendable {
        case small = 0, medium, large
    }

    /// What a calendar view draws below a day's number: a filled circle
    /// (`default`) or an image, in a colour.
    @preconcurrency @MainActor
    open class Decoration: NSObject {
        enum Content { case circle, image(UIImage?) }
        let content: Content
        let color: UIColor?
        let size: DecorationSize

        init(content: Content, color: UIColor?, size: DecorationSize) {
            self.content = content
            self.color = color
            self.size = size
            super.init()
        }

        /// A filled circle in the system fill colour, medium size, as in UIKit.
        public override convenience init() { self.init(content: .circle, color: nil, size: .medium) }

        /// A filled circle; a nil colour is the system fill colour.
        public static func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(content: .circle, color: color, size: size)
        }

        /// An image tinted with `color` (the system fill colour when nil); a nil image is the filled circle.
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(content: image.map { .image($0) } ?? .circle, color: color, size: size)
        }

        /// The circle's diameter, or the image's height, for each size.
        static func extent(_ size: DecorationSize) -> CGFloat {
            switch size {
            case .small: 4
            case .medium: 6
            case .large: 8
            }
        }
    }

    open weak var delegate: UICalendarViewDelegate? { didSet { setNeedsDisplay() } }

    open var selectionBehavior: UICalendarSelection? {
        didSet {
            oldValue?.calendarView = nil
            selectionBehavior?.calendarView = self
            setNeedsDisplay()
        }
    }

    /// The calendar days and months are counted in (by default `Calendar.current`).
    open var calendar: Calendar = .current { didSet { setNeedsDisplay() } }
    /// The locale the month, weekdays and numbers are written for (by default `Locale.current`).
    open var locale: Locale = .current { didSet { setNeedsDisplay() } }
    /// The time zone of the days; nil is the calendar's.
    open var timeZone: TimeZone? { didSet { setNeedsDisplay() } }

    /// The days that can be chosen; the others are drawn in the tertiary label colour.
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture) { didSet { setNeedsDisplay() } }

    /// The month shown (its year and month; by default today's).
    open var visibleDateComponents: DateComponents {
        get { storedVisible ?? resolvedCalendar.dateComponents([.year, .month, .day], from: currentDate()) }
        set { storedVisible = newValue; setNeedsDisplay() }
    }
    private var storedVisible: DateComponents?

    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        visibleDateComponents = dateComponents
    }

    /// Asks the delegate again for the decorations of `dates` (Offscreen redraws the month).
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) { setNeedsDisplay() }

    /// The current date (today's day in the tint colour): the clock's, unless a test fixes it.
    package var currentDate: () -> Date = { Date() } { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The calendar with the view's locale and time zone.
    var resolvedCalendar: Calendar {
        var c = calendar
        c.locale = locale
        c.timeZone = timeZone ?? c.timeZone
        return c
    }

    static func date(of components: DateComponents, in calendar: Calendar) -> Date? {
        var c = components
        c.calendar = nil
        c.timeZone = nil
        if c.day == nil { c.day = 1 }
        return calendar.date(from: c)
    }

    /// The month as it is drawn now, frames in the view's bounds.
    package func monthLayout() -> DatePickerCalendar {
        let calendar = resolvedCalendar
        let shown = Self.date(of: DateComponents(era: visibleDateComponents.era, year: visibleDateComponents.year,
                                                 month: visibleDateComponents.month), in: calendar) ?? currentDate()
        var selected: Date?
        if let selection = selectionBehavior as? UICalendarSelectionSingleDate, let day = selection.selectedDate {
            selected = Self.date(of: day, in: calendar)
        }
        let range = availableDateRange
        return DatePickerCalendar(calendar: calendar, locale: locale, shown: shown, selected: selected, today: currentDate(),
                                  limits: (range.start == .distantPast ? nil : range.start,
                                           range.end == .distantFuture ? nil : range.end),
                                  width: bounds.width, rightToLeft: isRightToLeft)
    }

    /// As the inline date picker: 320 × 332 (its width follows the bounds').
    open override var intrinsicContentSize: CGSize { DatePickerCalendar.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var drawnSize = CGSize.zero

    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != drawnSize {
            drawnSize = bounds.size
            setNeedsDisplay()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        let month = monthLayout()
        month.draw(tint: tintColor.resolvedColor(with: traitCollection))
        guard let delegate else { return }
        let calendar = resolvedCalendar
        for day in month.days {
            let components = calendar.dateComponents([.era, .year, .month, .day], from: day.date)
            guard let decoration = delegate.calendarView(self, decorationFor: components) else { continue }
            let extent = Decoration.extent(decoration.size)
            // Below the number, in the cell's lower part.
            let centre = CGPoint(x: day.frame.midX, y: day.frame.midY + 16)
            let color = decoration.color ?? .systemFill
            switch decoration.content {
            case .circle:
                color.setFill()
                UIBezierPath(ovalIn: CGRect(x: centre.x - extent / 2, y: centre.y - extent / 2, width: extent, height: extent)).fill()
            case .image(let image):
                guard let image, image.size.height > 0 else { continue }
                let height = extent * 2
                let width = image.size.width * height / image.size.height
                image.withTintColor(color).draw(in: CGRect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height))
            }
        }
    }

    // MARK: Touches

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        let month = monthLayout()
        let calendar = resolvedCalendar
        if month.previousMonthFrame.contains(point) || month.nextMonthFrame.contains(point) {
            let forward = month.nextMonthFrame.contains(point)
            guard forward ? month.nextMonthEnabled : month.previousMonthEnabled,
                  let shown = calendar.date(byAdding: .month, value: forward ? 1 : -1, to: month.month) else { return }
            let previous = visibleDateComponents
            visibleDateComponents = calendar.dateComponents([.era, .year, .month], from: shown)
            delegate?.calendarView(self, didChangeVisibleDateComponentsFrom: previous)
            return
        }
        guard let day = month.day(at: point), let selection = selectionBehavior else { return }
        if selection.userChose(calendar.dateComponents([.era, .year, .month, .day], from: day.date)) { setNeedsDisplay() }
    }
}
