// Damage tracking, in one place: every property that changes what a layer
// looks like calls one of these, and they report rectangles in root
// coordinates to the tree's host. The compositor repaints only those.

extension CALayer {
    /// Asks the host (if the tree has one) for an update on the next turn.
    package func requestUpdate() {
        rootLayer.host?.layerTreeNeedsUpdate()
    }

    /// The layer's own look changed (colour, border, contents...): repaint its
    /// extent, shadow included.
    package func invalidateOwnAppearance() {
        dropExtentCache()
        guard let host = activeHost else { return }
        damage(ownExtent, host: host)
    }

    /// Part of the layer's drawing changed (`rect` in layer coordinates).
    package func invalidateRegion(_ rect: CGRect) {
        guard let host = activeHost else { return }
        damage(hasShadow ? rect.union(shadowExtent(of: rect)) : rect, host: host)
    }

    /// The layer moved or changed how its whole subtree composites.
    package func invalidateSubtree(ignoringHidden: Bool = false) {
        dropExtentCache()
        guard let host = activeHost else { return }
        damage(subtreeExtent(ignoringHidden: ignoringHidden), host: host)
    }

    /// A shadow property changed: the shadow covers the subtree's extent, offset and blurred.
    package func invalidateShadow() {
        dropExtentCache()
        guard let host = activeHost else { return }
        damage(subtreeExtent(ignoringHidden: false).union(shadowExtent(of: bounds)), host: host)
    }

    private var activeHost: LayerTreeHost? {
        guard !suppressesInvalidation, let host = rootLayer.host, !host.isFullyDamaged else { return nil }
        return host
    }

    /// Maps `rect` (this layer's coordinates) up to the root, widening it by
    /// ancestors whose shadow is made from their content, and skipping the
    /// report when a hidden ancestor hides it anyway.
    private func damage(_ rect: CGRect, host: LayerTreeHost) {
        guard !rect.isNull, !rect.isEmpty else { return }
        var r = rect
        var l = self
        while let parent = l.superlayer ?? l.maskOwner {
            r = r.applying(l.transformToParent)
            // A hidden ancestor hides the change (the root's own flag is the
            // host's business: a hidden window still renders on request).
            if parent.isHidden, (parent.superlayer ?? parent.maskOwner) != nil { return }
            if parent.masksToBounds && l.maskOwner == nil { r = r.intersection(parent.bounds) }
            if parent.hasShadow && parent.shadowPath == nil { r = r.union(parent.shadowExtent(of: r)) }
            if r.isNull || r.isEmpty { return }
            l = parent
        }
        host.layerTreeDamaged(r)
    }

    /// Hides or shows the layer without reporting damage (a host rendering a
    /// hidden root on request).
    package var isHiddenWithoutDamage: Bool {
        get { isHidden }
        set {
            suppressesInvalidation = true
            isHidden = newValue
            suppressesInvalidation = false
        }
    }

    package var hasShadow: Bool {
        shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0
    }

    /// How far a blurred shadow reaches beyond its shape: three standard
    /// deviations, the blur's sigma being `shadowRadius` (a CSS blur of twice
    /// the radius, the usual design-tool conversion).
    package var shadowBlurReach: CGFloat { ceil(max(shadowRadius, 0) * 3) + 1 }

    /// Where the shadow of `shape` (layer coordinates) paints.
    package func shadowExtent(of shape: CGRect) -> CGRect {
        guard hasShadow else { return .null }
        let base = shadowPath.map { $0.boundingBox } ?? shape
        // On iOS a positive offset height moves the shadow down the screen.
        return base.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
            .insetBy(dx: -shadowBlurReach, dy: -shadowBlurReach)
    }

    /// Bounds, plus the shadow.
    package var ownExtent: CGRect {
        hasShadow ? contentExtent.union(shadowExtent(of: contentExtent)) : contentExtent
    }

    /// Forgets the cached extents of this layer and of the ancestors that include it.
    package func dropExtentCache() {
        cachedSubtreeExtent = nil
        var l = superlayer ?? maskOwner
        while let c = l, c.cachedSubtreeExtent != nil {
            c.cachedSubtreeExtent = nil
            l = c.superlayer ?? c.maskOwner
        }
    }

    /// Everything the subtree may paint, in this layer's coordinates.
    package func subtreeExtent(ignoringHidden: Bool = false) -> CGRect {
        if isHidden && !ignoringHidden { return .null }
        if !ignoringHidden, let cached = cachedSubtreeExtent { return cached }
        let r = computeSubtreeExtent()
        if !ignoringHidden { cachedSubtreeExtent = r }
        return r
    }

    private func computeSubtreeExtent() -> CGRect {
        let r = bodyExtent
        return hasShadow ? r.union(shadowExtent(of: r)) : r
    }

    /// Everything the layer and its sublayers paint, its own shadow aside, in
    /// this layer's coordinates.
    package var bodyExtent: CGRect {
        if masksToBounds { return bounds }
        var r = contentExtent
        let instances = replicationInstances
        for l in sublayerStorage {
            let e = l.subtreeExtent()
            guard !e.isNull else { continue }
            for instance in instances { r = r.union(e.applying(l.transformToParent.concatenating(instance.transform))) }
        }
        return r
    }
}
