import CoreGraphics
import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// `UIToolbar` and a navigation controller's toolbar, as UIKit lays them
/// out: items from the leading margin, flexible spaces sharing the width,
/// the toolbar above the home indicator with its background behind it, the
/// top controller's safe area stopping at the toolbar's top.
@Suite("Toolbars")
@MainActor
struct ToolbarTests {
    let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    func show(_ controller: UIViewController, height: CGFloat = 844, safeArea: UIEdgeInsets? = nil) throws -> UIWindow {
        try LayoutFileScene.window(showing: controller, size: CGSize(width: 390, height: height), scale: 1, safeArea: safeArea ?? phone)
    }

    func toolbar(_ items: [UIBarButtonItem], width: CGFloat = 390) -> UIToolbar {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        bar.items = items
        bar.layoutIfNeeded()
        return bar
    }

    // MARK: Items

    @Test func flexibleSpacesShareTheWidthTheOtherItemsLeave() {
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let bar = toolbar([edit, .flexibleSpace(), done])
        let frames = bar.itemFrames()
        #expect(frames.count == 3)
        // The first item at the leading margin, the last ending at the trailing one.
        #expect(frames[0].frame.minX == 16)
        #expect(abs(frames[2].frame.maxX - (390 - 16)) < 0.001)
        #expect(frames[1].frame.minX == frames[0].frame.maxX)
        #expect(abs(frames[1].frame.maxX - frames[2].frame.minX) < 0.001)
        // Two flexible spaces centre the middle item.
        let middle = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let centred = toolbar([edit, .flexibleSpace(), middle, .flexibleSpace(), done]).itemFrames()
        let left = centred[1].frame.width, right = centred[3].frame.width
        #expect(abs(left - right) < 0.001)
        #expect(left > 100)
    }

