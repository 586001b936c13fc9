// Insets, the scrollable range and what follows a scroll.

extension UIScrollView {
    /// UIKit's rules: `.never` adds nothing; `.always` adds the whole safe
    /// area; `.scrollableAxes` adds it on the axes that scroll (content
    /// larger than the bounds, or always bouncing); `.automatic` does the
    /// same and also adds top and bottom inside a navigation controller.
    package var computedAdjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        inset.top += refreshInset
        let safe = safeAreaInsets
        var vertical = false, horizontal = false
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            vertical = true; horizontal = true
        case .scrollableAxes, .automatic:
            let size = bounds.size
            vertical = alwaysBounceVertical || contentSize.height > size.height
            horizontal = alwaysBounceHorizontal || contentSize.width > size.width
            if contentInsetAdjustmentBehavior == .automatic, owningViewController?.navigationController != nil { vertical = true }
        }
        if vertical { inset.top += safe.top; inset.bottom += safe.bottom }
        if horizontal { inset.left += safe.left; inset.right += safe.right }
        return inset
    }

    /// The view controller whose view this scroll view is, or is inside.
    private var owningViewController: UIViewController? {
        var responder: UIResponder? = self
        while let r = responder {
            if let vc = r as? UIViewController { return vc }
            responder = r.next
        }
        return nil
    }

    /// The smallest and largest offsets a drag can rest at.
    package var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let size = bounds.size
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - size.width)
        let maxY = max(minY, contentSize.height + inset.bottom - size.height)
        return (CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: maxY))
    }

    package func clampedOffset(_ p: CGPoint) -> CGPoint {
        let r = offsetRange
        return CGPoint(x: min(max(p.x, r.min.x), r.max.x), y: min(max(p.y, r.min.y), r.max.y))
    }

    /// After the bounds origin moved: lay out again, tell the delegate, place the indicators.
    package func didScroll() {
        setNeedsLayout()
        updateFrameGuide()
        updateScrollIndicators()
        layoutRefreshControl()
        delegate?.scrollViewDidScroll(self)
        notifyContainerBars()
    }

    /// After the content size, insets or bounds size changed.
    package func contentGeometryDidChange() {
        setNeedsLayout()
        refreshAdjustedContentInset()
        updateFrameGuide()
        updateScrollIndicators()
    }

    /// Announces a new adjusted inset; a scroll view resting at the top (or
    /// left) edge stays there, as UIKit keeps it.
    package func refreshAdjustedContentInset() {
        let new = computedAdjustedContentInset
        let old = lastAdjustedContentInset
        guard new != old else { return }
        lastAdjustedContentInset = new
        var offset = contentOffset
        if !dragging {
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if offset != contentOffset { contentOffset = offset }
        layoutRefreshControl()
    }
}
