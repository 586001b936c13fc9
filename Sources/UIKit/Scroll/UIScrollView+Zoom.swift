// Zooming: the delegate's `viewForZooming(in:)` is scaled with its
// transform and the content size follows its frame, as in UIKit. There is
// no pinch gesture here; zoom by setting `zoomScale` or `zoom(to:animated:)`.

extension UIScrollView {
    package func applyZoomScale(_ scale: CGFloat) {
        guard scale.isFinite, scale > 0 else { return }
        let lo = min(minimumZoomScale, maximumZoomScale), hi = max(minimumZoomScale, maximumZoomScale)
        let clamped = min(max(scale, lo), hi)
        guard let view = delegate?.viewForZooming(in: self) else { return }
        guard clamped != storedZoomScale else { return }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        storedZoomScale = clamped
        view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
        var f = view.frame
        f.origin = .zero
        view.center = CGPoint(x: f.width / 2, y: f.height / 2)
        contentSize = f.size
        delegate?.scrollViewDidZoom(self)
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: clamped)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the
    /// bounds as far as the scale limits allow, centred.
    package func zoomToRect(_ rect: CGRect) {
        guard rect.width > 0, rect.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        applyZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let s = storedZoomScale
        let target = CGPoint(x: rect.midX * s - bounds.width / 2, y: rect.midY * s - bounds.height / 2)
        contentOffset = clampedOffset(target)
    }
}
