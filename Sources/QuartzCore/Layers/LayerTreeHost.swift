/// What a root layer reports to: whoever composites the tree (a window) and
/// schedules its updates. Layers below the root find it by walking up.
package protocol LayerTreeHost: AnyObject {
    /// Some layer in the tree has layout or display pending.
    func layerTreeNeedsUpdate()
    /// Pixels inside `rect` (root layer coordinates, points) must be repainted.
    func layerTreeDamaged(_ rect: CGRect)
    /// True while the whole surface is already damaged (callers may skip work).
    var isFullyDamaged: Bool { get }
}
