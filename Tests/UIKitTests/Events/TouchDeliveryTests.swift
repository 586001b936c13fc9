import Foundation
import Testing
@testable import UIKit

@MainActor @Suite struct EventsTouchDeliveryTests {
    @Test func aTapIsDeliveredToTheHitViewBeganThenEnded() throws {
        let window = makeTouchWindow()
        let view = TouchLogView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        view.name = "v"; view.forwards = false
        window.addSubview(view)
        window.simulateTap(at: CGPoint(x: 30, y: 30))
        #expect(view.log == ["v.began(1)", "v.ended(1)"])
    }

    @Test func unhandledTouchesTravelUpTheResponderChain() {
        let window = makeTouchWindow()
        var log: [String] = []
        let outer = TouchLogView(frame: CGRect(x: 10, y: 10, width: 150, height: 150))
        outer.name = "outer"; outer.forwards = false; outer.record = { log.append($0) }
        let inner = TouchLogView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        inner.name = "inner"; inner.record = { log.append($0) }
        outer.addSubview(inner)
        window.addSubview(outer)
        window.simulateTap(at: CGPoint(x: 30, y: 30))
        #expect(log == ["inner.began(1)", "outer.began(1)", "inner.ended(1)", "outer.ended(1)"])
        #expect(inner.next === outer && outer.next === window && window.next == nil)
    }

    @Test func aTouchStaysWithTheViewItBeganInWhenItMovesAway() throws {
        let window = makeTouchWindow()
        let a = TouchLogView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)); a.name = "a"; a.forwards = false
        let b = TouchLogView(frame: CGRect(x: 100, y: 0, width: 50, height: 50)); b.name = "b"; b.forwards = false
        window.addSubview(a); window.addSubview(b)
        try window.simulateTouches(TouchSequence().down(at: CGPoint(x: 10, y: 10)).move(to: CGPoint(x: 120, y: 10)).up())
        #expect(a.log == ["a.began(1)", "a.moved(1)", "a.ended(1)"])
        #expect(b.log.isEmpty)
    }

    @Test func touchesReportLocationsInAnyViewAndTheirPhase() throws {
        let window = makeTouchWindow()
        final class Recorder: UIView {
            var seen: [(UITouch.Phase, CGPoint, CGPoint, CGPoint, Int)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
            func note(_ touches: Set<UITouch>) {
                let t = touches.first!
                seen.append((t.phase, t.location(in: self), t.previousLocation(in: self), t.location(in: nil), t.tapCount))
            }
        }
        let view = Recorder(frame: CGRect(x: 50, y: 40, width: 100, height: 100))
        window.addSubview(view)
        try window.simulateTouches(TouchSequence().down(at: CGPoint(x: 60, y: 50)).move(to: CGPoint(x: 70, y: 55)).up())
        #expect(view.seen.count == 3)
        #expect(view.seen[0].0 == .began && view.seen[0].1 == CGPoint(x: 10, y: 10))
        #expect(view.seen[1].0 == .moved && view.seen[1].1 == CGPoint(x: 20, y: 15) && view.seen[1].2 == CGPoint(x: 10, y: 10))
        #expect(view.seen[1].3 == CGPoint(x: 70, y: 55))
        #expect(view.seen[2].0 == .ended && view.seen[2].4 == 1)
    }

    @Test func quickTapsCountUpInTapCount() {
        let window = makeTouchWindow()
        final class Counter: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { counts.append(touches.first!.tapCount) }
        }
        let view = Counter(frame: window.bounds)
        window.addSubview(view)
        window.simulateTap(at: CGPoint(x: 50, y: 50), count: 3)
        window.simulateTap(at: CGPoint(x: 50, y: 50))
        #expect(view.counts == [1, 2, 3, 1])
    }

    @Test func theEventCarriesEveryTouchOnScreen() throws {
        let window = makeTouchWindow()
        final class Multi: UIView {
            var allCounts: [Int] = []
            var own: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                allCounts.append(event?.allTouches?.count ?? 0)
                own.append(event?.touches(for: self)?.count ?? 0)
            }
        }
        let view = Multi(frame: window.bounds)
        window.addSubview(view)
        try window.simulateTouches(TouchSequence()
            .down(at: CGPoint(x: 10, y: 10), finger: 0)
            .down(at: CGPoint(x: 90, y: 90), finger: 1, after: 0)
            .up(finger: 0).up(finger: 1, after: 0))
        #expect(view.allCounts == [2])
        #expect(view.own == [2])
    }

    @Test func touchesPassThroughHiddenDisabledAndTransparentViews() {
        let window = makeTouchWindow()
        let back = TouchLogView(frame: window.bounds); back.name = "back"; back.forwards = false
        window.addSubview(back)
        for configure in [{ (v: UIView) in v.isHidden = true }, { $0.isUserInteractionEnabled = false }, { $0.alpha = 0.01 }] {
            let front = TouchLogView(frame: window.bounds); front.forwards = false
            configure(front)
            window.addSubview(front)
            window.simulateTap(at: CGPoint(x: 50, y: 50))
            #expect(front.log.isEmpty)
            front.removeFromSuperview()
        }
        #expect(back.log.count == 6)
    }

    @Test func impossibleSequencesThrowBeforeAnythingIsDelivered() {
        let window = makeTouchWindow()
        let view = TouchLogView(frame: window.bounds); view.forwards = false
        window.addSubview(view)
        #expect(throws: TouchSequenceError(stepIndex: 1, message: "finger 0 is already down")) {
            try window.simulateTouches(TouchSequence().down(at: .zero).down(at: .zero))
        }
        #expect(throws: TouchSequenceError.self) {
            try window.simulateTouches(TouchSequence().down(at: CGPoint(x: 5, y: 5)).up().move(to: .zero))
        }
        #expect(view.log.isEmpty)
    }

    @Test func aFingerLeftDownContinuesInTheNextSequence() throws {
        let window = makeTouchWindow()
        let view = TouchLogView(frame: window.bounds); view.name = "v"; view.forwards = false
        window.addSubview(view)
        try window.simulateTouches(TouchSequence().down(at: CGPoint(x: 5, y: 5)))
        #expect(view.log == ["v.began(1)"])
        try window.simulateTouches(TouchSequence().up())
        #expect(view.log == ["v.began(1)", "v.ended(1)"])
    }

    @Test func aCancelledTouchIsDeliveredAsCancelled() throws {
        let window = makeTouchWindow()
        let view = TouchLogView(frame: window.bounds); view.name = "v"; view.forwards = false
        window.addSubview(view)
        try window.simulateTouches(TouchSequence().down(at: CGPoint(x: 5, y: 5)).cancel(after: 0.1))
        #expect(view.log == ["v.began(1)", "v.cancelled(1)"])
    }
}
