import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@MainActor final class ActionTarget: UIView {
    var log: [String] = []
    func didTap(_ sender: UIButton) { log.append("didTap") }
    func valueChanged(_ sender: UISwitch) { log.append("switch \(sender.isOn)") }
    func refresh() { log.append("refresh") }
}

@MainActor @Suite(.serialized) struct ControlsInteractionTests {
    init() {
        UINib.register(ActionTarget.self, .action("didTap:", ActionTarget.didTap), .action("refresh", ActionTarget.refresh))
    }

    func window(with control: UIView, at frame: CGRect) -> UIWindow {
        let window = makeTouchWindow(width: 300, height: 200)
        control.frame = frame
        window.addSubview(control)
        return window
    }

    func eventLog(_ control: UIControl) -> () -> [String] {
        var log: [String] = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in names {
            control.addAction(UIAction { _ in log.append(name) }, for: event)
        }
        return { log }
    }

    @Test func aTapSendsTouchDownThenTouchUpInsideAndThePrimaryAction() {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        let w = window(with: button, at: CGRect(x: 10, y: 10, width: 80, height: 40))
        let log = eventLog(button)
        w.simulateTap(at: CGPoint(x: 50, y: 30))
        #expect(log() == ["touchDown", "upInside", "primary"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test func draggingOutAndBackSendsExitAndEnterWithTheSeventyPointAllowance() throws {
        let button = UIButton(type: .system)
        let w = window(with: button, at: CGRect(x: 10, y: 10, width: 80, height: 40))
        let log = eventLog(button)
        var highlights: [Bool] = []
        button.addAction(UIAction { [unowned button] _ in highlights.append(button.isHighlighted) }, for: .allTouchEvents)
        try w.simulateTouches(TouchSequence().down(at: CGPoint(x: 50, y: 30))
            .move(to: CGPoint(x: 150, y: 30))   // 60 points past the right edge: still inside
            .move(to: CGPoint(x: 170, y: 30))   // 80 points past: outside
            .move(to: CGPoint(x: 60, y: 30))
            .up())
        #expect(log() == ["touchDown", "dragInside", "dragOutside", "dragExit", "dragInside", "dragEnter", "upInside", "primary"])
        #expect(highlights.first == true)
        try w.simulateTouches(TouchSequence().down(at: CGPoint(x: 50, y: 30)).move(to: CGPoint(x: 250, y: 30)).up())
        #expect(Array(log().suffix(4)) == ["touchDown", "dragOutside", "dragExit", "upOutside"])
    }

    @Test func aPressedButtonIsHighlightedUntilTheFingerLifts() throws {
        let button = UIButton(type: .system)
        let w = window(with: button, at: CGRect(x: 10, y: 10, width: 80, height: 40))
        try w.simulateTouches(TouchSequence().down(at: CGPoint(x: 50, y: 30)))
        #expect(button.isHighlighted && button.isTracking && button.state == .highlighted)
        try w.simulateTouches(TouchSequence().up())
        #expect(!button.isHighlighted && button.state == .normal)
    }

    @Test func aCancelledTouchSendsTouchCancel() throws {
        let button = UIButton(type: .system)
        let w = window(with: button, at: CGRect(x: 10, y: 10, width: 80, height: 40))
        let log = eventLog(button)
        try w.simulateTouches(TouchSequence().down(at: CGPoint(x: 50, y: 30)).cancel())
        #expect(log() == ["touchDown", "cancel"])
    }

    @Test func aDoubleTapSendsTouchDownRepeat() {
        let button = UIButton(type: .system)
        let w = window(with: button, at: CGRect(x: 10, y: 10, width: 80, height: 40))
        let log = eventLog(button)
        w.simulateTap(at: CGPoint(x: 50, y: 30), count: 2)
        #expect(log() == ["touchDown", "upInside", "primary", "touchDown", "touchDownRepeat", "upInside", "primary"])
    }

    @Test func disabledControlsLetTouchesThroughAndSendNothing() {
        let behind = TouchLogView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        behind.name = "behind"; behind.forwards = false
        let w = window(with: behind, at: CGRect(x: 0, y: 0, width: 300, height: 200))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        button.isEnabled = false
        w.addSubview(button)
        let log = eventLog(button)
        w.simulateTap(at: CGPoint(x: 50, y: 30))
        #expect(log().isEmpty)
        #expect(behind.log == ["behind.began(1)", "behind.ended(1)"])
        #expect(button.state == .disabled)
    }

