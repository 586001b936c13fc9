// Drags through the window's touch simulation: `panGestureRecognizer`
// moves the offset with the finger (past an edge only when `bounces`,
// with UIKit's rubber-band resistance); when the finger lifts, the
// deceleration jumps to where UIKit's would stop (the flick's velocity
// times rate / (1 - rate), per millisecond), snapped to a page when
// `isPagingEnabled` and brought back inside the scrollable range.

extension UIScrollView {
    package func makePanGestureRecognizer() -> UIPanGestureRecognizer {
        UIPanGestureRecognizer(target: self, action: UIScrollView.handleScrollPan)
    }

    /// Which axes a drag moves: those with room to scroll, or that always bounce.
    private var draggableAxes: (x: Bool, y: Bool) {
        let r = offsetRange
        return (r.max.x > r.min.x || (bounces && alwaysBounceHorizontal), r.max.y > r.min.y || (bounces && alwaysBounceVertical))
    }

    package func handleScrollPan(_ pan: UIPanGestureRecognizer) {
        // A subclass's own use of the pan first (a table view's row swipes).
        if let panInterceptor, panInterceptor(pan) { return }
        switch pan.state {
        case .began:
            tracking = true
            dragging = true
            dragStartOffset = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
            dragMoved(pan)
        case .changed:
            dragMoved(pan)
        case .ended:
            dragEnded(velocity: pan.velocity(in: self))
        case .cancelled, .failed:
            dragEnded(velocity: .zero)
        default:
            break
        }
    }

    private func dragMoved(_ pan: UIPanGestureRecognizer) {
        var t = pan.translation(in: self)
        let axes = draggableAxes
        if !axes.x { t.x = 0 }
        if !axes.y { t.y = 0 }
        if isDirectionalLockEnabled {
            if abs(t.x) > abs(t.y) { t.y = 0 } else { t.x = 0 }
        }
        let wanted = CGPoint(x: dragStartOffset.x - t.x, y: dragStartOffset.y - t.y)
        let r = offsetRange
        func resist(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ dimension: CGFloat) -> CGFloat {
            guard bounces else { return min(max(v, lo), hi) }
            if v < lo { return lo - Self.rubberBand(lo - v, dimension) }
            if v > hi { return hi + Self.rubberBand(v - hi, dimension) }
            return v
        }
        let offset = CGPoint(x: resist(wanted.x, r.min.x, r.max.x, bounds.width),
                             y: resist(wanted.y, r.min.y, r.max.y, bounds.height))
        if offset != contentOffset { contentOffset = offset }
        pullRefreshControlIfNeeded()
    }

    /// UIKit's rubber band: the content follows less and less the further it is pulled.
    private static func rubberBand(_ overshoot: CGFloat, _ dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
    }

    private func dragEnded(velocity v: CGPoint) {
        // The content moves against the finger.
        var velocity = CGPoint(x: -v.x, y: -v.y)
        let axes = draggableAxes
        if !axes.x { velocity.x = 0 }
        if !axes.y { velocity.y = 0 }
        let rate = decelerationRate.rawValue
        let factor = rate < 1 && rate > 0 ? rate / (1 - rate) / 1000 : 0
        var target = CGPoint(x: contentOffset.x + velocity.x * factor, y: contentOffset.y + velocity.y * factor)
        if isPagingEnabled { target = pageTarget(velocity: velocity) }
        target = clampedOffset(target)
        // The delegate gets points per millisecond, as in UIKit.
        let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: pointer)
        }
        let willDecelerate = target != contentOffset
        tracking = false
        dragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        indicatorsFlashing = false
        if willDecelerate {
            decelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            contentOffset = target
            decelerating = false
            updateScrollIndicators()
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            updateScrollIndicators()
        }
    }

    /// The page a paging drag rests on: the next one in the flick's
    /// direction from the page the drag started on, else the nearest.
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        func axis(_ offset: CGFloat, _ start: CGFloat, _ v: CGFloat, _ page: CGFloat) -> CGFloat {
            guard page > 0 else { return offset }
            let startPage = (start / page).rounded()
            if v > 100 { return (startPage + 1) * page }
            if v < -100 { return (startPage - 1) * page }
            return (offset / page).rounded() * page
        }
        return CGPoint(x: axis(contentOffset.x, dragStartOffset.x, velocity.x, bounds.width),
                       y: axis(contentOffset.y, dragStartOffset.y, velocity.y, bounds.height))
    }
}
