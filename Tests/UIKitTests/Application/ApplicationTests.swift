import Foundation
import Testing
import UIKit

@MainActor @Suite("UIApplication, scenes, UIDevice") struct ApplicationTests {
    @Test func theSharedApplicationKnowsTheKeyWindowAndItsScene() {
        let app = UIApplication.shared
        #expect(app === UIApplication.shared)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.windowScene == nil)
        window.makeKeyAndVisible()
        #expect(app.keyWindow === window)
        #expect(app.windows.last === window)
        let scene = app.connectedScenes.first as? UIWindowScene
        #expect(scene != nil)
        #expect(window.windowScene === scene)
        #expect(scene?.windows.contains { $0 === window } == true)
        #expect(scene?.keyWindow === window)
        #expect(app.applicationState == .active)
        // The idiom apps use to find the key window in a scene-based app.
        let found = app.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first { $0.isKeyWindow }
        #expect(found === window)
    }

    @Test func aWindowMadeForASceneFillsItsScreen() {
        let scene = UIApplication.shared.connectedScenes.first as! UIWindowScene
        let window = UIWindow(windowScene: scene)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.windowScene === scene)
    }

    @Test func theStatusBarIsTheKeyWindowsTopSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.offscreenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.makeKeyAndVisible()
        let frame = window.windowScene?.statusBarManager?.statusBarFrame
        #expect(frame == CGRect(x: 0, y: 0, width: 390, height: 47))
    }

    @Test func settingsWithoutAVisibleEffectAreKept() {
        let app = UIApplication.shared
        let old = app.isIdleTimerDisabled
        app.isIdleTimerDisabled = !old
        #expect(app.isIdleTimerDisabled == !old)
        app.isIdleTimerDisabled = old
        #expect(!app.canOpenURL(URL(string: "https://example.com")!))
        #expect(app.preferredContentSizeCategory == UIScreen.main.traitCollection.preferredContentSizeCategory)
        #expect(app.userInterfaceLayoutDirection == .leftToRight)
    }

    @Test func theDeviceIsWhatTheMainScreenDescribes() {
        let screen = UIScreen.main
        let bounds = screen.bounds
        defer { screen.bounds = bounds }
        screen.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UIDevice.current.orientation.isPortrait)
        screen.bounds = CGRect(x: 0, y: 0, width: 1180, height: 820)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.model == "iPad")
        #expect(UIDevice.current.orientation.isLandscape)
        #expect((UIApplication.shared.connectedScenes.first as? UIWindowScene)?.interfaceOrientation.isLandscape == true)
        #expect(UIViewController().supportedInterfaceOrientations == .all)
        #expect(!UIDevice.current.systemVersion.isEmpty)
    }

    @Test func endEditingResignsTheFirstResponderInTheSubtree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let container = UIView(frame: window.bounds)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        container.addSubview(field)
        window.addSubview(container)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        let sibling = UIView()
        window.addSubview(sibling)
        #expect(sibling.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(container.endEditing(true))
        #expect(!field.isFirstResponder)
    }
}

@MainActor @Suite("Accessibility") struct AccessibilityTests {
    @Test func uiKitsViewsExposeWhatVoiceOverReads() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Mail"
        #expect(label.accessibilityLabel == "Mail")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Inbox")

        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])

        let toggle = UISwitch()
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")

        let plain = UIView()
        #expect(!plain.isAccessibilityElement)
        #expect(plain.accessibilityTraits == .none)
        plain.isAccessibilityElement = true
        plain.accessibilityTraits = [.header]
        plain.accessibilityHint = "Opens the list"
        #expect(plain.isAccessibilityElement && plain.accessibilityTraits == .header)
        #expect(plain.accessibilityHint == "Opens the list")
        #expect(UIAccessibility.isVoiceOverRunning == false)
        UIAccessibility.post(notification: .announcement, argument: "Done")
    }

    @Test func incrementingASliderStepsATenthOfItsRangeAndSendsValueChanged() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 20
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(slider.accessibilityTraits.contains(.adjustable))
        #expect(slider.accessibilityValue == "40%")
        slider.accessibilityIncrement()
        #expect(slider.value == 25)
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.value == 15)
        #expect(changes == 3)

        let stepper = UIStepper()
        stepper.stepValue = 5
        stepper.accessibilityIncrement()
        #expect(stepper.value == 5)
    }

    @Test func theAccessibilityFrameIsInWindowCoordinates() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 40))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        box.addSubview(inner)
        window.addSubview(box)
        #expect(inner.accessibilityFrame == CGRect(x: 25, y: 35, width: 10, height: 10))
    }
}
