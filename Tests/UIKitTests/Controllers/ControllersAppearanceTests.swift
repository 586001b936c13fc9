import Foundation
import Testing
@testable import UIKit

/// The order of appearance and layout callbacks for each kind of transition.
/// UIKit's orders (the ones these tests pin down):
/// - window shows its root: willAppear, willLayout, didLayout, didAppear;
/// - push A→B: B loads, A willDisappear, B willAppear, B willLayout, B didLayout,
///   A didDisappear, B didAppear (UIKit: A's didDisappear after B's didLayout);
/// - pop B→A: B willDisappear, A willAppear, B didDisappear, A didAppear;
/// - present B over A: A willDisappear, B willAppear, B willLayout, B didLayout,
///   B didAppear, A didDisappear (UIKit: A's didDisappear after B's didAppear);
/// - dismiss B: B willDisappear, A willAppear, A didAppear, B didDisappear.
/// A root view whose layoutSubviews forgets to call super.
final class ForgetfulLayoutView: UIView {
    override func layoutSubviews() {
        ControllerTrace.log("view layoutSubviews")
    }
}

final class ForgetfulRootViewController: AppearanceLoggingViewController {
    override func loadView() {
        view = ForgetfulLayoutView()
    }
}

extension ControllersTests {
@Suite("appearance order")
@MainActor
struct AppearanceTests {
    /// Windows stay alive for the whole test, as an app's scene keeps them.
    static var keptWindows: [UIWindow] = []

    init() {
        ControllerFixtures.prepare()
        Self.keptWindows = []
    }

    private func shownWindow(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        turnRunLoop()
        Self.keptWindows.append(window)
        return window
    }

    /// The log without layout callbacks, for orders where iOS may or may not
    /// lay a returning view out again.
    private var appearanceOnly: [String] {
        ControllerTrace.entries.filter { !$0.hasSuffix("LayoutSubviews") }
    }

    @Test func settingTheRootViewControllerInstallsItsViewSizedToTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = AppearanceLoggingViewController(title: "A")
        window.rootViewController = controller
        // Installed at once, but a hidden window shows nothing: no appearance yet.
        #expect(ControllerTrace.entries == ["A loadView", "A viewDidLoad"])
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)

