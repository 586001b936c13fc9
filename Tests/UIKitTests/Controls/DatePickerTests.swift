import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@Suite("UIDatePicker")
@MainActor
struct DatePickerTests {
    /// 2026-11-27 09:41:30 UTC, a Friday.
    static let date = Date(timeIntervalSinceReferenceDate: 817_465_290)
    /// "Today" in these tests: 2026-11-10 09:41:30 UTC, a Tuesday (never the clock's).
    static let today = Date(timeIntervalSinceReferenceDate: 817_465_290 - 17 * 86_400)

    static func picker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle, locale: String = "en_US",
                       size: CGSize = CGSize(width: 320, height: 216)) -> (UIWindow, UIDatePicker) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .systemBackground
        let picker = UIDatePicker(frame: CGRect(origin: .zero, size: size))
        picker.locale = Locale(identifier: locale)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.calendar = Calendar(identifier: .gregorian)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.currentDate = { today }
        picker.date = date
        window.addSubview(picker)
        window.layoutIfNeeded()
        return (window, picker)
    }

    /// The picker view a date picker shows its wheels in, and each wheel's selected title.
    static func wheelTitles(_ picker: UIDatePicker) throws -> [String] {
        let wheel = try #require(picker.subviews.first { $0 is UIPickerView } as? UIPickerView)
        let delegate = try #require(wheel.delegate)
        return (0..<wheel.numberOfComponents).map { c in
            delegate.pickerView(wheel, titleForRow: wheel.selectedRow(inComponent: c), forComponent: c) ?? ""
        }
    }

    @Test func defaultsAreUIKits() {
        let before = Date()
        let picker = UIDatePicker(frame: .zero)
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact, "an iPhone's automatic style")
        #expect(picker.date >= before.addingTimeInterval(-1) && picker.date <= Date())
        #expect(picker.locale == Locale.current)
        #expect(picker.timeZone == nil)
        #expect(picker.minuteInterval == 1)
        #expect(picker.roundsToMinuteInterval)
        #expect(picker.countDownDuration == 0)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels, "a countdown timer has wheels only")
    }

    @Test func theWheelsFollowTheModeAndLocale() throws {
        #expect(try Self.wheelTitles(Self.picker(.date, .wheels).1) == ["November", "27", "2026"])
        #expect(try Self.wheelTitles(Self.picker(.date, .wheels, locale: "en_GB").1) == ["27", "November", "2026"])
        #expect(try Self.wheelTitles(Self.picker(.time, .wheels).1) == ["9", "41", "AM"])
        #expect(try Self.wheelTitles(Self.picker(.time, .wheels, locale: "en_GB").1) == ["09", "41"])
        // Korean puts the AM/PM wheel before the hour, as its pattern (a h:mm) does.
        #expect(try Self.wheelTitles(Self.picker(.time, .wheels, locale: "ko_KR").1) == ["오전", "9", "41"])
        // A day that is not today shows its weekday and date; today (fixed by the test) is "Today".
        let (_, both) = Self.picker(.dateAndTime, .wheels)
        both.date = Date(timeIntervalSinceReferenceDate: 727_350_000)   // 2024-01-19 09:40 UTC, a Friday
        #expect(try Self.wheelTitles(both) == ["Fri Jan 19", "9", "40", "AM"])
        both.date = Self.today
        #expect(try Self.wheelTitles(both).first == "Today")
        both.currentDate = { Self.date }
        #expect(try Self.wheelTitles(both).first == "Tue Nov 10")
        let (_, timer) = Self.picker(.countDownTimer, .wheels)
        timer.countDownDuration = 5_430.7   // 1 h 30 min 30.7 s: the seconds are dropped
        #expect(timer.countDownDuration == 5_400)
        #expect(try Self.wheelTitles(timer) == ["1", "30"])
        timer.countDownDuration = 1e9
        #expect(timer.countDownDuration == 86_340, "at most 23:59")
    }

    @Test func compactShowsTheDateAndTimeAsText() {
        // As on iOS 17, the time's space before AM is a narrow no-break space (U+202F), as the locale data has it.
        #expect(Self.picker(.dateAndTime, .compact).1.compactTexts == ["Nov 27, 2026", "9:41\u{202F}AM"])
        #expect(Self.picker(.date, .automatic).1.compactTexts == ["Nov 27, 2026"])
        #expect(Self.picker(.time, .compact, locale: "de_DE").1.compactTexts == ["09:41"])
        let (_, picker) = Self.picker(.dateAndTime, .compact)
        #expect(picker.intrinsicContentSize.height == 34)
        // The buttons sit at the trailing edge.
        #expect(picker.compactFrames().last?.maxX == 320)
        #expect(Self.picker(.date, .wheels).1.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test func limitsAndTheMinuteIntervalKeepTheDate() {
        let (_, picker) = Self.picker(.dateAndTime, .wheels)
        picker.minuteInterval = 15
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 817_465_290 - 11 * 60 - 30), "9:30, rounded down")
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 15, "an interval that does not divide 60 is ignored")
        // 10:41:30 is the minimum: the first quarter hour after it.
        picker.minimumDate = Self.date.addingTimeInterval(3600)
        #expect(picker.date == Self.date.addingTimeInterval(3600 + 3 * 60 + 30))
        picker.maximumDate = Self.date
        #expect(picker.date == Self.date.addingTimeInterval(3600 + 3 * 60 + 30), "a minimum after the maximum is ignored")
        picker.minimumDate = nil
        picker.setDate(Self.date.addingTimeInterval(86_400), animated: true)
        #expect(picker.date == Self.date.addingTimeInterval(-11 * 60 - 30), "the quarter hour at or before the maximum")
    }

    @Test func turningAWheelSetsTheDateAndSendsValueChanged() throws {
        let (window, picker) = Self.picker(.date, .wheels)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let wheel = try #require(picker.subviews.first { $0 is UIPickerView } as? UIPickerView)
        // A tap on the row below the selected day: the 28th.
        let frames = wheel.componentFrames()
        let below = try #require(PickerWheel.placement(offset: 1, rowHeight: 32, wheelHeight: 216))
        window.simulateTap(at: CGPoint(x: frames[1].midX, y: 108 + below.centreOffset))
        #expect(changes == 1)
        #expect(picker.date == Self.date.addingTimeInterval(86_400))
        #expect(try Self.wheelTitles(picker) == ["November", "28", "2026"])
        // Setting the date in code sends nothing.
        picker.date = Self.date
        #expect(changes == 1)
    }

    @Test func wheelsRenderAsTheirGolden() {
        let (window, _) = Self.picker(.date, .wheels)
        expectGolden(window.offscreenImage(scale: 2).cgImage!, named: "date-picker-wheels-date@2x", in: "Controls")
        let (timeWindow, _) = Self.picker(.time, .wheels)
        expectGolden(timeWindow.offscreenImage(scale: 2).cgImage!, named: "date-picker-wheels-time@2x", in: "Controls")
        let (timerWindow, timer) = Self.picker(.countDownTimer, .automatic)
        timer.countDownDuration = 5_400
        expectGolden(timerWindow.offscreenImage(scale: 2).cgImage!, named: "date-picker-countdown@2x", in: "Controls")
    }

    @Test func compactRendersAsItsGolden() {
        let (window, _) = Self.picker(.dateAndTime, .compact, size: CGSize(width: 240, height: 44))
        expectGolden(window.offscreenImage(scale: 3).cgImage!, named: "date-picker-compact@3x", in: "Controls")
    }
}
