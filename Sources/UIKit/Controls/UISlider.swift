/// A slider in the iOS 13+ look: a 4-point rounded track, the part before
/// the thumb in `minimumTrackTintColor` (the tint), the rest light grey, a
/// 28-point white thumb with a shadow. 31 points tall; no intrinsic width.
/// Images set for a state (`setThumbImage(_:for:)`, `setMinimumTrackImage(_:for:)`,
/// `setMaximumTrackImage(_:for:)`) replace the thumb and the track's two
/// parts, as on iOS: the thumb image at its size, no shadow; each track
/// image stretched (by its cap insets, if resizable) from its end of the
/// track to the thumb's centre, the track as tall as the image.
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

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// The thumb's image for `state`; nil draws the standard thumb.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        guard customizes("setThumbImage:\(state.rawValue)") else { return }
        thumbImages[state.rawValue] = image
        imagesDidChange()
    }

    /// The image set for `state`, else `.normal`'s, as UIKit falls back.
    open func thumbImage(for state: UIControl.State) -> UIImage? { Self.lookup(thumbImages, state) }

    /// The track's image before the thumb (the filled part) for `state`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        guard customizes("setMinimumTrackImage:\(state.rawValue)") else { return }
        minimumTrackImages[state.rawValue] = image
        imagesDidChange()
    }

    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { Self.lookup(minimumTrackImages, state) }

    /// The track's image after the thumb for `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        guard customizes("setMaximumTrackImage:\(state.rawValue)") else { return }
        maximumTrackImages[state.rawValue] = image
        imagesDidChange()
    }

    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { Self.lookup(maximumTrackImages, state) }

    /// The images shown in the slider's current state.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    private static func lookup(_ table: [UInt: UIImage], _ state: UIControl.State) -> UIImage? {
        table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
    }

    private func imagesDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// The thumb's size: its image's, else the standard 28 points.
    private var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: UISlider.thumbSize, height: UISlider.thumbSize)
    }

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

    /// 31 points, or a taller thumb image's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: max(UISlider.height, thumbSize.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: max(UISlider.height, thumbSize.height))
    }

    package override func preventsOverlappingGesture(_ g: UIGestureRecognizer) -> Bool {
        g is UIPanGestureRecognizer || g is UISwipeGestureRecognizer
    }

    // MARK: Geometry (UIKit's overridable rectangles)

    /// 4 points tall, or as tall as the track images, centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let height = max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0)
        let h = height > 0 ? height : 4
        return CGRect(x: bounds.minX, y: (bounds.midY - h / 2).rounded(), width: bounds.width, height: h)
    }

    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let size = thumbSize, s = size.width
        // Right to left, the minimum is at the right end, as UIKit mirrors sliders.
        let x = isRightToLeft ? rect.maxX - s - (rect.width - s) * fraction : rect.minX + (rect.width - s) * fraction
        return CGRect(x: x, y: (bounds.midY - size.height / 2).rounded(), width: s, height: size.height)
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
        let usable = track.width - thumbSize.width
        guard usable > 0 else { return true }
        var x = touch.location(in: self).x - grabOffset - track.minX - thumbSize.width / 2
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
        // A thumb image is drawn with the track; the standard thumb is a layer.
        thumbLayer.isHidden = currentThumbImage != nil
    }

    /// The track, and a thumb image; the standard thumb is a sublayer.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let track = trackRect(forBounds: bounds)
        let thumb = currentThumbRect
        ControlDrawing.dimmed(isEnabled, ctx) {
            let before = isRightToLeft
                ? CGRect(x: min(thumb.midX, track.maxX), y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
                : CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
            let after = isRightToLeft
                ? CGRect(x: track.minX, y: track.minY, width: max(0, before.minX - track.minX), height: track.height)
                : CGRect(x: before.maxX, y: track.minY, width: max(0, track.maxX - before.maxX), height: track.height)
            if let image = currentMaximumTrackImage {
                image.draw(in: after)
            } else {
                (maximumTrackTintColor ?? ControlDrawing.sliderTrackFill).setFill()
                UIBezierPath(roundedRect: currentMinimumTrackImage == nil ? track : after, cornerRadius: track.height / 2).fill()
            }
            if let image = currentMinimumTrackImage {
                image.draw(in: before)
            } else {
                (minimumTrackTintColor ?? tintColor).setFill()
                UIBezierPath(roundedRect: before, cornerRadius: track.height / 2).fill()
            }
            currentThumbImage?.draw(in: thumb)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
