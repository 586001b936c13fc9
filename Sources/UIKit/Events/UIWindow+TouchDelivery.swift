/// A window's touches in flight: the reused touch event and the touches whose
/// delivery to their view a gesture recognizer holds back.
@preconcurrency @MainActor
package final class WindowTouchState {
    /// Fingers of simulated sequences that are down now, by finger number.
    package var fingers: [Int: UITouch] = [:]
    package let event = UIEvent()
    /// The last lift, for counting taps (`UITouch.tapCount`).
    package var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// Touches whose `touchesBegan` or `touchesEnded` a recognizer holds back.
    package var held: [UITouch] = []
}

extension UIWindow {
    /// UIKit's delivery of a touch event: a new touch is hit-tested once and
    /// keeps its view; recognizers of that view and its ancestors see the
    /// touches first, then the view (`touchesBegan/Moved/Ended/Cancelled`),
    /// unless a recognizer holds the touch back or has taken it.
    package func deliverTouches(_ event: UIEvent) {
        guard event.type == .touches else { return }
        let arena = GestureRecognition.shared
        for touch in event.touchStorage where touch.phase == .began && touch.window == nil {
            attach(touch, event: event)
        }
        // Recognizers, in the order they first appear among the touches.
        var recognizers: [UIGestureRecognizer] = []
        for touch in event.touchStorage {
            for g in touch.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === g }) {
                recognizers.append(g)
            }
        }
        for g in recognizers { deliver(event, to: g, arena: arena) }
        deliverToViews(event)
        arena.afterDispatch()
    }

    private func attach(_ touch: UITouch, event: UIEvent) {
        touch.window = self
        // A window renders on request even while hidden (windows start
        // hidden); it takes simulated touches the same way.
        let hidden = layer.isHidden
        layer.isHiddenWithoutDamage = false
        let hit = hitTest(touch.windowLocation, with: event)
        layer.isHiddenWithoutDamage = hidden
        touch.view = hit
        var found: [UIGestureRecognizer] = []
        var view = hit
        while let current = view {
            for g in current.gestureRecognizers ?? [] where g.isEnabled {
                if let delegate = g.delegate,
                   !delegate.gestureRecognizer(g, shouldReceive: touch) || !delegate.gestureRecognizer(g, shouldReceive: event) {
                    continue
                }
                // A finished recognizer waits for its reset before it takes new touches.
                if g.storedState != .possible && g.storedState != .began && g.storedState != .changed { continue }
                found.append(g)
            }
            view = current.superview
        }
        touch.gestureRecognizers = found
        for g in found {
            g.trackedTouches.append(touch)
            g.lastTouches.append(touch)
            GestureRecognition.shared.join(g, window: self)
        }
    }

    private func deliver(_ event: UIEvent, to g: UIGestureRecognizer, arena: GestureRecognition) {
        let mine = event.touchStorage.filter { t in g.trackedTouches.contains { $0 === t } }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let touches = mine.filter { $0.phase == phase }
            guard !touches.isEmpty else { continue }
            switch g.storedState {
            case .possible, .began, .changed:
                arena.dispatch {
                    switch phase {
                    case .began: g.touchesBegan(Set(touches), with: event)
                    case .moved: g.touchesMoved(Set(touches), with: event)
                    case .ended: g.touchesEnded(Set(touches), with: event)
                    default: g.touchesCancelled(Set(touches), with: event)
                    }
                }
            default:
                break
            }
            if phase == .ended || phase == .cancelled {
                g.trackedTouches.removeAll { t in touches.contains { $0 === t } }
            }
        }
    }

    // MARK: Views

    private func deliverToViews(_ event: UIEvent) {
        var groups: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
        func add(_ touch: UITouch, _ phase: UITouch.Phase) {
            guard let view = touch.view else { return }
            if let i = groups.firstIndex(where: { $0.view === view && $0.phase == phase }) {
                groups[i].touches.append(touch)
            } else {
                groups.append((view, phase, [touch]))
            }
        }
        let state = touchState
        for touch in event.touchStorage {
            switch (touch.phase, touch.viewDelivery) {
            case (.began, .waiting), (.moved, .waiting), (.stationary, .waiting):
                if isHeld(touch, forEnd: false) { hold(touch) } else { touch.viewDelivery = .began; add(touch, .began) }
            case (.moved, .began):
                add(touch, .moved)
            case (.ended, .waiting):
                if isHeld(touch, forEnd: false) {
                    touch.viewEndPending = true
                    hold(touch)
                } else {
                    touch.viewDelivery = .began
                    add(touch, .began)
                    endOrHold(touch, add)
                }
            case (.ended, .began):
                endOrHold(touch, add)
            case (.cancelled, .began):
                touch.viewDelivery = .cancelled
                add(touch, .cancelled)
            case (.cancelled, .waiting):
                touch.viewDelivery = .cancelled
                state.held.removeAll { $0 === touch }
            default:
                break
            }
        }
        send(groups, event)
    }

    private func endOrHold(_ touch: UITouch, _ add: (UITouch, UITouch.Phase) -> Void) {
        if isHeld(touch, forEnd: true) {
            touch.viewEndPending = true
            hold(touch)
        } else {
            touch.viewDelivery = .ended
            add(touch, .ended)
        }
    }

    private func hold(_ touch: UITouch) {
        if !touchState.held.contains(where: { $0 === touch }) { touchState.held.append(touch) }
    }

    /// Whether a recognizer still deciding on `touch` holds back its `touchesBegan`
    /// (`delaysTouchesBegan`) or its `touchesEnded` (`delaysTouchesEnded`).
    private func isHeld(_ touch: UITouch, forEnd: Bool) -> Bool {
        (touch.gestureRecognizers ?? []).contains { g in
            g.isEnabled && g.storedState == .possible && g.lastTouches.contains { $0 === touch }
                && (forEnd ? g.delaysTouchesEnded : g.delaysTouchesBegan)
        }
    }

    private func send(_ groups: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])], _ event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for group in groups where group.phase == phase {
                let touches = Set(group.touches)
                switch phase {
                case .began: group.view.touchesBegan(touches, with: event)
                case .moved: group.view.touchesMoved(touches, with: event)
                case .ended: group.view.touchesEnded(touches, with: event)
                default: group.view.touchesCancelled(touches, with: event)
                }
            }
        }
    }

    /// Delivers what recognizers stopped holding back (they failed or finished).
    package func flushHeldViewTouches() {
        let state = touchState
        var groups: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
        func add(_ touch: UITouch, _ phase: UITouch.Phase) {
            guard let view = touch.view else { return }
            groups.append((view, phase, [touch]))
        }
        for touch in state.held {
            if touch.viewDelivery == .waiting, !isHeld(touch, forEnd: false) {
                touch.viewDelivery = .began
                add(touch, .began)
            }
            if touch.viewDelivery == .began, touch.viewEndPending, !isHeld(touch, forEnd: true) {
                touch.viewDelivery = .ended
                touch.viewEndPending = false
                add(touch, .ended)
            }
        }
        state.held.removeAll { $0.viewDelivery == .ended || $0.viewDelivery == .cancelled || ($0.viewDelivery == .began && !$0.viewEndPending) }
        if !groups.isEmpty { send(groups, state.event) }
    }

    /// A recognizer that recognized with `cancelsTouchesInView` takes its
    /// touches: views that saw them begin get `touchesCancelled`; held ones are dropped.
    package func cancelViewTouches(takenBy g: UIGestureRecognizer) {
        var groups: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
        for touch in g.lastTouches where touch.window === self {
            switch touch.viewDelivery {
            case .began:
                touch.viewDelivery = .cancelled
                touch.viewEndPending = false
                if let view = touch.view {
                    if let i = groups.firstIndex(where: { $0.view === view }) { groups[i].touches.append(touch) }
                    else { groups.append((view, .cancelled, [touch])) }
                }
            case .waiting:
                touch.viewDelivery = .cancelled
            default:
                break
            }
        }
        touchState.held.removeAll { $0.viewDelivery == .cancelled }
        send(groups, touchState.event)
    }
}
