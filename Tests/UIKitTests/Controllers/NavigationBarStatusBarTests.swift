import CoreGraphics
import Foundation
import Testing
@testable import UIKit

/// A full-screen navigation controller's bar sits below the status bar, as
/// on iOS: its y is the window's top safe-area inset, its background extends
/// up behind the status bar, and the top controller's view lies under the
/// translucent bar, its safe area starting at the bar's bottom.
@Suite("Navigation bar below the status bar")
@MainActor
struct NavigationBarStatusBarTests {
    func window(showing controller: UIViewController, size: CGSize = CGSize(width: 390, height: 844),
                safeArea: UIEdgeInsets) throws -> UIWindow {
        try LayoutFileScene.window(showing: controller, size: size, scale: 1, safeArea: safeArea)
    }

    @Test(arguments: [
        // iPhone 14: 47 above, 34 below; iPhone 14 Pro: 59; iPhone SE (Home button): 20, nothing below.
        (CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (CGSize(width: 393, height: 852), UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        (CGSize(width: 375, height: 667), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
    ])
    func theBarSitsAtTheTopSafeAreaInset(size: CGSize, safeArea: UIEdgeInsets) throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = try window(showing: navigation, size: size, safeArea: safeArea)
        defer { withExtendedLifetime(window) {} }
        let top = safeArea.top
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: top, width: size.width, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: size.width, height: size.height))
        // Under the translucent bar the controller's safe area starts at the
        // bar's bottom; the home indicator still insets its bottom.
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: top + 44, left: 0, bottom: safeArea.bottom, right: 0))
        #expect(navigation.view.safeAreaInsets == safeArea)
        #expect(window.windowScene?.statusBarManager?.statusBarFrame.height ?? top == top)
    }

    @Test func aSafeAreaGuideConstraintPlacesContentBelowTheBar() throws {
        let root = UIViewController()
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        let navigation = UINavigationController(rootViewController: root)
        let window = try window(showing: navigation, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        defer { withExtendedLifetime(window) {} }
        // 47 (status bar) + 44 (bar) + 8.
        #expect(label.convert(label.bounds, to: window) == CGRect(x: 0, y: 99, width: 100, height: 20))
    }

    @Test func theBarBackgroundFillsTheStatusBarAndFollowsTheBarTint() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        // An opaque bar whose standard look is also its scroll-edge look (the
        // usual iOS 15 set-up): its background is drawn at rest too (without
        // it, the bar is transparent at the scroll edge, see BarAppearanceTests).
        navigation.navigationBar.isTranslucent = false
        navigation.navigationBar.scrollEdgeAppearance = navigation.navigationBar.standardAppearance
        let window = try window(showing: navigation, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.backgroundColor = .red
        defer { withExtendedLifetime(window) {} }
        var image = try #require(window.renderedImage())
        // The status bar area (y < 47) is the bar's light grey, not the window's red.
        let grey = image.rgba(x: 200, y: 10)
        #expect(grey.r == grey.g && grey.g == grey.b && grey.r > 240 && grey.r < 255)
        #expect(image.rgba(x: 200, y: 60) == grey)
        navigation.navigationBar.barTintColor = .blue
        image = try #require(window.renderedImage())
        #expect(image.rgba(x: 200, y: 10) == (0, 0, 255, 255))
        #expect(image.rgba(x: 200, y: 60) == (0, 0, 255, 255))
        #expect(image.rgba(x: 200, y: 100) == (255, 255, 255, 255))
    }

    @Test func aChangedSafeAreaMovesTheBar() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = try window(showing: navigation, safeArea: .zero)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.frame.minY == 0)
        window.offscreenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.minY == 59)
        #expect(root.view.safeAreaInsets.top == 103)
    }

    @Test func aDocumentsDeviceGivesItsCanvasTheSafeArea() throws {
        func canvas(_ device: String, frame: String = "390 844") throws -> NibCanvas {
            let size = frame.split(separator: " ")
            let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="Vc1-aa-bbb">
                \(device)
                <scenes>
                    <scene sceneID="Scn-aa-bbb">
                        <objects>
                            <viewController id="Vc1-aa-bbb" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw1-aa-bbb">
                                    <rect key="frame" x="0.0" y="0.0" width="\(size[0])" height="\(size[1])"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
            return try NibDocument.parse(data: Data(xml.utf8), file: "Device.storyboard").canvas
        }
        #expect(try canvas(#"<device id="retina6_0" orientation="portrait" appearance="light"/>"#).safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(try canvas(#"<device id="retina6_12" orientation="portrait"/>"#, frame: "393 852").safeArea == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(try canvas(#"<device id="retina4_7" orientation="portrait"/>"#, frame: "375 667").safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(try canvas(#"<device id="retina6_0" orientation="landscape"/>"#, frame: "844 390").safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(try canvas(#"<device id="retina4_7" orientation="landscape"/>"#, frame: "667 375").safeArea == .zero)
        #expect(try canvas(#"<device id="ipad11" orientation="portrait"/>"#, frame: "834 1194").safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(try canvas("").safeArea == .zero)
    }

    @Test func aLayoutFileCanvasSafeAreaIsReadAndChecked() throws {
        func parse(_ canvas: String) throws -> NibCanvas {
            try NibDocument.parse(data: Data(#"{"canvas": \#(canvas), "objects": [{"class": "UIView"}]}"#.utf8), file: "c.json").canvas
        }
        #expect(try parse(#"{"size": [390, 844], "safeArea": [47, 0, 34, 0]}"#).safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(try parse(#"{"size": [390, 844]}"#).safeArea == .zero)
        #expect(throws: LayoutFileError.self) { try parse(#"{"size": [390, 844], "safeArea": [-1, 0, 0, 0]}"#) }
        let tooTall = #expect(throws: LayoutFileError.self) { try parse(#"{"size": [390, 100], "safeArea": [60, 0, 60, 0]}"#) }
        #expect(tooTall?.description.contains("larger than the canvas") == true)
    }
}
