extension UIView {
    /// Runs a geometry change and, when it changed the size, resizes the
    /// subviews per their autoresizing masks (at once, as UIKit does).
    package func setGeometry(_ change: () -> Void) {
        let oldSize = layer.bounds.size
        change()
        autoLayoutGeometryDidChange()
        let newSize = layer.bounds.size
        guard oldSize != newSize else { return }
        if autoresizesSubviews {
            for view in subviewStorage { view.resize(withOldSuperviewSize: oldSize, newSuperviewSize: newSize) }
        }
    }

    private func resize(withOldSuperviewSize old: CGSize, newSuperviewSize new: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let f = frame
        let h = AutoresizingMask.resize(origin: f.minX, length: f.width, oldSuperLength: old.width, newSuperLength: new.width,
                                        leading: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
                                        trailing: mask.contains(.flexibleRightMargin))
        let v = AutoresizingMask.resize(origin: f.minY, length: f.height, oldSuperLength: old.height, newSuperLength: new.height,
                                        leading: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
                                        trailing: mask.contains(.flexibleBottomMargin))
        frame = CGRect(x: h.origin, y: v.origin, width: h.length, height: v.length)
    }

    /// The layer that `view` stands for: nil means the window (or, outside a
    /// window, the root of this view's tree).
    private func targetLayer(_ view: UIView?) -> CALayer {
        if let view { return view.layer }
        return (window ?? rootView).layer
    }

    package var rootView: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// `point` in this view's coordinates, in `view`'s (nil: the window's),
    /// through every transform on the way, whichever branches the views are in.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: targetLayer(view))
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: targetLayer(view))
    }

    /// The bounding box of `rect` in `view`'s coordinates (nil: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: targetLayer(view))
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: targetLayer(view))
    }
}
