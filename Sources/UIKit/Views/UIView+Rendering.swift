extension UIView {
    /// The layer's display. On iOS `draw(_:)` runs every time the view is
    /// marked; here too, with one saving that cannot change what is seen:
    ///
    /// - The classes listed in `classesThatNeverDraw` keep UIView's own
    ///   `draw(_:)`, which paints nothing, so instances of exactly those
    ///   classes are never drawn and have no backing store.
    /// - Any other view is drawn. When `draw(_:)` reached UIView's and the
    ///   store came out blank, the store is dropped (the compositor paints the
    ///   layer's own properties alone); the next mark draws again, into a
    ///   blank store, so only the marked region is drawn, as it would be into
    ///   iOS's kept (blank) store.
    package func displayLayer(_ layer: CALayer) {
        guard layer === self.layer else { layer.displayIntoBackingStore(); return }
        if UIView.classesThatNeverDraw.contains(ObjectIdentifier(type(of: self))) {
            layer.discardBackingStore()
            return
        }
        if drawsContent == .no, layer.backingStore == nil {
            // What the view showed is blank: start from a blank store of today's
            // size so that the marked region alone is drawn.
            let scale = layer.contentsScale > 0 && layer.contentsScale.isFinite ? layer.contentsScale : 1
            layer.backingStore = BackingStore(pointSize: layer.bounds.size, scale: scale)
        }
        baseDrawReached = false
        layer.displayIntoBackingStore()
        // A view that once drew keeps its store; one that painted nothing
        // through UIView's draw(_:) is checked again after every draw.
        guard drawsContent != .yes else { return }
        if baseDrawReached, layer.backingStore?.isBlank ?? true {
            drawsContent = .no
            layer.discardBackingStore()
        } else {
            drawsContent = .yes
        }
    }

    /// UIKit classes whose instances never draw: none of them overrides
    /// `draw(_:)`. Compared by exact class, so a subclass (which may override
    /// `draw(_:)`) is always drawn.
    private static let classesThatNeverDraw: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UIWindow.self), ObjectIdentifier(UIImageView.self),
        ObjectIdentifier(UIStackView.self), ObjectIdentifier(UIControl.self), ObjectIdentifier(NavigationContainerView.self),
        ObjectIdentifier(UIVisualEffectView.self), ObjectIdentifier(VisualEffectBackdropView.self),
        ObjectIdentifier(VisualEffectContentView.self), ObjectIdentifier(BarBackgroundView.self),
        ObjectIdentifier(UINavigationBar.self), ObjectIdentifier(UITabBar.self), ObjectIdentifier(TabBarContainerView.self),
    ]

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
    /// that its bounds fill `rect`. Pending dynamics, layout and drawing run first,
    /// whatever `afterScreenUpdates` says (nothing is on a screen here).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        UpdateCycle.shared.settleDynamics()
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
