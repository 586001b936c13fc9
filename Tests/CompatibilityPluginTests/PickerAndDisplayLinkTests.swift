import Foundation
import Testing
import UIKit

// Tests/CompatibilityFixtures/App/PulseAnimator.swift compiled through the
// plugin: #selector targets of a display link and a hover recognizer, and an
// image picker whose delegate is the presenting controller.
@MainActor
@Suite struct PickerAndDisplayLinkTests {
    @Test func theDisplayLinkCallsItsSelectorOnceARefresh() {
        let animator = PulseAnimator()
        animator.start()
        let deadline = Date().addingTimeInterval(2)
        while animator.timestamps.count < 3, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        let t = animator.timestamps
        #expect(t.count == 3)
        if t.count == 3 { #expect(abs(t[2] - t[0] - 2.0 / 60) < 1e-9) }
    }

    @Test func theHoverSelectorFollowsThePointer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = HoverHighlightView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        window.isHidden = false
        window.simulatePointerMove(to: CGPoint(x: 10, y: 10))
        #expect(view.highlighted)
        window.simulatePointerExit()
        #expect(!view.highlighted)
    }

    @Test func aPickedImageBecomesTheAvatar() throws {
        let controller = AvatarViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.isHidden = false
        controller.chooseAvatar()
        let picker = try #require(controller.presentedViewController as? UIImagePickerController)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        picker.simulatePicking(image)
        #expect(controller.avatar.image === image)
        #expect(controller.presentedViewController == nil)
    }
}
