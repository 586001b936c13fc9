@testable import UIKit
import Foundation
import Testing

@MainActor
private final class TraitLoggingView: UIView {
    var log: (String) -> Void = { _ in }
    var name = ""
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        log("\(name) \(previous?.userInterfaceStyle.rawValue ?? -1)->\(traitCollection.userInterfaceStyle.rawValue) current:\(UITraitCollection.current.userInterfaceStyle.rawValue)")
    }
}

@MainActor
private final class TraitLoggingController: UIViewController {
    var log: (String) -> Void = { _ in }
    var name = ""
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        log("\(name) \(previous?.userInterfaceStyle.rawValue ?? -1)->\(traitCollection.userInterfaceStyle.rawValue) current:\(UITraitCollection.current.userInterfaceStyle.rawValue)")
    }
}

@MainActor
@Suite struct TraitFlowTests {
    @Test func aPhoneWindowIsCompactWideAndRegularTallAPadRegularBoth() {
        let phone = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = UIScreen()
        screen.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        phone.screen = screen
        #expect(phone.traitCollection.userInterfaceIdiom == .phone)
        #expect(phone.traitCollection.horizontalSizeClass == .compact)
        #expect(phone.traitCollection.verticalSizeClass == .regular)
        #expect(phone.traitCollection.userInterfaceStyle == .light)
        #expect(phone.traitCollection.preferredContentSizeCategory == .large)
        #expect(phone.traitCollection.displayScale == 3)

        let padScreen = UIScreen()
        padScreen.bounds = CGRect(x: 0, y: 0, width: 820, height: 1180)
        padScreen.scale = 2
        let pad = UIWindow(frame: padScreen.bounds)
        pad.screen = padScreen
        let view = UIView()
        pad.addSubview(view)
        #expect(view.traitCollection.userInterfaceIdiom == .pad)
        #expect(view.traitCollection.horizontalSizeClass == .regular)
        #expect(view.traitCollection.verticalSizeClass == .regular)
        #expect(view.traitCollection.displayScale == 2)
    }

    @Test func traitsFlowFromWindowThroughControllerToSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIViewController()
        let child = UIView()
        controller.view.addSubview(child)
        window.rootViewController = controller
        window.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        controller.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
        child.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(controller.view.traitCollection.preferredContentSizeCategory == .large)
        #expect(child.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        child.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(child.traitCollection.preferredContentSizeCategory == .large)
        child.removeFromSuperview()
        #expect(child.traitCollection.userInterfaceStyle == .light)
    }

    @Test func didChangeRunsOncePerChangeControllerBeforeItsViewParentBeforeChild() {
        var log: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = TraitLoggingController()
        controller.name = "controller"
        controller.log = { log.append($0) }
        let root = TraitLoggingView()
        root.name = "root"
        root.log = { log.append($0) }
        let leaf = TraitLoggingView()
        leaf.name = "leaf"
        leaf.log = { log.append($0) }
        root.addSubview(leaf)
        controller.view = root
        window.rootViewController = controller
        #expect(log.isEmpty)

        window.overrideUserInterfaceStyle = .dark
        #expect(log == ["controller 1->2 current:2", "root 1->2 current:2", "leaf 1->2 current:2"])
        log.removeAll()
        window.overrideUserInterfaceStyle = .dark
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(log.isEmpty)
        // A change that does not reach them (overridden below) is not reported.
        root.overrideUserInterfaceStyle = .dark
        window.overrideUserInterfaceStyle = .light
        #expect(log == ["controller 2->1 current:1"])
    }

    @Test func setOverrideTraitCollectionForChildReachesTheChildAndItsView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIViewController()
        let child = UIViewController()
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.view.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func registeredHandlersRunOnlyForTheTraitsTheyObserve() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView()
        window.addSubview(view)
        var styles: [UIUserInterfaceStyle] = []
        var previous: [UIUserInterfaceStyle] = []
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (v: UIView, old: UITraitCollection) in
            styles.append(v.traitCollection.userInterfaceStyle)
            previous.append(old.userInterfaceStyle)
        }
        window.traitOverrides.preferredContentSizeCategory = .small
        #expect(styles.isEmpty)
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(styles == [.dark] && previous == [.light])
        view.unregisterForTraitChanges(registration)
        window.traitOverrides.userInterfaceStyle = .light
        #expect(styles == [.dark])
    }
}

/// A controller observing trait changes through a selector, as iOS 17 code
/// writes `registerForTraitChanges([...], action: #selector(stylesChanged(_:)))`.
@MainActor
final class TraitActionController: UIViewController {
    var senders: [UIViewController] = []
    func stylesChanged(_ sender: UIViewController) { senders.append(sender) }
}

@MainActor
@Suite struct TraitChangeActionTests {
    @Test func aRegisteredActionIsSentWithTheControllerAfterAnObservedChange() {
        UINib.register(TraitActionController.self, .action("stylesChanged:", TraitActionController.stylesChanged))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = TraitActionController()
        window.rootViewController = controller
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector("stylesChanged:"))
        window.traitOverrides.preferredContentSizeCategory = .small
        #expect(controller.senders.isEmpty)
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(controller.senders.count == 1)
        #expect(controller.senders.first === controller)
    }
}

@MainActor
@Suite struct CanvasTraitTests {
    @Test func aCanvasSetsStyleAndContentSizeOnItsWindowsTraits() throws {
        let json = #"{"size": [100, 100], "appearance": "dark", "contentSize": "accessibilityExtraExtraExtraLarge"}"#
        let value = try JSONParser.parse(Array(json.utf8), file: "t.json")
        let canvas = try NibCanvas.parse(value, NibValueReader(file: "t.json"), limits: NibLimits())
        #expect(canvas.traits.userInterfaceStyle == .dark)
        #expect(canvas.traits.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        let bad = try JSONParser.parse(Array(#"{"contentSize": "huge"}"#.utf8), file: "t.json")
        #expect(throws: LayoutFileError.self) { try NibCanvas.parse(bad, NibValueReader(file: "t.json"), limits: NibLimits()) }
    }
}
