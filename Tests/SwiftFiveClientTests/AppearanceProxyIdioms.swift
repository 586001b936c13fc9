import UIKit
import XCTest

// A theme helper as iOS apps write it, line for line. `applyTheme()` is
// compiled, not run: its settings are global and would reach the views of
// every other test; `AppearanceProxyIdiomTests` runs the same calls on
// classes of its own.
func applyTheme() {
    UINavigationBar.appearance().tintColor = .white
    UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
    UINavigationBar.appearance().setBackgroundImage(UIImage(), for: .default)
    UINavigationBar.appearance().shadowImage = UIImage()
    UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
    UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .red
    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .normal)
    UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    UISwitch.appearance().onTintColor = .systemGreen
    UILabel.appearance(whenContainedInInstancesOf: [UITableViewHeaderFooterView.self]).font = .boldSystemFont(ofSize: 13)
    let proxy = UIButton.appearance(); proxy.setTitleColor(.red, for: .normal)
    UITableView.appearance().separatorColor = .clear
    UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .orange
}

final class ThemeBar: UINavigationBar {}
final class ThemeItem: UIBarButtonItem {}
final class ThemeButton: UIButton {
    // As app subclasses commonly declare it: the proxy never calls it.
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppearanceProxyIdiomTests: XCTestCase {
    func testTheThemeHelperStylesViewsAndItemsInAWindow() {
        ThemeBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        ThemeBar.appearance().setBackgroundImage(UIImage(), for: .default)
        ThemeBar.appearance().shadowImage = UIImage()
        ThemeItem.appearance(whenContainedInInstancesOf: [ThemeBar.self]).tintColor = .red
        ThemeItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
        let proxy = ThemeButton.appearance(); proxy.setTitleColor(.red, for: .normal)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let bar = ThemeBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = UINavigationItem(title: "Inbox")
        let edit = ThemeItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.rightBarButtonItem = edit
        bar.items = [item]
        let button = ThemeButton(frame: .zero)
        window.addSubview(bar)
        window.addSubview(button)
        window.layoutIfNeeded()
        XCTAssertEqual(bar.titleTextAttributes?[.foregroundColor] as? UIColor, .white)
        XCTAssertNotNil(bar.backgroundImage(for: .default))
        XCTAssertEqual(edit.tintColor, .red)
        XCTAssertEqual((edit.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize, 15)
        XCTAssertEqual(button.titleColor(for: .normal), .red)
    }
}
