import Foundation
import Testing
@testable import UIKit

/// `Fixtures/InterfaceBuilder/SplitColumns.storyboard`: a double-column split
/// view controller overlaying its primary column (`preferredDisplayMode`,
/// `preferredSplitBehavior`) with a `compactViewController` relationship, and
/// a classic one displacing its secondary; the delegate's collapse callbacks.
@Suite("Interface Builder split view controllers")
@MainActor
struct InterfaceBuilderSplitTests {
    typealias IB = InterfaceBuilderTestClasses

    init() { IB.register() }

    func split(_ identifier: String) throws -> UISplitViewController {
        let storyboard = UIStoryboard(name: "SplitColumns", bundle: nil)
        let (made, warnings) = IB.collectingWarnings { storyboard.instantiateViewController(withIdentifier: identifier) }
        #expect(warnings.map(\.message) == [])
        return try #require(made as? UISplitViewController)
    }

    func window(showing controller: UIViewController, width: CGFloat, sizeClass: UIUserInterfaceSizeClass) -> UIWindow {
        let window = LayoutFileScene.canvasWindow(size: CGSize(width: width, height: 600), scale: 1,
                                                  traits: UITraitCollection(horizontalSizeClass: sizeClass))
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        return window
    }

    func titles(_ controllers: [UIViewController]?) -> [String?] { (controllers ?? []).map(\.title) }

    @Test func theDocumentsDisplayModeSplitBehaviourAndCompactColumnAreRead() throws {
        let split = try split("Columns")
        #expect(split.style == .doubleColumn)
        #expect(split.preferredDisplayMode == .oneOverSecondary)
        #expect(split.preferredSplitBehavior == .overlay)
        #expect(split.splitBehavior == .overlay)
        #expect(split.viewController(for: .primary)?.title == "Mailboxes")
        #expect(split.viewController(for: .secondary)?.title == "Inbox")
        #expect(split.viewController(for: .compact)?.title == "Phone Inbox")
    }

    @Test func overlaidThePrimaryColumnLiesOnTheFullWidthSecondary() throws {
        let split = try split("Columns")
        let window = window(showing: split, width: 1000, sizeClass: .regular)
        defer { withExtendedLifetime(window) {} }
        #expect(split.displayMode == .oneOverSecondary)
        let primary = try #require(split.viewController(for: .primary)?.navigationController?.view)
        let secondary = try #require(split.viewController(for: .secondary)?.navigationController?.view)
        #expect(secondary.frame == CGRect(x: 0, y: 0, width: 1000, height: 600))
        #expect(primary.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        let order = split.view.subviews
        #expect(try #require(order.firstIndex { $0 === primary }) > (try #require(order.firstIndex { $0 === secondary })))
    }

    @Test func atCompactWidthTheCompactColumnIsShownAlone() throws {
        let split = try split("Columns")
        let window = window(showing: split, width: 390, sizeClass: .compact)
        defer { withExtendedLifetime(window) {} }
        #expect(split.isCollapsed)
        let stack = try #require(split.children.first as? UINavigationController)
        #expect(titles(stack.viewControllers) == ["Phone Inbox"])
        // Back at regular width the columns return.
        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(split.viewController(for: .primary)?.navigationController?.view.superview === split.view)
    }

    @Test func displacingKeepsTheSecondaryFullWidthPushedAside() throws {
        let classic = try split("Classic")
        #expect(classic.preferredDisplayMode == .twoDisplaceSecondary)
        let window = window(showing: classic, width: 1000, sizeClass: .regular)
        defer { withExtendedLifetime(window) {} }
        // With two columns the two-column displacing mode is the primary beside the secondary.
        #expect(classic.displayMode == .oneBesideSecondary)
        #expect(classic.viewControllers.last?.view.frame == CGRect(x: 321, y: 0, width: 679, height: 600))
        // With three, the secondary keeps the full width, pushed past both columns.
        let triple = UISplitViewController(style: .tripleColumn)
        for column in [UISplitViewController.Column.primary, .supplementary, .secondary] { triple.setViewController(UIViewController(), for: column) }
        triple.preferredSplitBehavior = .displace
        let other = self.window(showing: triple, width: 1000, sizeClass: .regular)
        defer { withExtendedLifetime(other) {} }
        #expect(triple.displayMode == .twoDisplaceSecondary)
        #expect(triple.viewController(for: .supplementary)?.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 320, height: 600))
        #expect(triple.viewController(for: .secondary)?.navigationController?.view.frame == CGRect(x: 641, y: 0, width: 1000, height: 600))
        // Tiled, it takes what is left.
        triple.preferredSplitBehavior = .tile
        other.layoutIfNeeded()
        #expect(triple.displayMode == .twoBesideSecondary)
        #expect(triple.viewController(for: .secondary)?.navigationController?.view.frame == CGRect(x: 641, y: 0, width: 359, height: 600))
    }

