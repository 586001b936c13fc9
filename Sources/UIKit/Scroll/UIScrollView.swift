/// A view whose content is larger than itself: `contentOffset` is the
/// bounds origin, so moving it moves every subview, and the compositor
/// paints only what the bounds show (the view clips to them).
///
/// Scrolling is instant here, as animations are: `setContentOffset(_:animated:)`
/// jumps, and a simulated drag's deceleration jumps to where it would stop.
/// A drag goes through `panGestureRecognizer` and the window's touch
/// simulation; see UIScrollView+Dragging.swift.
@preconcurrency @MainActor
open class UIScrollView: UIView, _UIScrollViewDelegateProperty {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// How quickly a flicked scroll view slows down: the fraction of its
    /// speed kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// What `delegate` reads and writes (UIScrollViewDelegate.swift says why
    /// the property is declared outside the class).
    package weak var scrollDelegateStorage: UIScrollViewDelegate? {
        didSet { scrollDelegateDidChange() }
    }

    /// Called when another object becomes the delegate, whichever of the
    /// class's `delegate` properties set it.
    package func scrollDelegateDidChange() {}

    /// The size of the scrollable content, in points.
    open var contentSize: CGSize = .zero {
        willSet { willChangeValue(forKey: "contentSize") }
        didSet {
            defer { didChangeValue(forKey: "contentSize") }
            guard contentSize != oldValue else { return }
            contentGeometryDidChange()
        }
    }

    /// The point of the content shown at the top-left corner: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Extra room around the content; scrolling reaches `-contentInset.top` and so on.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            contentGeometryDidChange()
        }
    }

    /// `contentInset` plus the safe area that `contentInsetAdjustmentBehavior`
    /// takes in (and a refreshing refresh control's height at the top).
    open var adjustedContentInset: UIEdgeInsets { computedAdjustedContentInset }

    /// Called when `adjustedContentInset` changes, before the delegate hears of it.
    open func adjustedContentInsetDidChange() {}

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentGeometryDidChange() } }
    }

    open var automaticallyAdjustsScrollIndicatorInsets = true

    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    open var isDirectionalLockEnabled = false
    /// Whether a drag can pull the content past its edges (it springs back when released).
    open var bounces = true
    /// Kept for code that sets it; zooming here is by `zoomScale` only (no pinch), so nothing bounces.
    open var bouncesZoom = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// Whether a drag stops on multiples of the bounds size.
    open var isPagingEnabled = false
    /// Kept for code that sets it; there is no status bar to tap here.
    open var scrollsToTop = true
    open var decelerationRate: DecelerationRate = .normal
    /// Kept for code that sets it; there is no keyboard to dismiss here.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    open var showsVerticalScrollIndicator = true {
        didSet { updateScrollIndicators() }
    }
    open var showsHorizontalScrollIndicator = true {
        didSet { updateScrollIndicators() }
    }
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { updateScrollIndicators() }
    }
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { updateScrollIndicators() }
    }
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { updateScrollIndicators() }
    }
    /// Sets both indicators' insets; reads the vertical one's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }

    // MARK: Zoom (see UIScrollView+Zoom.swift)

    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    /// The scale of the delegate's `viewForZooming(in:)`; set, it is kept
    /// between `minimumZoomScale` and `maximumZoomScale`.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { applyZoomScale(newValue) }
    }
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { applyZoomScale(scale) }
    open func zoom(to rect: CGRect, animated: Bool) { zoomToRect(rect) }
    /// Always false: zooming is by setting the scale (no pinch in progress).
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }

    // MARK: State

    /// True while a finger is on the content (even before it moved).
    open var isTracking: Bool { tracking }
    /// True once the finger has moved far enough to scroll.
    open var isDragging: Bool { dragging }
    /// True while the content moves on after a flick; a jump here, so only
    /// inside the delegate's deceleration callbacks.
    open var isDecelerating: Bool { decelerating }

    /// The recognizer that turns drags into scrolling.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = makePanGestureRecognizer()
    /// Sees the pan before scrolling does; true when it used it.
    package var panInterceptor: ((UIPanGestureRecognizer) -> Bool)?

    /// The refresh control shown above the content (added as a subview).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            contentGeometryDidChange()
        }
    }

    // MARK: Layout guides

    /// A guide whose edges are the content's: constraints on its width and
    /// height set `contentSize`.
    public private(set) lazy var contentLayoutGuide: UILayoutGuide = makeContentLayoutGuide()
    /// A guide whose edges are the scroll view's frame, whatever the offset.
    public private(set) lazy var frameLayoutGuide: UILayoutGuide = makeFrameLayoutGuide()

    // MARK: Storage for the extensions

    package var storedZoomScale: CGFloat = 1
    package var tracking = false
    package var dragging = false
    package var decelerating = false
    package var dragStartOffset: CGPoint = .zero
    package var lastAdjustedContentInset: UIEdgeInsets = .zero
    /// The indicators' layers (sublayers, not subviews, so `subviews` is
    /// only the views you added), and whether a flash is showing them.
    package var verticalIndicator: CALayer?
    package var horizontalIndicator: CALayer?
    package var indicatorsFlashing = false
    package var contentGuideConstraints: [NSLayoutConstraint] = []
    package var frameGuideConstraints: [NSLayoutConstraint] = []
    /// The refresh control's extra top inset while it is refreshing.
    package var refreshInset: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        scrollViewInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollViewInit()
    }

    private func scrollViewInit() {
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Geometry

    /// Setting the bounds origin scrolls: the delegate hears `scrollViewDidScroll`
    /// and the view lays out again (a table view places its rows there).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            // Scrolling is a change of contentOffset for its observers, as on iOS.
            willChangeValue(forKey: "contentOffset")
            defer { didChangeValue(forKey: "contentOffset") }
            super.bounds = newValue
            guard super.bounds != old else { return }
            if super.bounds.origin != old.origin { didScroll() }
            else { contentGeometryDidChange() }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.frame.size
            super.frame = newValue
            if super.frame.size != old { contentGeometryDidChange() }
        }
    }

    /// Moves the content so that `contentOffset` is at the top-left; jumps
    /// even when `animated` (the delegate then hears `scrollViewDidEndScrollingAnimation`).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let changed = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated && changed { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls as little as it takes to show `rect` (content coordinates)
    /// inside the insets, staying within the scrollable range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ vLo: CGFloat, _ vHi: CGFloat) -> CGFloat {
            if hi - lo > vHi - vLo || lo < vLo { return lo - vLo }
            if hi > vHi { return hi - vHi }
            return 0
        }
        offset.x += axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        offset.y += axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// Shows the scroll indicators for the scrollable axes until the next
    /// scroll ends (on iOS they fade after a moment; a snapshot keeps them).
    open func flashScrollIndicators() {
        indicatorsFlashing = true
        updateScrollIndicators()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSizeFromGuide()
        refreshAdjustedContentInset()
        layoutRefreshControl()
        updateScrollIndicators()
        notifyContainerBars()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        refreshAdjustedContentInset()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        refreshAdjustedContentInset()
    }
}
