extension UIView {
    /// UIKit's hit-test rules: nothing when interaction is disabled, the view is
    /// hidden or nearly transparent (alpha <= 0.01), or the point is outside;
    /// else the subviews front to back with the point converted into each;
    /// else this view.
    package func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if !isUserInteractionEnabled || isHidden || alpha <= 0.01 { return nil }
        if !self.point(inside: point, with: event) { return nil }
        for view in subviewStorage.reversed() {
            let converted = convert(point, to: view)
            if let hit = view.hitTest(converted, with: event) { return hit }
        }
        return self
    }
}
