import Foundation
import GoldenTesting
import Testing
@testable import UIKit

extension ControllersTests {
@Suite("goldens")
@MainActor
struct GoldenTests {
    init() { ControllerFixtures.prepare() }

    @Test func aNavigationControllerWithAPushedControllerShowsItsTitleAndABackButton() throws {
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let message = UIViewController()
        message.title = "Message"
        message.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        message.view.backgroundColor = .white
        let label = UILabel()
        label.text = "Pushed on top of Inbox"
        label.font = .systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        message.view.addSubview(label)
        // Below the translucent bar, as iOS code places content: from the safe area.
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: message.view.safeAreaLayoutGuide.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: message.view.leadingAnchor, constant: 20),
        ])

        let navigation = UINavigationController(rootViewController: inbox)
        navigation.pushViewController(message, animated: false)
        let image = try LayoutFileScene.image(of: navigation, size: CGSize(width: 320, height: 120), scale: 3)
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 960 && cgImage.height == 360)
        expectGolden(cgImage, named: "navigation-pushed-title-back-button@3x", in: "Controllers")
    }
}
}
