/// Methods a layer's delegate (a view, for a view's layer) implements. Apple's
/// are optional Objective-C methods; here each has a default implementation
/// that does what Core Animation does when the delegate lacks it.
public protocol CALayerDelegate: NSObjectProtocol {
    /// Does the whole display. The default draws into a backing store through `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's content. The default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    /// The action for a layer event, or nil to let the layer look further.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
