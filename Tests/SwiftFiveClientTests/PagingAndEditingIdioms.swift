// iOS code in Swift 5 mode that app projects write around pages and text
// fields: an onboarding UIPageViewController subclass that is its own data
// source (with the page indicator methods), a sign-in controller whose
// extension conforms to UITextFieldDelegate, and a text field subclass that
// replaces UIKit's placeholder drawing and listens for the editing
// notifications.
import UIKit
import XCTest

final class WelcomePage: UIViewController {
    var events: [String] = []
    let colour: UIColor

    init(colour: UIColor) {
        self.colour = colour
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("didDisappear")
    }
}

final class WelcomePagesController: UIPageViewController, UIPageViewControllerDataSource {
    let pages = [WelcomePage(colour: .red), WelcomePage(colour: .green), WelcomePage(colour: .blue)]

    convenience init() {
        self.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        dataSource = self
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        guard let current = viewControllers?.first else { return 0 }
        return pages.firstIndex { $0 === current } ?? 0
    }
}

final class SignInController: UIViewController {
    let emailField = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 34))
    let passwordField = UITextField(frame: CGRect(x: 20, y: 90, width: 280, height: 34))
    var log: [String] = []
    var allowsLeavingEmail = true

    override func viewDidLoad() {
        super.viewDidLoad()
        for field in [emailField, passwordField] {
            field.borderStyle = .roundedRect
            field.delegate = self
            view.addSubview(field)
        }
        emailField.placeholder = "Email"
        passwordField.isSecureTextEntry = true
    }
}

extension SignInController: UITextFieldDelegate {
    func textFieldDidBeginEditing(_ textField: UITextField) {
        log.append("begin \(textField === emailField ? "email" : "password")")
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        textField !== emailField || allowsLeavingEmail
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        log.append("end \(textField === emailField ? "email" : "password")")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField { passwordField.becomeFirstResponder() }
        return true
    }
}

/// Draws its own floating label instead of UIKit's placeholder, as
/// floating-label text fields do.
final class FloatingLabelField: UITextField {
    var hidesPlaceholder = true

    override func drawPlaceholder(in rect: CGRect) {
        if !hidesPlaceholder { super.drawPlaceholder(in: rect) }
    }
}

/// A notes screen whose controller is its text view's delegate and keeps
/// the keyboard away while the note is locked.
final class NoteEditorController: UIViewController, UITextViewDelegate {
    let noteView = UITextView(frame: CGRect(x: 16, y: 16, width: 288, height: 200))
    var isLocked = false
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        noteView.delegate = self
        noteView.text = "Groceries"
        view.addSubview(noteView)
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { !isLocked }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("begin") }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("end") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scrolled") }
}

final class NotificationLog {
    var names: [String] = []
}

final class PagingAndEditingIdiomTests: XCTestCase {
    private func window(showing controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func testAnOnboardingPageControllerShowsItsFirstPageAndIndicator() {
        let controller = WelcomePagesController()
        let window = window(showing: controller)
        let first = controller.pages[0]
        XCTAssertTrue(controller.viewControllers?.first === first)
        XCTAssertTrue(first.parent === controller)
        XCTAssertTrue(first.view.isDescendant(of: controller.view))
        XCTAssertEqual(first.events, ["didAppear"])
        // The indicator takes a band at the bottom; the page fills the rest.
        let indicator = controller.view.subviews.compactMap { $0 as? UIPageControl }.first
        XCTAssertEqual(indicator?.numberOfPages, 3)
        XCTAssertEqual(indicator?.currentPage, 0)
        XCTAssertEqual(indicator?.isHidden, false)
        XCTAssertEqual(first.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480 - 26))
        XCTAssertEqual(indicator?.frame, CGRect(x: 0, y: 480 - 26, width: 320, height: 26))
        XCTAssertTrue(window.rootViewController === controller)
    }

    func testSettingThePagesSwapsTheChildrenAndCompletes() {
        let controller = WelcomePagesController()
        _ = window(showing: controller)
        let (first, second) = (controller.pages[0], controller.pages[1])
        var finished: Bool?
        controller.setViewControllers([second], direction: .forward, animated: true) { finished = $0 }
        XCTAssertEqual(finished, true)
        XCTAssertNil(first.parent)
        XCTAssertNil(first.view.superview)
        XCTAssertTrue(second.parent === controller)
        XCTAssertEqual(first.events, ["didAppear", "didDisappear"])
        XCTAssertEqual(second.events, ["didAppear"])
        let indicator = controller.view.subviews.compactMap { $0 as? UIPageControl }.first
        XCTAssertEqual(indicator?.currentPage, 1)
        // The data source gives the neighbours.
        XCTAssertTrue(controller.pageViewController(controller, viewControllerAfter: second) === controller.pages[2])
    }

