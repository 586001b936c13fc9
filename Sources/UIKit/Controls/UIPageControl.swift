/// Page dots: 7-point dots, 16 points apart, the current one in
/// `currentPageIndicatorTintColor` (black), the others in
/// `pageIndicatorTintColor` (light grey), centred; 26 points tall.
/// A tap left or right of the current dot goes one page back or forward
/// and sends `.valueChanged`. (Offscreen's metrics follow iOS 14+ closely,
/// not to the pixel.)
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    package static let dotSize: CGFloat = 7
    package static let dotPitch: CGFloat = 16
    package static let height: CGFloat = 26

    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            updateVisibility()
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// Kept within `0..<numberOfPages`.
    open var currentPage = 0 {
        didSet {
            let clamped = max(0, min(currentPage, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    open var hidesForSinglePage = false { didSet { updateVisibility() } }
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var defersCurrentPageDisplay = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func updateVisibility() {
        if hidesForSinglePage { isHidden = numberOfPages <= 1 }
    }

    /// Dots plus 12 points of margin on each side, 26 points tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(0, pageCount))
        return CGSize(width: n == 0 ? 0 : n * UIPageControl.dotPitch - (UIPageControl.dotPitch - UIPageControl.dotSize) + 24,
                      height: UIPageControl.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    package override func preventsOverlappingGesture(_ g: UIGestureRecognizer) -> Bool {
        (g as? UITapGestureRecognizer).map { $0.numberOfTapsRequired == 1 && $0.numberOfTouchesRequired == 1 } ?? false
    }

    /// The centre of `page`'s dot: pages run from the left, or from the right
    /// when the control's content runs right to left (as on iOS, page 0 is
    /// then the rightmost dot).
    package func dotCenter(_ page: Int) -> CGPoint {
        let total = CGFloat(numberOfPages) * UIPageControl.dotPitch - (UIPageControl.dotPitch - UIPageControl.dotSize)
        let x0 = bounds.midX - total / 2 + UIPageControl.dotSize / 2
        let slot = isRightToLeft ? numberOfPages - 1 - page : page
        return CGPoint(x: x0 + CGFloat(slot) * UIPageControl.dotPitch, y: bounds.midY)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        // A tap on the side of the current dot where earlier pages are goes back one.
        let towardsEarlier = (x < dotCenter(currentPage).x) != isRightToLeft
        let page = towardsEarlier ? currentPage - 1 : currentPage + 1
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ControlDrawing.dimmed(isEnabled, ctx) {
            for page in 0..<numberOfPages {
                let c = dotCenter(page)
                let color = page == currentPage
                    ? (currentPageIndicatorTintColor ?? .label)
                    : (pageIndicatorTintColor ?? ControlDrawing.disabledText)
                color.setFill()
                let d = UIPageControl.dotSize
                ctx.fillEllipse(in: CGRect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d))
            }
        }
    }
}
