import Foundation
import Testing
@testable import UIKit

// Each test uses classes of its own: proxy settings are global, as on iOS,
// and must not reach the views of other tests running at the same time.
private final class ProxyButton: UIButton {}
private final class ProxySubButton: UIButton {}
private final class ProxyBar: UINavigationBar {}
private final class ProxyLabel: UILabel {}
private final class ProxyPanel: UIView {}
private final class ProxyPanelController: UIViewController {}
private final class ProxyBackgroundView: UIView {}
private final class ProxyBarLabel: UILabel {}

@Suite("Appearance proxies")
@MainActor
struct AppearanceProxyTests {
    func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.isHidden = false
        return window
    }

    @Test func aClassProxyTintsInstancesWhenTheyMoveToAWindow() {
        ProxyButton.appearance().tintColor = .red
        #expect(ProxyButton.appearance().tintColor == .red)
        let button = ProxyButton(type: .system)
        // Not yet: appearance applies when the view moves to a window.
        #expect(button.tintColor != .red)
        window().addSubview(button)
        #expect(button.tintColor == .red)
        // Other classes are untouched.
        let other = UIButton(type: .system)
        window().addSubview(other)
        #expect(other.tintColor != .red)
    }

    @Test func aValueSetOnTheInstanceWins() {
        ProxySubButton.appearance().tintColor = .red
        ProxySubButton.appearance().backgroundColor = .yellow
        let button = ProxySubButton(type: .system)
        button.tintColor = .green
        let window = window()
        window.addSubview(button)
        #expect(button.tintColor == .green)
        #expect(button.backgroundColor == .yellow)
        // Set after the proxy applied, the instance's value stays when the
        // view moves again.
        button.backgroundColor = .blue
        button.removeFromSuperview()
        window.addSubview(button)
        #expect(button.backgroundColor == .blue)
    }

    @Test func aContainedProxyAppliesOnlyInsideItsContainer() {
        ProxyLabel.appearance(whenContainedInInstancesOf: [ProxyBar.self]).textColor = .white
        ProxyLabel.appearance().font = .systemFont(ofSize: 21)
        let bar = ProxyBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let inside = ProxyLabel()
        bar.addSubview(inside)
        let outside = ProxyLabel()
        let window = window()
        window.addSubview(bar)
        window.addSubview(outside)
        #expect(inside.textColor == .white)
        #expect(outside.textColor != .white)
        #expect(inside.font.pointSize == 21)
        #expect(outside.font.pointSize == 21)
    }

    @Test func aContainerCanBeAViewController() {
        ProxyBarLabel.appearance(whenContainedInInstancesOf: [ProxyPanelController.self]).textColor = .orange
        let controller = ProxyPanelController()
        let label = ProxyBarLabel()
        controller.view.addSubview(label)
        let window = window()
        window.rootViewController = controller
        #expect(label.textColor == .orange)
    }

    @Test func aSubclassSettingWinsOverItsSuperclassAndContainedOverPlain() {
        ProxyBackgroundView.appearance().backgroundColor = .red
        ProxyBackgroundView.appearance(whenContainedInInstancesOf: [ProxyPanel.self]).backgroundColor = .purple
        let panel = ProxyPanel()
        let inner = ProxyBackgroundView()
        panel.addSubview(inner)
        let plain = ProxyBackgroundView()
        let window = window()
        window.addSubview(panel)
        window.addSubview(plain)
        #expect(inner.backgroundColor == .purple)
        #expect(plain.backgroundColor == .red)
    }

    @Test func aNavigationBarTakesItsBarTintColor() {
        ProxyBar.appearance().barTintColor = .black
        let bar = ProxyBar()
        let custom = ProxyBar()
        custom.barTintColor = .gray
        let window = window()
        window.addSubview(bar)
        window.addSubview(custom)
        #expect(bar.barTintColor == .black)
        #expect(custom.barTintColor == .gray)
    }
}
