import Foundation
import Testing
@testable import UIKit

@MainActor @Suite struct EventsGestureRecognizerTests {
    func setUp() -> (UIWindow, TouchLogView) { makeRecognizerWindow() }

    @Test func aTapRecognizesOnLiftAndCancelsTheViewsTouches() {
        let (window, view) = setUp()
        let tap = UITapGestureRecognizer()
        let log = StateLog(); log.attach(tap)
        view.addGestureRecognizer(tap)
        window.simulateTap(at: CGPoint(x: 50, y: 50))
        #expect(log.states == [.ended])
        #expect(view.log == ["v.began(1)", "v.cancelled(1)"])
        #expect(tap.state == .possible)  // reset once the sequence is over
        #expect(tap.view === view && view.gestureRecognizers?.count == 1)
    }

    @Test func withoutCancelsTouchesInViewTheViewSeesTheWholeTap() {
        let (window, view) = setUp()
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        window.simulateTap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["v.began(1)", "v.ended(1)"])
    }

    @Test func aTapThatMovesTooFarFails() throws {
        let (window, view) = setUp()
        let tap = UITapGestureRecognizer()
        let log = StateLog(); log.attach(tap)
        view.addGestureRecognizer(tap)
        try window.simulateTouches(TouchSequence().down(at: CGPoint(x: 50, y: 50)).move(to: CGPoint(x: 80, y: 50)).up())
        #expect(log.states.isEmpty)
        #expect(view.log == ["v.began(1)", "v.moved(1)", "v.ended(1)"])
    }

    @Test func aDoubleTapWaitsForTheSecondTapAndASingleTapCanRequireItToFail() {
        let (window, view) = setUp()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singleLog = StateLog(); singleLog.attach(single)
        let doubleLog = StateLog(); doubleLog.attach(double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        window.simulateTap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(doubleLog.states == [.ended])
        #expect(singleLog.states.isEmpty)

        // One tap: the double tap fails after the tap gap, then the single tap recognizes.
        window.simulateTap(at: CGPoint(x: 50, y: 50))
        #expect(doubleLog.states == [.ended])
        #expect(singleLog.states == [.ended])
    }

    @Test func aLongPressBeginsAfterItsMinimumDurationOnTheEventClock() throws {
        let (window, view) = setUp()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.5
        let log = StateLog(); log.attach(press)
        view.addGestureRecognizer(press)
        try window.simulateTouches(TouchSequence().down(at: CGPoint(x: 50, y: 50)).wait(0.4))
        #expect(log.states.isEmpty)
        try window.simulateTouches(TouchSequence().wait(0.2).move(to: CGPoint(x: 60, y: 50)).up())
        #expect(log.states == [.began, .changed, .ended])
        #expect(view.log == ["v.began(1)", "v.cancelled(1)"])
    }

    @Test func aLongPressFailsWhenTheFingerLiftsOrMovesTooEarly() throws {
        let (window, view) = setUp()
        let press = UILongPressGestureRecognizer()
        let log = StateLog(); log.attach(press)
        view.addGestureRecognizer(press)
        window.simulateTap(at: CGPoint(x: 50, y: 50))
        try window.simulateTouches(TouchSequence().down(at: CGPoint(x: 50, y: 50)).move(to: CGPoint(x: 90, y: 50)).wait(1).up())
        #expect(log.states.isEmpty)
    }

    @Test func aPanReportsTranslationAndVelocity() throws {
        let (window, view) = setUp()
        let pan = UIPanGestureRecognizer()
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []
        var states: [UIGestureRecognizer.State] = []
        let probe = UIPanGestureRecognizer { g in
            let p = g as! UIPanGestureRecognizer
            states.append(p.state)
            translations.append(p.translation(in: view))
            velocities.append(p.velocity(in: view))
        }
        _ = pan
        view.addGestureRecognizer(probe)
        try window.simulateTouches(TouchSequence()
            .down(at: CGPoint(x: 20, y: 20))
            .move(to: CGPoint(x: 25, y: 20), after: 0.1)
            .move(to: CGPoint(x: 40, y: 20), after: 0.1)
            .move(to: CGPoint(x: 60, y: 30), after: 0.1)
            .up(after: 0.1))
        #expect(states == [.began, .changed, .ended])
        #expect(translations == [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 10), CGPoint(x: 40, y: 10)])
        #expect(abs(velocities[0].x - 150) < 1e-6)
        #expect(abs(velocities[1].x - 200) < 1e-6 && abs(velocities[1].y - 100) < 1e-6)
        #expect(view.log == ["v.began(1)", "v.moved(1)", "v.cancelled(1)"])
    }

    @Test func setTranslationMovesTheZeroPoint() throws {
        let (window, view) = setUp()
        var seen: [CGPoint] = []
        let pan = UIPanGestureRecognizer { g in
            let p = g as! UIPanGestureRecognizer
            seen.append(p.translation(in: view))
            p.setTranslation(.zero, in: view)
        }
        view.addGestureRecognizer(pan)
        try window.simulateTouches(TouchSequence().down(at: CGPoint(x: 0, y: 0))
            .move(to: CGPoint(x: 15, y: 0)).move(to: CGPoint(x: 20, y: 0)).move(to: CGPoint(x: 30, y: 0)).up())
        #expect(seen == [CGPoint(x: 15, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 0), .zero])
    }

    @Test func aSwipeRecognizesOnlyInItsDirection() throws {
        let (window, view) = setUp()
        let right = UISwipeGestureRecognizer()
        let left = UISwipeGestureRecognizer(); left.direction = .left
        let rightLog = StateLog(); rightLog.attach(right)
        let leftLog = StateLog(); leftLog.attach(left)
        let delegate = Simultaneous()
        right.delegate = delegate
        view.addGestureRecognizer(right); view.addGestureRecognizer(left)
        try window.simulateTouches(.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 150, y: 110), duration: 0.2))
        #expect(rightLog.states == [.ended])
        #expect(leftLog.states.isEmpty)
        // Too slow: no swipe.
        try window.simulateTouches(.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 150, y: 100), duration: 2))
        #expect(rightLog.states == [.ended])
    }

    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
    }

    final class Refuses: UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { asked += 1; return false }
    }

    @Test func oneRecognizerWinsUnlessADelegateAllowsBoth() throws {
        let (window, view) = setUp()
        let pan = UIPanGestureRecognizer()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.05
        press.allowableMovement = 1000
        let panLog = StateLog(); panLog.attach(pan)
        let pressLog = StateLog(); pressLog.attach(press)
        view.addGestureRecognizer(pan); view.addGestureRecognizer(press)
        try window.simulateTouches(.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 0.3))
        // The long press began first (after 0.05 s); the pan was prevented.
        #expect(pressLog.states.first == .began)
        #expect(panLog.states.isEmpty)

        let both = Simultaneous()
        pan.delegate = both
        pressLog.states = []
        try window.simulateTouches(.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 0.3))
        #expect(pressLog.states.first == .began)
        #expect(panLog.states.first == .began && panLog.states.last == .ended)
    }

    @Test func aDelegateCanRefuseToBegin() {
        let (window, view) = setUp()
        let tap = UITapGestureRecognizer()
        let refuses = Refuses()
        tap.delegate = refuses
        let log = StateLog(); log.attach(tap)
        view.addGestureRecognizer(tap)
        window.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(refuses.asked == 1)
        #expect(log.states.isEmpty)
        #expect(view.log == ["v.began(1)", "v.ended(1)"])
    }

    @Test func aDisabledRecognizerReceivesNothing() {
        let (window, view) = setUp()
        let tap = UITapGestureRecognizer()
        tap.isEnabled = false
        let log = StateLog(); log.attach(tap)
        view.addGestureRecognizer(tap)
        window.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(log.states.isEmpty)
        #expect(view.log == ["v.began(1)", "v.ended(1)"])
    }

    @Test func delaysTouchesBeganHoldsTheViewsTouchesUntilTheRecognizerFails() throws {
        let (window, view) = setUp()
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        window.simulateTap(at: CGPoint(x: 10, y: 10))
        // The pan failed on lift: the held began arrives, then the end.
        #expect(view.log == ["v.began(1)", "v.ended(1)"])
        view.log = []
        try window.simulateTouches(.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10)))
        // The pan recognized: the view never heard of the touch.
        #expect(view.log.isEmpty)
    }

    @Test func recognizersOfAncestorsSeeTouchesOfTheirSubviews() {
        let (window, view) = setUp()
        let child = TouchLogView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        child.name = "c"; child.forwards = false
        view.addSubview(child)
        var locations: [CGPoint] = []
        let tap = UITapGestureRecognizer { g in locations.append(g.location(in: child)) }
        let log = StateLog(); log.attach(tap)
        view.addGestureRecognizer(tap)
        window.simulateTap(at: CGPoint(x: 20, y: 20))
        #expect(log.states == [.ended])
        #expect(child.log == ["c.began(1)", "c.cancelled(1)"])
        #expect(locations == [CGPoint(x: 10, y: 10)])
    }

    @Test func selectorActionsNeedARegisteredMethod() {
        let (window, view) = setUp()
        final class Handler: NSObject {
            var taps = 0
            func handleTap(_ g: UITapGestureRecognizer) { taps += 1 }
        }
        UINib.register(Handler.self, .action("handleTap:", Handler.handleTap))
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Selector("handleTap:"))
        tap.addTarget(handler, action: "missing:")  // reported once on standard error, ignored
        view.addGestureRecognizer(tap)
        window.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(handler.taps == 1)
        tap.removeTarget(handler, action: "handleTap:")
        window.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(handler.taps == 1)
    }
}
