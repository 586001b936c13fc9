import CoreGraphics
import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// Bars as iOS 15 draws them: translucent bars over the content (the safe
/// area starting at the bar), `UINavigationBarAppearance`/`UITabBarAppearance`,
/// the scroll-edge look while the content is at its edge and the standard
/// (blurred) one once it scrolls under the bar, and large titles collapsing
/// as the content scrolls.
@Suite("Bar appearances and translucent bars")
@MainActor
struct BarAppearanceTests {
    let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    func show(_ controller: UIViewController, height: CGFloat = 844) throws -> UIWindow {
        try LayoutFileScene.window(showing: controller, size: CGSize(width: 390, height: height), scale: 1, safeArea: phone)
    }

    func listNavigation(rows: Int = 40, largeTitles: Bool = false) -> (UINavigationController, RowsController) {
        let list = RowsController(count: rows)
        list.title = "Mailboxes"
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        return (navigation, list)
    }

    // MARK: Layout under translucent bars

    @Test func aTranslucentBarLaysTheViewOutUnderItWithTheSafeAreaBelowIt() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.isTranslucent)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // iOS: 47 (status bar) + 44 (bar) above, the home indicator below.
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        _ = root.view.safeAreaLayoutGuide
        window.layoutIfNeeded()
        #expect(root.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 34))
        // A subview inherits the part of the safe area it overlaps.
        let child = UIView(frame: CGRect(x: 0, y: 60, width: 390, height: 100))
        root.view.addSubview(child)
        #expect(child.safeAreaInsets.top == 31)
    }

    @Test func anOpaqueBarOrAViewThatDoesNotExtendStaysBelowTheBar() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isTranslucent = false
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(root.view.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // extendedLayoutIncludesOpaqueBars brings it under the opaque bar.
        root.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        #expect(root.view.frame.minY == 0)
        #expect(root.view.safeAreaInsets.top == 91)
        // A translucent bar, but the top edge left out of edgesForExtendedLayout.
        navigation.navigationBar.isTranslucent = true
        root.edgesForExtendedLayout = [.bottom]
        window.layoutIfNeeded()
        #expect(root.view.frame.minY == 91)
        #expect(root.view.safeAreaInsets.top == 0)
    }

    @Test func aTableUnderTheBarRestsWithItsContentBelowTheBar() throws {
        let (navigation, list) = listNavigation()
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let table = list.tableView!
        #expect(table.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(table.adjustedContentInset.top == 91)
        #expect(table.contentOffset.y == -91)
        #expect(table.convert(CGPoint.zero, to: window).y == 91)
    }

    // MARK: Scroll edge and standard appearances

    @Test func atTheScrollEdgeTheBarIsTransparentAndScrolledContentIsBlurredUnderIt() throws {
        let (navigation, list) = listNavigation()
        list.view.backgroundColor = .white
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.isAtScrollEdge)
        #expect(!bar.drawsBackground && !bar.drawsShadow)
        var image = try #require(window.renderedImage())
        // The status bar and the bar show the white content behind them; no hairline.
        #expect(image.rgba(x: 10, y: 10) == (255, 255, 255, 255))
        #expect(image.rgba(x: 10, y: 60) == (255, 255, 255, 255))
        #expect(image.rgba(x: 10, y: 90) == (255, 255, 255, 255))

        list.tableView.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        #expect(!bar.isAtScrollEdge)
        #expect(bar.drawsBackground && bar.drawsShadow)
        image = try #require(window.renderedImage())
        // The chrome material over white: a light grey, not white; the hairline darker.
        let material = image.rgba(x: 10, y: 60)
        #expect(material.r < 255 && material.r > 230)
        #expect(image.rgba(x: 10, y: 10) == material)
        #expect(image.rgba(x: 10, y: 90).r < material.r - 30)

        // Back at the top, transparent again.
        list.tableView.contentOffset = CGPoint(x: 0, y: -91)
        window.layoutIfNeeded()
        #expect(bar.isAtScrollEdge)
        image = try #require(window.renderedImage())
        #expect(image.rgba(x: 10, y: 60) == (255, 255, 255, 255))
    }

    @Test func aHiddenNavigationBarLeavesTheWholeContainerToTheView() throws {
        let (navigation, list) = listNavigation()
        #expect(!navigation.isNavigationBarHidden)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(list.view.safeAreaInsets.top == 91)
        navigation.setNavigationBarHidden(true, animated: true)
        window.layoutIfNeeded()
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        // The view fills the screen; its safe area starts below the status bar.
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(list.view.safeAreaInsets.top == 47)
        #expect(list.tableView.adjustedContentInset.top == 47)
        // An opaque bar, hidden, does not push the view down either.
        navigation.navigationBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(list.view.frame.minY == 0)
        navigation.isNavigationBarHidden = false
        window.layoutIfNeeded()
        #expect(!navigation.navigationBar.isHidden)
        #expect(list.view.frame.minY == 91)
    }

    @Test func aBlackStyleBarIsDarkWithAWhiteTitle() throws {
        func bar(_ style: UIBarStyle, translucent: Bool) throws -> (background: UInt8, brightestTitle: UInt8, darkestTitle: UInt8) {
            let root = UIViewController()
            root.view.backgroundColor = .white
            let window = try show(root)
            defer { withExtendedLifetime(window) {} }
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 200, width: 390, height: 44))
            bar.isTranslucent = translucent
            bar.barStyle = style
            bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
            root.view.addSubview(bar)
            let image = try #require(window.renderedImage())
            var brightest: UInt8 = 0, darkest: UInt8 = 255
            for y in 210..<234 { for x in 160..<230 {
                let r = image.rgba(x: x, y: y).r
                brightest = max(brightest, r); darkest = min(darkest, r)
            } }
            return (image.rgba(x: 8, y: 222).r, brightest, darkest)
        }
        for translucent in [false, true] {
            let light = try bar(.default, translucent: translucent)
            #expect(light.background > 200 && light.darkestTitle < 80)
            let dark = try bar(.black, translucent: translucent)
            // Opaque: black; translucent: the dark material over the white view.
            #expect(dark.background < (translucent ? 120 : 10), "translucent: \(translucent)")
            #expect(dark.brightestTitle > 200, "translucent: \(translucent)")
        }
    }

    @Test func aControllerWithoutAScrollViewIsAtTheScrollEdge() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.isAtScrollEdge)
        #expect(!navigation.navigationBar.drawsBackground)
        // A bar outside a navigation controller always shows the standard appearance.
        let lone = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        root.view.addSubview(lone)
        lone.layoutIfNeeded()
        #expect(lone.drawsBackground && lone.drawsShadow)
    }

    @Test func scrollEdgeAndStandardAppearancesOfTheBarAndTheItem() throws {
        let (navigation, list) = listNavigation()
        let bar = navigation.navigationBar
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .red
        bar.scrollEdgeAppearance = edge
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .green
        bar.standardAppearance = standard
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        var image = try #require(window.renderedImage())
        #expect(image.rgba(x: 10, y: 10) == (255, 0, 0, 255))
        #expect(image.rgba(x: 10, y: 60) == (255, 0, 0, 255))
        list.tableView.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        image = try #require(window.renderedImage())
        #expect(image.rgba(x: 10, y: 10) == (0, 255, 0, 255))
        // The top item's appearance wins over the bar's.
        let item = UINavigationBarAppearance()
        item.configureWithOpaqueBackground()
        item.backgroundColor = .blue
        list.navigationItem.standardAppearance = item
        window.layoutIfNeeded()
        image = try #require(window.renderedImage())
        #expect(image.rgba(x: 10, y: 60) == (0, 0, 255, 255))
        // The setter copies, as UIKit's @NSCopying properties do.
        #expect(bar.standardAppearance !== standard)
        #expect(bar.standardAppearance.backgroundColor == .green)
    }

    @Test func anAppearanceProxySetsTheStandardAppearance() throws {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .magenta
        UINavigationBar.appearance(whenContainedInInstancesOf: [ProxiedNavigationController.self]).standardAppearance = appearance
        #expect(UINavigationBar.appearance(whenContainedInInstancesOf: [ProxiedNavigationController.self]).standardAppearance === appearance)
        let list = RowsController(count: 40)
        let navigation = ProxiedNavigationController(rootViewController: list)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        list.tableView.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        let image = try #require(window.renderedImage())
        #expect(image.rgba(x: 10, y: 60) == (255, 0, 255, 255))
    }

    @Test func configurationsSetUIKitsDefaults() {
        let appearance = UINavigationBarAppearance()
        #expect((appearance.backgroundEffect as UIBlurEffect?)?.style == .systemChromeMaterial)
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.backgroundColor == .systemBackground)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil && appearance.backgroundEffect == nil)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        appearance.backgroundColor = .orange
        let copy = appearance.copy()
        #expect(copy !== appearance)
        #expect(copy.backgroundColor == .orange)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        let fromBar = UITabBarAppearance(barAppearance: appearance)
        #expect(fromBar.backgroundColor == .orange)
    }

    @Test func titleTextAttributesColourTheTitle() throws {
        let root = UIViewController()
        root.title = "Inbox"
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let image = try #require(window.renderedImage())
        var red = 0
        for y in 50..<88 { for x in 150..<240 { let p = image.rgba(x: x, y: y); if p.r > 200, p.g < 120 { red += 1 } } }
        #expect(red > 20)
    }

    @Test func anOpaqueBarDrawsTheLightGreyOrTheBarTint() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isTranslucent = false
        navigation.navigationBar.scrollEdgeAppearance = navigation.navigationBar.standardAppearance
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        var image = try #require(window.renderedImage())
        let grey = image.rgba(x: 200, y: 10)
        #expect(grey.r == grey.g && grey.g == grey.b && grey.r > 240 && grey.r < 255)
        navigation.navigationBar.barTintColor = .blue
        image = try #require(window.renderedImage())
        #expect(image.rgba(x: 200, y: 60) == (0, 0, 255, 255))
    }

    /// Apple's `scrollEdgeAppearance`: "If the value of this property is nil,
    /// UIKit uses the settings found in the standardAppearance property,
    /// modified to use a transparent background" — for an opaque bar too,
    /// which is why iOS 15 showed what was behind such bars (the window).
    @Test func anOpaqueBarWithoutAScrollEdgeAppearanceIsTransparentAtTheEdge() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isTranslucent = false
        navigation.navigationBar.barTintColor = .blue
        let window = try show(navigation)
        window.backgroundColor = .red
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.isAtScrollEdge)
        #expect(!navigation.navigationBar.drawsBackground && !navigation.navigationBar.drawsShadow)
        let image = try #require(window.renderedImage())
        // Behind the opaque bar (the content stays below it): the window.
        #expect(image.rgba(x: 200, y: 60) == (255, 0, 0, 255))
        #expect(image.rgba(x: 200, y: 100) == (255, 255, 255, 255))
        // The same for an opaque tab bar.
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        tabs.tabBar.isTranslucent = false
        let tabWindow = try show(tabs)
        defer { withExtendedLifetime(tabWindow) {} }
        #expect(tabs.tabBar.isAtScrollEdge && !tabs.tabBar.drawsBackground)
    }

    // MARK: Large titles collapsing

    @Test func theLargeTitleCollapsesAsTheContentScrollsUnderTheBar() throws {
        let (navigation, list) = listNavigation(largeTitles: true)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let table = list.tableView!
        // At rest: 96 pt of bar, the content's top at its bottom.
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(table.contentOffset.y == -143)
        #expect(list.view.safeAreaInsets.top == 143)
        #expect(bar.isAtScrollEdge)
        // 30 pt up: the large-title area shrinks by as much, the safe area follows.
        table.contentOffset = CGPoint(x: 0, y: -113)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 66)
        #expect(list.view.safeAreaInsets.top == 113)
        #expect(table.contentOffset.y == -113)
        #expect(!bar.largeTitleIsCollapsed && bar.isAtScrollEdge)
        // 52 pt up: collapsed to the row; the small title shows.
        table.contentOffset = CGPoint(x: 0, y: -91)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(bar.largeTitleIsCollapsed)
        #expect(bar.largeTitleFrame == nil || bar.largeTitleFrame!.maxY <= 44)
        // Further: the content passes under the bar, which shows its standard look.
        table.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(!bar.isAtScrollEdge && bar.drawsBackground)
        // Back to rest: the large title in full again.
        table.contentOffset = CGPoint(x: 0, y: -143)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(bar.isAtScrollEdge && !bar.largeTitleIsCollapsed)
    }

    @Test func theSmallTitleShowsOnlyOnceTheLargeTitleIsGone() throws {
        let (navigation, list) = listNavigation(largeTitles: true)
        list.view.backgroundColor = .white
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        func darkPixelsInRow(_ image: CGImage) -> Int {
            var count = 0
            for y in 48..<90 { for x in 140..<250 where image.rgba(x: x, y: y).r < 100 { count += 1 } }
            return count
        }
        #expect(darkPixelsInRow(try #require(window.renderedImage())) == 0)
        list.tableView.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(darkPixelsInRow(try #require(window.renderedImage())) > 20)
    }

    @Test func aScrolledListUnderACollapsedBar() throws {
        let (navigation, list) = listNavigation(largeTitles: true)
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let window = try LayoutFileScene.window(showing: navigation, size: CGSize(width: 390, height: 300), scale: 2,
                                                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        defer { withExtendedLifetime(window) {} }
        // Rows pass under the bar: its standard look (the blurred rows show
        // through the chrome material, with the hairline), the small title.
        list.tableView.contentOffset = CGPoint(x: 0, y: -91 + 30)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        let cgImage = try #require(window.offscreenImage(scale: 2).cgImage)
        expectGolden(cgImage, named: "navigation-scrolled-list@2x", in: "Controllers")
    }

    // MARK: Tab bar

    @Test func aTranslucentTabBarLiesOverTheSelectedViewAndIsTransparentAtTheEdge() throws {
        let first = UIViewController()
        first.view.backgroundColor = .white
        let tabs = UITabBarController()
        tabs.viewControllers = [first, UIViewController()]
        let window = try show(tabs)
        defer { withExtendedLifetime(window) {} }
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(tabs.tabBar.isAtScrollEdge && !tabs.tabBar.drawsBackground)
        let image = try #require(window.renderedImage())
        // Above the items, the content shows through; no hairline.
        #expect(image.rgba(x: 5, y: 844 - 83) == (255, 255, 255, 255))
        #expect(image.rgba(x: 5, y: 840) == (255, 255, 255, 255))
    }

    @Test func aTabBarOverScrolledContentShowsItsStandardLook() throws {
        let (navigation, list) = listNavigation(rows: 60)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = try show(tabs)
        defer { withExtendedLifetime(window) {} }
        // Both bars inset the controller's view, which fills the screen.
        #expect(list.view.convert(list.view.bounds, to: window) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(list.tableView.adjustedContentInset.bottom == 83)
        // Sixty rows reach under the tab bar: its standard look, blurred.
        #expect(!tabs.tabBar.isAtScrollEdge && tabs.tabBar.drawsBackground && tabs.tabBar.drawsShadow)
        // Scrolled to the end, the content's bottom is above the bar.
        let table = list.tableView!
        table.contentOffset = CGPoint(x: 0, y: table.contentSize.height + 83 - 844)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isAtScrollEdge && !tabs.tabBar.drawsBackground)
        // An opaque tab bar keeps the view above it.
        tabs.tabBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(list.view.safeAreaInsets.bottom == 0)
    }

    @Test func tabBarAppearanceColoursTheItems() throws {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .black
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.green]
        tabs.tabBar.scrollEdgeAppearance = appearance
        let window = try show(tabs)
        defer { withExtendedLifetime(window) {} }
        let image = try #require(window.renderedImage())
        #expect(image.rgba(x: 5, y: 800) == (0, 0, 0, 255))
        var green = 0
        for y in (844 - 83)..<(844 - 34) { for x in 150..<240 { let p = image.rgba(x: x, y: y); if p.g > 150, p.r < 100 { green += 1 } } }
        #expect(green > 10)
    }

    // MARK: Navigation item: left items beside the back button, styles

    @Test func leftItemsSupplementTheBackButtonWhenAsked() throws {
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let detail = UIViewController()
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        navigation.pushViewController(detail, animated: false)
        let bar = navigation.navigationBar
        // Left items replace the back button by default.
        #expect(bar.backButtonTitle == nil)
        #expect(bar.itemFrames().first?.frame.minX == 16)
        detail.navigationItem.leftItemsSupplementBackButton = true
        #expect(bar.backButtonTitle == "Inbox")
        // The item follows the back button ("‹ Inbox").
        let frame = try #require(bar.itemFrames().first?.frame)
        #expect(frame.minX > 60)
    }

    @Test func browserAndEditorStylesPutTheTitleAtTheLeadingSide() throws {
        let root = UIViewController()
        root.title = "Documents"
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        func darkPixels(_ columns: Range<Int>) throws -> Int {
            let image = try #require(window.renderedImage())
            var count = 0
            for y in 50..<88 { for x in columns where image.rgba(x: x, y: y).r < 100 { count += 1 } }
            return count
        }
        // Centred (navigator): nothing near the leading edge.
        #expect(try darkPixels(16..<40) == 0)
        root.navigationItem.style = .browser
        #expect(try darkPixels(16..<40) > 10)
        #expect(try darkPixels(250..<380) == 0)
        // The editor's back button is the chevron alone.
        let detail = UIViewController()
        detail.navigationItem.style = .editor
        detail.title = "Notes"
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.backButtonTitle == "")
    }
}

