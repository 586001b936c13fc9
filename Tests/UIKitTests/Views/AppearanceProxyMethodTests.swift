import Foundation
import GoldenTesting
import Testing
@testable import UIKit

// Each test uses classes of its own: proxy settings are global, as on iOS,
// and must not reach the views of other tests running at the same time.
private final class TitleButton: UIButton {}
private final class OwnTitleButton: UIButton {}
private final class ItemBar: UINavigationBar {}
private final class OtherItemBar: UINavigationBar {}
private final class BarItem: UIBarButtonItem {}
private final class TabItem: UITabBarItem {}
private final class ToolItem: UIBarButtonItem {}
private final class ItemToolbar: UIToolbar {}
private final class Segments: UISegmentedControl {}
private final class GreenSwitch: UISwitch {}
private final class ClearTable: UITableView {}
private final class HeaderLabel: UILabel {}
private final class Header: UITableViewHeaderFooterView {}
private final class ImageBar: UINavigationBar {}
private final class DarkView: UIView {}
private final class StaleTraitsView: UIView {}
private final class UnsetBar: UINavigationBar {}
private final class UnsetButton: UIButton {}
private final class UnsetItem: UIBarButtonItem {}
private final class UnsetField: UITextField {}
private final class MirroredView: UIView {}
private final class GoldenBar: UINavigationBar {}
private final class GoldenItem: UIBarButtonItem {}
private final class GoldenSegments: UISegmentedControl {}

