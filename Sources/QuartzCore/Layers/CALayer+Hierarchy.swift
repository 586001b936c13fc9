extension CALayer {
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: sublayerStorage.count - (layer.superlayer === self ? 1 : 0)))
    }

    /// Inserts at `idx` (clamped to the end), removing the layer from its old superlayer first.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        precondition(layer !== self, "CALayer.insertSublayer: a layer cannot be its own sublayer")
        precondition(!isDescendantLayer(of: layer), "CALayer.insertSublayer: adding an ancestor as a sublayer would make a cycle")
        layer.removeFromSuperlayer()
        if let owner = layer.maskOwner { owner.mask = nil }
        let index = min(Int(idx), sublayerStorage.count)
        sublayerStorage.insert(layer, at: index)
        layer.superlayer = self
        layer.invalidateSubtree()
        if layer.needsLayoutFlag || layer.descendantNeedsLayout { layer.propagateNeedsLayoutUp() }
        if layer.needsDisplayFlag || layer.descendantNeedsDisplay { layer.propagateNeedsDisplayUp() }
        if layer.needsLayoutFlag || layer.needsDisplayFlag || layer.descendantNeedsLayout || layer.descendantNeedsDisplay {
            requestUpdate()
        }
    }

    /// Inserts above `sibling`, or at the top when `sibling` is nil or not a sublayer.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        if let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) {
            insertSublayer(layer, at: UInt32(i + 1))
        } else {
            insertSublayer(layer, at: UInt32(sublayerStorage.count))
        }
    }

    /// Inserts below `sibling`, or at the bottom when `sibling` is nil or not a sublayer.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        if let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) {
            insertSublayer(layer, at: UInt32(i))
        } else {
            insertSublayer(layer, at: 0)
        }
    }

    /// Puts `newLayer` where `oldLayer` was; does nothing when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        if oldLayer === newLayer { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer, let i = parent.sublayerStorage.firstIndex(where: { $0 === self }) else { return }
        invalidateSubtree()
        parent.sublayerStorage.remove(at: i)
        superlayer = nil
    }

    package func isDescendantLayer(of other: CALayer) -> Bool {
        var l: CALayer? = self
        while let c = l {
            if c === other { return true }
            l = c.superlayer ?? c.maskOwner
        }
        return false
    }

    /// The topmost ancestor (through superlayers and mask owners).
    package var rootLayer: CALayer {
        var l = self
        while let s = l.superlayer ?? l.maskOwner { l = s }
        return l
    }

    /// Sublayers in compositing order: increasing zPosition, stable.
    package var sublayersInRenderOrder: [CALayer] {
        let s = sublayerStorage
        guard s.count > 1 else { return s }
        let z = s[0].zPosition
        var allEqual = true
        for l in s where l.zPosition != z { allEqual = false; break }
        if allEqual { return s }
        return s.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

}
