import Foundation
import OffscreenSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// swift-snapshot-testing's devices, descriptions and hosting, checked
/// against the values and formats that library uses on iOS.
@MainActor @Suite struct ViewImageConfigTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vic-\(UUID().uuidString)").path

    @Test func phonePresetsCarrySizesSafeAreasAndSizeClasses() {
        let phone = ViewImageConfig.iPhone13
        #expect(phone.size == CGSize(width: 390, height: 844))
        #expect(phone.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(phone.traits.horizontalSizeClass == .compact && phone.traits.verticalSizeClass == .regular)
        #expect(phone.traits.userInterfaceIdiom == .phone && phone.traits.preferredContentSizeCategory == .medium)

        let mini = ViewImageConfig.iPhone13Mini(.landscape)
        #expect(mini.size == CGSize(width: 812, height: 375))
        #expect(mini.safeArea == UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        #expect(mini.traits.verticalSizeClass == .compact && mini.traits.horizontalSizeClass == .compact)
        // The big phones are regular wide in landscape.
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
        #expect(ViewImageConfig.iPhone12Pro.size == ViewImageConfig.iPhone12.size)
    }

    @Test func padPresetsAreLandscapeWithSplitViews() {
        #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
        #expect(ViewImageConfig.iPad9_7.size == ViewImageConfig.iPadMini.size)
        let third = ViewImageConfig.iPadPro11(.portrait(splitView: .oneThird))
        #expect(third.size == CGSize(width: 320, height: 1194))
        #expect(third.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(third.traits.horizontalSizeClass == .compact && third.traits.userInterfaceIdiom == .pad)
        // As swift-snapshot-testing has it: half of a 12.9-inch iPad is still regular.
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPad10_2(.portrait).size == CGSize(width: 810, height: 1080))
    }

    @Test func theDevicesSizeClassesReachTheController() {
        final class Probe: UIViewController {
            var seen: UIUserInterfaceSizeClass = .unspecified
            override func viewWillLayoutSubviews() { seen = traitCollection.horizontalSizeClass }
        }
        let probe = Probe()
        _ = verifySnapshot(of: probe, as: .image(on: .iPadMini, traits: .init(displayScale: 1)), named: "pad",
                           record: .all, snapshotDirectory: directory)
        #expect(probe.seen == .regular)
        _ = verifySnapshot(of: probe, as: .image(on: .iPhoneSe, traits: .init(displayScale: 1)), named: "phone",
                           record: .all, snapshotDirectory: directory)
        #expect(probe.seen == .compact)
    }

    @Test func theSafeAreaIsTheDevices() {
        let controller = UIViewController()
        var insets = UIEdgeInsets.zero
        final class Recorder: UIView {
            var onLayout: (UIEdgeInsets) -> Void = { _ in }
            override func layoutSubviews() { onLayout(safeAreaInsets) }
        }
        let recorder = Recorder()
        recorder.onLayout = { insets = $0 }
        controller.view = recorder
        _ = verifySnapshot(of: controller, as: .image(on: .iPhoneX(.landscape), traits: .init(displayScale: 1)),
                           named: "x", record: .all, snapshotDirectory: directory)
        #expect(insets == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    }

    @Test func aSnapshottedViewLeavesItsSuperviewAsOnIOS() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 20))
        let second = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.addSubview(first)
        parent.addSubview(second)
        _ = verifySnapshot(of: first, as: .image(size: CGSize(width: 50, height: 40), traits: .init(displayScale: 1)),
                           named: "moved", record: .all, snapshotDirectory: directory)
        // swift-snapshot-testing moves the view into its own controller's view and leaves it there.
        #expect(parent.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
        #expect(first.frame == CGRect(x: 1, y: 2, width: 30, height: 20))
        _ = verifySnapshot(of: first, as: .recursiveDescription(size: CGSize(width: 60, height: 60)), named: "moved",
                           record: .all, snapshotDirectory: directory)
        #expect(first.frame == CGRect(x: 1, y: 2, width: 60, height: 60))
    }

    @Test func imagesAreDrawnAtTheTraitsDisplayScale() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 7))
        view.backgroundColor = .systemGreen
        _ = verifySnapshot(of: view, as: .image(traits: .init(displayScale: 2)), named: "2x", record: .all,
                           snapshotDirectory: directory)
        let reference = URL(fileURLWithPath: directory).appendingPathComponent("imagesAreDrawnAtTheTraitsDisplayScale.2x.png")
        let image = try PNGCodec.decode(Data(contentsOf: reference))
        #expect(image.width == 20 && image.height == 14)
    }

    @Test func recursiveDescriptionPrintsWhatIOSPrints() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.isOpaque = true
        view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let child = UIView(frame: CGRect(x: 10.5, y: 1.0 / 3.0, width: 20, height: 20))
        child.isOpaque = true
        child.alpha = 0.5
        child.tag = 7
        child.isHidden = true
        child.clipsToBounds = true
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.addSubview(child)
        let label = UILabel(frame: CGRect(x: 0, y: 50, width: 80, height: 20))
        label.text = "Hi 0x1f"
        view.addSubview(label)
        _ = verifySnapshot(of: view, as: .recursiveDescription, named: "d", record: .all, snapshotDirectory: directory)
        let text = try String(contentsOfFile: directory + "/recursiveDescriptionPrintsWhatIOSPrints.d.txt", encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "<UIView; frame = (0 0; 200 100); autoresize = W+BM; layer = <CALayer>>")
        #expect(lines[1] == "   | <UIView; frame = (0.5 -9.66667; 40 40); transform = [2, 0, 0, 2, 0, 0]; clipsToBounds = YES; "
            + "hidden = YES; alpha = 0.5; tag = 7; layer = <CALayer>>")
        // The label's text goes through the same pointer purge as on iOS.
        #expect(lines[2].hasPrefix("   | <UILabel; frame = (0 50; 80 20); text = 'Hi'; opaque = NO; userInteractionEnabled = NO;"))
    }

    @Test func hierarchyPrintsStatesChildrenAndPresentedControllers() throws {
        let root = UIViewController()
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let hidden = UIViewController()
        root.addChild(hidden)
        hidden.didMove(toParent: root)
        _ = hidden.view  // loaded, never put in the window: as on iOS, it does not appear
        _ = verifySnapshot(of: root, as: .hierarchy, named: "h", record: .all, snapshotDirectory: directory)
        let text = try String(contentsOfFile: directory + "/hierarchyPrintsStatesChildrenAndPresentedControllers.h.txt",
                              encoding: .utf8)
        #expect(text == """
            <UIViewController>, state: appeared, view: <UIView>
               | <UIViewController>, state: appeared, view: <UIView>
               | <UIViewController>, state: disappeared, view: <UIView> not in the window
            """)

        // A controller presented by one on screen.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let presenter = UIViewController()
        window.rootViewController = presenter
        window.isHidden = false
        presenter.present(UIViewController(), animated: false)
        #expect(ViewDescriptionProbe.hierarchy(presenter).contains("   + <UIViewController>, state: appeared, view: <UIView>"))
    }
}

/// The hierarchy text of a controller already on screen, through the strategy.
@MainActor enum ViewDescriptionProbe {
    static func hierarchy(_ controller: UIViewController) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vdp-\(UUID().uuidString)").path
        _ = verifySnapshot(of: controller, as: .hierarchy, named: "p", record: .all, snapshotDirectory: directory,
                           testName: "probe")
        return (try? String(contentsOfFile: directory + "/probe.p.txt", encoding: .utf8)) ?? ""
    }
}
