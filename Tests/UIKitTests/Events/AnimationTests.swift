import Foundation
import Testing
@testable import UIKit

@MainActor @Suite struct EventsAnimationTests {
    @Test func animationBlocksApplyTheEndStateAndCompletionsRunWithFinishedTrue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        UIView.animate(withDuration: 0.3, animations: {
            view.alpha = 0.5
            view.frame.origin.x = 100
            log.append("animations \(UIView.inheritedAnimationDuration)")
        }, completion: { finished in log.append("completion \(finished)") })
        log.append("returned")
        #expect(view.alpha == 0.5 && view.frame.origin.x == 100)
        #expect(log == ["animations 0.3", "completion true", "returned"])

        UIView.animate(withDuration: 1, delay: 2, usingSpringWithDamping: 0.5, initialSpringVelocity: 1, options: [.curveEaseIn]) {
            view.backgroundColor = .red
        }
        #expect(view.backgroundColor == .red)

        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.2 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.9 }
        }
        #expect(abs(view.alpha - 0.9) < 1e-6)

        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 5) { #expect(UIView.inheritedAnimationDuration == 0) }
        }
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func transitionFromViewToViewSwapsThem() {
        let container = UIView()
        let a = UIView(), b = UIView()
        container.addSubview(a)
        var done = false
        UIView.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve]) { done = $0 }
        #expect(a.superview == nil && b.superview === container && done)
    }

    @Test func layerAnimationsAreRecordedWithoutChangingTheModel() {
        let layer = CALayer()
        layer.opacity = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0; fade.duration = 0.25
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(fade, forKey: "fade")
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = [0, Double.pi]
        let group = CAAnimationGroup()
        group.animations = [spin, CASpringAnimation(keyPath: "position")]
        layer.add(group, forKey: "group")
        #expect(layer.opacity == 1)
        #expect(layer.animationKeys() == ["fade", "group"])
        #expect(layer.animation(forKey: "fade") === fade)
        #expect(layer.presentation() === layer)
        layer.removeAnimation(forKey: "fade")
        #expect(layer.animationKeys() == ["group"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        var point = [Float](repeating: 0, count: 2)
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        #expect(CASpringAnimation().settlingDuration > 0)
    }
}
