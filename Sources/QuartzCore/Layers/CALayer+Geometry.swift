extension CALayer {
    /// Maps this layer's coordinates into its superlayer's (or, for a mask,
    /// its owner's): undo the bounds origin and anchor, apply the transform,
    /// move to `position`.
    package var transformToParent: CGAffineTransform {
        let own = ownTransformToParent
        // The superlayer's sublayerTransform turns its sublayers around its anchor point.
        guard let parent = superlayer, let sub = parent.sublayerAffine else { return own }
        let ax = parent.bounds.minX + parent.anchorPoint.x * parent.bounds.width
        let ay = parent.bounds.minY + parent.anchorPoint.y * parent.bounds.height
        return own.concatenating(CGAffineTransform(translationX: -ax, y: -ay))
            .concatenating(sub)
            .concatenating(CGAffineTransform(translationX: ax, y: ay))
    }

    private var ownTransformToParent: CGAffineTransform {
        let t = transform.affine
        let ax = bounds.minX + anchorPoint.x * bounds.width
        let ay = bounds.minY + anchorPoint.y * bounds.height
        if t.isIdentity {
            return CGAffineTransform(translationX: position.x - ax, y: position.y - ay)
        }
        return CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(t)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// Maps this layer's coordinates into `ancestor`'s (nil: the root's).
    package func transform(toAncestor ancestor: CALayer?) -> CGAffineTransform {
        var m = CGAffineTransform.identity
        var l = self
        while l !== ancestor, let parent = l.superlayer ?? l.maskOwner {
            m = m.concatenating(l.transformToParent)
            l = parent
        }
        return m
    }

    /// This layer's coordinates to `layer`'s, through their common tree (nil: the root).
    package func transform(to layer: CALayer?) -> CGAffineTransform {
        let toRoot = transform(toAncestor: nil)
        guard let layer else { return toRoot }
        return toRoot.concatenating(layer.transform(toAncestor: nil).inverted())
    }

    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return p.applying(transform(toAncestor: nil).inverted()) }
        return p.applying(l.transform(to: self))
    }

    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        p.applying(transform(to: l))
    }

    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard let l else { return r.applying(transform(toAncestor: nil).inverted()) }
        return r.applying(l.transform(to: self))
    }

    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        r.applying(transform(to: l))
    }

    package func hitTestLayers(_ p: CGPoint) -> CALayer? {
        if isHidden { return nil }
        let local = p.applying(transformToParent.inverted())
        if masksToBounds && !contains(local) { return nil }
        for layer in sublayersInRenderOrder.reversed() {
            if let hit = layer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
