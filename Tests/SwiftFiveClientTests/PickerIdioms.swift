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
