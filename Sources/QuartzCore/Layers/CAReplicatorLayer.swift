import Foundation

/// A layer that draws its sublayers `instanceCount` times: instance k with
/// `instanceTransform` applied k times about the layer's centre, and
/// coloured by `instanceColor` plus k times the colour offsets (each
/// instance's pixels multiplied by that colour, clamped to 0...1), as Core
/// Animation draws a replicator. `instanceDelay` staggers animations in
/// time; Offscreen renders still frames, so it is kept and read back only.
/// Only the affine part of `instanceTransform` is used (Offscreen renders in
/// two dimensions), and `preservesDepth` is kept only.
open class CAReplicatorLayer: CALayer {
    open var instanceCount = 1 { willSet { willSetObservable("instanceCount") } didSet { invalidateSubtree(); didSetObservable("instanceCount") } }
    open var preservesDepth = false { willSet { willSetObservable("preservesDepth") } didSet { didSetObservable("preservesDepth") } }
    open var instanceDelay: CFTimeInterval = 0 { willSet { willSetObservable("instanceDelay") } didSet { didSetObservable("instanceDelay") } }
    open var instanceTransform = CATransform3DIdentity { willSet { willSetObservable("instanceTransform"); invalidateSubtree() } didSet { invalidateSubtree(); didSetObservable("instanceTransform") } }
    /// Opaque white (which leaves colours as they are) by default.
    open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1) { willSet { willSetObservable("instanceColor") } didSet { invalidateSubtree(); didSetObservable("instanceColor") } }
    open var instanceRedOffset: Float = 0 { willSet { willSetObservable("instanceRedOffset") } didSet { invalidateSubtree(); didSetObservable("instanceRedOffset") } }
    open var instanceGreenOffset: Float = 0 { willSet { willSetObservable("instanceGreenOffset") } didSet { invalidateSubtree(); didSetObservable("instanceGreenOffset") } }
    open var instanceBlueOffset: Float = 0 { willSet { willSetObservable("instanceBlueOffset") } didSet { invalidateSubtree(); didSetObservable("instanceBlueOffset") } }
    open var instanceAlphaOffset: Float = 0 { willSet { willSetObservable("instanceAlphaOffset") } didSet { invalidateSubtree(); didSetObservable("instanceAlphaOffset") } }

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount; preservesDepth = other.preservesDepth
        instanceDelay = other.instanceDelay; instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor; instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset; instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// At most this many instances are drawn (a guard against absurd counts).
    package static let maxInstances = 10_000

    package override var replicationInstances: [ReplicationInstance] {
        let count = min(max(instanceCount, 0), Self.maxInstances)
        guard count > 0 else { return [] }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let step = instanceTransform.affine
        let base: (r: Double, g: Double, b: Double, a: Double) = instanceColor?.rgba ?? (1, 1, 1, 1)
        var result: [ReplicationInstance] = []
        result.reserveCapacity(count)
        var accumulated = CGAffineTransform.identity
        for k in 0..<count {
            let transform = CGAffineTransform(translationX: -centre.x, y: -centre.y)
                .concatenating(accumulated).concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
            func channel(_ value: Double, _ offset: Float) -> Double { min(max(value + Double(k) * Double(offset), 0), 1) }
            let color = (channel(base.r, instanceRedOffset), channel(base.g, instanceGreenOffset),
                         channel(base.b, instanceBlueOffset), channel(base.a, instanceAlphaOffset))
            result.append(ReplicationInstance(transform: transform, color: color))
            accumulated = accumulated.concatenating(step)
        }
        return result
    }
}
