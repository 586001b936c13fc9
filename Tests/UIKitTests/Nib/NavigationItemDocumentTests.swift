import CoreGraphics
import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// The root of `Fixtures/InterfaceBuilder/NavigationItems.storyboard`: an Edit
/// item whose action it takes, a compose item with a show segue, a red Filter
/// item it has an outlet to, and a back button titled "Boxes".
final class NavMailboxesController: UIViewController {
    weak var filterItem: UIBarButtonItem?
    var log: [String] = []

    func toggleEditing(_ sender: UIBarButtonItem) {
        log.append("toggleEditing \(sender.title ?? "-")")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "-") \(type(of: segue.destination)) sender=\((sender as? UIBarButtonItem) === navigationItem.rightBarButtonItems?.first)")
    }
}

final class NavDraftController: UIViewController {}

@Suite("Navigation items in documents")
@MainActor
struct NavigationItemDocumentTests {
    typealias IB = InterfaceBuilderTestClasses

    init() {
        IB.register()
        UINib.register(NavMailboxesController.self, .outlet("filterItem", \.filterItem),
                       .action("toggleEditing:", NavMailboxesController.toggleEditing))
        UINib.register(NavDraftController.self)
    }

    /// The storyboard's navigation controller in an iPhone 14's window (its `<device>`'s safe area).
    func shown() throws -> (UIWindow, UINavigationController, NavMailboxesController, [NibWarning]) {
        let (window, navigation, warnings) = try IB.showInitialNavigation("NavigationItems")
        let boxes = try #require(navigation.topViewController as? NavMailboxesController)
        return (window, navigation, boxes, warnings)
    }

    @Test func theItemsAreReadWithTheirKindsStylesAndTints() throws {
        let (window, _, boxes, warnings) = try shown()
        defer { withExtendedLifetime(window) {} }
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        let item = boxes.navigationItem
        #expect(item.title == "Mailboxes")
        #expect(item.leftBarButtonItem?.title == "Edit")
        let right = try #require(item.rightBarButtonItems)
        #expect(right.count == 2)
        #expect(right[0].image != nil && right[0].title == nil)
        #expect(right[1].title == "Filter" && right[1].style == .done)
        #expect(right[1].tintColor?.systemName == "systemRed")
        #expect(boxes.filterItem === right[1])
        #expect(item.backBarButtonItem?.title == "Boxes")
        #expect(item.leftBarButtonItem?.target === boxes)
    }

    @Test func tappingAnItemSendsItsActionAndAnItemsSeguePushesWithTheItemAsSender() throws {
        let (window, navigation, boxes, _) = try shown()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let frames = bar.itemFrames()
        let edit = try #require(frames.first { $0.item.title == "Edit" }?.frame)
        window.simulateTap(at: bar.convert(CGPoint(x: edit.midX, y: edit.midY), to: window))
        #expect(boxes.log == ["toggleEditing Edit"])
        let compose = try #require(frames.first { $0.item === boxes.navigationItem.rightBarButtonItems?.first }?.frame)
        window.simulateTap(at: bar.convert(CGPoint(x: compose.midX, y: compose.midY), to: window))
        #expect(boxes.log.last == "prepare compose NavDraftController sender=true")
        let draft = try #require(navigation.topViewController as? NavDraftController)
        // The back button shows the previous item's backBarButtonItem title.
        #expect(bar.backButtonTitle == "Boxes")
        #expect(draft.navigationItem.prompt == "Saved 2 minutes ago")
        #expect(draft.navigationItem.largeTitleDisplayMode == .never)
        // performSegue finds a bar button item's segue by identifier too.
        _ = navigation.popViewController(animated: false)
        boxes.performSegue(withIdentifier: "compose", sender: nil)
        #expect(navigation.topViewController is NavDraftController)
    }

    @Test func aPromptMakesTheBar74PointsTallBelowTheStatusBar() throws {
        let (window, navigation, boxes, _) = try shown()
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        // Under the translucent bar: the whole screen, the safe area below the bar.
        #expect(boxes.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(boxes.view.safeAreaInsets.top == 91)
        boxes.performSegue(withIdentifier: "compose", sender: nil)
        window.layoutIfNeeded()
        let draft = try #require(navigation.topViewController)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 74))
        #expect(draft.view.safeAreaInsets.top == 121)
        // The title view (a segmented control) and the custom view sit in the
        // lower 44 points, centred: the segmented control at (390 - 150) / 2,
        // the 28-point dot 16 from the trailing edge.
        let titleView = try #require(draft.navigationItem.titleView as? UISegmentedControl)
        #expect(titleView.superview === navigation.navigationBar)
        #expect(titleView.frame == CGRect(x: 120, y: 30 + 6, width: 150, height: 33))
        #expect(titleView.numberOfSegments == 2)
        let dot = try #require(draft.navigationItem.rightBarButtonItem?.customView)
        #expect(dot.frame == CGRect(x: 390 - 16 - 28, y: 30 + 8, width: 28, height: 28))
        #expect(dot.layer.cornerRadius == 14)
    }

