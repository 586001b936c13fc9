import Foundation
import Testing
@testable import UIKit

/// Pinch, rotation and screen-edge pans from simulated fingers.
@MainActor @Suite struct MultiTouchGestureTests {
    func setUp() -> (UIWindow, TouchLogView) { makeRecognizerWindow() }

    /// Two fingers down at `a` and `b`, each step moving both (0.1 s apart), then both lifting.
    func twoFingers(_ a: CGPoint, _ b: CGPoint, _ steps: [(CGPoint, CGPoint)]) -> TouchSequence {
        var s = TouchSequence().down(at: a, finger: 0).down(at: b, finger: 1)
        for (p, q) in steps { s = s.move(to: p, finger: 0, after: 0.1).move(to: q, finger: 1, after: 0) }
        return s.up(finger: 0, after: 0.1).up(finger: 1, after: 0)
    }

    @Test func aPinchReportsScaleAndVelocityFromTheFingersDistance() throws {
        let (window, view) = setUp()
        var seen: [(UIGestureRecognizer.State, CGFloat, CGFloat)] = []
        let pinch = UIPinchGestureRecognizer { g in
            let p = g as! UIPinchGestureRecognizer
            seen.append((p.state, p.scale, p.velocity))
        }
        view.addGestureRecognizer(pinch)
        // 40 points apart, then 44 (under the threshold), 60, 80.
        try window.simulateTouches(twoFingers(CGPoint(x: 80, y: 100), CGPoint(x: 120, y: 100), [
            (CGPoint(x: 78, y: 100), CGPoint(x: 122, y: 100)),
            (CGPoint(x: 70, y: 100), CGPoint(x: 130, y: 100)),
            (CGPoint(x: 60, y: 100), CGPoint(x: 140, y: 100)),
        ]))
        #expect(seen.map(\.0) == [.began, .changed, .ended])
        #expect(abs(seen[0].1 - 1.5) < 1e-9)
        #expect(abs(seen[1].1 - 2) < 1e-9)
        // 16 points in 0.1 s, then 20 points: scale per second over 40 points.
        #expect(abs(seen[0].2 - 4) < 1e-9)
        #expect(abs(seen[1].2 - 5) < 1e-9)
        #expect(view.log == ["v.began(2)", "v.moved(2)", "v.cancelled(2)"])
        #expect(pinch.state == .possible && pinch.scale == 1)
    }

    @Test func settingTheScaleCountsOnFromIt() throws {
        let (window, view) = setUp()
        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { g in
            let p = g as! UIPinchGestureRecognizer
            scales.append(p.scale)
            p.scale = 1
        }
        view.addGestureRecognizer(pinch)
        try window.simulateTouches(twoFingers(CGPoint(x: 80, y: 100), CGPoint(x: 120, y: 100), [
            (CGPoint(x: 60, y: 100), CGPoint(x: 140, y: 100)),   // 80 apart: 2
            (CGPoint(x: 20, y: 100), CGPoint(x: 180, y: 100)),   // 160 apart: 2 again from 80
        ]))
        #expect(scales.count == 3)
        #expect(abs(scales[0] - 2) < 1e-9 && abs(scales[1] - 2) < 1e-9 && scales[2] == 1)
    }

