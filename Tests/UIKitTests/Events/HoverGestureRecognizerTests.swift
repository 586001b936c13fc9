import Foundation
import Testing
@testable import UIKit

@Suite("hover")
@MainActor
struct HoverGestureRecognizerTests {
    private func hoverWindow() -> (UIWindow, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        card.addSubview(badge)
        window.addSubview(card)
        window.isHidden = false
        return (window, card, badge)
    }

    @Test func enteringMovingAndLeavingBeginChangeAndEnd() {
        let (window, card, badge) = hoverWindow()
        var log: [String] = []
        let hover = UIHoverGestureRecognizer { recognizer in
            let p = recognizer.location(in: card)
            log.append("\(recognizer.state.rawValue) \(Int(p.x)),\(Int(p.y))")
        }
        card.addGestureRecognizer(hover)
        window.simulatePointerMove(to: CGPoint(x: 5, y: 5))
        #expect(log.isEmpty)
        window.simulatePointerMove(to: CGPoint(x: 30, y: 40))
        // Over a subview is over the card too, as hit testing goes.
        window.simulatePointerMove(to: CGPoint(x: 35, y: 35))
        _ = badge
        window.simulatePointerMove(to: CGPoint(x: 150, y: 150))
        #expect(log == ["1 10,20", "2 15,15", "3 130,130"])
        #expect(hover.state == .possible)
        window.simulatePointerMove(to: CGPoint(x: 60, y: 60))
        window.simulatePointerExit()
        #expect(log.count == 5 && log[3].hasPrefix("1 ") && log[4].hasPrefix("3 "))
    }

    @Test func aCoveringSiblingTakesThePointerAndADisabledRecognizerStaysQuiet() {
        let (window, card, _) = hoverWindow()
        let cover = UIView(frame: CGRect(x: 60, y: 60, width: 80, height: 80))
        window.addSubview(cover)
        var states: [UIGestureRecognizer.State] = []
        let hover = UIHoverGestureRecognizer { states.append($0.state) }
        card.addGestureRecognizer(hover)
        window.simulatePointerMove(to: CGPoint(x: 40, y: 40))
        window.simulatePointerMove(to: CGPoint(x: 100, y: 100))
        #expect(states == [.began, .ended])
        hover.isEnabled = false
        window.simulatePointerMove(to: CGPoint(x: 40, y: 40))
        #expect(states == [.began, .ended])
    }

    @Test func theDelegateMayRefuseAndTheNextEntryAsksAgain() {
        final class Gate: NSObject, UIGestureRecognizerDelegate {
            var allow = false
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allow }
        }
        let (window, card, _) = hoverWindow()
        let gate = Gate()
        var states: [UIGestureRecognizer.State] = []
        let hover = UIHoverGestureRecognizer { states.append($0.state) }
        hover.delegate = gate
        card.addGestureRecognizer(hover)
        window.simulatePointerMove(to: CGPoint(x: 40, y: 40))
        window.simulatePointerMove(to: CGPoint(x: 50, y: 50))
        #expect(states.isEmpty && hover.state == .failed)
        window.simulatePointerExit()
        gate.allow = true
        window.simulatePointerMove(to: CGPoint(x: 40, y: 40))
        #expect(states == [.began])
    }
}
