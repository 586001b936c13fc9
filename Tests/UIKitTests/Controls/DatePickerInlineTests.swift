import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// `.inline`: the month's calendar, as iOS 17 draws it on an iPhone.
@Suite("UIDatePicker, inline")
@MainActor
struct DatePickerInlineTests {
    typealias D = DatePickerTests

    static func inline(_ mode: UIDatePicker.Mode = .date, locale: String = "en_US",
                       width: CGFloat = 320) -> (UIWindow, UIDatePicker) {
        let height: CGFloat = mode == .dateAndTime ? 378 : 332
        return D.picker(mode, .inline, locale: locale, size: CGSize(width: width, height: height))
    }

    static func calendar(_ picker: UIDatePicker) throws -> DatePickerCalendar {
        try #require(picker.inlineCalendar())
    }

    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

    static func day(_ number: String, _ calendar: DatePickerCalendar) throws -> DatePickerCalendar.Day {
        try #require(calendar.days.first { $0.number == number })
    }

    @Test func theSizesAreIOSs() {
        #expect(Self.inline().1.intrinsicContentSize == CGSize(width: 320, height: 332))
        #expect(Self.inline(.dateAndTime).1.intrinsicContentSize == CGSize(width: 320, height: 378))
        // An inline time picker is the compact time button, as on iPhone.
        let (_, time) = D.picker(.time, .inline)
        #expect(time.datePickerStyle == .inline)
        #expect(time.inlineCalendar() == nil)
        #expect(time.intrinsicContentSize.height == 34)
        #expect(time.compactTexts == ["9:41\u{202F}AM"])
    }

    @Test func theMonthOfTheDateIsShownWithTheSelectedDayAndToday() throws {
        let calendar = try Self.calendar(Self.inline().1)
        #expect(calendar.title == "November 2026")
        #expect(calendar.weekdaySymbols == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(calendar.days.count == 30, "only the month's own days")
        // 1 November 2026 is a Sunday: five weeks, rows 46 points tall.
        #expect(calendar.rowCount == 5)
        #expect(calendar.days.map(\.state).filter { $0 == .selected }.count == 1)
        let selected = try Self.day("27", calendar)
        #expect(selected.state == .selected)
        // Friday's column (the sixth of seven 42.57-point columns 11 points in), the fourth row.
        #expect(Self.close(selected.frame.minX, 11 + 5 * 298.0 / 7))
        #expect(selected.frame.minY == 202, "64 + 3 × 46")
        #expect(try Self.day("10", calendar).state == .today)
        #expect(try Self.day("1", calendar).frame.minX == 11)
        // Today selected: one state for both.
        let (_, picker) = Self.inline()
        picker.date = D.today
        #expect(try Self.day("10", Self.calendar(picker)).state == .selectedToday)
        #expect(try Self.day("27", Self.calendar(picker)).state == .normal)
    }

    @Test func theWeekStartsOnTheLocalesFirstWeekday() throws {
        let calendar = try Self.calendar(Self.inline(locale: "de_DE").1)
        #expect(calendar.title == "November 2026")
        #expect(calendar.weekdaySymbols == ["MO", "DI", "MI", "DO", "FR", "SA", "SO"])
        // Monday first: 1 November (a Sunday) ends the first week, so six rows of 38 points.
        #expect(calendar.rowCount == 6)
        let first = try Self.day("1", calendar)
        #expect(Self.close(first.frame.maxX, 320 - 11))
        let selected = try Self.day("27", calendar)
        #expect(Self.close(selected.frame.minX, 11 + 4 * 298.0 / 7))
        #expect(selected.frame.minY == 216, "64 + 4 × 38")
    }

