import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// The delegate of a calendar view and of its single-date selection.
@MainActor
final class CalendarOwner: NSObject, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate {
    var chosen: [DateComponents?] = []
    var shownBefore: [DateComponents] = []

    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        switch dateComponents.day {
        case 3?, 16?: .default(color: .systemRed, size: .large)
        case 18?: UICalendarView.Decoration()
        default: nil
        }
    }

    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {
        shownBefore.append(previousDateComponents)
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        chosen.append(dateComponents)
    }

    /// The 13th cannot be chosen.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
        dateComponents?.day != 13
    }
}

@Suite("UICalendarView")
@MainActor
struct CalendarViewTests {
    typealias D = DatePickerTests

    static func view(owner: CalendarOwner, range: Bool = true) -> (UIWindow, UICalendarView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 332))
        window.backgroundColor = .systemBackground
        let view = UICalendarView(frame: window.bounds)
        view.calendar = Calendar(identifier: .gregorian)
        view.locale = Locale(identifier: "en_US")
        view.timeZone = TimeZone(identifier: "UTC")
        view.currentDate = { D.today }
        view.delegate = owner
        let selection = UICalendarSelectionSingleDate(delegate: owner)
        selection.selectedDate = DateComponents(year: 2026, month: 11, day: 20)
        view.selectionBehavior = selection
        if range {
            // 5 November to 25 November 2026, UTC.
            view.availableDateRange = DateInterval(start: Date(timeIntervalSinceReferenceDate: 815_529_600),
                                                   end: Date(timeIntervalSinceReferenceDate: 817_257_600))
        }
        window.addSubview(view)
        window.layoutIfNeeded()
        return (window, view)
    }

    static func day(_ number: String, _ month: DatePickerCalendar) throws -> DatePickerCalendar.Day {
        try #require(month.days.first { $0.number == number })
    }

    @Test func showsTodaysMonthWithTheSelectionAndTheAvailableRange() throws {
        let owner = CalendarOwner()
        let (_, view) = Self.view(owner: owner)
        #expect(view.visibleDateComponents.month == 11, "today's month by default")
        let month = view.monthLayout()
        #expect(month.title == "November 2026")
        #expect(try Self.day("20", month).state == .selected)
        #expect(try Self.day("10", month).state == .today)
        let unavailable = month.days.filter { $0.state == .unavailable }.map(\.number)
        #expect(unavailable == ["1", "2", "3", "4", "26", "27", "28", "29", "30"])
        #expect(!month.previousMonthEnabled && !month.nextMonthEnabled)
        #expect(view.intrinsicContentSize == CGSize(width: 320, height: 332))
        view.visibleDateComponents = DateComponents(year: 2027, month: 2)
        #expect(view.monthLayout().title == "February 2027")
    }

    @Test func aTapChoosesAnAvailableDayTheDelegateAllows() throws {
        let owner = CalendarOwner()
        let (window, view) = Self.view(owner: owner)
        func tap(_ number: String) throws {
            let frame = try Self.day(number, view.monthLayout()).frame
            window.simulateTap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
        try tap("12")
        #expect(owner.chosen.map { $0?.day } == [12])
        #expect((view.selectionBehavior as? UICalendarSelectionSingleDate)?.selectedDate?.day == 12)
        #expect(try Self.day("12", view.monthLayout()).state == .selected)
        try tap("13")   // refused by the delegate
        try tap("2")    // outside the available range
        #expect(owner.chosen.count == 1)
        #expect(try Self.day("12", view.monthLayout()).state == .selected)
        // Setting the selection in code tells nobody.
        (view.selectionBehavior as? UICalendarSelectionSingleDate)?.setSelected(DateComponents(year: 2026, month: 11, day: 7), animated: false)
        #expect(owner.chosen.count == 1)
        #expect(try Self.day("7", view.monthLayout()).state == .selected)
    }

    @Test func theChevronsTurnTheMonthAndTellTheDelegate() throws {
        let owner = CalendarOwner()
        let (window, view) = Self.view(owner: owner, range: false)
        let next = view.monthLayout().nextMonthFrame
        window.simulateTap(at: CGPoint(x: next.midX, y: next.midY))
        #expect(view.monthLayout().title == "December 2026")
        #expect(view.visibleDateComponents.month == 12)
        #expect(owner.shownBefore.map(\.month) == [11])
        #expect(view.monthLayout().days.allSatisfy { $0.state == .normal })
    }

    @Test func rendersAsItsGolden() {
        let owner = CalendarOwner()
        let (window, _) = Self.view(owner: owner)
        expectGolden(window.offscreenImage(scale: 2).cgImage!, named: "calendar-view@2x", in: "Controls")
    }
}
