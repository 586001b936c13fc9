extension CALayer {
    package func markNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        requestUpdate()
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
        // Layout can add or remove sublayers; walk a snapshot.
        for layer in sublayerStorage { layer.layoutSubtreeIfNeeded() }
    }

    /// True when a layer below has layout pending.
    package var subtreeNeedsLayout: Bool {
        sublayerStorage.contains { $0.needsLayoutFlag || $0.subtreeNeedsLayout }
    }
}
