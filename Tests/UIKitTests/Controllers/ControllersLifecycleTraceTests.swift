import Foundation
import Testing
@testable import UIKit

/// Seven lifecycle traces as UIKit logs them on iOS: five ways of making a controller, each
/// pushed onto a navigation controller on screen and popped again, and two
/// ways of making a view, added to a window. Each test asserts the exact
/// sequence an iOS app logs (Swift method names for the Objective-C ones).
extension ControllersTests {
@Suite("lifecycle traces: five ways to make a controller, two to make a view")
@MainActor
struct LifecycleTraceTests {
    init() { ControllerFixtures.prepare() }

    /// Pushes `controller` onto a navigation controller shown in a window,
    /// logging "Before Push Or Present" first, then pops it.
    private func pushThenPop(_ make: () -> UIViewController) -> UIViewController {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        turnRunLoop()
        let controller = make()
        ControllerTrace.log(ControllerTrace.beforePushOrPresent)
        navigation.pushViewController(controller, animated: true)
        turnRunLoop()
        #expect(controller.view.window === window)
        _ = navigation.popViewController(animated: true)
        turnRunLoop()
        #expect(controller.viewIfLoaded?.window == nil)
        withExtendedLifetime(window) {}
        return controller
    }

    private static let appearance = [
        "viewWillAppear(_:)", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear(_:)",
        "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    @Test func firstWayInitNibNameWithASameNamedLayoutFile() throws {
        let controller = pushThenPop { FirstViewController(nibName: "FirstViewController", bundle: nil) }
        #expect(ControllerTrace.entries == [
            "FirstViewController init(nibName:bundle:)",
            ControllerTrace.beforePushOrPresent,
            "FirstViewController loadView",
            "FirstView init(coder:)",
            "FirstView awakeFromNib",
            "FirstViewController viewDidLoad",
        ] + Self.appearance.map { "FirstViewController \($0)" })
        #expect(controller.view is FirstView)
        #expect(controller.nibName == "FirstViewController")
    }

    @Test func secondWayInitNibNameWithAnotherViewFile() throws {
        let controller = pushThenPop { SecondViewController(nibName: "SecondScreen", bundle: nil) }
        #expect(ControllerTrace.entries == [
            "SecondViewController init(nibName:bundle:)",
            ControllerTrace.beforePushOrPresent,
            "SecondViewController loadView",
            "SecondView init(coder:)",
            "SecondView awakeFromNib",
            "SecondViewController viewDidLoad",
        ] + Self.appearance.map { "SecondViewController \($0)" })
        #expect(controller.view is SecondView)
    }

    @Test func thirdWayAControllerThatIsATopLevelObjectOfALayoutFile() throws {
        let controller = pushThenPop {
            Bundle.main.loadNibNamed("ThirdViewController", owner: nil, options: nil)!.last as! ThirdViewController
        }
        // The controller's view comes from the file, so no loadView; its
        // viewDidLoad comes between its awakeFromNib and its view's.
        #expect(ControllerTrace.entries == [
            "ThirdViewController init(coder:)",
            "ThirdView init(coder:)",
            "ThirdViewController awakeFromNib",
            "ThirdViewController viewDidLoad",
            "ThirdView awakeFromNib",
            ControllerTrace.beforePushOrPresent,
        ] + Self.appearance.map { "ThirdViewController \($0)" })
        #expect(controller.view is TracedThirdView)
        #expect(controller.title == "Third")
    }

    @Test func fourthWayAStoryboardSceneByIdentifier() throws {
        let controller = pushThenPop {
            UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "FourthViewController")
        }
        // The scene's view loads lazily, at the push.
        #expect(ControllerTrace.entries == [
            "FourthViewController init(coder:)",
            "FourthViewController awakeFromNib",
            ControllerTrace.beforePushOrPresent,
            "FourthViewController loadView",
            "FourthView init(coder:)",
            "FourthView awakeFromNib",
            "FourthViewController viewDidLoad",
        ] + Self.appearance.map { "FourthViewController \($0)" })
        #expect(controller is FourthViewController)
        #expect(controller.view is FourthView)
    }

    @Test func fifthWayAControllerMadeInCode() throws {
        let controller = pushThenPop { FifthViewController() }
        #expect(ControllerTrace.entries == [
            "FifthViewController init",
            "FifthViewController init(nibName:bundle:)",
            ControllerTrace.beforePushOrPresent,
            "FifthViewController loadView",
            "FifthViewController viewDidLoad",
        ] + Self.appearance.map { "FifthViewController \($0)" })
        #expect(type(of: controller.view!) == UIView.self)
        #expect(controller.nibName == nil)
    }

    @Test func aViewMadeInCodeIsInitedAddedLaidOutThenDrawn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = DrawingTraceView()
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        ControllerTrace.log(ControllerTrace.beforeAdd)
        window.addSubview(view)
        turnRunLoop()
        #expect(ControllerTrace.entries == [
            "ThirdView init", "ThirdView init(frame:)", ControllerTrace.beforeAdd,
            "ThirdView layoutSubviews", "ThirdView draw(_:)",
        ])
    }

    @Test func aViewFromALayoutFileIsDecodedAwokenAddedLaidOutThenDrawn() throws {
        let text = #"{"objects": [{"class": "DrawingTraceView", "properties": {"frame": [0, 0, 100, 100]}}]}"#
        UINib.register(DrawingTraceView.self)
        let view = try #require(UINib(data: Data(text.utf8), bundle: nil).instantiate(withOwner: nil).first as? DrawingTraceView)
        ControllerTrace.log(ControllerTrace.beforeAdd)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        window.addSubview(view)
        turnRunLoop()
        #expect(ControllerTrace.entries == [
            "ThirdView init(coder:)", "ThirdView awakeFromNib", ControllerTrace.beforeAdd,
            "ThirdView layoutSubviews", "ThirdView draw(_:)",
        ])
    }

    @Test func inViewDidLoadTheViewHasNoSuperviewFromViewWillLayoutSubviewsOnItHas() {
        let controller = pushThenPop { FifthViewController() }
        let traced = controller as! TracedViewController
        #expect(traced.superviewInViewDidLoad == nil)
        #expect(traced.superviewInViewWillLayoutSubviews != nil)
    }
}
}
