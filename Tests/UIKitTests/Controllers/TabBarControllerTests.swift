import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// Records a tab bar controller delegate's calls; refuses the tabs in `refused`.
@MainActor
final class TabDelegateLog: UITabBarControllerDelegate {
    var calls: [String] = []
    var refused: Set<String> = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        calls.append("should \(viewController.title ?? "")")
        return !refused.contains(viewController.title ?? "")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("did \(viewController.title ?? "")")
    }
}

/// A tab that logs its appearance callbacks into a shared list.
final class AppearanceTab: UIViewController {
    var log: (String) -> Void = { _ in }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("\(title!) willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("\(title!) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("\(title!) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("\(title!) didDisappear") }
}

@Suite("Tab bar controllers")
@MainActor
struct TabBarControllerTests {
    func tabs(_ titles: [String], log: @escaping (String) -> Void = { _ in }) -> [AppearanceTab] {
        titles.map { title in
            let tab = AppearanceTab()
            tab.title = title
            tab.log = log
            tab.view.backgroundColor = .systemBackground
            return tab
        }
    }

    /// A phone-sized window (390 x 844) with an iPhone's bottom safe area.
    func window(showing controller: UIViewController, size: CGSize = CGSize(width: 390, height: 844), bottomInset: CGFloat = 34) throws -> UIWindow {
        let window = LayoutFileScene.canvasWindow(size: size, scale: 2, traits: UITraitCollection())
        window.offscreenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: bottomInset, right: 0)
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        return window
    }

    @Test func theTabsAreChildrenAndTheFirstIsSelected() throws {
        let controller = UITabBarController()
        let made = tabs(["Home", "Search", "Profile"])
        controller.viewControllers = made
        #expect(controller.children.count == 3)
        #expect(made.allSatisfy { $0.tabBarController === controller && $0.parent === controller })
        #expect(controller.selectedIndex == 0)
        #expect(controller.selectedViewController === made[0])
        #expect(controller.tabBar.items?.map(\.title) == ["Home", "Search", "Profile"])
        #expect(controller.tabBar.selectedItem === made[0].tabBarItem)
        controller.selectedIndex = 2
        #expect(controller.selectedViewController === made[2])
        controller.selectedIndex = 9
        #expect(controller.selectedIndex == 2)
        controller.selectedViewController = made[1]
        #expect(controller.selectedIndex == 1)
        #expect(controller.tabBar.selectedItem === made[1].tabBarItem)
        // Setting a controller's title renames its tab, as on iOS.
        made[1].title = "Find"
        #expect(controller.tabBar.items?[1].title == "Find")
    }

    @Test func theBarIs49PointsAboveTheHomeIndicatorAndTheTabsSafeAreaEndsAtItsTop() throws {
        let controller = UITabBarController()
        let made = tabs(["Home", "Search"])
        controller.viewControllers = made
        let window = try window(showing: controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.tabBar.frame == CGRect(x: 0, y: 844 - 49 - 34, width: 390, height: 49 + 34))
        #expect(made[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(made[0].view.safeAreaInsets.bottom == 83)
        #expect(made[1].viewIfLoaded?.superview == nil)
        #expect(controller.tabBar.sizeThatFits(CGSize(width: 390, height: 1000)).height == 83)
    }

    @Test func aPushedControllerThatHidesTheBottomBarHidesTheTabBarUntilItIsPopped() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        // The root's own setting does not hide the bar: it is not pushed.
        root.hidesBottomBarWhenPushed = true
        let controller = UITabBarController()
        controller.viewControllers = [navigation] + tabs(["Search"])
        let window = try window(showing: controller)
        defer { withExtendedLifetime(window) {} }
        #expect(!controller.tabBar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 83)

        let detail = UIViewController()
        #expect(!detail.hidesBottomBarWhenPushed)
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(controller.tabBar.isHidden)
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(detail.view.safeAreaInsets.bottom == 34)
        // A controller pushed above it keeps the bar hidden.
        let deeper = UIViewController()
        navigation.pushViewController(deeper, animated: false)
        window.layoutIfNeeded()
        #expect(controller.tabBar.isHidden)
        #expect(deeper.view.safeAreaInsets.bottom == 34)

        navigation.popToRootViewController(animated: false)
        window.layoutIfNeeded()
        #expect(!controller.tabBar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 83)
    }