    @Test func thePushedSceneRendersAsItsGolden() throws {
        let (window, navigation, boxes, _) = try shown()
        defer { withExtendedLifetime(window) {} }
        expectGolden(try #require(window.renderedImage()), named: "NavigationItems-root@2x", in: "InterfaceBuilder")
        boxes.performSegue(withIdentifier: "compose", sender: nil)
        #expect(navigation.viewControllers.count == 2)
        expectGolden(try #require(window.renderedImage()), named: "NavigationItems-draft@2x", in: "InterfaceBuilder")
    }

    @Test func aLoneNavigationBarsItemsAreRead() throws {
        let body = """
                    <subviews>
                        <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bar-nb-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                            <items>
                                <navigationItem title="Edit Profile" id="Bar-ni-001">
                                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="Bar-bb-001"/>
                                    <barButtonItem key="rightBarButtonItem" title="Save" style="done" id="Bar-bb-002"/>
                                </navigationItem>
                            </items>
                        </navigationBar>
                    </subviews>
        """
        let document = try IB.document(IB.xib(body))
        #expect(document.interfaceBuilder?.warnings.isEmpty == true, "\(document.interfaceBuilder?.warnings.map(\.message) ?? [])")
        let made = try NibInstantiation(document: document, owner: nil).run()
        let bar = try #require((made.first as? UIView)?.subviews.first as? UINavigationBar)
        #expect(bar.items?.count == 1)
        #expect(bar.topItem?.title == "Edit Profile")
        #expect(bar.topItem?.leftBarButtonItem?.title == "Cancel")
        #expect(bar.topItem?.rightBarButtonItem?.title == "Save" && bar.topItem?.rightBarButtonItem?.style == .done)
        bar.layoutIfNeeded()
        #expect(bar.itemFrames().count == 2)
        let notABar = #expect(throws: LayoutFileError.self) {
            _ = try NibInstantiation(document: try NibDocument.parse(data: Data(#"{"objects": [{"class": "UIView", "items": [{"title": "x"}]}]}"#.utf8), file: "b.json"), owner: nil).run()
        }
        #expect(notABar?.description.contains("\"items\" is for a UINavigationBar") == true)
    }

    @Test func aLayoutFileNavigationItemIsCheckedAndApplied() throws {
        func parse(_ json: String) throws -> NibDocument {
            try NibDocument.parse(data: Data(json.utf8), file: "nav.json")
        }
        let json = """
        {"objects": [{"class": "UIViewController", "id": "list", "properties": {"navigationItem.title": "List"},
          "navigationItem": {"prompt": "Pick one", "backButtonTitle": "All", "largeTitleDisplayMode": "always",
            "leftBarButtonItems": [{"systemItem": "cancel"}],
            "rightBarButtonItems": [{"id": "add", "systemItem": "add"}, {"title": "Sort", "style": "done", "width": 60, "isEnabled": false},
                                    {"customView": {"class": "UIView", "id": "dot", "properties": {"frame": [0, 0, 20, 20]}}}],
            "titleView": {"class": "UILabel", "properties": {"text": "Title"}}},
          "view": {"class": "UIView"}}]}
        """
        let document = try parse(json)
        let made = try NibInstantiation(document: document, owner: nil).run()
        let controller = try #require(made.first as? UIViewController)
        let item = controller.navigationItem
        #expect(item.title == "List" && item.prompt == "Pick one" && item.backButtonTitle == "All")
        #expect(item.largeTitleDisplayMode == .always)
        #expect(item.leftBarButtonItem?.title == "Cancel")
        let right = try #require(item.rightBarButtonItems)
        #expect(right.count == 3)
        #expect(right[0].image != nil)
        #expect(right[1].title == "Sort" && right[1].style == .done && right[1].width == 60 && !right[1].isEnabled)
        #expect(right[2].customView?.frame.size == CGSize(width: 20, height: 20))
        #expect((item.titleView as? UILabel)?.text == "Title")

        // An action the target's class has not registered: a warning, as for a control's.
        let unregistered = try parse(#"{"objects": [{"class": "UIViewController", "id": "c", "view": {"class": "UIView"}, "navigationItem": {"rightBarButtonItems": [{"title": "Go", "action": "go:", "target": "c"}]}}]}"#)
        let (_, warnings) = try IB.collectingWarnings { try NibInstantiation(document: unregistered, owner: nil).run() }
        #expect(warnings.map(\.message) == ["UIViewController has no registered action \"go:\"; the bar button item's action does nothing (register it: UINib.register(UIViewController.self, .action(\"go:\", UIViewController.method)))"])

        let onAView = #expect(throws: LayoutFileError.self) { try parse(#"{"objects": [{"class": "UIView", "navigationItem": {}}]}"#) }
        #expect(onAView?.description.contains("only a view controller") == true)
        let unknownKey = #expect(throws: LayoutFileError.self) {
            try parse(#"{"objects": [{"class": "UIViewController", "view": {"class": "UIView"}, "navigationItem": {"rightBarButtonItems": [{"titel": "x"}]}}]}"#)
        }
        #expect(unknownKey?.description.contains("titel") == true)
        let badSystem = #expect(throws: LayoutFileError.self) {
            try parse(#"{"objects": [{"class": "UIViewController", "view": {"class": "UIView"}, "navigationItem": {"leftBarButtonItems": [{"systemItem": "plus"}]}}]}"#)
        }
        #expect(badSystem?.description.contains("UIBarButtonItem.SystemItem") == true)
    }
}
