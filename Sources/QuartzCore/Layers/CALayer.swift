@_implementationOnly import CCairo

/// The layer tree node, as in Core Animation: geometry, sublayers and the
/// appearance properties the compositor paints.
///
/// Differences from Apple's: changes take effect at once (no implicit
/// animations; `CATransaction` exists so code compiles), only the affine part
/// of `transform` is rendered. As in Apple's SDK, `CALayer` has no actor
/// isolation: layers may be built on any thread (a layer in a window's tree
/// belongs to the main thread, as on iOS).
open class CALayer: NSObject {
    // MARK: Geometry

    /// The layer's own coordinate space: `bounds.origin` shifts the content
    /// (sublayers and drawing), `bounds.size` is the layer's size.
    open var bounds: CGRect = .zero {
        willSet { willSetObservable("bounds"); if newValue != bounds { invalidateSubtree() } }
        didSet {
            defer { didSetObservable("bounds") }
            guard bounds != oldValue else { return }
            invalidateSubtree()
            if bounds.size != oldValue.size {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                setNeedsLayout()
            } else {
                // Scrolling moves the content: re-layout, as UIKit does.
                setNeedsLayout()
            }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint = .zero {
        willSet { willSetObservable("position"); if newValue != position { invalidateSubtree() } }
        didSet { if position != oldValue { invalidateSubtree() }; didSetObservable("position") }
    }

    /// Sublayers are composited in increasing `zPosition`, ties in array order.
    open var zPosition: CGFloat = 0 {
        willSet { willSetObservable("zPosition") }
        didSet { if zPosition != oldValue { invalidateSubtree() }; didSetObservable("zPosition") }
    }

    /// The point of the bounds (in unit coordinates) that `position` refers to
    /// and that `transform` turns around.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { willSetObservable("anchorPoint"); if newValue != anchorPoint { invalidateSubtree() } }
        didSet { if anchorPoint != oldValue { invalidateSubtree() }; didSetObservable("anchorPoint") }
    }

    open var anchorPointZ: CGFloat = 0 {
        willSet { willSetObservable("anchorPointZ") }
        didSet { didSetObservable("anchorPointZ") }
    }

    /// Applied around the anchor point. Only its affine part is rendered.
    open var transform: CATransform3D = CATransform3DIdentity {
        willSet { willSetObservable("transform"); if newValue != transform { invalidateSubtree() } }
        didSet { if transform != oldValue { invalidateSubtree() }; didSetObservable("transform") }
    }

    // MARK: Hierarchy

    public internal(set) weak var superlayer: CALayer?
    package var sublayerStorage: [CALayer] = []
    /// The animations added with `add(_:forKey:)`, in order (CALayer+Animations.swift).
    package var animationEntries: [(key: String?, animation: CAAnimation)] = []

    /// The layer whose `mask` this layer is (a mask has no superlayer).
    package weak var maskOwner: CALayer?

    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// A layer whose alpha channel masks this layer's content (its own
    /// geometry is in this layer's coordinate space).
    open var mask: CALayer? {
        willSet { willSetObservable("mask"); invalidateSubtree() }
        didSet {
            defer { didSetObservable("mask") }
            if oldValue !== mask { oldValue?.maskOwner = nil }
            if let mask {
                mask.removeFromSuperlayer()
                mask.maskOwner?.mask = nil
                mask.maskOwner = self
                if mask.needsDisplayFlag || mask.descendantNeedsDisplay { mask.propagateNeedsDisplayUp() }
            }
            invalidateSubtree()
        }
    }

    // MARK: Appearance

    open var masksToBounds = false {
        willSet { willSetObservable("masksToBounds") }
        didSet { if masksToBounds != oldValue { invalidateSubtree() }; didSetObservable("masksToBounds") }
    }
    open var isHidden = false {
        willSet { willSetObservable("hidden") }
        didSet {
            defer { didSetObservable("hidden") }
            guard isHidden != oldValue else { return }
            invalidateSubtree(ignoringHidden: true)
            // Display skipped while hidden is owed now.
            if !isHidden, needsDisplayFlag || descendantNeedsDisplay { propagateNeedsDisplayUp() }
        }
    }
    open var opacity: Float = 1 {
        willSet { willSetObservable("opacity") }
        didSet { if opacity != oldValue { invalidateSubtree() }; didSetObservable("opacity") }
    }
    open var isOpaque = false {
        willSet { willSetObservable("opaque") }
        didSet { didSetObservable("opaque") }
    }
    open var isDoubleSided = true

    open var backgroundColor: CGColor? {
        willSet { willSetObservable("backgroundColor") }
        didSet { if backgroundColor != oldValue { invalidateOwnAppearance() }; didSetObservable("backgroundColor") }
    }
    /// Rounds the background and border always; clips contents and sublayers
    /// only when `masksToBounds` is true (as on iOS).
    open var cornerRadius: CGFloat = 0 {
        willSet { willSetObservable("cornerRadius") }
        didSet { if cornerRadius != oldValue { invalidateSubtree() }; didSetObservable("cornerRadius") }
    }
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        willSet { willSetObservable("maskedCorners") }
        didSet { if maskedCorners != oldValue { invalidateSubtree() }; didSetObservable("maskedCorners") }
    }
    /// `.continuous` draws iOS's continuous corner curve instead of circular arcs.
    open var cornerCurve: CALayerCornerCurve = .circular {
        willSet { willSetObservable("cornerCurve") }
        didSet { if cornerCurve != oldValue { invalidateSubtree() }; didSetObservable("cornerCurve") }
    }
    /// Drawn inside the bounds, above the contents and every sublayer.
    open var borderWidth: CGFloat = 0 {
        willSet { willSetObservable("borderWidth") }
        didSet { if borderWidth != oldValue { invalidateOwnAppearance() }; didSetObservable("borderWidth") }
    }
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        willSet { willSetObservable("borderColor") }
        didSet { if borderColor != oldValue { invalidateOwnAppearance() }; didSetObservable("borderColor") }
    }

    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        willSet { willSetObservable("shadowColor"); invalidateShadow() }
        didSet { invalidateShadow(); didSetObservable("shadowColor") }
    }
    open var shadowOpacity: Float = 0 {
        willSet { willSetObservable("shadowOpacity"); invalidateShadow() }
        didSet { invalidateShadow(); didSetObservable("shadowOpacity") }
    }
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { willSetObservable("shadowOffset"); invalidateShadow() }
        didSet { invalidateShadow(); didSetObservable("shadowOffset") }
    }
    open var shadowRadius: CGFloat = 3 {
        willSet { willSetObservable("shadowRadius"); invalidateShadow() }
        didSet { invalidateShadow(); didSetObservable("shadowRadius") }
    }
    open var shadowPath: CGPath? {
        willSet { willSetObservable("shadowPath"); invalidateShadow() }
        didSet { invalidateShadow(); didSetObservable("shadowPath") }
    }

    /// Rasterisation is a cache on iOS; the pixels are the same without it.
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var allowsEdgeAntialiasing = false
    open var allowsGroupOpacity = true

    // MARK: Contents

    /// A `CGImage` drawn in the bounds per `contentsGravity`. Other values are ignored.
    open var contents: Any? {
        willSet { willSetObservable("contents") }
        didSet { invalidateOwnAppearance(); didSetObservable("contents") }
    }
    /// The part of the contents shown, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet { willSetObservable("contentsRect") }
        didSet { if contentsRect != oldValue { invalidateOwnAppearance() }; didSetObservable("contentsRect") }
    }
    open var contentsGravity: CALayerContentsGravity = .resize {
        willSet { willSetObservable("contentsGravity") }
        didSet { if contentsGravity != oldValue { invalidateOwnAppearance() }; didSetObservable("contentsGravity") }
    }
    /// Pixels per point of the contents (and of the backing store drawn by `display()`).
    open var contentsScale: CGFloat = 1 {
        willSet { willSetObservable("contentsScale") }
        didSet {
            defer { didSetObservable("contentsScale") }
            guard contentsScale != oldValue else { return }
            // A backing store drawn at the old scale is drawn again at the new one.
            if backingStore != nil { setNeedsDisplay() }
        }
    }
    open var needsDisplayOnBoundsChange = false

    open var name: String? {
        willSet { willSetObservable("name") }
        didSet { didSetObservable("name") }
    }
    open weak var delegate: CALayerDelegate?

    /// Applied to the sublayers, around this layer's anchor point, when they
    /// are composited (and when points are converted through it).
    /// Only its affine part is rendered.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        willSet { willSetObservable("sublayerTransform"); if newValue != sublayerTransform { invalidateSubtree() } }
        didSet {
            defer { didSetObservable("sublayerTransform") }
            guard sublayerTransform != oldValue else { return }
            sublayerAffine = sublayerTransform.affine.isIdentity ? nil : sublayerTransform.affine
            invalidateSubtree()
        }
    }
    /// `sublayerTransform`'s affine part, nil when it is the identity.
    package var sublayerAffine: CGAffineTransform?

    /// Actions by key (`action(forKey:)` looks here after the delegate).
    /// Offscreen does not animate, so an action found is not run.
    open var actions: [String: CAAction]?

    // MARK: CAMediaTiming (see CALayer+Timing.swift)

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Values set with `setValue(_:forKey:)` for keys that are not properties
    /// (Core Animation keeps any key on a layer).
    package var extraValues: [String: Any] = [:]

    // MARK: Update state

    package var needsLayoutFlag = false
    package var needsDisplayFlag = false
    /// A layer below needs layout / display: passes skip subtrees without it.
    package var descendantNeedsLayout = false
    package var descendantNeedsDisplay = false
    /// What `setNeedsDisplay(_:)` accumulated since the last display, in layer coordinates.
    package var invalidRect: CGRect = .null

    package var suppressesInvalidation = false
    /// `subtreeExtent()`, kept between frames; dropped up the tree by any change to it.
    package var cachedSubtreeExtent: CGRect?

    /// The pixels `display()` drew, for layers that draw; nil for the others.
    package var backingStore: BackingStore?
    /// While `display()` runs: the region being redrawn (layer coordinates).
    package var displayRect: CGRect?

    /// Set on a root layer by whoever composites the tree (a window).
    package weak var host: LayerTreeHost?

    // MARK: Initialisers

    public override init() {
        super.init()
    }

    /// Copies the model properties of `layer` (Core Animation uses this for
    /// presentation copies; subclasses override it to copy their own state).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds; position = other.position; zPosition = other.zPosition
        anchorPoint = other.anchorPoint; transform = other.transform
        masksToBounds = other.masksToBounds; isHidden = other.isHidden; opacity = other.opacity
        backgroundColor = other.backgroundColor; cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners; cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth; borderColor = other.borderColor
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset; shadowRadius = other.shadowRadius; shadowPath = other.shadowPath
        contents = other.contents; contentsRect = other.contentsRect
        contentsGravity = other.contentsGravity; contentsScale = other.contentsScale
        name = other.name
        sublayerTransform = other.sublayerTransform; actions = other.actions
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode
        extraValues = other.extraValues
    }

    /// Layers are not archived in Offscreen; this reads nothing.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// How UIKit makes a view's layer from `layerClass` (Swift can only
    /// construct from a metatype through a required initializer). Subclasses
    /// inherit it when they implement `init()`, `init(layer:)` and
    /// `init?(coder:)`, or none of them; a subclass that overrides `init()`
    /// must then also override `init(layer:)`, as Core Animation expects anyway.
    public required convenience init(makingLayerForView: Void) {
        self.init()
    }

    // MARK: Affine transform

    open func affineTransform() -> CGAffineTransform { transform.affine }

    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    // MARK: Frame

    /// The bounds as seen in the superlayer (the bounding box when transformed).
    open var frame: CGRect {
        get {
            CGRect(origin: .zero, size: bounds.size).applying(
                CGAffineTransform(translationX: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height)
                    .concatenating(transform.affine)
                    .concatenating(CGAffineTransform(translationX: position.x, y: position.y)))
        }
        set {
            let f = newValue.standardized
            let t = transform.affine
            var size = f.size
            // With a transform, the frame is the transformed bounds: undo a pure
            // scale; other transforms keep the size (UIKit calls frame undefined there).
            if !t.isIdentity {
                if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
                    size = CGSize(width: f.width / abs(t.a), height: f.height / abs(t.d))
                } else {
                    size = bounds.size
                }
            }
            willSetObservable("frame")
            position = CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
            bounds = CGRect(origin: bounds.origin, size: size)
            didSetObservable("frame")
        }
    }

    // MARK: Overridable behaviour
    // Swift cannot override members declared in extensions, so everything a
    // subclass may override lives here and forwards to the extension files.

    /// True when `p` (in this layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant containing `p` (given in the superlayer's
    /// coordinates), front to back, or nil. Hidden layers are skipped.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestLayers(p) }

    /// Marks the layer for `layoutSublayers()` in the next update.
    open func setNeedsLayout() { markNeedsLayout() }

    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Calls the delegate's `layoutSublayers(of:)`. Subclasses override to place sublayers.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Lays out now: from the topmost ancestor that needs layout (as Core
    /// Animation does) down through every sublayer that needs it.
    open func layoutIfNeeded() { layoutFromTopmostPendingAncestor() }

    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Marks the whole layer for `display()` in the next update.
    open func setNeedsDisplay() { markNeedsDisplay(in: bounds) }

    /// Adds `r` (layer coordinates) to the region redrawn by the next `display()`.
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay(in: r) }

    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Displays this layer now if it is marked.
    open func displayIfNeeded() { if needsDisplayFlag { display() } }

    /// Calls the delegate's `display(_:)`, or draws into a backing store
    /// through `draw(in:)`. Subclasses override to set `contents` themselves.
    open func display() {
        if let delegate { delegate.display(self) } else { displayIntoBackingStore() }
    }

    /// Calls the delegate's `draw(_:in:)`. Subclasses override to draw.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Renders the layer and its sublayers into `ctx` (in the context's
    /// current user space), laying out and displaying what is pending first.
    open func render(in ctx: CGContext) { renderTree(in: ctx) }

    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Paints what the layer class itself shows between its contents and its
    /// sublayers (a shape, a gradient), in layer coordinates. Overridden by
    /// the layer classes of this module.
    package func paintClassContent(_ cr: OpaquePointer) {}

    /// How the sublayers are drawn: once, as they are, except in a
    /// `CAReplicatorLayer`, which draws them once per instance.
    package var replicationInstances: [ReplicationInstance] { [.identity] }

    /// Whether `paintClassContent` paints anything for this class.
    package var paintsClassContent: Bool { false }

    /// Where the layer paints itself (not its sublayers), shadow aside, in
    /// layer coordinates: the bounds, or more for a stroked shape.
    package var contentExtent: CGRect { bounds }
    open class func defaultValue(forKey key: String) -> Any? { nil }
}

/// One drawing of a layer's sublayers: a transform in the layer's
/// coordinates and a colour their pixels are multiplied by.
package struct ReplicationInstance: Sendable {
    package var transform: CGAffineTransform
    package var color: (r: Double, g: Double, b: Double, a: Double)

    package static let identity = ReplicationInstance(transform: .identity, color: (1, 1, 1, 1))

    package var isUncoloured: Bool { color == (1, 1, 1, 1) }
}
