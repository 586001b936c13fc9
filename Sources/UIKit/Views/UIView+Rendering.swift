extension UIView {
    /// The layer's display: views whose `draw(_:)` is UIView's own have no
    /// backing store. Whether it is overridden is learnt at the first display:
    /// UIView's `draw(_:)` notes that it ran; if it ran and nothing was drawn,
    /// the view does not draw (an override that calls super and draws keeps
    /// its store).
    package func displayLayer(_ layer: CALayer) {
        guard layer === self.layer else { layer.displayIntoBackingStore(); return }
        if drawsContent == .unknown, type(of: self) == UIView.self || type(of: self) == UIWindow.self {
            drawsContent = .no
        }
        if drawsContent == .no {
            layer.discardBackingStore()
            return
        }
        baseDrawReached = false
        layer.displayIntoBackingStore()
        if drawsContent == .unknown {
            if baseDrawReached, layer.backingStore?.isBlank ?? true {
                drawsContent = .no
                layer.discardBackingStore()
            } else {
                drawsContent = .yes
            }
        }
    }

    /// `draw(_:)` with the layer's context current (UIKit's drawing space:
    /// points, origin top-left) and the invalid region as its rectangle.
    package func drawLayer(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        // Dynamic colours used while drawing resolve with the view's traits.
        let rect = layer.displayRect ?? bounds
        traitCollection.performAsCurrent { self.draw(rect) }
        UIGraphicsPopContext()
    }

    /// UIKit wraps a controller's root view's layout in the controller's
    /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` here, outside
    /// `layoutSubviews()`, so a view that forgets `super.layoutSubviews()`
    /// does not lose them.
    package func layoutSublayersOfLayer(_ layer: CALayer) {
        guard layer === self.layer else { return }
        let controller = viewDelegate
        // Colours resolved while laying out (a layer's borderColor) get the view's traits.
        traitCollection.performAsCurrent {
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
    }

    /// Draws the view and its subviews into the current context, scaled so
    /// that its bounds fill `rect`. Pending layout and drawing run first,
    /// whatever `afterScreenUpdates` says (nothing is on a screen here).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        updateConstraintsIfNeeded()
        layer.layoutIfNeeded()
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }
}