    @Test func switchingTabsOnScreenRunsTheAppearanceCallbacksInUIKitsOrder() throws {
        var log: [String] = []
        let controller = UITabBarController()
        let made = tabs(["Home", "Search"]) { log.append($0) }
        controller.viewControllers = made
        let window = try window(showing: controller)
        defer { withExtendedLifetime(window) {} }
        #expect(log == ["Home willAppear", "Home didAppear"])
        log.removeAll()
        controller.selectedIndex = 1
        #expect(log == ["Home willDisappear", "Search willAppear", "Home didDisappear", "Search didAppear"])
        #expect(made[0].viewIfLoaded?.superview == nil)
        #expect(made[1].view.superview === controller.view)
    }

    @Test func aTapOnAnItemSelectsItsTabAskingTheDelegate() throws {
        let controller = UITabBarController()
        let made = tabs(["Home", "Search", "Profile"])
        controller.viewControllers = made
        let delegate = TabDelegateLog()
        delegate.refused = ["Profile"]
        controller.delegate = delegate
        let window = try window(showing: controller)
        // The second of three equal slots of 130 pt, in the bar's content.
        window.simulateTap(at: CGPoint(x: 195, y: 844 - 34 - 25))
        #expect(controller.selectedIndex == 1)
        window.simulateTap(at: CGPoint(x: 325, y: 844 - 34 - 25))
        #expect(controller.selectedIndex == 1)
        #expect(delegate.calls == ["should Search", "did Search", "should Profile"])
    }

    @Test func removingTheSelectedTabSelectsTheFirst() {
        let controller = UITabBarController()
        let made = tabs(["A", "B", "C"])
        controller.viewControllers = made
        controller.selectedIndex = 2
        controller.viewControllers = [made[0], made[1]]
        #expect(controller.selectedViewController === made[0])
        #expect(made[2].parent == nil)
        controller.viewControllers = [made[1], made[0]]
        #expect(controller.selectedViewController === made[0] && controller.selectedIndex == 1)
    }

    @Test func systemItemsHaveIOSTitles() {
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        #expect(item.title == "Favorites" && item.tag == 4 && item.image != nil)
        #expect(UITabBarItem(tabBarSystemItem: .mostViewed, tag: 0).title == "Most Viewed")
    }

    // MARK: Goldens

    @Test func aPhoneTabBarStacksIconsOverTitlesWithTheSelectedTabInTint() throws {
        let controller = UITabBarController()
        let made = tabs(["Home", "Messages", "Favorites", "Profile"])
        made[0].tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        made[1].tabBarItem = UITabBarItem(title: "Messages", image: UIImage(systemName: "envelope"), tag: 1)
        made[1].tabBarItem.badgeValue = "12"
        made[2].tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
        made[3].tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 3)
        made[3].tabBarItem.badgeValue = ""
        controller.viewControllers = made
        controller.selectedIndex = 1
        let window = try window(showing: controller, size: CGSize(width: 390, height: 200))
        expectGolden(try #require(window.renderedImage()), named: "tab-bar-phone@2x", in: "Controllers")
    }

