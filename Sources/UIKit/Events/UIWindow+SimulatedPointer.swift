extension UIWindow {
    /// Offscreen's own API (not UIKit): the pointer (an iPad's trackpad or
    /// mouse) moves to `point`, in window coordinates, with no button
    /// pressed. Hover recognizers (`UIHoverGestureRecognizer`) on the view
    /// hit testing finds there and on its ancestors begin or change; those
    /// the pointer left end. Layout runs first, so frames are current.
    public func simulatePointerMove(to point: CGPoint) {
        layoutIfNeeded()
        var over: [UIView] = []
        var view = hitTest(point, with: nil)
        while let current = view {
            over.append(current)
            view = current.superview
        }
        movePointer(to: point, over: over)
    }

    /// Offscreen's own API: the pointer leaves the window; every hover
    /// recognizer in progress in it ends.
    public func simulatePointerExit() {
        movePointer(to: CGPoint(x: -1, y: -1), over: [])
    }

    private func movePointer(to point: CGPoint, over: [UIView]) {
        var recognizers: [(UIHoverGestureRecognizer, Bool)] = []
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            var isOver = false
            for candidate in over where candidate === view { isOver = true }
            for case let hover as UIHoverGestureRecognizer in view.gestureRecognizers ?? [] {
                recognizers.append((hover, isOver && hover.isEnabled))
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        // Exits before entries, as the pointer leaves one view for another.
        for (hover, isOver) in recognizers where !isOver { hover.pointerMoved(to: point, over: false) }
        for (hover, isOver) in recognizers where isOver { hover.pointerMoved(to: point, over: true) }
    }
}
