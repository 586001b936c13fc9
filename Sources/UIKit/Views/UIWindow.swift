/// The root of a view tree and of rendering: it composites its layer tree
/// into a surface at its screen's scale, repainting only what changed, and
/// schedules the update cycle for every view inside it.
///
/// `rootViewController` installs a controller's view as the window's content
/// (see UIWindow+RootViewController.swift).
@preconcurrency @MainActor
open class UIWindow: UIView, @preconcurrency LayerTreeHost {
    open var screen: UIScreen = .main {
        didSet {
            setContentsScale(screen.scale)
            refreshTraits()
        }
    }

    public private(set) var isKeyWindow = false
    package weak var firstResponder: UIResponder?
    package let compositor = Compositor()
    package var rootViewControllerStorage: UIViewController?
    /// Set while the window is in the update cycle's pending list.
    package var isAwaitingUpdate = false
    /// Touches in flight in this window (see `UIWindow+TouchDelivery`).
    package let touchState = WindowTouchState()
    /// The menu a simulated tap or long press showed (see `UIWindow+Menus`).
    package var shownMenu: ShownMenu?

    /// The controller whose view is the window's content. Setting it loads
    /// that view, sizes it to the window and installs it (removing the old
    /// one); appearance callbacks run when the window is visible.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set { installRootViewController(newValue) }
    }

    /// Showing or hiding the window makes its root controller appear or disappear.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let wasHidden = super.isHidden
            super.isHidden = newValue
            if wasHidden != newValue { rootViewControllerVisibilityChanged() }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonWindowInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonWindowInit()
    }

    private func commonWindowInit() {
        // Windows start hidden, as on iOS; makeKeyAndVisible shows them.
        layer.isHidden = true
        layer.host = self
        setContentsScale(screen.scale)
    }

    open func makeKey() {
        UIWindow.keyWindow?.isKeyWindow = false
        UIWindow.keyWindow = self
        isKeyWindow = true
        UIApplication.shared.windowDidBecomeKey(self)
    }

    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    open override var next: UIResponder? { nil }

    /// Delivers an event's touches: to gesture recognizers, then to the view
    /// hit when each touch began (see Events/UIWindow+TouchDelivery.swift).
    open func sendEvent(_ event: UIEvent) { deliverTouches(event) }

    package static weak var keyWindow: UIWindow?

    private func setContentsScale(_ scale: CGFloat) {
        func visit(_ view: UIView) {
            view.layer.contentsScale = scale
            for sub in view.subviewStorage { visit(sub) }
        }
        visit(self)
    }

    // MARK: LayerTreeHost

    package func layerTreeNeedsUpdate() {
        UpdateCycle.shared.schedule(self)
    }

    package func layerTreeDamaged(_ rect: CGRect) {
        compositor.damage.add(rect)
        UpdateCycle.shared.schedule(self)
    }

    package var isFullyDamaged: Bool { compositor.damage.isFull }

    // MARK: Update

    /// One update: constraints (leaf to root), layout (root to leaf), display,
    /// then, when asked or when the window is visible, composite.
    package func runUpdate(composite: Bool) {
        UpdateCycle.shared.settleDynamics()
        // Layout may mark views laid out earlier in the pass; a few rounds settle it.
        for _ in 0..<8 {
            runUpdateConstraintsIfNeeded()
            layer.layoutSubtreeIfNeeded()
            if !layer.needsLayoutFlag && !layer.subtreeNeedsLayout { break }
        }
        displayAll()
        if composite || !layer.isHidden { compositeNow() }
    }

    private func displayAll() {
        // A hidden window still draws when rendered on request.
        let hidden = layer.isHidden
        layer.isHiddenWithoutDamage = false
        layer.displaySubtreeIfNeeded()
        layer.isHiddenWithoutDamage = hidden
    }

    package func compositeNow() {
        let hidden = layer.isHidden
        layer.isHiddenWithoutDamage = false
        compositor.composite(layer, size: bounds.size, scale: screen.scale)
        layer.isHiddenWithoutDamage = hidden
    }

    /// Runs any pending update now and returns the window's pixels.
    package func renderedImage() -> CGImage? {
        runUpdate(composite: true)
        return compositor.makeImage()
    }
}
