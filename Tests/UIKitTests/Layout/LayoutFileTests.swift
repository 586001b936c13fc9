import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@MainActor
private func load(_ json: String, file: String = "inline.json") throws(LayoutFileError) -> [Any] {
    try UINib(data: Data(json.utf8), bundle: nil).checkedInstantiate(withOwner: nil)
}

@MainActor
@Suite struct LayoutFileTests {
    @Test func constraintsAndAStackViewFromALayoutFileRender() throws {
        let data = try Data(contentsOf: Fixtures.folder("Layout").appendingPathComponent("constraints-and-stack.json"))
        let objects = try UINib(data: data, bundle: nil).checkedInstantiate(withOwner: nil)
        let screen = try #require(objects.first as? UIView)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 260))
        window.offscreenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.addSubview(screen)
        window.isHidden = false
        window.layoutIfNeeded()

        let header = try #require(screen.subviews.first)
        let card = screen.subviews[1]
        let stack = try #require(screen.subviews[2] as? UIStackView)
        // Views named by constraints stop translating their masks; the root keeps its frame.
        #expect(screen.translatesAutoresizingMaskIntoConstraints && !header.translatesAutoresizingMaskIntoConstraints)
        #expect(header.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(card.frame == CGRect(x: 16, y: 76, width: 343, height: 80))
        let avatar = card.subviews[0], bar = card.subviews[1]
        #expect(avatar.frame == CGRect(x: 12, y: 12, width: 56, height: 56))
        // bar.width <= 120 (required) beats trailing == superview − 12 (750).
        #expect(bar.frame == CGRect(x: 80, y: 34, width: 120, height: 12))
        #expect(stack.frame == CGRect(x: 16, y: 168, width: 343, height: 76))
        #expect(stack.arrangedSubviews.count == 4)
        // Three visible views: (343 − 16) / 3 = 109.
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 117, 226, 234])  // the hidden one: 0 wide, after green
        #expect(screen.constraints.contains { $0.identifier == "header-height" } == false)
        #expect(header.constraints.first?.identifier == "header-height")

        let image = try #require(window.offscreenImage().cgImage)
        #expect(image.width == 1125 && image.height == 780)
        expectGolden(image, named: "constraints-and-stack@3x", in: "Layout")
    }

    @Test func aBadConstraintIsReportedWithItsPosition() {
        let json = """
            {"formatVersion": 1, "objects": [
              {"class": "UIView", "id": "root", "properties": {"frame": [0, 0, 100, 100]},
               "subviews": [{"class": "UIView", "id": "a"}],
               "constraints": ["a.leading == root.trailing", "a.width == root.height * 0.5 @750",
                               "a.top == a.leading"]}]}
            """
        do {
            _ = try load(json)
            Issue.record("expected an error")
        } catch {
            // The parser refuses mixed axes where the file is read.
            #expect(error.description.hasPrefix("data:5:"))
            #expect(error.description.contains("cannot constrain a vertical position (top) to a horizontal position (leading)"))
        }
    }

    @Test func constraintsGetTheirPriorityIdentifierAndOutletBeforeAwakeFromNib() throws {
        final class Holder: UIView {
            var height: NSLayoutConstraint?
            var heightAtAwake: CGFloat?
            override func awakeFromNib() { heightAtAwake = height?.constant }
        }
        UINib.register(Holder.self, .outlet("height", \.height))
        let json = """
            {"formatVersion": 1, "objects": [
              {"class": "Holder", "id": "root", "properties": {"frame": [0, 0, 100, 100]},
               "subviews": [{"class": "UIView", "id": "a"}],
               "outlets": {"height": "h"},
               "constraints": [{"constraint": "a.height == 30 @defaultHigh", "id": "h", "identifier": "tall"},
                               "a.width == superview.width * 0.5", "a.top == superview.topMargin",
                               "a.leading == superview.leading"]}]}
            """
        let root = try #require(try load(json).first as? Holder)
        let height = try #require(root.height)
        #expect(root.heightAtAwake == 30)
        #expect(height.priority == .defaultHigh && height.identifier == "tall" && height.isActive)
        root.layoutIfNeeded()
        #expect(root.subviews[0].frame == CGRect(x: 0, y: 8, width: 50, height: 30))
    }
}
