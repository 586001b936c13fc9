import Foundation
import Testing
@testable import UIKit

/// A scene made with `instantiateViewController(identifier:creator:)`: its
/// own initializer takes a value and calls `init?(coder:)`.
final class GreetingViewController: UIViewController {
    let greeting: String

    init?(coder: NSCoder, greeting: String) {
        self.greeting = greeting
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        greeting = "none"
        super.init(coder: coder)
    }
}

/// A subclass that starts its own stack, as iOS code does.
final class InboxNavigationController: UINavigationController {
    init() {
        let inbox = UIViewController()
        inbox.title = "Inbox"
        super.init(rootViewController: inbox)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension ControllersTests {
@Suite("child controllers")
@MainActor
struct ContainmentTests {
    init() { ControllerFixtures.prepare() }

    private var appearanceOnly: [String] {
        ControllerTrace.entries.filter { !$0.hasSuffix("LayoutSubviews") }
    }

    @Test func addingAChildToAShownParentSendsContainmentAndAppearanceCallbacks() {
        let parent = AppearanceLoggingViewController(title: "P")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        let child = AppearanceLoggingViewController(title: "C")
        ControllerTrace.entries = []

        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(appearanceOnly == [
            "C willMove(toParent: P)", "C loadView", "C viewDidLoad",
            "C viewWillAppear(_:)", "C viewDidAppear(_:)", "C didMove(toParent: P)",
        ])
        #expect(parent.children == [child])
        #expect(child.parent === parent)

        ControllerTrace.entries = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(appearanceOnly == [
            "C willMove(toParent: nil)", "C viewWillDisappear(_:)", "C viewDidDisappear(_:)", "C didMove(toParent: nil)",
        ])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        withExtendedLifetime(window) {}
    }

    @Test func aParentForwardsItsAppearanceToChildrenWhoseViewsItHolds() {
        let parent = AppearanceLoggingViewController(title: "P")
        let shown = AppearanceLoggingViewController(title: "C")
        let notShown = AppearanceLoggingViewController(title: "D")
        parent.addChild(shown)
        parent.view.addSubview(shown.view)
        shown.didMove(toParent: parent)
        parent.addChild(notShown)
        notShown.didMove(toParent: parent)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = parent
        ControllerTrace.entries = []
        window.makeKeyAndVisible()
        #expect(ControllerTrace.entries == [
            "P viewWillAppear(_:)", "C viewWillAppear(_:)",
            "P viewWillLayoutSubviews", "P viewDidLayoutSubviews",
            "C viewWillLayoutSubviews", "C viewDidLayoutSubviews",
            "P viewDidAppear(_:)", "C viewDidAppear(_:)",
        ])
        withExtendedLifetime(window) {}
    }

    @Test func aChildWithAnotherParentMovesToTheNewOne() {
        let first = UIViewController()
        let second = UIViewController()
        let child = UIViewController()
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children == [child])
        #expect(child.parent === second)
    }

    @Test func aNavigationControllerSubclassCanStartItsStackWithSuperInitRootViewController() {
        let navigation = InboxNavigationController()
        #expect(navigation.viewControllers.map(\.title) == ["Inbox"])
        #expect(navigation.topViewController?.parent === navigation)
        #expect(navigation.navigationBar.topItem?.title == "Inbox")
    }

    @Test func theNavigationBarFollowsTheStack() {
        let a = UIViewController()
        a.title = "Inbox"
        let navigation = UINavigationController(rootViewController: a)
        let b = UIViewController()
        b.title = "Message"
        navigation.pushViewController(b, animated: false)
        let bar = navigation.navigationBar
        #expect(bar.items?.count == 2)
        #expect(bar.topItem === b.navigationItem)
        #expect(bar.backItem === a.navigationItem)
        #expect(bar.topItem?.title == "Message")
        #expect(bar.backButtonTitle == "Inbox")
        a.navigationItem.backButtonTitle = "Back"
        #expect(bar.backButtonTitle == "Back")
        b.title = "Draft"
        #expect(b.navigationItem.title == "Draft")
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
        #expect(bar.backButtonTitle == nil)
    }

    @Test func theNavigationControllersViewHoldsTheBarAndOnlyTheTopView() {
        let a = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.superview === navigation.view)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(a.view.superview === navigation.view)
        // Under the translucent bar (its safe area, out of a window, is zero).
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        // Off screen, a push changes the stack and the views, without appearance.
        let b = UIViewController()
        navigation.pushViewController(b, animated: false)
        #expect(a.view.superview == nil)
        #expect(b.view.superview === navigation.view)
        #expect(a.appearanceState == .disappeared && b.appearanceState == .disappeared)
    }
}