    @Test func withoutFlexibleSpaceItemsArePackedAtTheLeadingSide8PointsApart() {
        let a = UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)
        let b = UIBarButtonItem(title: "Two", style: .plain, target: nil, action: nil)
        let frames = toolbar([a, b]).itemFrames()
        #expect(frames[0].frame.minX == 16)
        #expect(frames[1].frame.minX == frames[0].frame.maxX + 8)
        // A fixed space takes its width instead of the gap.
        let spaced = toolbar([a, .fixedSpace(40), b]).itemFrames()
        #expect(spaced[1].frame.width == 40)
        #expect(spaced[2].frame.minX == spaced[0].frame.maxX + 40)
    }

    @Test func rightToLeftMirrorsTheItems() {
        let a = UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.semanticContentAttribute = .forceRightToLeft
        bar.items = [a]
        #expect(abs(bar.itemFrames()[0].frame.maxX - (390 - 16)) < 0.001)
    }

    @Test func aCustomViewIsASubviewCentredInTheBar() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        let bar = toolbar([.flexibleSpace(), UIBarButtonItem(customView: view), .flexibleSpace()])
        #expect(view.superview === bar)
        #expect(view.frame == CGRect(x: 165, y: 12, width: 60, height: 20))
    }

    @Test func aTapSendsTheItemsActionWithTheItemAsSender() throws {
        let target = BarActionTarget()
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: target, action: Selector("add:", BarActionTarget.add))
        item.tag = 3
        let root = UIViewController()
        root.view.backgroundColor = .white
        let window = try LayoutFileScene.window(showing: root, size: CGSize(width: 390, height: 200), scale: 1)
        defer { withExtendedLifetime(window) {} }
        let bar = toolbar([item])
        bar.frame.origin.y = 100
        root.view.addSubview(bar)
        window.layoutIfNeeded()
        let frame = bar.itemFrames()[0].frame
        window.simulateTap(at: bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: window))
        #expect(target.log == ["add 3"])
    }

    @Test func sizeThatFitsIs44PointsAnd32AtCompactHeight() {
        let bar = UIToolbar(frame: .zero)
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 1000)) == CGSize(width: 390, height: 44))
        bar.traitOverrides.verticalSizeClass = .compact
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 1000)).height == 32)
    }

    @Test func theHairlineFollowsTheBarPosition() {
        let bar = toolbar([])
        #expect(bar.barPosition == .any)
        let delegate = TopToolbarDelegate()
        bar.delegate = delegate
        #expect(bar.barPosition == .top)
        #expect(bar.drawsShadow)
    }

    // MARK: In a navigation controller

    @Test func theNavigationControllersToolbarShowsTheTopControllersItemsAboveTheHomeIndicator() throws {
        let root = UIViewController()
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        root.toolbarItems = [share, .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.isToolbarHidden)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.toolbar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 34)
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        let toolbar = try #require(navigation.toolbar)
        #expect(!toolbar.isHidden)
        // 49 pt over the home indicator, as iOS makes it.
        #expect(toolbar.frame == CGRect(x: 0, y: 844 - 34 - 49, width: 390, height: 49))
        #expect(toolbar.barPosition == .bottom)
        #expect(toolbar.items?.count == 3)
        #expect(toolbar.items?.first === share)
        // Translucent: the view reaches under it, its safe area stops at the toolbar's top.
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(abs(root.view.safeAreaInsets.bottom - (34 + 49)) < 0.001)
        // Nothing scrolls: the toolbar shows its scroll-edge look (transparent, no hairline).
        #expect(!toolbar.drawsBackground)
        #expect(!toolbar.drawsShadow)
    }

    @Test func aHomeButtonPhonesToolbarIs44PointsAtTheBottom() throws {
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = try show(navigation, height: 667, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 667 - 44, width: 390, height: 44))
        #expect(root.view.safeAreaInsets.bottom == 44)
    }

    @Test func anOpaqueToolbarKeepsTheViewAboveIt() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        navigation.toolbar.isTranslucent = false
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - 34 - 49))
        #expect(root.view.safeAreaInsets.bottom == 0)
        // An opaque toolbar at the scroll edge is transparent too (Apple's rule for a nil scrollEdgeAppearance).
        #expect(!navigation.toolbar.drawsBackground)
    }

    @Test func pushingShowsTheNewTopControllersItemsAndSetToolbarItemsUpdatesThem() throws {
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Root", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.toolbar.items?.isEmpty == true)
        let item = UIBarButtonItem(title: "Detail", style: .plain, target: nil, action: nil)
        detail.setToolbarItems([item], animated: false)
        #expect(navigation.toolbar.items?.first === item)
        _ = navigation.popViewController(animated: false)
        #expect(navigation.toolbar.items?.first?.title == "Root")
    }

    @Test func contentScrolledUnderTheToolbarShowsTheStandardAppearance() throws {
        let list = RowsController(count: 60)
        let navigation = UINavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        list.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        // 60 rows run past the toolbar: content is under it, blurred with a hairline.
        #expect(navigation.toolbar.drawsBackground)
        #expect(navigation.toolbar.drawsShadow)
        // Scrolled to the end, the content's bottom edge is at the toolbar's top.
        let table = list.tableView!
        table.contentOffset.y = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        window.layoutIfNeeded()
        #expect(!navigation.toolbar.drawsBackground)
        // A scroll-edge appearance of its own is shown there.
        let edge = UIToolbarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemYellow
        navigation.toolbar.scrollEdgeAppearance = edge
        window.layoutIfNeeded()
        #expect(navigation.toolbar.drawsBackground)
    }

    @Test func itemTitleTextAttributesAreDrawn() throws {
        let plain = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let big = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        big.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 30)], for: .normal)
        #expect(big.titleTextAttributes(for: .normal)?[.font] as? UIFont == UIFont.systemFont(ofSize: 30))
        #expect(big.titleTextAttributes(for: .highlighted) == nil)
        let widths = (toolbar([plain]).itemFrames()[0].frame.width, toolbar([big]).itemFrames()[0].frame.width)
        #expect(widths.1 > widths.0 * 1.5)
    }

    // MARK: Golden

    @Test func aNavigationControllerWithAToolbar() throws {
        let list = RowsController(count: 8)
        list.title = "Notes"
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        let count = UILabel()
        count.text = "8 Notes"
        count.font = .systemFont(ofSize: 11)
        count.sizeToFit()
        list.toolbarItems = [
            UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(customView: count), .flexibleSpace(), compose,
        ]
        let navigation = UINavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        let window = try LayoutFileScene.window(showing: navigation, size: CGSize(width: 390, height: 500), scale: 2, safeArea: phone)
        defer { withExtendedLifetime(window) {} }
        let cgImage = try #require(window.offscreenImage(scale: 2).cgImage)
        expectGolden(cgImage, named: "navigation-toolbar@2x", in: "Controllers")
    }
}

@MainActor
final class TopToolbarDelegate: UIToolbarDelegate {
    func position(for bar: any UIBarPositioning) -> UIBarPosition { .top }
}