    final class Collapser: UISplitViewControllerDelegate {
        var keepsSecondary = false
        var top: UISplitViewController.Column?
        var asked: [String] = []
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool {
            asked.append("collapse \(secondaryViewController.title ?? "") onto \(primaryViewController.title ?? "")")
            return keepsSecondary
        }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            asked.append("top for \(proposedTopColumn)")
            return top ?? proposedTopColumn
        }
    }

    @Test func theClassicDelegateCanKeepTheSecondaryOutOfTheCollapsedStack() throws {
        let split = try split("Classic")
        let delegate = Collapser()
        split.delegate = delegate
        let window = window(showing: split, width: 390, sizeClass: .compact)
        defer { withExtendedLifetime(window) {} }
        #expect(titles((split.children.first as? UINavigationController)?.viewControllers) == ["Folders", "Message"])
        #expect(delegate.asked == ["collapse Message onto Folders"])
        // Returning true: the secondary is the delegate's business; the primary alone is shown.
        delegate.keepsSecondary = true
        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        window.traitOverrides.horizontalSizeClass = .compact
        window.layoutIfNeeded()
        #expect(titles((split.children.first as? UINavigationController)?.viewControllers) == ["Folders"])
    }

    @Test func theColumnDelegateChoosesTheTopColumnWhenCollapsing() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController(), detail = UIViewController()
        list.title = "List"
        detail.title = "Detail"
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let delegate = Collapser()
        delegate.top = .primary
        split.delegate = delegate
        let window = window(showing: split, width: 390, sizeClass: .compact)
        defer { withExtendedLifetime(window) {} }
        #expect(delegate.asked == ["top for secondary"])
        #expect(titles((split.children.first as? UINavigationController)?.viewControllers) == ["List"])
    }
}

/// A split view controller that is its own delegate (its storyboard's
/// `delegate` outlet) and keeps the secondary out of the collapsed stack.
final class PrimaryFirstSplitController: UISplitViewController, UISplitViewControllerDelegate {
    var asked = 0
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        asked += 1
        return true
    }
}

/// `Fixtures/InterfaceBuilder/SplitDelegate.storyboard`: the split view
/// controller's `delegate` outlet, connected when the scene is made and
/// asked how to collapse, as UIKit asks it.
@Suite("Interface Builder split view controllers: the delegate outlet")
@MainActor
struct InterfaceBuilderSplitDelegateTests {
    typealias IB = InterfaceBuilderTestClasses

    init() {
        IB.register()
        UINib.register(PrimaryFirstSplitController.self)
    }

    @Test func theDelegateOutletIsConnectedAndAskedHowToCollapse() throws {
        let url = IB.folder.appendingPathComponent("SplitDelegate.storyboard")
        #expect(try NibDocument.load(contentsOf: url).interfaceBuilder?.warnings.map(\.description) == [])
        let storyboard = UIStoryboard(name: "SplitDelegate", bundle: nil)
        let (made, warnings) = IB.collectingWarnings { storyboard.instantiateViewController(withIdentifier: "Delegated") }
        #expect(warnings.map(\.message) == [])
        let split = try #require(made as? PrimaryFirstSplitController)
        #expect(split.delegate === split)
        let window = LayoutFileScene.canvasWindow(size: CGSize(width: 390, height: 600), scale: 1,
                                                  traits: UITraitCollection(horizontalSizeClass: .compact))
        window.rootViewController = split
        window.isHidden = false
        window.layoutIfNeeded()
        defer { withExtendedLifetime(window) {} }
        #expect(split.isCollapsed)
        #expect(split.asked == 1)
        // The delegate kept the secondary out: only the primary is on the collapsed stack.
        let stack = try #require(split.children.first as? UINavigationController)
        #expect(stack.viewControllers.map(\.title) == ["Mailboxes"])
    }
}
