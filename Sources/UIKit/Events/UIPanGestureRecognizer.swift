/// Recognizes dragging fingers: `.began` once they move 10 points from where
/// they touched down, `.changed` as they move, `.ended` when they lift (it
/// fails if they lift first). `translation(in:)` is measured from the touch
/// down point (UIKit's includes the first 10 points too); `velocity(in:)` is
/// points per second between the last two moves (or the last move and a lift
/// somewhere else or more than 0.1 s later: fingers that rested end at zero),
/// on the event clock.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    package static let hysteresis: CGFloat = 10
    package static let restBeforeLift: TimeInterval = 0.1

    /// Where the translation is zero, in window coordinates.
    private var origin: CGPoint?
    private var velocityInWindow: CGPoint = .zero
    private var lastSample: (location: CGPoint, time: TimeInterval)?

    private var centroid: CGPoint { location(in: nil) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > maximumNumberOfTouches {
            if state == .possible { state = .failed } else { state = .ended }
            return
        }
        if origin == nil { origin = centroid }
        lastSample = (centroid, event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let p = centroid
        if let last = lastSample, event.timestamp > last.time {
            let dt = CGFloat(event.timestamp - last.time)
            velocityInWindow = CGPoint(x: (p.x - last.location.x) / dt, y: (p.y - last.location.y) / dt)
        }
        lastSample = (p, event.timestamp)
        guard let origin else { return }
        switch state {
        case .possible:
            guard trackedTouches.count >= minimumNumberOfTouches else { return }
            if hypot(p.x - origin.x, p.y - origin.y) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == touches.count else { return }
        // Fingers that rested more than 0.1 s before lifting have no speed
        // left (a scroll view does not fling); a quicker lift keeps the last move's.
        let p = centroid
        if let last = lastSample, event.timestamp > last.time + Self.restBeforeLift || p != last.location, event.timestamp > last.time {
            let dt = CGFloat(event.timestamp - last.time)
            velocityInWindow = CGPoint(x: (p.x - last.location.x) / dt, y: (p.y - last.location.y) / dt)
        }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    open override func reset() {
        origin = nil
        lastSample = nil
        velocityInWindow = .zero
    }

    /// How far the fingers moved since they touched down (or since the last
    /// `setTranslation`), in `view`'s coordinate system.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let p = centroid
        return vectorInView(CGPoint(x: p.x - origin.x, y: p.y - origin.y), view)
    }

    /// Makes the current translation `translation` (in `view`'s coordinates).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = vectorToWindow(translation, view)
        let p = centroid
        origin = CGPoint(x: p.x - inWindow.x, y: p.y - inWindow.y)
    }

    open func velocity(in view: UIView?) -> CGPoint {
        vectorInView(velocityInWindow, view)
    }

    /// A window-space vector in `view`'s coordinates (rotation and scale applied, not translation).
    private func vectorInView(_ v: CGPoint, _ view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return v }
        let a = window.convert(CGPoint.zero, to: view), b = window.convert(v, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func vectorToWindow(_ v: CGPoint, _ view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return v }
        let a = view.convert(CGPoint.zero, to: window), b = view.convert(v, to: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
