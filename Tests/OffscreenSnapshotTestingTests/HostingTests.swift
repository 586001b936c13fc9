import CoreGraphics
import Foundation
@testable import OffscreenSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// Where swift-snapshot-testing's strategies put a view or controller while
/// they draw it, and what they leave behind, as that library does on iOS.
@MainActor @Suite struct HostingTests {
    private func image<Value>(_ strategy: Snapshotting<Value, UIImage>, _ value: Value) -> CGImage {
        var result: UIImage?
        strategy.snapshot(value).run { result = $0 }
        return result!.cgImage!
    }

    /// A controller whose white view holds a red bar pinned to the top of its safe area.
    private final class SafeAreaBar: UIViewController {
        override func viewDidLoad() {
            view.backgroundColor = .white
            let bar = UIView()
            bar.backgroundColor = .red
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
    }

    /// The first row from the top whose middle pixel is red.
    private func firstRedRow(_ image: CGImage) -> Int? {
        (0..<image.height).first { y in
            let p = image.rgba(x: image.width / 2, y: y)
            return p.r == 255 && p.g == 0
        }
    }

    @Test func drawHierarchyInKeyWindowUsesTheKeyWindowsSafeArea() {
        let size = CGSize(width: 100, height: 200)
        // A window of the snapshot's own: no safe area, the bar at the top.
        let own = image(Snapshotting<UIViewController, UIImage>.image(size: size, traits: .init(displayScale: 1)), SafeAreaBar())
        #expect(firstRedRow(own) == 0)
        // The key window (the test host's: the main screen's iPhone safe area, 47 points at the top).
        let key = image(Snapshotting<UIViewController, UIImage>.image(drawHierarchyInKeyWindow: true, size: size,
                                                                      traits: .init(displayScale: 1)), SafeAreaBar())
        #expect(firstRedRow(key) == 47)
        #expect(key.width == 100 && key.height == 200)
        // On a device, the device's safe area applies without the key window, the key window's with it.
        let device = image(Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe, traits: .init(displayScale: 1)), SafeAreaBar())
        #expect(firstRedRow(device) == 20)
        let deviceInKeyWindow = image(Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe, drawHierarchyInKeyWindow: true,
                                                                                    traits: .init(displayScale: 1)), SafeAreaBar())
        #expect(firstRedRow(deviceInKeyWindow) == 47)
    }

    @Test func aWindowMadeKeyHostsEverySnapshotInTurn() {
        var key: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        key!.offscreenSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        key!.makeKeyAndVisible()
        // Other tests must not find it key afterwards.
        defer { UIWindow.keyWindow = nil; key = nil }
        let strategy = Snapshotting<UIViewController, UIImage>.image(drawHierarchyInKeyWindow: true, size: CGSize(width: 100, height: 200),
                                                                      traits: .init(displayScale: 1))
        #expect(firstRedRow(image(strategy, SafeAreaBar())) == 30)
        // The same window again, with another controller: laid out afresh.
        #expect(firstRedRow(image(strategy, SafeAreaBar())) == 30)
        #expect(key!.frame.size == CGSize(width: 100, height: 200))
        #expect(key!.rootViewController == nil)
    }

    @Test func theTestHostsSafeAreaReachesOnlyAsFarAsTheWindow() {
        // The main screen is 390 x 844 with 47 points at the top and 34 at the bottom.
        #expect(SnapshotHost.testHostSafeArea(CGSize(width: 390, height: 844)) == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(SnapshotHost.testHostSafeArea(CGSize(width: 100, height: 830)) == UIEdgeInsets(top: 47, left: 0, bottom: 20, right: 0))
        #expect(SnapshotHost.testHostSafeArea(CGSize(width: 100, height: 200)) == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    }

    @Test func aSnapshottedViewStaysInTheControllersViewAsOnIOS() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 5, y: 6, width: 80, height: 20))
        label.text = "Hi"
        superview.addSubview(label)
        _ = image(Snapshotting<UIView, UIImage>.image(traits: .init(displayScale: 1)), label)
        // swift-snapshot-testing adds the view to a fresh controller's view and
        // never puts it back: it has left its superview, and that controller
        // (with its view) is gone once the snapshot is taken.
        #expect(!superview.subviews.contains(label))
        #expect(label.superview == nil && label.window == nil)
        // An image snapshot gives the frame back.
        #expect(label.frame == CGRect(x: 5, y: 6, width: 80, height: 20))

        // A description leaves the view at the size it was described at.
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        var text = ""
        Snapshotting<UIView, String>.recursiveDescription(size: CGSize(width: 30, height: 40)).snapshot(view).run { text = $0 }
        #expect(text.hasPrefix("<UIView; frame = (5 6; 30 40); layer = <CALayer>>"))
        #expect(view.frame.size == CGSize(width: 30, height: 40))
    }

    @Test func recursiveDescriptionPrintsOpaqueAsIOSDoes() {
        // A plain view is opaque on iOS and says nothing about it; labels,
        // image views and controls are not, and say so.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.isOpaque)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        label.text = "A"
        let imageView = UIImageView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        let toggle = UISwitch(frame: CGRect(x: 50, y: 0, width: 0, height: 0))
        for subview in [label, imageView, toggle] as [UIView] { view.addSubview(subview) }
        var text = ""
        Snapshotting<UIView, String>.recursiveDescription.snapshot(view).run { text = $0 }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "<UIView; frame = (0 0; 100 50); layer = <CALayer>>")
        #expect(lines[1] == "   | <UILabel; frame = (0 0; 50 20); text = 'A'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>")
        #expect(lines[2] == "   | <UIImageView; frame = (0 20; 10 10); opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>")
        #expect(lines[3].hasPrefix("   | <UISwitch; frame = (50 0; 51 31); opaque = NO;"))
    }
}
