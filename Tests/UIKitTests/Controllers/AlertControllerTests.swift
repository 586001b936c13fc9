import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// A presenter that logs its appearance callbacks.
private final class LoggingPresenter: UIViewController {
    var log: [String] = []
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
}

@Suite("Alert controllers")
@MainActor
struct AlertControllerTests {
    /// A phone-sized window (390 x 844, iPhone safe areas) showing a white root.
    func window(_ root: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
        phoneWindow(root, size: size)
    }

    func alertView(_ alert: UIAlertController) throws -> AlertView {
        try #require(alert.view as? AlertView)
    }

    @Test func itKeepsTitleMessageActionsAndTextFields() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        #expect(alert.title == "Delete?")
        #expect(alert.message == "This cannot be undone.")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.textFields == nil)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
        alert.addAction(cancel)
        alert.addAction(delete)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(cancel.isEnabled)
        alert.preferredAction = delete
        #expect(alert.preferredAction === delete)
        // An action that is not the alert's cannot be preferred.
        alert.preferredAction = UIAlertAction(title: "Other", style: .default)
        #expect(alert.preferredAction == nil)
        var configured: UITextField?
        alert.addTextField { configured = $0; $0.placeholder = "Name" }
        #expect(alert.textFields?.count == 1)
        #expect(alert.textFields?.first === configured)
        #expect(configured?.placeholder == "Name")
    }

    @Test func presentingShowsItOverThePresenterWhichStaysWithoutCallbacks() throws {
        let root = LoggingPresenter()
        let window = window(root)
        root.log = []
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert)
        #expect(alert.presentingViewController === root)
        #expect(alert.view.window === window)
        #expect(alert.view.frame == window.bounds)
        #expect(root.view.window === window)
        #expect(window.subviews.last === alert.view)
        #expect(root.log.isEmpty)
    }

    @Test func tappingAButtonDismissesThenRunsItsHandler() throws {
        let root = UIViewController()
        let window = window(root)
        var calls: [(String?, Bool)] = []
        let alert = UIAlertController(title: "Save?", message: "Changes will be lost.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { action in
            calls.append((action.title, root.presentedViewController == nil))
        })
        alert.addAction(UIAlertAction(title: "Save", style: .default) { action in
            calls.append((action.title, root.presentedViewController == nil))
        })
        root.present(alert, animated: false)
        let layout = try alertView(alert).alertLayout()
        // Two actions side by side: cancel on the left.
        window.simulateTap(at: CGPoint(x: layout.buttons[1].midX, y: layout.buttons[1].midY))
        #expect(calls.count == 1)
        #expect(calls.first?.0 == "Save")
        #expect(calls.first?.1 == true)
        #expect(root.presentedViewController == nil)
        #expect(alert.view.window == nil)
        #expect(root.view.window === window)
    }

    @Test func aDisabledActionIgnoresTaps() throws {
        let root = UIViewController()
        let window = window(root)
        var called = false
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in called = true }
        ok.isEnabled = false
        alert.addAction(ok)
        root.present(alert, animated: false)
        let button = try alertView(alert).alertLayout().buttons[0]
        window.simulateTap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(!called)
        #expect(root.presentedViewController === alert)
        // A tap on the dimmed background does nothing for an alert.
        window.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(root.presentedViewController === alert)
    }

    @Test func anAlertIs270PointsWideCentredWith44PointButtons() throws {
        let root = UIViewController()
        let window = window(root)
        let two = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        two.addAction(UIAlertAction(title: "OK", style: .default))
        two.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(two, animated: false)
        #expect(two.view.window === window)
        let layout = try alertView(two).alertLayout()
        #expect(layout.panel.width == 270)
        #expect(layout.panel.minX == 60)
        #expect(abs(layout.panel.midY - 422) <= 0.5)
        // Cancel on the left, OK on the right, each half the width.
        #expect(layout.buttons[1] == CGRect(x: 60, y: layout.panel.maxY - 44, width: 135, height: 44))
        #expect(layout.buttons[0] == CGRect(x: 195, y: layout.panel.maxY - 44, width: 135, height: 44))
        let title = try #require(layout.title)
        let message = try #require(layout.message)
        #expect(title.minY == layout.panel.minY + 20)
        #expect(title.minX == 76 && title.width == 238)
        #expect(message.minY == title.maxY + 2)
        #expect(layout.buttons[0].minY == message.maxY + 20)
        #expect(layout.separators.count == 2)
        root.dismiss(animated: false)

        let three = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        three.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        three.addAction(UIAlertAction(title: "One", style: .default))
        three.addAction(UIAlertAction(title: "Two", style: .destructive))
        root.present(three, animated: false)
        let stacked = try alertView(three).alertLayout()
        // Stacked, cancel last.
        #expect(stacked.buttons[1].minY == stacked.title!.maxY + 20)
        #expect(stacked.buttons[2].minY == stacked.buttons[1].maxY)
        #expect(stacked.buttons[0].minY == stacked.buttons[2].maxY)
        #expect(stacked.buttons[0].maxY == stacked.panel.maxY)
        #expect(stacked.buttons.allSatisfy { $0.width == 270 && $0.height == 44 })
    }

    @Test func textFieldsSitUnderTheMessage() throws {
        let root = UIViewController()
        let window = window(root)
        let alert = UIAlertController(title: "Sign in", message: "Enter your name.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        let layout = try alertView(alert).alertLayout()
        let fields = try #require(alert.textFields)
        #expect(fields.allSatisfy { $0.superview === alert.view })
        #expect(layout.textFields.count == 2)
        #expect(layout.textFields[0].minY == layout.message!.maxY + 16)
        #expect(layout.textFields[1].minY == layout.textFields[0].maxY + 8)
        #expect(fields[0].frame.minY == layout.textFields[0].minY)
        #expect(layout.buttons[0].minY == layout.textFields[1].maxY + 20)
    }

    @Test func anActionSheetSitsAtTheBottomWithASeparateCancelButton() throws {
        let root = UIViewController()
        let window = window(root)
        var chosen: [String] = []
        let sheet = UIAlertController(title: nil, message: "Share this photo", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title!) })
        sheet.addAction(UIAlertAction(title: "Copy", style: .default) { chosen.append($0.title!) })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title!) })
        root.present(sheet, animated: false)
        let layout = try alertView(sheet).alertLayout()
        // 8 pt from the sides; the cancel button ends at the bottom safe area.
        #expect(layout.buttons[0] == CGRect(x: 8, y: 844 - 34 - 57, width: 374, height: 57))
        #expect(layout.cancelPanel == layout.buttons[0])
        #expect(layout.panel.maxY == layout.buttons[0].minY - 8)
        #expect(layout.buttons[2].maxY == layout.panel.maxY)
        #expect(layout.buttons[1].maxY == layout.buttons[2].minY)
        #expect(layout.buttons[1].height == 57)
        // A tap outside the sheet is the cancel action.
        window.simulateTap(at: CGPoint(x: 195, y: 100))
        #expect(chosen == ["Cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test func goldenAlert() throws {
        let root = UIViewController()
        let window = window(root, size: CGSize(width: 390, height: 400))
        let label = UILabel(frame: CGRect(x: 20, y: 60, width: 350, height: 30))
        label.text = "Content under the alert"
        root.view.addSubview(label)
        let alert = UIAlertController(title: "Delete Photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        expectGolden(try #require(window.renderedImage()), named: "alert@2x", in: "Controllers")
    }

    @Test func goldenActionSheet() throws {
        let root = UIViewController()
        let window = window(root, size: CGSize(width: 390, height: 500))
        let sheet = UIAlertController(title: "Photo", message: "What would you like to do?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: false)
        window.layoutIfNeeded()
        expectGolden(try #require(window.renderedImage()), named: "action-sheet@2x", in: "Controllers")
    }
}
