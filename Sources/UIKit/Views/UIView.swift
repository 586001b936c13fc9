/// A rectangular area that draws and lays out its content, backed by a layer.
///
/// Swift cannot override members declared in extensions, so every member a
/// subclass may override is declared here; the work lives in
/// `UIView+Concern.swift` files.
@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency CALayerDelegate, UITraitEnvironment {
    /// The class of the layer made for each instance; override to back a view
    /// with a `CAShapeLayer`, `CAGradientLayer` or your own layer class.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; this view is its delegate.
    public let layer: CALayer

    public internal(set) weak var superview: UIView?
    package var subviewStorage: [UIView] = []
    open var subviews: [UIView] { subviewStorage }

    /// Identifies the view for `viewWithTag(_:)`.
    open var tag: Int = 0
    /// A string that identifies the view to UI tests (`UIAccessibilityIdentification`);
    /// nil until set. Nothing reads it in Offscreen; your tests may, to find views.
    open var accessibilityIdentifier: String?
    open var isUserInteractionEnabled = true
    /// Whether the view's touch methods receive more than the first touch of
    /// a multi-touch sequence; false, as on iOS. Kept: Offscreen's touch
    /// delivery does not filter by it yet (every touch goes to the view it hits).
    open var isMultipleTouchEnabled = false
    /// Whether the view takes touches exclusively from other views of its
    /// window while it tracks one; false, as on iOS. Kept, not applied to
    /// delivery (see `isMultipleTouchEnabled`).
    open var isExclusiveTouch = false
    open var autoresizesSubviews = true
    open var autoresizingMask: AutoresizingMask = []
    /// Read by the Auto Layout integration; stored here because extensions cannot add storage.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { autoLayoutImplicitConstraintsDidChange() } }
    }
    open var clearsContextBeforeDrawing = true
    /// What the accessibility properties were set to (UIView+Accessibility.swift).
    package var accessibility = AccessibilitySettings()

    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.gravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    /// Own tint, or nil to inherit the superview's.
    package var explicitTintColor: UIColor?
    package var explicitTintAdjustmentMode: TintAdjustmentMode = .automatic
    /// Appearance-proxy bookkeeping (see UIView+AppearanceProxies.swift).
    package var appearanceBookkeeping = AppearanceBookkeeping()

    /// What the view's draws have shown so far: `.yes` once a draw painted
    /// (or did not go through UIView's own `draw(_:)`), `.no` while every
    /// draw painted nothing (no backing store is kept); see UIView+Rendering.swift.
    package var drawsContent: DrawsContent = .unknown
    package var baseDrawReached = false
    package var needsUpdateConstraintsFlag = false

    /// Auto Layout's state for this view, made at its first use of Auto Layout
    /// (see `autoLayout`); nil for a view that never took part.
    package var autoLayoutState: AutoLayoutViewState?
    /// The insets a container view controller gives its child's view (a
    /// translucent navigation bar over its top, a tab bar over its bottom):
    /// its safe area and its subviews' stop there, as UIKit's do.
    package var containerSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard containerSafeAreaInsets != oldValue else { return }
            if containerSafeAreaInsets != .zero { UIView.containerSafeAreaInsetsInUse = true }
            safeAreaDidChangeInSubtree()
        }
    }
    /// Set once any view has container insets: until then `safeAreaInsets`
    /// skips looking for them.
    package static var containerSafeAreaInsetsInUse = false
    /// The recognizers attached with `addGestureRecognizer(_:)`, in order.
    package var attachedGestureRecognizers: [UIGestureRecognizer] = []
    package var attachedInteractions: [any UIInteraction] = []

    /// The view controller whose root view this is (UIKit's view delegate):
    /// it is the next responder and hears about layout and window moves.
    package weak var viewDelegate: UIViewController?

    package enum DrawsContent { case unknown, yes, no }

    // Traits (see Traits/UIView+Traits.swift).
    package var traitOverrideValues = TraitValues()
    /// The traits last computed for this view (nil until first asked).
    package var cachedTraits: UITraitCollection?
    package var traitRegistrations: [TraitChangeRegistration] = []
    /// An Interface Builder document's size-class variations, on the root
    /// view loaded from it (see NibTraitVariations).
    package var nibTraitVariations: NibTraitVariations?
    /// The colour given to `backgroundColor` (maybe dynamic) and the fixed
    /// colour it was resolved to on the layer.
    package var backgroundColorStorage: (color: UIColor, applied: CGColor)?
    package var semanticContentAttributeStorage: UISemanticContentAttribute = .unspecified

    // MARK: Initialisers

    /// The designated initializer: every other way of making a view comes here.
    public init(frame: CGRect) {
        layer = UIView.makeLayer(for: type(of: self))
        super.init()
        commonInit()
        self.frame = frame
    }

    /// `UIView()` goes through `init(frame: .zero)`, as on iOS.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Makes a view from an archive. Properties stored in the archive are
    /// applied here, inside `super.init(coder:)`: a layout file's or
    /// Interface Builder document's by their decoder, any other keyed
    /// coder's (an `NSKeyedUnarchiver` of what `encode(with:)` wrote) under
    /// UIKit's archive keys (UIView+Coding.swift).
    public required init?(coder: NSCoder) {
        layer = UIView.makeLayer(for: type(of: self))
        super.init()
        commonInit()
        applyCoderProperties(coder)
    }

    /// Whether a new view of this class is opaque: UIView's are (as on iOS,
    /// where a plain view's description leaves `opaque` out); labels, image
    /// views and controls are not.
    package class var isOpaqueByDefault: Bool { true }

    private func commonInit() {
        layer.delegate = self
        layer.isOpaque = type(of: self).isOpaqueByDefault
        layer.contentsGravity = contentMode.gravity
        // As on iOS, a view draws at the main screen's scale until a window says otherwise.
        layer.contentsScale = UIScreen.main.scale
        // A new view is laid out and displayed once it is shown, as in UIKit.
        layer.needsLayoutFlag = true
        layer.setNeedsDisplay()
    }

    /// Where archived properties are applied; the layout-file decoder's
    /// coder conforms to `UIViewCoderProperties`.
    package func applyCoderProperties(_ coder: NSCoder) {
        if let properties = coder as? UIViewCoderProperties {
            properties.applyProperties(to: self)
        } else {
            decodeArchivedProperties(from: coder)
        }
    }

    /// Archives the view under UIKit's keys: bounds, centre, background
    /// colour, alpha, hidden, opaque, clips to bounds, user interaction,
    /// tag, content mode, autoresizing, Auto Layout translation and the
    /// subviews (UIView+Coding.swift), which `init?(coder:)` reads back.
    /// Subclasses override it to add their own keys and call `super`.
    open func encode(with coder: NSCoder) {
        encodeArchivedProperties(with: coder)
    }

    open func awakeFromNib() {}

    // MARK: Responder chain

    /// A controller's root view passes events to its controller, others to the superview.
    open override var next: UIResponder? { viewDelegate ?? superview }

    // MARK: Geometry (see UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { layer.frame }
        set {
            willChangeValue(forKey: "frame")
            setGeometry { layer.frame = newValue }
            didChangeValue(forKey: "frame")
        }
    }

    /// The view's own coordinate space; changing its size lays the view out
    /// again, changing its origin scrolls the content.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            willChangeValue(forKey: "bounds")
            setGeometry { layer.bounds = newValue }
            didChangeValue(forKey: "bounds")
        }
    }

    open var center: CGPoint {
        get { layer.position }
        set {
            willChangeValue(forKey: "center")
            layer.position = newValue
            autoLayoutGeometryDidChange()
            didChangeValue(forKey: "center")
        }
    }

    /// Applied around the center; `frame` is undefined when it is not the identity.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// How UIKit Dynamics sees the view in collisions (`UIDynamicItem`);
    /// subclasses override these as on iOS.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    // MARK: Appearance (see UIView+Appearance.swift)

    /// A dynamic colour is resolved with the view's traits onto the layer,
    /// and again whenever they change.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            guard customizes("backgroundColor") else { return }
            setBackgroundColor(newValue)
        }
    }

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            willChangeValue(forKey: "alpha")
            layer.opacity = Float(newValue)
            didChangeValue(forKey: "alpha")
        }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            // Observers hear every set, as KVO's setter on iOS does.
            willChangeValue(forKey: "hidden")
            defer { didChangeValue(forKey: "hidden") }
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            visibilityDidChangeForStackView()
        }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// The view's own tint, else its superview's, else the system blue; dimmed
    /// (desaturated) when the effective adjustment mode is `.dimmed`.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            guard customizes("tintColor") else { return }
            setTintColor(newValue)
        }
    }

    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setTintAdjustmentMode(newValue) }
    }

    /// Called when the effective tint colour or adjustment mode changes.
    open func tintColorDidChange() {}

    // MARK: Traits (see Traits/UIView+Traits.swift)

    /// The view's traits: its controller's (for a root view) or its
    /// superview's, with this view's overrides applied.
    open var traitCollection: UITraitCollection { currentTraitCollection }

    /// Called once after each change of this view's traits, after its
    /// controller's and before its subviews'; `UITraitCollection.current`
    /// is the new traits meanwhile.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// How the view's content flips right to left (see Traits/UIView+LayoutDirection.swift).
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { semanticContentAttributeStorage }
        set { setSemanticContentAttribute(newValue) }
    }

    /// The direction this view's own content is arranged and drawn in: its
    /// traits' layout direction, unless `semanticContentAttribute` fixes it.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitCollection.interfaceLayoutDirection)
    }

    /// Light or dark for this view and its subviews; `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrideValues.userInterfaceStyle }
        set { setTraitOverrides { $0.userInterfaceStyle = newValue } }
    }

    // MARK: Hierarchy (see UIView+Hierarchy.swift)

    open func addSubview(_ view: UIView) { insertSubviewAtIndex(view, subviewStorage.count) }
    open func insertSubview(_ view: UIView, at index: Int) { insertSubviewAtIndex(view, index) }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { insertSubviewRelative(view, siblingSubview, above: true) }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { insertSubviewRelative(view, siblingSubview, above: false) }
    open func removeFromSuperview() { detachFromSuperview() }
    open func bringSubviewToFront(_ view: UIView) { moveSubview(view, toFront: true) }
    open func sendSubviewToBack(_ view: UIView) { moveSubview(view, toFront: false) }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { exchangeSubviews(index1, index2) }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Sizing

    /// The size that best fits `size`; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The natural size for Auto Layout; `noIntrinsicMetric` in both axes by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells Auto Layout the intrinsic size changed: the superview is laid out again.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeDidChange()
    }

    // MARK: Update cycle (see UpdateCycle/)

    /// Marks the view for `layoutSubviews()` in the next update; many marks make one layout.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now if layout is pending (for this view or an ancestor).
    open func layoutIfNeeded() { runLayoutIfNeeded() }

    /// Override to set subviews' frames. Never call it directly; the default
    /// applies the frames Auto Layout solved for constrained subviews.
    open func layoutSubviews() { applyAutoLayoutFrames() }

    /// Marks the whole view for `draw(_:)` in the next update.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Adds `rect` to what the next `draw(_:)` redraws (it receives the union).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Override to draw with `UIGraphicsGetCurrentContext()`; the context is
    /// clipped to `rect`. Views that do not override it have no backing store.
    open func draw(_ rect: CGRect) { baseDrawReached = true }

    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }
    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }
    open func updateConstraintsIfNeeded() { runUpdateConstraintsIfNeeded() }
    /// Override to update constraints; call super at the end, as UIKit asks.
    open func updateConstraints() { needsUpdateConstraintsFlag = false }

    // MARK: Auto Layout (see Layout/; declared here so subclasses can override)

    /// True for classes that only lay out correctly with constraints: such a
    /// view gets `updateConstraints()` when it joins a tree.
    open class var requiresConstraintBasedLayout: Bool { false }

    open var layoutMargins: UIEdgeInsets {
        get { managedLayoutMargins }
        set { setLayoutMargins(newValue) }
    }

    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { managedDirectionalLayoutMargins }
        set { setDirectionalLayoutMargins(newValue) }
    }

    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}

    /// Insets from the frame to the alignment rectangle constraints act on.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { alignmentRectFromFrame(frame) }
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { frameFromAlignmentRect(alignmentRect) }

    /// The view whose first (last) baseline stands for this view's.
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { autoLayout.hugging[axis.rawValue] }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, for: axis, hugging: true)
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.compression[axis.rawValue]
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, for: axis, hugging: false)
    }

    /// The smallest (compressed) or largest (expanded) size the view's
    /// constraints allow near `targetSize`; see UIView+Fitting.swift.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: Hit testing (see UIView+HitTesting.swift)

    /// The farthest descendant that contains `point` and can receive events, or nil.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// True when `point` (this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Whether a recognizer attached to this view may begin; the default says yes.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Accessibility (UIAccessibility; each control's defaults are in UIView+Accessibility.swift)

    /// True for labels, and for controls other than segmented controls and steppers
    /// (whose parts are the elements), as on iOS; false for other views.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }
    /// A label's text and a button's title unless set; nil resets to that.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }
    /// A switch's "1"/"0", a slider's or progress view's percentage, a text field's text unless set.
    open var accessibilityValue: String? {
        get { accessibility.value ?? defaultAccessibilityValue }
        set { accessibility.value = newValue }
    }
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// `.button`, `.staticText`, `.image`, `.adjustable`... by class, plus
    /// `.notEnabled` and `.selected` from a control's state, unless set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    open var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility.groupsChildren }
        set { accessibility.groupsChildren = newValue }
    }
    open var accessibilityLanguage: String? {
        get { accessibility.language }
        set { accessibility.language = newValue }
    }
    /// The view's frame in its window's (screen) coordinates unless set.
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? convert(bounds, to: nil) }
        set { accessibility.frame = newValue }
    }
    /// The elements a container exposes in order, or nil for its subviews.
    open var accessibilityElements: [Any]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }
    /// Sliders step up by a tenth of their range, steppers by `stepValue`,
    /// page controls to the next page (each sends `.valueChanged`); other views do nothing.
    open func accessibilityIncrement() { defaultAccessibilityAdjust(by: 1) }
    open func accessibilityDecrement() { defaultAccessibilityAdjust(by: -1) }
    /// False: the assistive technology then activates the element's centre.
    open func accessibilityActivate() -> Bool { false }

    // MARK: Interface Builder

    /// Called by Interface Builder on a Mac before it draws an
    /// `@IBDesignable` view; an app never calls it, so neither does Offscreen.
    open func prepareForInterfaceBuilder() {}

    /// The view whose baseline aligns (deprecated in iOS 9): `forLastBaselineLayout`.
    open func forBaselineLayout() -> UIView { forLastBaselineLayout }

    // MARK: CALayerDelegate (see UIView+Rendering.swift)

    open func display(_ layer: CALayer) { displayLayer(layer) }
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawLayer(layer, in: ctx) }
    open func layerWillDraw(_ layer: CALayer) {}
    open func layoutSublayers(of layer: CALayer) { layoutSublayersOfLayer(layer) }
    /// `NSNull` (no implicit animation) for a view's own layer, as UIKit
    /// answers outside an animation block; Offscreen runs no animation block later.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}

extension UIView {
    /// "No intrinsic size in this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    /// Makes the layer of `layerClass`; Swift needs a required initializer for that.
    fileprivate static func makeLayer(for viewClass: UIView.Type) -> CALayer {
        guard let layerType = viewClass.layerClass as? CALayer.Type else {
            preconditionFailure("\(viewClass).layerClass must be CALayer or a subclass of it")
        }
        return layerType.init(makingLayerForView: ())
    }
}

/// Implemented by the layout-file decoder's coder: applies archived properties
/// (frame, backgroundColor, ...) to a view inside `init?(coder:)`.
@preconcurrency @MainActor
package protocol UIViewCoderProperties: AnyObject {
    func applyProperties(to view: UIView)
}
