extension UIView {
    /// Offscreen's own rendering entry point (not UIKit API): runs the pending
    /// update (constraints, layout, display) and returns the view's pixels
    /// at `scale` (default: its window's screen scale, else the main
    /// screen's). A window returns its composited surface, repainting only
    /// what changed since the last call; any other view renders its layer
    /// tree like `drawHierarchy(in:afterScreenUpdates:)` would.
    public func offscreenImage(scale: CGFloat? = nil) -> UIImage {
        let screenScale = window?.screen.scale ?? UIScreen.main.scale
        let s = scale ?? screenScale
        if let window = self as? UIWindow, s == window.screen.scale, let image = window.renderedImage() {
            return UIImage(cgImage: image, scale: s, orientation: .up)
        }
        setContentsScaleOfSubtree(s)
        // The image is as large as the view once its pending constraints and
        // layout have run (the window's, when it is in one), not as it was.
        UpdateCycle.shared.settleDynamics()
        runLayoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = s
        // A window renders on request even when it is not shown, at any scale.
        let window = self as? UIWindow
        let hidden = layer.isHidden
        if window != nil { layer.isHiddenWithoutDamage = false }
        defer { if window != nil { layer.isHiddenWithoutDamage = hidden } }
        return UIGraphicsImageRenderer(size: bounds.size, format: format).image { _ in
            drawHierarchy(in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: true)
        }
    }

    /// Drawing views draw again when the scale changes (see CALayer.contentsScale).
    func setContentsScaleOfSubtree(_ scale: CGFloat) {
        layer.contentsScale = scale
        for view in subviewStorage { view.setContentsScaleOfSubtree(scale) }
    }
}
