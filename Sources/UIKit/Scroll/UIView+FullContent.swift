// Offscreen's whole-content rendering (no iOS tool has it): a view (a
// window, a screen's root view) is made taller until its first scrollable
// scroll view shows all of its content, scrolled to its top, so one image
// holds a whole list. Self-sizing rows are measured as they come into view,
// so the growth repeats until the content height settles.

extension UIView {
    /// The first scroll view, depth first, whose content is taller than it
    /// shows. Text views are not lists: they keep their size.
    package var firstVerticallyScrollableScrollView: UIScrollView? {
        if let scroll = self as? UIScrollView, !(scroll is UITextView) {
            let inset = scroll.adjustedContentInset
            if scroll.contentSize.height + inset.top + inset.bottom > scroll.bounds.height + 0.5 { return scroll }
        }
        for sub in subviewStorage where !sub.isHidden {
            if let found = sub.firstVerticallyScrollableScrollView { return found }
        }
        return nil
    }

    /// Grows this view (and, where their own sizing does not follow, the
    /// views between it and the scroll view) until its first scrollable
    /// scroll view shows its whole content from the top; returns the
    /// height added. Stops growing past `maximumHeight` points.
    @discardableResult
    package func expandToShowFullScrollContent(maximumHeight: CGFloat = 100_000) -> CGFloat {
        var added: CGFloat = 0
        for _ in 0..<10 {
            updateConstraintsIfNeeded()
            layoutIfNeeded()
            guard let scroll = firstVerticallyScrollableScrollView else { break }
            let inset = scroll.adjustedContentInset
            let extra = (scroll.contentSize.height + inset.top + inset.bottom - scroll.bounds.height).rounded(.up)
            guard extra > 0, frame.height + extra <= maximumHeight else { break }
            // The path from this view down to the scroll view, and each one's height before.
            var path: [UIView] = []
            var v: UIView? = scroll
            while let current = v, current !== self { path.append(current); v = current.superview }
            let before = path.map(\.bounds.height)
            frame.size.height += extra
            added += extra
            layoutIfNeeded()
            for (view, old) in zip(path.reversed(), before.reversed()) where view.bounds.height < old + extra - 0.5 {
                view.frame.size.height = old + extra
                view.layoutIfNeeded()
            }
            scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: -scroll.adjustedContentInset.top)
        }
        if let scroll = firstVerticallyScrollableScrollView ?? firstScrollView {
            scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: -scroll.adjustedContentInset.top)
        }
        layoutIfNeeded()
        return added
    }

    private var firstScrollView: UIScrollView? {
        if let scroll = self as? UIScrollView, !(scroll is UITextView) { return scroll }
        for sub in subviewStorage { if let found = sub.firstScrollView { return found } }
        return nil
    }
}
