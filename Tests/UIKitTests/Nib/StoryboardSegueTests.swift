import Foundation
import Testing
@testable import UIKit

/// The inbox of `Fixtures/InterfaceBuilder/Segues.storyboard`: it records
/// the segue callbacks UIKit makes, in order.
final class SegueInboxController: UIViewController {
    weak var openButton: UIButton!
    weak var composeButton: UIButton!
    var log: [String] = []
    var refuse: Set<String> = []
    var unwoundFrom: UIViewController?

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should \(identifier) \(sender is UIButton ? "button" : "other")")
        return !refuse.contains(identifier)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "-") \(type(of: segue.destination)) \(segue.source === self)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad children=\(children.count)")
    }

    func unwindToInbox(_ segue: UIStoryboardSegue) {
        log.append("unwind from \(type(of: segue.source)) to \(segue.destination === self)")
        unwoundFrom = segue.source
    }
}

/// The storyboard's custom segue: its own perform() pushes and records.
final class FancySegue: UIStoryboardSegue {
    static var performed: [String] = []

    override func perform() {
        Self.performed.append(identifier ?? "-")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

final class SegueDetailController: UIViewController {
    weak var doneButton: UIButton!
    var prepared: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier ?? "-")
    }
}

@Suite("Storyboard segues")
@MainActor
struct StoryboardSegueTests {
    typealias IB = InterfaceBuilderTestClasses

    init() {
        IB.register()
        UINib.register(SegueInboxController.self,
                       .outlet("openButton", \.openButton), .outlet("composeButton", \.composeButton),
                       .action("unwindToInbox:", SegueInboxController.unwindToInbox))
        UINib.register(SegueDetailController.self, .outlet("doneButton", \.doneButton))
    }

    /// The storyboard's initial navigation controller shown in a window.
    func shown() throws -> (UIWindow, UINavigationController, SegueInboxController) {
        let storyboard = UIStoryboard(name: "Segues", bundle: nil)
        let (initial, _) = IB.collectingWarnings { storyboard.instantiateInitialViewController() }
        let navigation = try #require(initial as? UINavigationController)
        let inbox = try #require(navigation.viewControllers.first as? SegueInboxController)
        let window = try LayoutFileScene.window(showing: navigation, size: CGSize(width: 390, height: 844), scale: 1)
        return (window, navigation, inbox)
    }

    @Test func anEmbedSegueMakesTheChildWhenTheViewLoadsBeforeViewDidLoad() throws {
        let (_, _, inbox) = try shown()
        #expect(inbox.log.prefix(2) == ["prepare embedBanner UIViewController true", "viewDidLoad children=1"])
        let banner = try #require(inbox.children.first)
        #expect(banner.parent === inbox)
        let container = try #require(banner.view.superview)
        #expect(container.superview === inbox.view)
        #expect(banner.view.frame == container.bounds)
        #expect(container.bounds.size == CGSize(width: 390, height: 120))
        #expect(banner.view.backgroundColor?.systemName == "systemOrange")
    }

