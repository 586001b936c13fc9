// iOS code in Swift 5 mode with pickers: a controller that is its picker
// view's data source and delegate (implementing only some of the delegate's
// optional methods), and a date picker in a form whose changes it follows.
import UIKit
import XCTest

final class BookingController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let roomPicker = UIPickerView()
    let datePicker = UIDatePicker()
    let rooms = ["Single", "Double", "Suite"]
    var chosenRoom: String?
    var chosenDate: Date?

    override func viewDidLoad() {
        super.viewDidLoad()
        roomPicker.dataSource = self
        roomPicker.delegate = self
        roomPicker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        view.addSubview(roomPicker)
        datePicker.datePickerMode = .date
        if #available(iOS 13.4, *) { datePicker.preferredDatePickerStyle = .wheels }
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.minimumDate = Date(timeIntervalSinceReferenceDate: 0)
        datePicker.setDate(Date(timeIntervalSinceReferenceDate: 817_465_290), animated: false)
        datePicker.frame = CGRect(x: 0, y: 230, width: 320, height: 216)
        datePicker.addAction(UIAction { [weak self] _ in self?.chosenDate = self?.datePicker.date }, for: .valueChanged)
        view.addSubview(datePicker)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rooms.count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { rooms[row] }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosenRoom = rooms[row]
    }
}

final class PickerIdiomTests: XCTestCase {
    func testAControllerFeedsItsPickersAndFollowsThem() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 460))
        let controller = BookingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(controller.roomPicker.numberOfRows(inComponent: 0), 3)
        XCTAssertEqual(controller.roomPicker.rowSize(forComponent: 0).height, 32)
        controller.roomPicker.selectRow(2, inComponent: 0, animated: true)
        XCTAssertNil(controller.chosenRoom, "selectRow does not tell the delegate")
        XCTAssertEqual(controller.roomPicker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(controller.datePicker.datePickerStyle, .wheels)
        XCTAssertEqual(controller.datePicker.date, Date(timeIntervalSinceReferenceDate: 817_465_290))
        XCTAssertNotNil(window.offscreenImage(scale: 1).cgImage)
    }
}

// A calendar view whose controller decorates days and follows its single-date
// selection, and an inline date picker, as iOS 16 code writes them.
final class AgendaController: UIViewController, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate {
    let calendarView = UICalendarView()
    let inlinePicker = UIDatePicker()
    var busyDays: Set<Int> = [3, 16]
    var chosen: DateComponents?

    override func viewDidLoad() {
        super.viewDidLoad()
        calendarView.calendar = Calendar(identifier: .gregorian)
        calendarView.locale = Locale(identifier: "en_US")
        calendarView.timeZone = TimeZone(identifier: "UTC")
        calendarView.delegate = self
        calendarView.selectionBehavior = UICalendarSelectionSingleDate(delegate: self)
        calendarView.setVisibleDateComponents(DateComponents(year: 2026, month: 11), animated: false)
        calendarView.frame = CGRect(x: 0, y: 0, width: 320, height: 332)
        view.addSubview(calendarView)
        if #available(iOS 14.0, *) { inlinePicker.preferredDatePickerStyle = .inline }
        inlinePicker.datePickerMode = .date
        inlinePicker.frame = CGRect(x: 0, y: 340, width: 320, height: 332)
        view.addSubview(inlinePicker)
    }

    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        guard let day = dateComponents.day, busyDays.contains(day) else { return nil }
        return .default(color: .systemRed, size: .small)
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        chosen = dateComponents
    }
}

final class CalendarIdiomTests: XCTestCase {
    func testACalendarViewAndAnInlinePickerAreSetUpAsOnIOS() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 680))
        let controller = AgendaController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(controller.calendarView.visibleDateComponents.month, 11)
        XCTAssertEqual(controller.calendarView.intrinsicContentSize, CGSize(width: 320, height: 332))
        XCTAssertEqual(controller.inlinePicker.datePickerStyle, .inline)
        XCTAssertEqual(controller.inlinePicker.intrinsicContentSize, CGSize(width: 320, height: 332))
        let selection = try XCTUnwrap(controller.calendarView.selectionBehavior as? UICalendarSelectionSingleDate)
        selection.setSelected(DateComponents(year: 2026, month: 11, day: 20), animated: false)
        XCTAssertNil(controller.chosen, "setting the selection in code tells no one")
        XCTAssertNotNil(window.offscreenImage(scale: 1).cgImage)
    }
}