    @Test func daysOutsideTheLimitsAreUnavailable() throws {
        let (window, picker) = Self.inline()
        picker.minimumDate = D.date.addingTimeInterval(-7 * 86_400)   // the 20th
        picker.maximumDate = D.date.addingTimeInterval(2 * 86_400)    // the 29th
        let calendar = try Self.calendar(picker)
        let unavailable = calendar.days.filter { $0.state == .unavailable }.map(\.number)
        #expect(unavailable == (1...19).map(String.init) + ["30"])
        #expect(!calendar.previousMonthEnabled && !calendar.nextMonthEnabled)
        // A tap on an unavailable day or a disabled chevron does nothing.
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let early = try Self.day("12", calendar).frame
        window.simulateTap(at: CGPoint(x: early.midX, y: early.midY))
        window.simulateTap(at: CGPoint(x: calendar.nextMonthFrame.midX, y: calendar.nextMonthFrame.midY))
        #expect(changes == 0)
        #expect(picker.date == D.date)
        #expect(try Self.calendar(picker).title == "November 2026")
        // A minimum after the maximum is ignored, as for the date itself.
        picker.minimumDate = D.date.addingTimeInterval(30 * 86_400)
        #expect(try Self.calendar(picker).days.allSatisfy { $0.state != .unavailable })
    }

    @Test func aTapChoosesADayAndTheChevronsTurnTheMonth() throws {
        let (window, picker) = Self.inline()
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let twelfth = try Self.day("12", Self.calendar(picker)).frame
        window.simulateTap(at: CGPoint(x: twelfth.midX, y: twelfth.midY))
        #expect(changes == 1)
        #expect(picker.date == D.date.addingTimeInterval(-15 * 86_400), "the 12th at 9:41:30, the time kept")
        #expect(try Self.day("12", Self.calendar(picker)).state == .selected)
        // The next month's chevron shows December; the date stays.
        let next = try Self.calendar(picker).nextMonthFrame
        window.simulateTap(at: CGPoint(x: next.midX, y: next.midY))
        let december = try Self.calendar(picker)
        #expect(december.title == "December 2026")
        #expect(december.days.allSatisfy { $0.state == .normal })
        #expect(changes == 1)
        let third = try Self.day("3", december).frame
        window.simulateTap(at: CGPoint(x: third.midX, y: third.midY))
        #expect(changes == 2)
        #expect(picker.date == D.date.addingTimeInterval(6 * 86_400))
        #expect(try Self.calendar(picker).title == "December 2026")
    }

    @Test func rightToLeftMirrorsTheGrid() throws {
        let (_, picker) = Self.inline()
        picker.semanticContentAttribute = .forceRightToLeft
        let calendar = try Self.calendar(picker)
        #expect(calendar.weekdaySymbols.first == "SAT")
        #expect(try Self.close(Self.day("1", calendar).frame.maxX, 320 - 11), "Sunday, the first column, at the right")
        #expect(calendar.nextMonthFrame.minX == 7, "the month chevrons at the left")
        #expect(calendar.previousMonthFrame.minX == 53, "7 + 44 + 2")
        // Hebrew's, Sunday ("יום א׳") at the right.
        let (_, hebrew) = Self.inline(locale: "he_IL")
        hebrew.semanticContentAttribute = .forceRightToLeft
        #expect(try Self.calendar(hebrew).weekdaySymbols.last == "יום א׳")
    }

    @Test func theCalendarFollowsTheWidth() throws {
        let calendar = try Self.calendar(Self.inline(width: 390).1)
        #expect(try Self.close(Self.day("7", calendar).frame.maxX, 390 - 11))
        #expect(calendar.nextMonthFrame.maxX == 383, "7 from the trailing edge")
    }

    @Test func rendersAsItsGoldens() {
        let (light, _) = Self.inline()
        expectGolden(light.offscreenImage(scale: 2).cgImage!, named: "date-picker-inline@2x", in: "Controls")
        let (dark, _) = Self.inline(.dateAndTime)
        dark.overrideUserInterfaceStyle = .dark
        expectGolden(dark.offscreenImage(scale: 2).cgImage!, named: "date-picker-inline-time-dark@2x", in: "Controls")
        let (german, limited) = Self.inline(locale: "de_DE")
        limited.minimumDate = D.date.addingTimeInterval(-7 * 86_400)
        limited.maximumDate = D.date.addingTimeInterval(2 * 86_400)
        expectGolden(german.offscreenImage(scale: 2).cgImage!, named: "date-picker-inline-de@2x", in: "Controls")
        let (hebrew, rtl) = Self.inline(locale: "he_IL")
        rtl.semanticContentAttribute = .forceRightToLeft
        rtl.date = D.today
        expectGolden(hebrew.offscreenImage(scale: 2).cgImage!, named: "date-picker-inline-rtl@2x", in: "Controls")
    }
}