    @Test func anItemsOwnTitleTextAttributesAreDrawnForItsState() throws {
        let controller = UITabBarController()
        let made = tabs(["Home", "Profile"])
        made[0].tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        made[1].tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
        // Red when not selected, green when selected.
        for item in [made[0].tabBarItem!, made[1].tabBarItem!] {
            item.setTitleTextAttributes([.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 14, weight: .bold)], for: .normal)
            item.setTitleTextAttributes([.foregroundColor: UIColor.green], for: .selected)
        }
        #expect(made[1].tabBarItem.titleTextAttributes(for: .selected)?.count == 1)
        controller.viewControllers = made
        controller.selectedIndex = 0
        let window = try window(showing: controller, size: CGSize(width: 390, height: 200))
        let image = try #require(window.offscreenImage(scale: 1).cgImage)
        let barTop = Int(controller.tabBar.frame.minY)
        func count(in range: Range<Int>, _ test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
            var n = 0
            for x in range { for y in barTop..<(barTop + 49) {
                let p = image.rgba(x: x, y: y)
                if test(p.r, p.g, p.b) { n += 1 }
            } }
            return n
        }
        // The selected tab's title is green (its .selected attributes over its .normal
        // ones), the other's red, in 14 pt bold: many more pixels than 10 pt medium.
        #expect(count(in: 0..<195) { $1 > 200 && $0 < 80 && $2 < 80 } > 20)
        #expect(count(in: 195..<390) { $0 > 200 && $1 < 80 && $2 < 80 } > 20)
        #expect(count(in: 0..<390) { r, g, b in b > 200 && r < 100 } == 0)
    }

    @Test func aRegularWidthTabBarPutsTitlesBesideIcons() throws {
        let controller = UITabBarController()
        let made = tabs(["Home", "Messages", "Profile"])
        made[0].tabBarItem.image = UIImage(systemName: "house")
        made[1].tabBarItem.image = UIImage(systemName: "envelope")
        made[1].tabBarItem.badgeValue = "3"
        made[2].tabBarItem.image = UIImage(systemName: "person")
        controller.viewControllers = made
        controller.tabBar.tintColor = .systemPink
        let window = try window(showing: controller, size: CGSize(width: 820, height: 160), bottomInset: 20)
        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        expectGolden(try #require(window.renderedImage()), named: "tab-bar-regular@2x", in: "Controllers")
    }
}

/// `Fixtures/InterfaceBuilder/Tabs.storyboard`: a tab bar controller scene
/// with three `viewControllers` relationships (one a navigation controller).
@Suite("Tab bar controllers from storyboards")
@MainActor
struct TabBarStoryboardTests {
    init() { InterfaceBuilderTestClasses.register() }

    @Test func theTabsAndTheirItemsComeFromTheScenes() throws {
        let storyboard = UIStoryboard(name: "Tabs", bundle: nil)
        let (initial, warnings) = InterfaceBuilderTestClasses.collectingWarnings { storyboard.instantiateInitialViewController() }
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        let tabs = try #require(initial as? UITabBarController)
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 3)
        #expect(children[1] is UINavigationController)
        #expect((children[1] as? UINavigationController)?.topViewController?.title == "Messages")
        let items = try #require(tabs.tabBar.items)
        #expect(items.map(\.title) == ["Home", "Messages", "Favorites"])
        #expect(items[0].image?.symbolName == "house" && items[0].selectedImage?.symbolName == "house.fill")
        #expect(items[1].badgeValue == "3")
        #expect(items[2].tag == 7 && items[2].image?.symbolName == "star.fill")
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aTabBarSceneRendersAsItsGolden() throws {
        let document = try NibDocument.load(contentsOf: InterfaceBuilderTestClasses.folder.appendingPathComponent("Tabs.storyboard"))
        let storyboard = UIStoryboard(source: .file(InterfaceBuilderTestClasses.folder.appendingPathComponent("Tabs.storyboard")), name: "Tabs")
        let controller = try #require(try LayoutFileScene.initialViewController(of: storyboard) as? UITabBarController)
        controller.selectedIndex = 1
        let window = LayoutFileScene.canvasWindow(size: document.canvas.size, scale: 2, traits: document.canvas.traits)
        window.offscreenSafeAreaInsets = document.canvas.safeArea
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        expectGolden(try #require(window.renderedImage()), named: "Tabs@2x", in: "InterfaceBuilder")
    }
}