@Suite("Appearance proxies: methods, bar items, traits, reading")
@MainActor
struct AppearanceProxyMethodTests {
    func window(_ height: CGFloat = 480) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        window.isHidden = false
        return window
    }

    @Test func aMethodCalledThroughAStoredProxyReachesButtonsInAWindow() {
        let proxy = TitleButton.appearance()
        proxy.setTitleColor(.red, for: .normal)
        proxy.setBackgroundImage(UIImage(), for: .highlighted)
        #expect(proxy.titleColor(for: .normal) == .red)
        #expect(proxy.backgroundImage(for: .highlighted) != nil)
        // Nothing recorded for that state: nil, as UIKit's proxy answers.
        #expect(proxy.titleColor(for: .selected) == nil)
        let button = TitleButton(type: .system)
        #expect(button.titleColor(for: .normal) != .red)
        window().addSubview(button)
        #expect(button.titleColor(for: .normal) == .red)
        #expect(button.backgroundImage(for: .highlighted) != nil)
    }

    @Test func aMethodCalledOnTheInstanceWinsOverTheProxy() {
        OwnTitleButton.appearance().setTitleColor(.red, for: .normal)
        OwnTitleButton.appearance().setTitleColor(.green, for: .selected)
        let button = OwnTitleButton(type: .system)
        button.setTitleColor(.blue, for: .normal)
        window().addSubview(button)
        #expect(button.titleColor(for: .normal) == .blue)
        // Another state's setting still applies.
        #expect(button.titleColor(for: .selected) == .green)
    }

    @Test func barButtonItemsTakeTheirProxiesInsideTheirContainers() {
        BarItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
        BarItem.appearance(whenContainedInInstancesOf: [ItemBar.self]).tintColor = .red
        #expect((BarItem.appearance().titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 15)
        let inside = BarItem(title: "Edit", style: .plain, target: nil, action: nil)
        let own = BarItem(title: "Done", style: .done, target: nil, action: nil)
        own.tintColor = .green
        let outside = BarItem(title: "Back", style: .plain, target: nil, action: nil)
        let item = UINavigationItem(title: "Inbox")
        item.leftBarButtonItem = inside
        item.rightBarButtonItem = own
        let bar = ItemBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [item]
        let other = OtherItemBar(frame: CGRect(x: 0, y: 50, width: 320, height: 44))
        let otherItem = UINavigationItem(title: "Other")
        otherItem.rightBarButtonItem = outside
        other.items = [otherItem]
        // Not in a window yet: nothing applies.
        bar.layoutIfNeeded()
        #expect(inside.tintColor == nil)
        let window = window()
        window.addSubview(bar)
        window.addSubview(other)
        window.layoutIfNeeded()
        #expect(inside.tintColor == .red)
        #expect(own.tintColor == .green)
        #expect(outside.tintColor == nil)
        #expect((inside.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 15)
        #expect((outside.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 15)
    }

    @Test func tabBarItemsTakeTitleAttributesThroughTheirProxy() {
        TabItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .normal)
        let item = TabItem(title: "Home", image: nil, tag: 0)
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        bar.items = [item]
        let window = window()
        window.addSubview(bar)
        window.layoutIfNeeded()
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .gray)
        // Items given to a bar already in a window take them at its next layout.
        let later = TabItem(title: "Later", image: nil, tag: 1)
        bar.items = [item, later]
        window.layoutIfNeeded()
        #expect(later.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .gray)
    }

    @Test func toolbarItemsTakeTheirProxiesInsideTheirContainers() {
        ToolItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.orange], for: .normal)
        ToolItem.appearance(whenContainedInInstancesOf: [ItemToolbar.self]).tintColor = .red
        let item = ToolItem(title: "Edit", style: .plain, target: nil, action: nil)
        let toolbar = ItemToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.items = [item]
        toolbar.layoutIfNeeded()
        #expect(item.titleTextAttributes(for: .normal) == nil)
        let window = window()
        window.addSubview(toolbar)
        window.layoutIfNeeded()
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .orange)
        #expect(item.tintColor == .red)
        // Items given to a toolbar already in a window take them at its next layout.
        let later = ToolItem(title: "Share", style: .plain, target: nil, action: nil)
        toolbar.setItems([item, later], animated: false)
        window.layoutIfNeeded()
        #expect(later.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .orange)
    }

    @Test func segmentedControlsSwitchesTablesAndLabelsInHeaders() {
        Segments.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        GreenSwitch.appearance().onTintColor = .systemGreen
        ClearTable.appearance().separatorColor = .clear
        HeaderLabel.appearance(whenContainedInInstancesOf: [Header.self]).font = .boldSystemFont(ofSize: 13)
        let segments = Segments(items: ["One", "Two"])
        let toggle = GreenSwitch()
        let ownToggle = GreenSwitch()
        ownToggle.onTintColor = .blue
        let table = ClearTable(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let header = Header(reuseIdentifier: nil)
        let inHeader = HeaderLabel()
        header.contentView.addSubview(inHeader)
        let loose = HeaderLabel()
        let window = window()
        for view in [segments, toggle, ownToggle, table, header, loose] { window.addSubview(view) }
        #expect(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        #expect(toggle.onTintColor == .systemGreen)
        #expect(ownToggle.onTintColor == .blue)
        #expect(table.separatorColor == .clear)
        #expect(inHeader.font == .boldSystemFont(ofSize: 13))
        #expect(loose.font != .boldSystemFont(ofSize: 13))
    }

    @Test func aNavigationBarTakesBackgroundAndShadowImagesThroughItsProxy() {
        ImageBar.appearance().setBackgroundImage(UIImage(), for: .default)
        ImageBar.appearance().shadowImage = UIImage()
        ImageBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(ImageBar.appearance().backgroundImage(for: .default) != nil)
        #expect(ImageBar.appearance().backgroundImage(for: .compact) == nil)
        let bar = ImageBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let plain = UINavigationBar(frame: CGRect(x: 0, y: 50, width: 320, height: 44))
        let window = window()
        window.addSubview(bar)
        window.addSubview(plain)
        window.layoutIfNeeded()
        #expect(bar.backgroundImage(for: .default) != nil)
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        // An empty background image and shadow image: nothing drawn but the image, no hairline.
        #expect(!bar.drawsShadow)
        #expect(plain.drawsShadow)
        // Without a background image the shadow image is not used, as in UIKit.
        bar.setBackgroundImage(nil, for: .default)
        bar.layoutIfNeeded()
        #expect(bar.drawsShadow)
    }

    @Test func aProxyForTraitsAppliesOnlyToViewsWithThoseTraits() {
        DarkView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .orange
        DarkView.appearance(for: UITraitCollection(userInterfaceStyle: .dark),
                            whenContainedInInstancesOf: [ItemBar.self]).backgroundColor = .purple
        let darkWindow = window()
        darkWindow.overrideUserInterfaceStyle = .dark
        let lightWindow = window()
        lightWindow.overrideUserInterfaceStyle = .light
        let dark = DarkView(), light = DarkView()
        let container = ItemBar(frame: .zero)
        let contained = DarkView()
        container.addSubview(contained)
        darkWindow.addSubview(dark)
        darkWindow.addSubview(container)
        lightWindow.addSubview(light)
        #expect(dark.tintColor == .orange)
        #expect(light.tintColor != .orange)
        #expect(dark.backgroundColor == nil)
        #expect(contained.backgroundColor == .purple)
        #expect(DarkView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor == .orange)
        #expect(DarkView.appearance().tintColor == nil)
    }

    @Test func aViewMovedStraightFromADarkWindowToALightOneIsNotGivenTheDarkSetting() {
        let darkWindow = window()
        darkWindow.overrideUserInterfaceStyle = .dark
        let lightWindow = window()
        lightWindow.overrideUserInterfaceStyle = .light
        let view = StaleTraitsView()
        darkWindow.addSubview(view)
        StaleTraitsView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .orange
        // Its cached traits are still the dark window's as it arrives.
        lightWindow.addSubview(view)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(view.tintColor != .orange)
        darkWindow.addSubview(view)
        #expect(view.tintColor == .orange)
    }

    @Test func readingAnUnsetPropertyThroughAProxyNeverCrashes() {
        // Optional properties: nil, as UIKit's proxy answers.
        #expect(UnsetBar.appearance().barTintColor == nil)
        #expect(UnsetItem.appearance().tintColor == nil)
        #expect(UnsetItem.appearance().titleTextAttributes(for: .normal) == nil)
        // Non-optional ones: UIKit's proxy answers zero; Offscreen the type's
        // zero value, or a new object as `init()` makes it.
        #expect(UnsetButton.appearance().semanticContentAttribute == .unspecified)
        #expect(UnsetButton.appearance().alpha == 0)
        #expect(UnsetButton.appearance().isHidden == false)
        #expect(UnsetButton.appearance().contentEdgeInsets == .zero)
        #expect(UnsetButton.appearance().contentHorizontalAlignment == .center)
        let standard: UINavigationBarAppearance = UnsetBar.appearance().standardAppearance
        #expect(standard.backgroundEffect != nil)
        #expect(UnsetBar.appearance().prefersLargeTitles == false)
        #expect(UnsetField.appearance().defaultTextAttributes.isEmpty)
        #expect(UnsetButton.appearance().traitOverrides.userInterfaceStyle == .unspecified)
        // Once set, the value reads back.
        UnsetButton.appearance().alpha = 0.5
        #expect(UnsetButton.appearance().alpha == 0.5)
    }

    @Test func aForcedDirectionThroughTheProxyMirrorsViews() {
        MirroredView.appearance().semanticContentAttribute = .forceRightToLeft
        let view = MirroredView()
        window().addSubview(view)
        #expect(view.semanticContentAttribute == .forceRightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// A transparent bar (empty background and shadow images) over a teal
    /// window with white title, orange 15-point item titles (the items' tint
    /// inside that bar), and a segmented control with red titles, white when selected.
    @Test func proxiesTakeEffectInARender() throws {
        GoldenBar.appearance().setBackgroundImage(UIImage(), for: .default)
        GoldenBar.appearance().shadowImage = UIImage()
        GoldenBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        GoldenItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
        GoldenItem.appearance(whenContainedInInstancesOf: [GoldenBar.self]).tintColor = .orange
        GoldenSegments.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        GoldenSegments.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        GoldenSegments.appearance().selectedSegmentTintColor = .systemBlue
        let window = window(100)
        window.backgroundColor = .systemTeal
        let bar = GoldenBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = UINavigationItem(title: "Inbox")
        item.leftBarButtonItem = GoldenItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.rightBarButtonItem = GoldenItem(title: "Compose", style: .plain, target: nil, action: nil)
        bar.items = [item]
        let segments = GoldenSegments(items: ["Day", "Week"])
        segments.selectedSegmentIndex = 0
        segments.frame = CGRect(x: 60, y: 56, width: 200, height: 32)
        window.addSubview(bar)
        window.addSubview(segments)
        let image = try #require(window.offscreenImage(scale: 2).cgImage)
        expectGolden(image, named: "appearance-proxies@2x", in: "Controllers")
    }
}
