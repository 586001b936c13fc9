// iOS code in Swift 5 mode presenting alerts: a controller method builds a
// UIAlertController with a text field and actions whose handlers capture the
// controller, as apps do; a nonisolated XCTest method drives it.
import UIKit
import XCTest

final class RenameController: UIViewController {
    var renamedTo: String?
    var deleted = false

    func askForName() {
        let alert = UIAlertController(title: "Rename", message: "Enter a new name.", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
            textField.text = "Untitled"
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
            self?.renamedTo = alert?.textFields?.first?.text
        }
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: true, completion: nil)
    }

    func confirmDeletion() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: { _ in self.deleted = true }))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}

final class AlertIdiomTests: XCTestCase {
    private func showRenameController() -> (UIWindow, RenameController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = RenameController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    func testAnAlertsSaveButtonReadsItsTextFieldAndDismisses() throws {
        let (window, controller) = showRenameController()
        controller.askForName()
        let alert = try XCTUnwrap(controller.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.actions.count, 2)
        alert.textFields?.first?.text = "Holiday"
        // Save is on the right of the two side-by-side buttons, in the
        // centred 270-point panel's bottom 44 points.
        window.layoutIfNeeded()
        let fieldBottom = try XCTUnwrap(alert.view.subviews.first).frame.maxY
        window.simulateTap(at: CGPoint(x: 195 + 67, y: fieldBottom + 20 + 22))
        XCTAssertEqual(controller.renamedTo, "Holiday")
        XCTAssertNil(controller.presentedViewController)
    }

    func testAnActionSheetsDestructiveButton() throws {
        let (window, controller) = showRenameController()
        controller.confirmDeletion()
        XCTAssertTrue(controller.presentedViewController is UIAlertController)
        // No bottom safe area: the cancel button is 8 pt above the bottom, 57 tall, and Delete 8 pt above it.
        window.simulateTap(at: CGPoint(x: 195, y: 844 - 8 - 57 - 8 - 28))
        XCTAssertTrue(controller.deleted)
        XCTAssertNil(controller.presentedViewController)
    }
}

// Appearance proxies as an app delegate sets them up. `styleTheApp()` is
// compiled, not run: its settings are global and would reach the views of
// every other test; `AppearanceIdiomTests` runs the same lines on classes
// of its own.
func styleTheApp() {
    UIButton.appearance().tintColor = .red
    UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .white
    UINavigationBar.appearance().barTintColor = .black
    UIView.appearance().backgroundColor = nil
}

final class BrandButton: UIButton {}
final class BrandBar: UINavigationBar {}
final class BrandLabel: UILabel {}

final class AppearanceIdiomTests: XCTestCase {
    func testProxiesStyleViewsAddedToAWindow() {
        BrandButton.appearance().tintColor = .red
        BrandLabel.appearance(whenContainedInInstancesOf: [BrandBar.self]).textColor = .white
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let bar = BrandBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = BrandLabel()
        bar.addSubview(label)
        let button = BrandButton(type: .system)
        window.addSubview(bar)
        window.addSubview(button)
        XCTAssertEqual(button.tintColor, .red)
        XCTAssertEqual(label.textColor, .white)
    }
}
