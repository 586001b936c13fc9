import Foundation
import Testing
import UIKit
@testable import OffscreenTesting

/// A controller that builds its view in code, as most apps do.
final class BannerViewController: UIViewController {
    private(set) var appeared = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let banner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        banner.backgroundColor = .systemGreen
        view.addSubview(banner)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared = true
    }
}

@MainActor @Suite struct ViewControllerSnapshotTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vc-\(UUID().uuidString)").path

    @Test func controllerIsShownFullScreenOnTheDevice() throws {
        let controller = BannerViewController()
        _ = verifySnapshot(of: controller, as: .image(device: .iPhoneSE), named: "se", record: .all,
                           snapshotDirectory: directory)
        #expect(controller.appeared)
        let image = CGImage(storage: try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath:
            directory + "/controllerIsShownFullScreenOnTheDevice.se.png"))))
        #expect(image.width == 750 && image.height == 1334)
        #expect(image.rgba(x: 40, y: 40) == (52, 199, 89, 255))     // systemGreen, at (20, 20) points
        #expect(image.rgba(x: 700, y: 1300) == (255, 255, 255, 255))
        #expect(verifySnapshot(of: controller, as: .image(device: .iPhoneSE), named: "se", record: .never,
                               snapshotDirectory: directory) == nil)
    }

    @Test func aNavigationBarSitsBelowTheDevicesStatusBar() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        let pixels = try SnapshotStrategy<UIViewController>.image(device: .iPhone13).render(navigation)
        let image = CGImage(storage: pixels)
        // The iPhone 13's 47 pt status bar: the bar below it; the controller's
        // view under both, its safe area below the bar. Nothing scrolls, so the
        // bar is at the scroll edge: transparent over the white view (iOS 15).
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(root.view.frame.minY == 0)
        #expect(image.rgba(x: 30, y: 30) == (255, 255, 255, 255))
        #expect(image.rgba(x: 30, y: 3 * 60) == (255, 255, 255, 255))
        // Another size is not the device's screen: no status bar.
        let other = UINavigationController(rootViewController: UIViewController())
        _ = try SnapshotStrategy<UIViewController>.image(size: CGSize(width: 300, height: 400), device: .iPhone13).render(other)
        #expect(other.navigationBar.frame.minY == 0)
        #expect(SnapshotDevice.iPhoneSE.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(SnapshotDevice.iPhone15.safeAreaInsets.top == 59)
    }

    @Test func sizeAndScaleOverrideTheMainScreen() throws {
        _ = verifySnapshot(of: BannerViewController(), as: .image(size: CGSize(width: 100, height: 50), scale: 1),
                           named: "small", record: .all, snapshotDirectory: directory)
        let image = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: directory + "/sizeAndScaleOverrideTheMainScreen.small.png")))
        #expect(image.width == 100 && image.height == 50)
    }
}