    func testAPageCurlControllerWithoutADataSourceHasNoIndicator() {
        let controller = UIPageViewController()
        XCTAssertEqual(controller.transitionStyle, .pageCurl)
        XCTAssertEqual(controller.spineLocation, .min)
        let page = WelcomePage(colour: .yellow)
        controller.setViewControllers([page], direction: .reverse, animated: false)
        _ = window(showing: controller)
        XCTAssertEqual(page.view.frame, controller.view.bounds)
        XCTAssertTrue(controller.view.subviews.compactMap { $0 as? UIPageControl }.allSatisfy { $0.isHidden })
    }

    func testTheTextFieldDelegateHearsEditingBeginAndEnd() {
        let controller = SignInController()
        let window = window(showing: controller)
        defer { withExtendedLifetime(window) {} }
        let notifications = NotificationLog()
        let center = NotificationCenter.default
        let began = center.addObserver(forName: UITextField.textDidBeginEditingNotification, object: controller.emailField, queue: nil) { _ in
            notifications.names.append("began")
        }
        let ended = center.addObserver(forName: UITextField.textDidEndEditingNotification, object: controller.emailField, queue: nil) { _ in
            notifications.names.append("ended")
        }
        defer { center.removeObserver(began); center.removeObserver(ended) }

        XCTAssertTrue(controller.emailField.becomeFirstResponder())
        XCTAssertTrue(controller.emailField.isEditing)
        // The delegate keeps the email field while it refuses to let it go.
        controller.allowsLeavingEmail = false
        XCTAssertFalse(controller.passwordField.becomeFirstResponder())
        XCTAssertTrue(controller.emailField.isFirstResponder)
        controller.allowsLeavingEmail = true
        XCTAssertTrue(controller.textFieldShouldReturn(controller.emailField))
        XCTAssertTrue(controller.passwordField.isFirstResponder)
        XCTAssertFalse(controller.emailField.isEditing)
        XCTAssertTrue(controller.view.endEditing(true))
        XCTAssertFalse(controller.passwordField.isEditing)
        XCTAssertEqual(controller.log, ["begin email", "end email", "begin password", "end password"])
        XCTAssertEqual(notifications.names, ["began", "ended"])
    }

    func testAFieldThatOverridesDrawPlaceholderHidesUIKitsPlaceholder() {
        func inkedPixels(_ field: UITextField) -> Int {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            format.opaque = true
            let image = UIGraphicsImageRenderer(bounds: field.bounds, format: format).image { context in
                UIColor.white.setFill()
                context.fill(field.bounds)
                field.layer.render(in: context.cgContext)
            }
            var count = 0
            for y in 0..<Int(field.bounds.height) {
                for x in 0..<Int(field.bounds.width) where image.cgImage!.rgba(x: x, y: y).r < 245 { count += 1 }
            }
            return count
        }
        let field = FloatingLabelField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.placeholder = "Email address"
        field.textColor = .black
        XCTAssertEqual(inkedPixels(field), 0)
        field.hidesPlaceholder = false
        field.setNeedsDisplay()
        XCTAssertGreaterThan(inkedPixels(field), 20)
        // The text itself still draws through drawText(in:).
        field.hidesPlaceholder = true
        field.text = "ann@example.com"
        XCTAssertGreaterThan(inkedPixels(field), 20)
    }

    func testTheTextViewDelegateHearsEditingBeginAndEnd() {
        let controller = NoteEditorController()
        let window = window(showing: controller)
        defer { withExtendedLifetime(window) {} }
        let notifications = NotificationLog()
        let observer = NotificationCenter.default.addObserver(forName: UITextView.textDidEndEditingNotification, object: controller.noteView, queue: nil) { _ in
            notifications.names.append("ended")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        controller.isLocked = true
        XCTAssertFalse(controller.noteView.becomeFirstResponder())
        controller.isLocked = false
        XCTAssertTrue(controller.noteView.becomeFirstResponder())
        XCTAssertTrue(controller.noteView.isFirstResponder)
        XCTAssertTrue(controller.noteView.resignFirstResponder())
        XCTAssertEqual(controller.log, ["begin", "end"])
        XCTAssertEqual(notifications.names, ["ended"])
    }
}
