/// A slider in the iOS 13+ look: a 4-point rounded track, the part before
/// the thumb in `minimumTrackTintColor` (the tint), the rest light grey, a
/// 28-point white thumb with a shadow. 31 points tall; no intrinsic width.
///
/// Dragging the thumb changes `value` (sending `.valueChanged` while it moves
/// when `isContinuous`, else on release); a touch on the track away from the
/// thumb does nothing, as on iOS.
@preconcurrency @MainActor
open class UISlider: UIControl {
    package static let height: CGFloat = 31
    package static let thumbSize: CGFloat = 28

    open var minimumValue: Float = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; clampValue() }
    }

    open var maximumValue: Float = 1 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; clampValue() }
    }

    /// Kept within `minimumValue...maximumValue`.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0.5

    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }

    private var grabOffset: CGFloat = 0
    private let thumbLayer = ControlDrawing.makeThumbLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        layer.addSublayer(thumbLayer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.addSublayer(thumbLayer)
    }

    open func setValue(_ value: Float, animated: Bool) {
        let clamped = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
        setNeedsLayout()
    }

    private func clampValue() {
        setValue(storedValue, animated: false)
        setNeedsDisplay()
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: UISlider.height)
    }

    package override func preventsOverlappingGesture(_ g: UIGestureRecognizer) -> Bool {
        g is UIPanGestureRecognizer || g is UISwipeGestureRecognizer
    }

    // MARK: Geometry (UIKit's overridable rectangles)

    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: (bounds.midY - 2).rounded(), width: bounds.width, height: 4)
    }

    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let s = UISlider.thumbSize
        // Right to left, the minimum is at the right end, as UIKit mirrors sliders.
        let x = isRightToLeft ? rect.maxX - s - (rect.width - s) * fraction : rect.minX + (rect.width - s) * fraction
        return CGRect(x: x, y: (bounds.midY - s / 2).rounded(), width: s, height: s)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    // MARK: Tracking

    @discardableResult
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumb = currentThumbRect
        let p = touch.location(in: self)
        guard thumb.insetBy(dx: -8, dy: -8).contains(p) else { return false }
        grabOffset = p.x - thumb.midX
        return true
    }

    @discardableResult
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let usable = track.width - UISlider.thumbSize
        guard usable > 0 else { return true }
        var x = touch.location(in: self).x - grabOffset - track.minX - UISlider.thumbSize / 2
        if isRightToLeft { x = usable - x }
        let fraction = Float(min(max(x / usable, 0), 1))
        let old = value
        setValue(minimumValue + fraction * (maximumValue - minimumValue), animated: false)
        if isContinuous && value != old { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    // MARK: Drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        ControlDrawing.layoutThumb(thumbLayer, frame: currentThumbRect, color: thumbTintColor ?? .white, enabled: isEnabled)
    }

    /// The track; the thumb is a sublayer.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let track = trackRect(forBounds: bounds)
        let thumb = currentThumbRect
        ControlDrawing.dimmed(isEnabled, ctx) {
            (maximumTrackTintColor ?? ControlDrawing.sliderTrackFill).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
            let filled = isRightToLeft
                ? CGRect(x: min(thumb.midX, track.maxX), y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
                : CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
            (minimumTrackTintColor ?? tintColor).setFill()
            UIBezierPath(roundedRect: filled, cornerRadius: track.height / 2).fill()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
