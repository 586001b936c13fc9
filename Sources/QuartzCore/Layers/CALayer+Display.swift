extension CALayer {
    package func markNeedsDisplay(in rect: CGRect) {
        let r = rect.standardized
        guard !r.isNull, r.width.isFinite, r.height.isFinite else { return }
        invalidRect = invalidRect.union(r)
        if !needsDisplayFlag {
            needsDisplayFlag = true
            propagateNeedsDisplayUp()
            requestUpdate()
        }
    }

    /// Core Animation's default display: draws the invalid region, clipped to
    /// it, into a backing store of `bounds.size` x `contentsScale` pixels
    /// through `draw(in:)`. A new or resized store is drawn whole.
    package func displayIntoBackingStore() {
        let size = bounds.size
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        var region = invalidRect.intersection(bounds)
        needsDisplayFlag = false
        invalidRect = .null
        guard size.width > 0, size.height > 0 else {
            backingStore = nil
            return
        }
        // A new store is allocated cleared: clearing it again would touch
        // every page twice.
        var isNew = false
        if backingStore == nil || !backingStore!.fits(size, scale: scale) {
            backingStore = BackingStore(pointSize: size, scale: scale)
            region = bounds
            isNew = true
        }
        guard let store = backingStore, !region.isNull, !region.isEmpty else { return }
        let ctx = CGContext(storage: store.storage, scale: scale, origin: .upperLeft)
        // Layer coordinates: the bounds rectangle covers the store.
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        ctx.clip(to: region)
        if !isNew { ctx.clear(region) }
        delegate?.layerWillDraw(self)
        displayRect = region
        draw(in: ctx)
        displayRect = nil
        ctx.flush()
        invalidateRegion(region)
    }

    /// Drops the backing store (the layer does not draw).
    package func discardBackingStore() {
        needsDisplayFlag = false
        invalidRect = .null
        if backingStore != nil {
            backingStore = nil
            invalidateOwnAppearance()
        }
    }

    /// Displays every visible layer of the subtree that is marked.
    package func displaySubtreeIfNeeded() {
        if isHidden { return }
        if needsDisplayFlag { display() }
        guard descendantNeedsDisplay else { return }
        descendantNeedsDisplay = false
        for layer in sublayerStorage where layer.needsDisplayFlag || layer.descendantNeedsDisplay {
            layer.displaySubtreeIfNeeded()
        }
        mask?.displaySubtreeIfNeeded()
    }

    package func propagateNeedsDisplayUp() {
        var p = superlayer ?? maskOwner
        while let l = p, !l.descendantNeedsDisplay {
            l.descendantNeedsDisplay = true
            p = l.superlayer ?? l.maskOwner
        }
    }
}
