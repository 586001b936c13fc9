import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@MainActor final class ControlsFileOwner: NSObject {
    var taps: [String] = []
    func followTapped(_ sender: UIButton) { taps.append(sender.currentTitle ?? "") }
}

@MainActor @Suite struct ControlsLayoutFileTests {
    @Test func layoutFilesMakeControlsWithTheirStatesAndConnectActions() throws {
        UINib.register(ControlsFileOwner.self, .action("followTapped:", ControlsFileOwner.followTapped))
        let json = """
        {
          "formatVersion": 1,
          "objects": [
            {"class": "UIView", "id": "root", "properties": {"frame": [0, 0, 300, 200]},
             "subviews": [
               {"class": "UIButton", "id": "follow",
                "properties": {"frame": [10, 10, 120, 40], "title": {"normal": "Follow", "selected": "Following"},
                               "titleColor": "systemRed", "isSelected": true, "contentHorizontalAlignment": "left"},
                "actions": [{"event": "touchUpInside", "target": "owner", "action": "followTapped:"}]},
               {"class": "UISwitch", "properties": {"frame": [10, 60, 51, 31], "isEnabled": false}},
               {"class": "UIImageView", "properties": {"frame": [100, 60, 30, 20], "image": "photo@3x.png"}}
             ]}
          ]
        }
        """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("controls-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(json.utf8).write(to: directory.appendingPathComponent("controls-layout-test.json"))
        try FileManager.default.copyItem(at: Fixtures.folder("Images").appendingPathComponent("photo@3x.png"),
                                         to: directory.appendingPathComponent("photo@3x.png"))
        let owner = ControlsFileOwner()
        let nib = UINib(nibName: "controls-layout-test", bundle: Bundle(path: directory.path))
        let root = try #require(nib.instantiate(withOwner: owner).first as? UIView)
        let button = try #require(root.subviews[0] as? UIButton)
        #expect(button.buttonType == .system)
        #expect(button.isSelected && button.currentTitle == "Following")
        #expect(button.titleColor(for: .normal) == .systemRed)
        #expect(button.contentHorizontalAlignment == .left)
        #expect((root.subviews[1] as? UISwitch)?.isEnabled == false)
        #expect((root.subviews[2] as? UIImageView)?.image?.size == CGSize(width: 30, height: 20))
        let window = makeTouchWindow(width: 300, height: 200)
        window.addSubview(root)
        window.simulateTap(at: CGPoint(x: 50, y: 30))
        #expect(owner.taps == ["Following"])
    }
}