@Suite("storyboards")
@MainActor
struct StoryboardTests {
    init() { ControllerFixtures.prepare() }

    @Test func theInitialControllerIsMadeWithItsViewLoadedLazily() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let controller = try #require(storyboard.instantiateInitialViewController() as? BadgeSceneViewController)
        #expect(controller.title == "Home")
        #expect(controller.storyboard === storyboard)
        #expect(!controller.isViewLoaded)
        #expect(controller.badge == nil)
        _ = controller.view
        // The scene's outlets into its view are connected before viewDidLoad.
        #expect(controller.badgeInViewDidLoad != nil)
        #expect(controller.badge === controller.view.subviews.first)
        #expect(controller.view.backgroundColor == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test func scenesAreFoundByIdentifierAndEachCallMakesANewController() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let first = storyboard.instantiateViewController(withIdentifier: "Settings")
        let second = storyboard.instantiateViewController(withIdentifier: "Settings")
        #expect(type(of: first) == UIViewController.self)
        #expect(first.title == "Settings")
        #expect(first !== second)
        #expect(storyboard.instantiateViewController(withIdentifier: "FourthViewController") is FourthViewController)
    }

    @Test func aCreatorMakesTheSceneWithItsOwnInitializer() {
        let text = #"{"initialViewController": "g", "objects": [{"class": "GreetingViewController", "id": "g", "storyboardIdentifier": "Greeting", "view": {"class": "UIView"}}]}"#
        UINib.register(GreetingViewController.self)
        let storyboard = UIStoryboard(source: .data(Data(text.utf8), name: "greeting.json", directory: ControllerFixtures.directory), name: "greeting")
        let controller = storyboard.instantiateViewController(identifier: "Greeting") { coder in
            GreetingViewController(coder: coder, greeting: "你好")
        }
        #expect(controller.greeting == "你好")
        let initial = storyboard.instantiateInitialViewController { coder in
            GreetingViewController(coder: coder, greeting: "hi")
        }
        #expect(initial?.greeting == "hi")
    }

    @Test func anUnknownIdentifierIsAnErrorNamingTheStoryboardAndSuggestingAName() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        #expect {
            _ = try storyboard.checkedInstantiateViewController(withIdentifier: "Setings")
        } throws: { error in
            let text = String(describing: error)
            return text.contains("doesn't contain a view controller with identifier \"Setings\"") && text.contains("Settings")
        }
    }

    @Test func aFileWithoutInitialControllerHasNoInitialController() {
        let storyboard = UIStoryboard(name: "ThirdViewController", bundle: nil)
        #expect(storyboard.instantiateInitialViewController() == nil)
    }

    @Test func toolsGetTheInitialControllerOfAFileAndNilForAPlainViewTree() throws {
        let home = try LayoutFileScene.initialViewController(contentsOf: ControllerFixtures.url("Main.json"))
        #expect(home is BadgeSceneViewController)
        #expect(home?.isViewLoaded == true)
        // A file of views only describes no controller.
        #expect(try LayoutFileScene.initialViewController(contentsOf: ControllerFixtures.url("SecondScreen.json")) == nil)
        // Without initialViewController, the first controller of the file.
        let third = try LayoutFileScene.initialViewController(contentsOf: ControllerFixtures.url("ThirdViewController.json"))
        #expect(third is ThirdViewController)
    }

    @Test func aViewClassGivenAControllersKeysIsAnErrorNotACrash() {
        let text = #"{"objects": [{"class": "UIView", "storyboardIdentifier": "Oops"}]}"#
        #expect {
            _ = try LayoutFileScene.initialViewController(data: Data(text.utf8), name: "oops.json", directory: ControllerFixtures.directory)
        } throws: { error in
            String(describing: error).contains("oops.json:1:24") && String(describing: error).contains("is not a UIViewController")
        }
    }

    @Test func toolsRenderAControllerInAWindowOfAGivenSize() throws {
        let home = try #require(try LayoutFileScene.initialViewController(contentsOf: ControllerFixtures.url("Main.json")))
        let window = try LayoutFileScene.window(showing: home, size: CGSize(width: 200, height: 300), scale: 1)
        #expect(home.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(home.appearanceState == .appeared)
        let image = try #require(window.offscreenImage(scale: 1).cgImage)
        #expect(image.width == 200 && image.height == 300)
        // The badge (frame 110,190 100x100, green) is where the file puts it.
        let badge = image.rgba(x: 160, y: 240)
        #expect(badge.r == 52 && badge.g == 199 && badge.b == 89)
        let background = image.rgba(x: 10, y: 10)
        #expect(background.r == 255 && background.g == 255 && background.b == 255)
    }
}
}
