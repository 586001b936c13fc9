import Foundation
import Testing
@testable import UIKit

final class LookupByClassNameViewController: UIViewController {}
final class LookupByShortNameViewController: UIViewController {}
final class NoLayoutFileViewController: UIViewController {}
final class NoViewOutletViewController: UIViewController {}

/// Makes its view in code although a file named after the class exists.
final class OverridingLoadViewController: UIViewController {
    var loads = 0
    override func loadView() {
        loads += 1
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.tag = 99
    }
}

/// Counts its loads and keeps its view in a window or not.
final class ReloadingViewController: UIViewController {
    var loadViewCount = 0
    var viewDidLoadCount = 0
    override func loadView() {
        loadViewCount += 1
        super.loadView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
    }
}

extension ControllersTests {
@Suite("lazy view, loadView lookup, memory warnings")
@MainActor
struct ViewLoadingTests {
    init() { ControllerFixtures.prepare() }

    @Test func theViewLoadsAtTheFirstAccessThenStays() {
        let controller = ReloadingViewController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.loadViewCount == 0)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        _ = controller.view
        #expect(controller.loadViewCount == 1)
        #expect(controller.viewDidLoadCount == 1)
    }

    @Test func loadViewIfNeededLoadsOnce() {
        let controller = ReloadingViewController()
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(controller.loadViewCount == 1 && controller.viewDidLoadCount == 1)
    }

    @Test func loadViewUsesTheFileNamedNibNameFirst() {
        // A file named after the class exists too; nibName wins.
        let controller = LookupByClassNameViewController(nibName: "LookupByShortNameView", bundle: nil)
        #expect(controller.view.tag == 2)
    }

    @Test func withoutNibNameLoadViewUsesTheFileNamedAfterTheClass() {
        let controller = LookupByClassNameViewController()
        #expect(controller.view.tag == 1)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func thenTheFileNamedAfterTheClassWithoutController() {
        let controller = LookupByShortNameViewController()
        #expect(controller.view.tag == 2)
    }

    @Test func elseLoadViewMakesAPlainViewTheSizeOfTheScreen() {
        let controller = NoLayoutFileViewController()
        #expect(type(of: controller.view!) == UIView.self)
        #expect(controller.view.frame == UIScreen.main.bounds)
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test func anOverriddenLoadViewSkipsTheLookup() {
        let controller = OverridingLoadViewController()
        #expect(controller.view.tag == 99)
        #expect(controller.loads == 1)
    }

    @Test func aFileWhoseOwnerViewOutletIsNotSetIsAnErrorNamingTheFix() {
        let controller = NoViewOutletViewController()
        #expect(throws: LayoutFileError.self) { try controller.checkedLoadViewIfNeeded() }
        do {
            try controller.checkedLoadViewIfNeeded()
        } catch {
            #expect(error.description.contains("view outlet was not set"))
        }
        #expect(!controller.isViewLoaded)
    }

    @Test func theRootViewsNextResponderIsItsController() {
        let controller = NoLayoutFileViewController()
        #expect(controller.view.next === controller)
        controller.view = UIView()
        #expect(controller.view.next === controller)
    }

    @Test func aMemoryWarningDropsAViewThatIsNotInAWindowAndTheNextAccessReloadsIt() {
        let controller = ReloadingViewController()
        let first = controller.view
        controller.didReceiveMemoryWarning()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(first?.next == nil)
        let second = controller.view
        #expect(second !== first)
        #expect(controller.loadViewCount == 2)
        #expect(controller.viewDidLoadCount == 2)
    }

    @Test func aMemoryWarningKeepsAViewThatIsInAWindow() {
        let controller = ReloadingViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.didReceiveMemoryWarning()
        #expect(controller.isViewLoaded)
        #expect(controller.loadViewCount == 1)
        withExtendedLifetime(window) {}
    }

    @Test func aCoveredControllerInANavigationStackReloadsItsDroppedViewWhenPoppedBackTo() {
        let a = ReloadingViewController()
        let navigation = UINavigationController(rootViewController: a)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(a.viewIfLoaded?.window == nil)
        a.didReceiveMemoryWarning()
        #expect(!a.isViewLoaded)
        _ = navigation.popViewController(animated: false)
        #expect(a.isViewLoaded)
        #expect(a.loadViewCount == 2 && a.viewDidLoadCount == 2)
        #expect(a.view.window === window)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(a.view.safeAreaInsets.top == 44)
    }

    @Test func aStoryboardSceneReloadsItsViewAndReconnectsItsOutletsAfterAMemoryWarning() throws {
        let controller = try #require(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? BadgeSceneViewController)
        let firstBadge = try #require(controller.view.subviews.first)
        #expect(controller.badge === firstBadge)
        controller.didReceiveMemoryWarning()
        #expect(!controller.isViewLoaded)
        let secondBadge = try #require(controller.view.subviews.first)
        #expect(secondBadge !== firstBadge)
        #expect(controller.badge === secondBadge)
    }
}
}
