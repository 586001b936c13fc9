import Foundation
import Testing
@testable import UIKit

/// Compares decoded pixels with `Fixtures/Controllers/<name>.png`, exactly. A
/// missing golden (or OFFSCREEN_RECORD=1) is written and the test fails
/// saying so, so that every golden is looked at before it is committed.
@MainActor
private func expectControllerGolden(_ image: CGImage, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = ControllerFixtures.url("\(name).png")
    let record = ProcessInfo.processInfo.environment["OFFSCREEN_RECORD"] == "1"
    guard !record, let data = try? Data(contentsOf: url) else {
        do {
            try image.pngData().write(to: url)
            Issue.record("recorded golden \(url.path); look at it before committing", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record golden \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let golden = try? CGImage(pngData: data) else {
        Issue.record("golden \(url.path) does not decode", sourceLocation: sourceLocation)
        return
    }
    guard golden.width == image.width, golden.height == image.height else {
        Issue.record("\(name): size \(image.width)x\(image.height), golden \(golden.width)x\(golden.height)", sourceLocation: sourceLocation)
        return
    }
    var mismatches = 0
    for y in 0..<image.height {
        for x in 0..<image.width where image.rgba(x: x, y: y) != golden.rgba(x: x, y: y) { mismatches += 1 }
    }
    if mismatches > 0 {
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.png")
        try? image.pngData().write(to: actual)
        Issue.record("\(name): \(mismatches) pixels differ; actual written to \(actual.path)", sourceLocation: sourceLocation)
    }
}

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
        message.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)
        message.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 280, height: 24))
        label.text = "Pushed on top of Inbox"
        label.font = .systemFont(ofSize: 17)
        message.view.addSubview(label)

        let navigation = UINavigationController(rootViewController: inbox)
        navigation.pushViewController(message, animated: false)
        let image = try LayoutFileScene.image(of: navigation, size: CGSize(width: 320, height: 120), scale: 3)
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 960 && cgImage.height == 360)
        expectControllerGolden(cgImage, "navigation-pushed-title-back-button@3x")
    }
}
}