    @Test func aButtonsShowSeguePushesAfterShouldAndPrepare() throws {
        let (window, navigation, inbox) = try shown()
        defer { withExtendedLifetime(window) {} }
        inbox.log.removeAll()
        inbox.openButton.sendActions(for: .touchUpInside)
        #expect(inbox.log == ["should showDetail button", "prepare showDetail SegueDetailController true"])
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is SegueDetailController)
        #expect(navigation.topViewController?.title == "Detail")
    }

    @Test func aRefusedSegueIsNotPerformed() throws {
        let (window, navigation, inbox) = try shown()
        defer { withExtendedLifetime(window) {} }
        inbox.refuse = ["showDetail"]
        inbox.log.removeAll()
        inbox.openButton.sendActions(for: .touchUpInside)
        #expect(inbox.log == ["should showDetail button"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aTapOnTheButtonInTheWindowPerformsItsSegue() throws {
        let (window, navigation, inbox) = try shown()
        let button = try #require(inbox.openButton)
        window.simulateTap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        #expect(navigation.topViewController is SegueDetailController)
    }

    @Test func performSegueByIdentifierSkipsShouldAndPresents() throws {
        let (window, navigation, inbox) = try shown()
        defer { withExtendedLifetime(window) {} }
        inbox.log.removeAll()
        inbox.performSegue(withIdentifier: "compose", sender: "code")
        #expect(inbox.log == ["prepare compose SegueDetailController true"])
        let presented = try #require(navigation.presentedViewController as? SegueDetailController)
        #expect(presented.view.window != nil)
        // The segue's modalPresentationStyle="fullScreen": the presenter leaves the window.
        #expect(presented.modalPresentationStyle == .fullScreen)
        #expect(navigation.view.window == nil)
        // The controller's own (manual) segue.
        presented.dismiss(animated: false)
        inbox.performSegue(withIdentifier: "manualDetail", sender: nil)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func unwindingPopsAndCallsTheActionBetweenPrepareAndPerform() throws {
        let (window, navigation, inbox) = try shown()
        defer { withExtendedLifetime(window) {} }
        inbox.openButton.sendActions(for: .touchUpInside)
        let detail = try #require(navigation.topViewController as? SegueDetailController)
        inbox.log.removeAll()
        detail.doneButton.sendActions(for: .touchUpInside)
        #expect(detail.prepared == ["-"])
        #expect(inbox.log == ["unwind from SegueDetailController to true"])
        #expect(navigation.viewControllers.count == 1)
        // And by identifier, from the controller.
        inbox.openButton.sendActions(for: .touchUpInside)
        let again = try #require(navigation.topViewController as? SegueDetailController)
        again.performSegue(withIdentifier: "backToInbox", sender: nil)
        #expect(again.prepared == ["backToInbox"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func unwindingFromAPresentedControllerDismissesIt() throws {
        let (window, navigation, inbox) = try shown()
        defer { withExtendedLifetime(window) {} }
        inbox.composeButton.sendActions(for: .touchUpInside)
        let compose = try #require(navigation.presentedViewController as? SegueDetailController)
        compose.doneButton.sendActions(for: .touchUpInside)
        #expect(inbox.unwoundFrom === compose)
        #expect(navigation.presentedViewController == nil)
        #expect(inbox.view.window != nil)
    }

    @Test func aCustomSegueIsMadeAsItsRegisteredClassAndPerformsItsOwnPerform() throws {
        let document = try NibDocument.load(contentsOf: IB.folder.appendingPathComponent("Segues.storyboard"))
        #expect(document.interfaceBuilder?.warnings.contains { $0.message.contains("segue") } == false)
        UINib.register(FancySegue.self) { FancySegue(identifier: $0, source: $1, destination: $2) }
        let (window, navigation, inbox) = try shown()
        defer { withExtendedLifetime(window) {} }
        inbox.log.removeAll()
        FancySegue.performed.removeAll()
        inbox.performSegue(withIdentifier: "fancy", sender: nil)
        // prepare(for:sender:) gets the subclass, then its perform() runs (it pushes).
        #expect(inbox.log == ["prepare fancy SegueDetailController true"])
        #expect(FancySegue.performed == ["fancy"])
        #expect(navigation.topViewController is SegueDetailController)
    }

    @Test func aCustomSegueOfAnUnregisteredClassIsNotPerformed() throws {
        let json = """
        {"objects": [
          {"class": "UINavigationController", "id": "nav", "rootViewController": "a"},
          {"class": "UIViewController", "id": "a", "view": {"class": "UIView"},
           "segues": [{"kind": "custom", "customClass": "NotRegisteredSegue", "destination": "b", "identifier": "x"}]},
          {"class": "UIViewController", "id": "b", "view": {"class": "UIView"}}
        ], "initialViewController": "nav"}
        """
        let storyboard = UIStoryboard(source: .data(Data(json.utf8), name: "custom", directory: IB.folder), name: "custom")
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let window = try LayoutFileScene.window(showing: navigation, size: CGSize(width: 200, height: 300), scale: 1)
        defer { withExtendedLifetime(window) {} }
        navigation.topViewController?.performSegue(withIdentifier: "x", sender: nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.presentedViewController == nil)
    }

    @Test func aCodeMadeSegueRunsItsHandler() {
        let a = UIViewController(), b = UIViewController()
        var ran = false
        let segue = UIStoryboardSegue(identifier: "x", source: a, destination: b) { ran = true }
        #expect(segue.identifier == "x" && segue.source === a && segue.destination === b)
        segue.perform()
        #expect(ran)
    }

    @Test func showPushesInANavigationControllerAndPresentsOtherwise() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let first = try LayoutFileScene.window(showing: navigation, size: CGSize(width: 200, height: 300), scale: 1)
        defer { withExtendedLifetime(first) {} }
        let pushed = UIViewController()
        root.show(pushed, sender: nil)
        #expect(navigation.topViewController === pushed)
        let lone = UIViewController()
        let second = try LayoutFileScene.window(showing: lone, size: CGSize(width: 200, height: 300), scale: 1)
        defer { withExtendedLifetime(second) {} }
        let shown = UIViewController()
        lone.show(shown, sender: nil)
        #expect(lone.presentedViewController === shown)
    }

    // MARK: Layout files

    func read(_ segues: String) throws -> NibDocument {
        let json = """
        {"objects": [
          {"class": "UIViewController", "id": "a", "view": {"class": "UIView"}, "segues": \(segues)},
          {"class": "UIViewController", "id": "b", "view": {"class": "UIView"}},
          {"class": "UIView", "id": "plain"}
        ]}
        """
        return try NibDocument.parse(data: Data(json.utf8), file: "s.json")
    }

    @Test func layoutFileSeguesAreCheckedWithWhereAndWhat() throws {
        let ok = try read(#"[{"kind": "show", "destination": "b", "identifier": "go"}, {"kind": "unwind", "unwindAction": "back:"}]"#)
        #expect(ok.objects[0].segues.map(\.kind) == [.show, .unwind])
        func message(_ segues: String) -> String {
            do { _ = try read(segues); return "no error" } catch { return "\(error)" }
        }
        #expect(message(#"[{"kind": "shwo", "destination": "b"}]"#).contains("s.json:2:93: at $.objects[0].segues[0].kind: segue kind \"shwo\" is not one of show, showDetail, push, presentation, embed, unwind, custom; did you mean \"show\"?"))
        let sheet = try read(#"[{"kind": "presentation", "destination": "b", "modalPresentationStyle": "overFullScreen"}]"#)
        #expect(sheet.objects[0].segues[0].modalPresentationStyle == .overFullScreen)
        #expect(message(#"[{"kind": "presentation", "destination": "b", "modalPresentationStyle": "fullscreen"}]"#).contains("modalPresentationStyle \"fullscreen\" is not one of automatic, currentContext, custom, formSheet, fullScreen, none, overCurrentContext, overFullScreen, pageSheet, popover; did you mean \"fullScreen\"?"))
        #expect(message(#"[{"kind": "show", "destination": "b", "modalPresentationStyle": "fullScreen"}]"#).contains("only a presentation segue has a modalPresentationStyle"))
        #expect(message(#"[{"kind": "show"}]"#).contains("a show segue needs \"destination\""))
        #expect(message(#"[{"kind": "show", "destination": "plain"}]"#).contains("segue destination \"plain\" is not a top-level view controller"))
        #expect(message(#"[{"kind": "show", "destination": "nope"}]"#).contains("segue destination refers to \"nope\", which is not an id in this file"))
        #expect(message(#"[{"kind": "unwind", "unwindAction": "x:", "destination": "b"}]"#).contains("an unwind segue has no destination"))
        #expect(message(#"[{"kind": "custom", "destination": "b"}]"#).contains("a custom segue needs \"customClass\""))
        #expect(message(#"[{"kind": "show", "destination": "b", "customClass": "X"}]"#).contains("only a custom segue has a customClass"))
    }
}
