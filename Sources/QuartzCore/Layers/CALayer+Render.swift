@_implementationOnly import CCairo

extension CALayer {
    /// `render(in:)`: lays out and displays what is pending, then paints the
    /// subtree in the context's current user space (this layer's own
    /// position and transform are not applied, as in Core Animation).
    package func renderTree(in ctx: CGContext) {
        layoutSubtreeIfNeeded()
        displaySubtreeIfNeeded()
        let cr = ctx.cairo
        cairo_save(cr)
        let m = CairoPath.matrix(cr)
        LayerPainter(cr: cr, damage: []).paint(self, m)
        cairo_restore(cr)
        ctx.flush()
    }
}
