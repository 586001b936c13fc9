import Foundation
@testable import UIKit

/// A view that logs the touch methods it receives, then passes them on as UIView does.
@MainActor
final class TouchLogView: UIView {
    var log: [String] = []
    var name = ""
    var forwards = true
    var record: ((String) -> Void)?

    private func note(_ what: String, _ touches: Set<UITouch>) {
        let entry = "\(name).\(what)(\(touches.count))"
        log.append(entry)
        record?(entry)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("began", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("moved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("ended", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("cancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A window with a white background, 200 x 200 points.
@MainActor
func makeTouchWindow(width: CGFloat = 200, height: CGFloat = 200) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.backgroundColor = .white
    return window
}

/// A 200 x 200 window filled by a logging view "v" that keeps its touches
/// (does not forward them), for recognizers on the view.
@MainActor
func makeRecognizerWindow() -> (UIWindow, TouchLogView) {
    let window = makeTouchWindow()
    let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    view.name = "v"; view.forwards = false
    window.addSubview(view)
    return (window, view)
}

/// Records a recognizer's states as its actions see them.
@MainActor
final class StateLog {
    var states: [UIGestureRecognizer.State] = []
    func attach(_ g: UIGestureRecognizer) {
        g.addTarget(self, action: StateLog.handle)
    }
    func handle(_ g: UIGestureRecognizer) { states.append(g.state) }
}