    @Test func onePinchingFingerOrFingersThatBarelyMoveFail() throws {
        let (window, view) = setUp()
        let pinch = UIPinchGestureRecognizer()
        let log = StateLog(); log.attach(pinch)
        view.addGestureRecognizer(pinch)
        try window.simulateTouches(.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 150, y: 20)))
        try window.simulateTouches(twoFingers(CGPoint(x: 80, y: 100), CGPoint(x: 120, y: 100),
                                              [(CGPoint(x: 76, y: 100), CGPoint(x: 124, y: 100))]))
        #expect(log.states.isEmpty)
        #expect(pinch.state == .possible)
    }

    @Test func aRotationReportsRadiansClockwiseOnScreen() throws {
        let (window, view) = setUp()
        var seen: [(UIGestureRecognizer.State, CGFloat, CGFloat)] = []
        let rotation = UIRotationGestureRecognizer { g in
            let r = g as! UIRotationGestureRecognizer
            seen.append((r.state, r.rotation, r.velocity))
        }
        view.addGestureRecognizer(rotation)
        // Fingers 80 apart about (100, 100): turned 45° then 90° clockwise (y down).
        let d = 40 / 2.0.squareRoot()
        try window.simulateTouches(twoFingers(CGPoint(x: 60, y: 100), CGPoint(x: 140, y: 100), [
            (CGPoint(x: 100 - d, y: 100 - d), CGPoint(x: 100 + d, y: 100 + d)),
            (CGPoint(x: 100, y: 60), CGPoint(x: 100, y: 140)),
        ]))
        #expect(seen.map(\.0) == [.began, .changed, .ended])
        #expect(abs(seen[0].1 - .pi / 4) < 1e-9)
        #expect(abs(seen[1].1 - .pi / 2) < 1e-9)
        #expect(abs(seen[1].2 - (.pi / 4) / 0.1) < 1e-6)
    }

    @Test func rotationCountsPastHalfATurn() throws {
        let (window, view) = setUp()
        var last: CGFloat = 0
        let rotation = UIRotationGestureRecognizer { g in last = (g as! UIRotationGestureRecognizer).rotation }
        view.addGestureRecognizer(rotation)
        // Counter-clockwise in steps of 60°, to 240° (past ±180°).
        var steps: [(CGPoint, CGPoint)] = []
        for i in 1...4 {
            let angle = -Double(i) * .pi / 3
            let dx = 50 * cos(angle), dy = 50 * sin(angle)
            steps.append((CGPoint(x: 100 - dx, y: 100 - dy), CGPoint(x: 100 + dx, y: 100 + dy)))
        }
        try window.simulateTouches(twoFingers(CGPoint(x: 50, y: 100), CGPoint(x: 150, y: 100), steps))
        #expect(abs(last + 4 * .pi / 3) < 1e-9)
    }

    @Test func pinchAndRotationRecognizeTogetherWhenADelegateAllows() throws {
        let (window, view) = setUp()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let pinchLog = StateLog(); pinchLog.attach(pinch)
        let rotationLog = StateLog(); rotationLog.attach(rotation)
        view.addGestureRecognizer(pinch); view.addGestureRecognizer(rotation)
        // Apart and turning at once: without a delegate the first to begin wins.
        let fingers = twoFingers(CGPoint(x: 80, y: 100), CGPoint(x: 120, y: 100), [
            (CGPoint(x: 60, y: 80), CGPoint(x: 140, y: 120)),
            (CGPoint(x: 60, y: 60), CGPoint(x: 140, y: 140)),
        ])
        try window.simulateTouches(fingers)
        #expect(pinchLog.states == [.began, .changed, .ended])
        #expect(rotationLog.states.isEmpty)

        let both = EventsGestureRecognizerTests.Simultaneous()
        rotation.delegate = both
        pinchLog.states = []
        try window.simulateTouches(fingers)
        #expect(pinchLog.states == [.began, .changed, .ended])
        #expect(rotationLog.states == [.began, .changed, .ended])
    }

    @Test func anEdgePanStartsOnlyAtItsEdgesAndMovingAway() throws {
        let (window, view) = setUp()
        var translations: [CGPoint] = []
        let edge = UIScreenEdgePanGestureRecognizer { g in translations.append((g as! UIPanGestureRecognizer).translation(in: view)) }
        let log = StateLog(); log.attach(edge)
        view.addGestureRecognizer(edge)
        // No edges: nothing.
        try window.simulateTouches(.drag(from: CGPoint(x: 2, y: 100), to: CGPoint(x: 100, y: 100)))
        #expect(log.states.isEmpty)

        edge.edges = .left
        try window.simulateTouches(.drag(from: CGPoint(x: 2, y: 100), to: CGPoint(x: 100, y: 100)))
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(translations.last == CGPoint(x: 98, y: 0))

        log.states = []
        // Away from the edge, along it, or from the other edge: fails.
        try window.simulateTouches(.drag(from: CGPoint(x: 40, y: 100), to: CGPoint(x: 140, y: 100)))
        try window.simulateTouches(.drag(from: CGPoint(x: 2, y: 20), to: CGPoint(x: 6, y: 180)))
        try window.simulateTouches(.drag(from: CGPoint(x: 198, y: 100), to: CGPoint(x: 100, y: 100)))
        #expect(log.states.isEmpty)

        edge.edges = [.right, .bottom]
        try window.simulateTouches(.drag(from: CGPoint(x: 198, y: 100), to: CGPoint(x: 100, y: 100)))
        try window.simulateTouches(.drag(from: CGPoint(x: 100, y: 195), to: CGPoint(x: 100, y: 100)))
        #expect(log.states.filter { $0 == .began }.count == 2)
    }
}
