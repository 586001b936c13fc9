import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@Suite("Split view controllers")
@MainActor
struct SplitViewControllerTests {
    func titled(_ title: String, _ color: UIColor = .systemBackground) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        vc.view.backgroundColor = color
        return vc
    }

    /// A double-column split view controller: Mailboxes beside Inbox.
    func doubleColumn() -> (UISplitViewController, UIViewController, UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = titled("Mailboxes"), secondary = titled("Inbox")
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return (split, primary, secondary)
    }

    /// A window of `size` showing `controller`, with `sizeClass` as its horizontal size class.
    func window(showing controller: UIViewController, size: CGSize, sizeClass: UIUserInterfaceSizeClass) -> UIWindow {
        let window = LayoutFileScene.canvasWindow(size: size, scale: 2, traits: UITraitCollection(horizontalSizeClass: sizeClass))
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        return window
    }

    @Test func regularWidthShowsThePrimaryColumnBesideTheSecondary() throws {
        let (split, primary, secondary) = doubleColumn()
        let window = window(showing: split, size: CGSize(width: 820, height: 300), sizeClass: .regular)
        defer { withExtendedLifetime(window) {} }
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.viewController(for: .primary) === primary)
        // Column controllers are wrapped in navigation controllers, as on iOS.
        let primaryNavigation = try #require(primary.navigationController)
        #expect(primaryNavigation.parent === split)
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 300))
        #expect(try #require(secondary.navigationController).view.frame == CGRect(x: 320.5, y: 0, width: 499.5, height: 300))
        #expect(split.primaryColumnWidth == 320)
    }

    @Test func compactWidthCollapsesIntoOneStackWithTheSecondaryOnTop() throws {
        let (split, primary, secondary) = doubleColumn()
        let window = window(showing: split, size: CGSize(width: 390, height: 844), sizeClass: .compact)
        #expect(split.isCollapsed)
        #expect(split.displayMode == .secondaryOnly)
        let stack = try #require(split.children.first as? UINavigationController)
        #expect(split.children.count == 1)
        #expect(stack.viewControllers == [primary, secondary])
        #expect(stack.view.frame == window.bounds)
        // Growing to regular width puts the columns back.
        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(primary.navigationController?.viewControllers == [primary])
        #expect(secondary.navigationController?.viewControllers == [secondary])
        #expect(split.children.count == 2)
    }

    @Test func theClassicStyleCollapsesItsNavigationControllersAndGivesThemBack() {
        let list = titled("List"), detail = titled("Detail")
        let listNavigation = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        split.viewControllers = [listNavigation, detail]
        #expect(split.viewControllers == [listNavigation, detail])
        let window = window(showing: split, size: CGSize(width: 390, height: 600), sizeClass: .compact)
        #expect((split.children.first as? UINavigationController)?.viewControllers == [list, detail])
        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(listNavigation.viewControllers == [list])
        #expect(detail.parent === split)
    }

    @Test func showDetailReplacesTheSecondaryOrPushesWhenCollapsed() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = titled("Mailboxes")
        split.setViewController(primary, for: .primary)
        split.setViewController(titled("Inbox"), for: .secondary)
        let window = window(showing: split, size: CGSize(width: 820, height: 300), sizeClass: .regular)
        let message = titled("Message")
        primary.showDetailViewController(message, sender: nil)
        #expect(split.viewController(for: .secondary) === message)
        window.traitOverrides.horizontalSizeClass = .compact
        window.layoutIfNeeded()
        let other = titled("Other")
        primary.showDetailViewController(other, sender: nil)
        #expect((split.children.first as? UINavigationController)?.topViewController === other)
    }

    @Test func aStoryboardsMasterAndDetailRelationshipsAreItsColumns() throws {
        InterfaceBuilderTestClasses.register()
        let storyboard = UIStoryboard(name: "Split", bundle: nil)
        let (initial, warnings) = InterfaceBuilderTestClasses.collectingWarnings { storyboard.instantiateInitialViewController() }
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        let split = try #require(initial as? UISplitViewController)
        #expect(split.style == .unspecified)
        let columns = split.viewControllers
        #expect(columns.count == 2)
        #expect((columns[0] as? UINavigationController)?.topViewController?.title == "Mailboxes")
        #expect((columns[1] as? UINavigationController)?.topViewController?.title == "Inbox")
    }

    @Test func aRegularWidthSplitViewRendersBothColumnsWithAHairline() throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(titled("Mailboxes", .systemGroupedBackground), for: .primary)
        split.setViewController(titled("Inbox"), for: .secondary)
        let window = window(showing: split, size: CGSize(width: 820, height: 240), sizeClass: .regular)
        expectGolden(try #require(window.renderedImage()), named: "split-regular@2x", in: "Controllers")
    }
}