/// A navigation item's `leftItemsSupplementBackButton` and `style` from a storyboard.
@Suite("Navigation item attributes in documents")
@MainActor
struct NavigationItemAttributeDocumentTests {
    func storyboard(itemAttributes: String) throws -> UIStoryboard {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="Ni-vc-001">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Ni-scn-001">
                    <objects>
                        <viewController id="Ni-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Ni-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            </view>
                            <navigationItem key="navigationItem" title="Notes" \(itemAttributes) id="Ni-itm-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("navitem-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("Items.storyboard")
        try Data(text.utf8).write(to: url)
        return UIStoryboard(source: .file(url), name: "Items")
    }

    @Test func leftItemsSupplementBackButtonAndStyleAreRead() throws {
        let (made, warnings) = try InterfaceBuilderTestClasses.collectingWarnings {
            try LayoutFileScene.initialViewController(of: storyboard(itemAttributes: #"leftItemsSupplementBackButton="YES" style="editor""#))
        }
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        let item = try #require(made).navigationItem
        #expect(item.leftItemsSupplementBackButton)
        #expect(item.style == .editor)
    }

    @Test func aNavigationBarsTranslucentCheckboxIsRead() throws {
        let documents = LargeTitleDocumentTests()
        let (made, warnings) = try InterfaceBuilderTestClasses.collectingWarnings {
            try LayoutFileScene.initialViewController(of: documents.storyboard(documents.xml(largeTitles: #"translucent="NO""#),
                                                                                name: "Opaque", ext: "storyboard"))
        }
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        let navigation = try #require(made as? UINavigationController)
        #expect(!navigation.navigationBar.isTranslucent)
        let window = try LayoutFileScene.window(showing: navigation, size: CGSize(width: 390, height: 844), scale: 1,
                                                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.topViewController?.view.frame.minY == 91)
    }

    @Test func aLayoutFilesTranslucencyKeysAreApplied() throws {
        let documents = LargeTitleDocumentTests()
        let json = """
        {"initialViewController": "tabs", "objects": [
          {"class": "UITabBarController", "id": "tabs", "viewControllers": ["nav"], "properties": {"tabBar.isTranslucent": false}},
          {"class": "UINavigationController", "id": "nav", "rootViewController": "root", "properties": {"navigationBar.isTranslucent": false}},
          {"class": "UIViewController", "id": "root", "view": {"class": "UIView", "subviews": [
            {"class": "UINavigationBar", "id": "lone", "properties": {"frame": [0, 0, 390, 44], "isTranslucent": false}}]}}]}
        """
        let tabs = try #require(try LayoutFileScene.initialViewController(of: documents.storyboard(json, name: "opaque", ext: "json")) as? UITabBarController)
        #expect(!tabs.tabBar.isTranslucent)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        #expect(!navigation.navigationBar.isTranslucent)
        let lone = try #require(navigation.topViewController?.view.subviews.first as? UINavigationBar)
        #expect(!lone.isTranslucent)
    }

    @Test func anUnknownStyleIsAWarning() throws {
        let (made, warnings) = try InterfaceBuilderTestClasses.collectingWarnings {
            try LayoutFileScene.initialViewController(of: storyboard(itemAttributes: #"style="sideways""#))
        }
        #expect(warnings.contains { $0.message.contains("UINavigationItem.ItemStyle") })
        #expect(try #require(made).navigationItem.style == .navigator)
    }
}

@MainActor
private final class ProxiedNavigationController: UINavigationController {}

@MainActor
final class RowsController: UITableViewController {
    let count: Int
    init(count: Int) {
        self.count = count
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) {
        count = 0
        super.init(coder: coder)
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