    @Test func selectorTargetsNeedTheirMethodRegistered() {
        let target = ActionTarget()
        let button = UIButton(type: .system)
        let w = window(with: button, at: CGRect(x: 10, y: 10, width: 80, height: 40))
        button.addTarget(target, action: Selector("didTap:"), for: .touchUpInside)
        button.addTarget(target, action: "refresh", for: .touchUpInside)
        button.addTarget(target, action: "unregistered:", for: .touchUpInside)  // reported on standard error, skipped
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["didTap:", "refresh", "unregistered:"])
        #expect(button.allTargets.contains(AnyHashable(target)))
        #expect(button.allControlEvents == .touchUpInside)
        w.simulateTap(at: CGPoint(x: 50, y: 30))
        #expect(target.log == ["didTap", "refresh"])
        button.removeTarget(target, action: "refresh", for: .touchUpInside)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["didTap:", "unregistered:"])
        button.removeTarget(target, action: nil, for: .allEvents)
        w.simulateTap(at: CGPoint(x: 50, y: 30))
        #expect(target.log == ["didTap", "refresh"])
        #expect(button.allTargets.isEmpty)
    }

    @Test func methodReferenceTargetsNeedNoRegistration() {
        let target = ActionTarget()
        let toggle = UISwitch()
        let w = window(with: toggle, at: CGRect(x: 10, y: 10, width: 51, height: 31))
        toggle.addTarget(target, action: ActionTarget.valueChanged, for: .valueChanged)
        w.simulateTap(at: CGPoint(x: 30, y: 25))
        w.simulateTap(at: CGPoint(x: 30, y: 25))
        #expect(target.log == ["switch true", "switch false"])
    }

    @Test func nilTargetedActionsGoUpTheResponderChain() {
        let target = ActionTarget(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let w = window(with: target, at: CGRect(x: 0, y: 0, width: 300, height: 200))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        target.addSubview(button)
        button.addTarget(nil, action: "didTap:", for: .touchUpInside)
        w.simulateTap(at: CGPoint(x: 50, y: 30))
        #expect(target.log == ["didTap"])
        #expect(target.target(forAction: "didTap:", withSender: button) as AnyObject === target)
        #expect(button.target(forAction: "nothing:", withSender: nil) == nil)
    }

    @Test func actionsWithTheSameIdentifierReplaceEachOther() {
        let button = UIButton(type: .system)
        var log: [String] = []
        let id = UIAction.Identifier("tap")
        button.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
        var sender: Any?
        button.addAction(UIAction { action in sender = action.sender }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["second"])
        #expect(sender as AnyObject === button)
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["second"])
    }

    @Test func primaryActionInitialisersRunOnTap() {
        var ran = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in ran += 1 })
        #expect(button.title(for: .normal) == "Go" && button.buttonType == .system)
        let w = window(with: button, at: CGRect(x: 10, y: 10, width: 80, height: 40))
        w.simulateTap(at: CGPoint(x: 50, y: 30))
        #expect(ran == 1)
    }

    @Test func tappingValueControlsChangesThem() throws {
        let w = makeTouchWindow(width: 400, height: 200)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let stepper = UIStepper(frame: CGRect(x: 100, y: 10, width: 0, height: 0))
        let segments = UISegmentedControl(items: ["A", "B", "C"])
        segments.frame = CGRect(x: 10, y: 60, width: 150, height: 32)
        segments.selectedSegmentIndex = 0
        let pages = UIPageControl(frame: CGRect(x: 200, y: 60, width: 120, height: 26))
        pages.numberOfPages = 3
        let slider = UISlider(frame: CGRect(x: 10, y: 120, width: 228, height: 31))
        for v in [toggle, stepper, segments, pages, slider] as [UIView] { w.addSubview(v) }
        #expect(toggle.frame.size == CGSize(width: 51, height: 31) && stepper.frame.size == CGSize(width: 94, height: 32))
        let switchLog = eventLog(toggle)

        w.simulateTap(at: CGPoint(x: 30, y: 25))
        #expect(toggle.isOn)
        #expect(switchLog() == ["touchDown", "valueChanged", "primary", "upInside"])

        w.simulateTap(at: CGPoint(x: 180, y: 26))  // stepper's +
        w.simulateTap(at: CGPoint(x: 180, y: 26))
        #expect(stepper.value == 2)
        w.simulateTap(at: CGPoint(x: 110, y: 26))  // stepper's −
        #expect(stepper.value == 1)

        w.simulateTap(at: CGPoint(x: 135, y: 76))  // third segment
        #expect(segments.selectedSegmentIndex == 2)

        w.simulateTap(at: CGPoint(x: 300, y: 73))  // right of the current dot
        #expect(pages.currentPage == 1)

        // The thumb (28 points) starts at 0.5: x = 10 + 100 + 14 = 124. Drag it 100 points right.
        var values: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
        try w.simulateTouches(.drag(from: CGPoint(x: 124, y: 135), to: CGPoint(x: 224, y: 135), steps: 4))
        #expect(slider.value == 1)
        #expect(values.count == 4)
        // A tap on the track away from the thumb does not move it.
        w.simulateTap(at: CGPoint(x: 20, y: 135))
        #expect(slider.value == 1)
    }

    @Test func aControlsTapWinsOverItsSuperviewsTapRecognizer() {
        let container = UIView()
        let w = window(with: container, at: CGRect(x: 0, y: 0, width: 300, height: 200))
        var recognized = 0
        container.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        container.addSubview(button)
        let log = eventLog(button)
        w.simulateTap(at: CGPoint(x: 50, y: 30))
        #expect(log() == ["touchDown", "upInside", "primary"])
        #expect(recognized == 0)
        w.simulateTap(at: CGPoint(x: 200, y: 150))
        #expect(recognized == 1)
    }

    @Test func aTappedSwitchShowsOnInTheNextFrame() {
        let w = makeTouchWindow(width: 90, height: 50)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 10, width: 0, height: 0))
        w.addSubview(toggle)
        expectGolden(w.imageAtScale3, named: "switch-tapped-before@3x", in: "Controls")
        w.simulateTap(at: CGPoint(x: 40, y: 25))
        expectGolden(w.imageAtScale3, named: "switch-tapped-after@3x", in: "Controls")
        #expect(toggle.isOn)
    }
}
