extension CALayer {
    package func markNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        propagateNeedsLayoutUp()
        requestUpdate()
    }

    package func propagateNeedsLayoutUp() {
        var p = superlayer
        while let l = p, !l.descendantNeedsLayout {
            l.descendantNeedsLayout = true
            p = l.superlayer
        }
    }

    package func layoutFromTopmostPendingAncestor() {
        var top: CALayer = self
        var l: CALayer? = superlayer
        while let c = l {
            if c.needsLayoutFlag { top = c }
            l = c.superlayer
        }
        top.layoutSubtreeIfNeeded()
    }

    /// Root to leaf: a layer's layout may mark its sublayers, which are laid out after it.
    package func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        // Layout can add or remove sublayers; walk a snapshot.
        for layer in sublayerStorage where layer.needsLayoutFlag || layer.descendantNeedsLayout {
            layer.layoutSubtreeIfNeeded()
        }
    }

    /// True when a layer below has layout pending.
    package var subtreeNeedsLayout: Bool { descendantNeedsLayout }
}
