import Foundation
import Testing
@testable import UIKit

@MainActor struct PropertyAnimatorTests {
    static func scene() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(box)
        return (window, box)
    }

    @Test func startingEndsInTheFinalStateAndRunsTheCompletions() {
        let (window, box) = Self.scene()
        defer { withExtendedLifetime(window) {} }
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
            box.center = CGPoint(x: 110, y: 50)
            box.alpha = 0.5
        }
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .inactive && box.center == CGPoint(x: 10, y: 10))
        animator.startAnimation()
        #expect(box.center == CGPoint(x: 110, y: 50) && box.alpha == 0.5)
        #expect(ended == [.end] && animator.state == .inactive && !animator.isRunning)
    }

    @Test func aPausedAnimatorShowsTheStateAtItsFraction() {
        let (window, box) = Self.scene()
        defer { withExtendedLifetime(window) {} }
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) {
            box.center = CGPoint(x: 110, y: 10)
            box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            box.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        animator.pauseAnimation()
        #expect(animator.state == .active && box.center == CGPoint(x: 10, y: 10))
        animator.fractionComplete = 0.25
        #expect(box.center == CGPoint(x: 35, y: 10))
        #expect(box.transform.a == 1.25)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = box.backgroundColor?.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 0.75 && b == 0.25)
        animator.isReversed = true
        animator.fractionComplete = 0.25
        #expect(box.center == CGPoint(x: 85, y: 10))
        animator.isReversed = false
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .start)
        #expect(ended == .start && box.center == CGPoint(x: 10, y: 10) && box.transform == .identity)
    }

    @Test func aRunningAnimatorAndSpringParametersKeepWhatTheyWereGiven() {
        let (window, box) = Self.scene()
        defer { withExtendedLifetime(window) {} }
        var done = false
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0.1, options: [],
                                                                     animations: { box.alpha = 0 },
                                                                     completion: { done = $0 == .end })
        #expect(done && box.alpha == 0 && animator.delay == 0.1)
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 0))
        #expect(spring.initialVelocity == CGVector(dx: 1, dy: 0) && spring.timingCurveType == .spring)
        let custom = UIViewPropertyAnimator(duration: 2, timingParameters: spring)
        #expect(custom.timingParameters?.springTimingParameters === spring && custom.duration == 2)
        #expect(UICubicTimingParameters(animationCurve: .linear).controlPoint2 == CGPoint(x: 1, y: 1))
        // Stopped without finishing: completions never run, the views stay where they are.
        var ran = false
        let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 1 }
        stopped.addCompletion { _ in ran = true }
        stopped.fractionComplete = 0.5
        stopped.stopAnimation(true)
        #expect(!ran && box.alpha == 0.5 && stopped.state == .inactive)
    }

    @Test func feedbackGeneratorsDoNothingAndSayWhatTheyWereMadeWith() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        #expect(impact.style == .heavy && UIImpactFeedbackGenerator().style == .medium)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
    }
}
