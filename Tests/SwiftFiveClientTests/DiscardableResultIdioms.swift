// Calls whose results iOS code ignores: Swift imports every Objective-C method
// of UIKit as `@discardableResult`, so these lines compile without a warning
// against the iOS SDK, and must against Offscreen (a missing attribute shows as
// an "unused result" warning in this target's build). The forms are those of
// real UIControl subclasses (calling `super` in their tracking overrides, or
// driving tracking from the touch methods), navigation code that pops, and
// views that load their nib and ignore the returned objects.
import UIKit
import XCTest

final class TrackingLogControl: UIControl {
    var log: [String] = []

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin")
        super.beginTracking(touch, with: event)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue")
        super.continueTracking(touch, with: event)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("end")
        super.endTracking(touch, with: event)
    }
}

/// A slider subclass that calls its superclass's tracking, as custom sliders do.
final class NotchedSlider: UISlider {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        super.beginTracking(touch, with: event)
        return true
    }
}

final class DetailController: UIViewController {
    func close() {
        navigationController?.popViewController(animated: false)
    }
}

/// The colour helper most apps have, reading components with the result ignored.
extension UIColor {
    func lighter(by amount: CGFloat) -> UIColor {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        return UIColor(hue: hue, saturation: saturation, brightness: min(brightness + amount, 1), alpha: alpha)
    }

    var hexString: String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return String(format: "#%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255))
    }

    var grayLevel: CGFloat {
        var white: CGFloat = -1, alpha: CGFloat = 0
        getWhite(&white, alpha: &alpha)
        return white
    }
}

final class DiscardableResultIdiomTests: XCTestCase {
    func testColourComponentsReadWithTheResultIgnored() {
        XCTAssertEqual(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).hexString, "#FF7F00")
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor(red: 0.5, green: 0, blue: 0, alpha: 1).lighter(by: 0.25).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual(red, 0.75, accuracy: 0.001)
        XCTAssertEqual(green, 0, accuracy: 0.001)
        XCTAssertEqual(UIColor(white: 0.25, alpha: 1).grayLevel, 0.25, accuracy: 0.001)
    }

    func testTrackingOverridesThatCallSuperStillTrack() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let control = TrackingLogControl(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(control)
        window.makeKeyAndVisible()
        try window.simulateTouches(.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), steps: 3, duration: 0.1))
        XCTAssertEqual(control.log.first, "begin")
        XCTAssertTrue(control.log.contains("continue"))
        XCTAssertEqual(control.log.last, "end")
        XCTAssertFalse(control.isTracking)
    }

    func testASliderSubclassCallingSuperStillMovesItsThumb() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let slider = NotchedSlider(frame: CGRect(x: 0, y: 30, width: 300, height: 40))
        slider.value = 0
        window.addSubview(slider)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        try window.simulateTouches(.drag(from: CGPoint(x: 15, y: 50), to: CGPoint(x: 290, y: 50), steps: 5, duration: 0.2))
        XCTAssertGreaterThan(slider.value, 0.5)
    }

    func testPoppingWithTheResultIgnored() {
        let root = UIViewController()
        let detail = DetailController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        detail.close()
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertTrue(navigation.topViewController === root)
    }
}
