/// A pan that starts at one of `edges` of the window (the screen, headless):
/// the finger touches down within 20 points of that edge and moves away from
/// it (more across the edge than along it) before the pan's 10 points of
/// hysteresis are up; otherwise it fails. Touches after the first are
/// ignored, as UIKit's are. The default `edges` is none, so it recognizes
/// nothing until they are set. (UIKit does not publish its margin; 20
/// points is Offscreen's.)
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []

    package static let edgeMargin: CGFloat = 20

    /// The edge the finger started at, and where.
    private var start: (edge: UIRectEdge, location: CGPoint)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > 1 {
            for touch in touches where touch !== trackedTouches.first { ignore(touch, for: event) }
            return
        }
        guard let touch = trackedTouches.first, let bounds = view?.window?.bounds else { state = .failed; return }
        let p = touch.windowLocation
        let near: [(UIRectEdge, CGFloat)] = [(.left, p.x - bounds.minX), (.right, bounds.maxX - p.x),
                                             (.top, p.y - bounds.minY), (.bottom, bounds.maxY - p.y)]
        guard let edge = near.filter({ edges.contains($0.0) && $0.1 <= Self.edgeMargin }).min(by: { $0.1 < $1.1 })?.0 else {
            state = .failed
            return
        }
        start = (edge, p)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let start, let p = trackedTouches.first?.windowLocation {
            let dx = p.x - start.location.x, dy = p.y - start.location.y
            if hypot(dx, dy) >= Self.hysteresis {
                let away: Bool
                switch start.edge {
                case .left: away = dx > abs(dy)
                case .right: away = -dx > abs(dy)
                case .top: away = dy > abs(dx)
                default: away = -dy > abs(dx)
                }
                if !away { state = .failed; return }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