        ControllerTrace.entries = []
        window.makeKeyAndVisible()
        #expect(ControllerTrace.entries == [
            "A viewWillAppear(_:)", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews", "A viewDidAppear(_:)",
        ])

        ControllerTrace.entries = []
        window.isHidden = true
        #expect(ControllerTrace.entries == ["A viewWillDisappear(_:)", "A viewDidDisappear(_:)"])
    }

    @Test func layoutCallbacksWrapTheRootViewsLayoutEvenWhenItSkipsSuper() {
        let controller = ForgetfulRootViewController(title: "A")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        ControllerTrace.entries = []
        window.makeKeyAndVisible()
        #expect(ControllerTrace.entries == [
            "A viewWillAppear(_:)", "A viewWillLayoutSubviews", "view layoutSubviews", "A viewDidLayoutSubviews", "A viewDidAppear(_:)",
        ])
        ControllerTrace.entries = []
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        window.layoutIfNeeded()
        // The root view follows the window's size and is laid out again.
        #expect(controller.view.frame.size == CGSize(width: 480, height: 320))
        #expect(ControllerTrace.entries == ["A viewWillLayoutSubviews", "view layoutSubviews", "A viewDidLayoutSubviews"])
    }

    @Test func replacingTheRootViewControllerOfAShownWindow() {
        let a = AppearanceLoggingViewController(title: "A")
        let window = shownWindow(root: a)
        let b = AppearanceLoggingViewController(title: "B")
        ControllerTrace.entries = []
        window.rootViewController = b
        #expect(ControllerTrace.entries == [
            "A viewWillDisappear(_:)", "B loadView", "B viewDidLoad", "B viewWillAppear(_:)",
            "B viewWillLayoutSubviews", "B viewDidLayoutSubviews", "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
        ])
        #expect(a.view.superview == nil)
        #expect(b.view.superview === window)
    }

    @Test func pushCallsTheOldTopsViewDidDisappearAfterTheNewTopsLayout() {
        let a = AppearanceLoggingViewController(title: "A")
        let navigation = UINavigationController(rootViewController: a)
        _ = shownWindow(root: navigation)
        let b = AppearanceLoggingViewController(title: "B")
        ControllerTrace.entries = []
        navigation.pushViewController(b, animated: true)
        #expect(ControllerTrace.entries == [
            "B willMove(toParent: nil)",
            "B loadView", "B viewDidLoad",
            "A viewWillDisappear(_:)", "B viewWillAppear(_:)",
            "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
            "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
            "B didMove(toParent: nil)",
        ].map { $0.replacingOccurrences(of: "Parent: nil", with: "Parent: \(navigation.title ?? "nil")") })
        #expect(navigation.topViewController === b)
        #expect(navigation.viewControllers == [a, b])
        #expect(navigation.children == [a, b])
        #expect(b.navigationController === navigation)
        #expect(b.parent === navigation)
        #expect(a.viewIfLoaded?.superview == nil)
    }

    @Test func popAppearanceOrder() {
        let a = AppearanceLoggingViewController(title: "A")
        let b = AppearanceLoggingViewController(title: "B")
        let navigation = UINavigationController(rootViewController: a)
        _ = shownWindow(root: navigation)
        navigation.pushViewController(b, animated: true)
        ControllerTrace.entries = []
        let popped = navigation.popViewController(animated: true)
        #expect(popped === b)
        #expect(appearanceOnly == [
            "B willMove(toParent: nil)",
            "B viewWillDisappear(_:)", "A viewWillAppear(_:)",
            "B viewDidDisappear(_:)", "A viewDidAppear(_:)",
            "B didMove(toParent: nil)",
        ])
        #expect(b.parent == nil)
        #expect(b.navigationController == nil)
        #expect(navigation.viewControllers == [a])
        #expect(a.view.window != nil)
        #expect(b.view.window == nil)
    }

    @Test func popToRootAppearanceGoesFromTheTopToTheRoot() {
        let a = AppearanceLoggingViewController(title: "A")
        let b = AppearanceLoggingViewController(title: "B")
        let c = AppearanceLoggingViewController(title: "C")
        let navigation = UINavigationController(rootViewController: a)
        _ = shownWindow(root: navigation)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        ControllerTrace.entries = []
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped == [b, c])
        // B is not on screen: only C disappears.
        #expect(appearanceOnly == [
            "B willMove(toParent: nil)", "C willMove(toParent: nil)",
            "C viewWillDisappear(_:)", "A viewWillAppear(_:)",
            "C viewDidDisappear(_:)", "A viewDidAppear(_:)",
            "B didMove(toParent: nil)", "C didMove(toParent: nil)",
        ])
        #expect(navigation.topViewController === a)
        #expect(navigation.visibleViewController === a)
    }

    @Test func presentCallsThePresentersViewDidDisappearAfterThePresentedViewDidAppear() {
        let a = AppearanceLoggingViewController(title: "A")
        let window = shownWindow(root: a)
        let b = AppearanceLoggingViewController(title: "B")
        b.modalPresentationStyle = .fullScreen
        ControllerTrace.entries = []
        var completed = false
        a.present(b, animated: true) { completed = true }
        #expect(completed)
        #expect(ControllerTrace.entries == [
            "B loadView", "B viewDidLoad",
            "A viewWillDisappear(_:)", "B viewWillAppear(_:)",
            "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
            "B viewDidAppear(_:)", "A viewDidDisappear(_:)",
        ])
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.view.superview === window)
        #expect(b.view.frame == window.bounds)
        #expect(a.view.window == nil)
    }

    @Test func dismissAppearanceOrderAndCompletion() {
        let a = AppearanceLoggingViewController(title: "A")
        let window = shownWindow(root: a)
        let b = AppearanceLoggingViewController(title: "B")
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        ControllerTrace.entries = []
        var completed = false
        // The presented controller asks its presenter to dismiss it.
        b.dismiss(animated: true) { completed = true }
        #expect(completed)
        #expect(appearanceOnly == [
            "B viewWillDisappear(_:)", "A viewWillAppear(_:)",
            "A viewDidAppear(_:)", "B viewDidDisappear(_:)",
        ])
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(a.view.superview === window)
        #expect(b.view.window == nil)
    }

    @Test func aChildPresentsFromItsRootMostAncestor() {
        let a = AppearanceLoggingViewController(title: "A")
        let navigation = UINavigationController(rootViewController: a)
        _ = shownWindow(root: navigation)
        let b = AppearanceLoggingViewController(title: "B")
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        #expect(b.presentingViewController === navigation)
        #expect(a.presentedViewController === b)
        #expect(navigation.visibleViewController === b)
        ControllerTrace.entries = []
        a.dismiss(animated: false)
        #expect(appearanceOnly == [
            "B viewWillDisappear(_:)", "A viewWillAppear(_:)",
            "A viewDidAppear(_:)", "B viewDidDisappear(_:)",
        ])
        #expect(navigation.visibleViewController === a)
    }

    @Test func presentingFromAControllerOffScreenDoesNothing() {
        let a = AppearanceLoggingViewController(title: "A")
        let b = AppearanceLoggingViewController(title: "B")
        var completed = false
        a.present(b, animated: false) { completed = true }
        #expect(!completed)
        #expect(a.presentedViewController == nil)
        #expect(!b.isViewLoaded)
    }
}
}
