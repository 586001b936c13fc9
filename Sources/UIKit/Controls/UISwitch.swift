/// An on/off switch in the iOS 13+ look: 51 x 31 points whatever frame it is
/// given (as UIKit), a grey track when off, `onTintColor` (green #34C759)
/// when on, a white thumb that widens while pressed.
///
/// A tap toggles it; a drag that ends on the other half sets it there. Both
/// send `.valueChanged` (and `.primaryActionTriggered`) before `.touchUpInside`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    package static let size = CGSize(width: 51, height: 31)

    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay(); setNeedsLayout() } }
    }

    open var onTintColor: UIColor? {
        get { storedOnTintColor }
        set {
            guard customizes("onTintColor") else { return }
            storedOnTintColor = newValue
            setNeedsDisplay()
        }
    }
    private var storedOnTintColor: UIColor?
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var onImage: UIImage?
    open var offImage: UIImage?
    open var title: String?

    public enum Style: Int, Sendable { case automatic, checkbox, sliding }
    open var preferredStyle: Style = .automatic
    open var style: Style { .sliding }

    private var trackingStartX: CGFloat = 0
    private let thumbLayer = UISwitch.makeThumb()
    /// iOS's thumb casts two shadows: a soft one (the thumb layer's) and a
    /// tight one at the same offset, drawn by this layer under the thumb.
    private let thumbContactShadowLayer = UISwitch.makeContactShadow()

    /// The thumb's shadows as iOS draws them: black at 15% blurred 8 points
    /// and black at 6% blurred 1 point, both 3 points down (the values
    /// Flutter's Cupertino switch copies from iOS), with Flutter's blur to
    /// standard deviation rule, σ = 0.57735 × blur + 0.5. A layer's
    /// `shadowRadius` r blurs with σ = `ShadowGeometry.sigmaPerRadius` × r.
    package static let thumbShadow = (opacity: Float(0.15), sigma: CGFloat(8 * 0.57735 + 0.5), offset: CGFloat(3))
    package static let thumbContactShadow = (opacity: Float(0.06), sigma: CGFloat(1 * 0.57735 + 0.5), offset: CGFloat(3))

    private static func makeThumb() -> CALayer {
        let thumb = ControlDrawing.makeThumbLayer()
        thumb.shadowRadius = thumbShadow.sigma / ShadowGeometry.sigmaPerRadius
        thumb.shadowOffset = CGSize(width: 0, height: thumbShadow.offset)
        return thumb
    }

    private static func makeContactShadow() -> CALayer {
        let layer = CALayer()
        layer.shadowColor = CGColor(gray: 0, alpha: 1)
        layer.shadowRadius = thumbContactShadow.sigma / ShadowGeometry.sigmaPerRadius
        layer.shadowOffset = CGSize(width: 0, height: thumbContactShadow.offset)
        return layer
    }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        isOpaque = false
        layer.addSublayer(thumbContactShadowLayer)
        layer.addSublayer(thumbLayer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // A frame from the file already has the fixed size; bounds from the file stay as set in code would.
        if !coder.containsValue(forKey: "bounds") { super.frame = CGRect(origin: frame.origin, size: UISwitch.size) }
        layer.addSublayer(thumbContactShadowLayer)
        layer.addSublayer(thumbLayer)
    }

    /// The size is always 51 x 31; only the origin of a new frame is used.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.size) }
    }

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override var intrinsicContentSize: CGSize { UISwitch.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    package override func preventsOverlappingGesture(_ g: UIGestureRecognizer) -> Bool {
        (g as? UITapGestureRecognizer).map { $0.numberOfTapsRequired == 1 && $0.numberOfTouchesRequired == 1 } ?? false
            || g is UIPanGestureRecognizer
    }

    // MARK: Tracking

    @discardableResult
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStartX = touch.location(in: self).x
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside else { return }
        let x = touch.location(in: self).x
        // A drag ends on the side it went to; right to left, on is the left side.
        let newValue = abs(x - trackingStartX) > 5 ? (x > bounds.midX) != isRightToLeft : !isOn
        guard newValue != isOn else { return }
        isOn = newValue
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    // MARK: Drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The thumb: 27 points inset by 2, 7 points wider while pressed.
        let width: CGFloat = isHighlighted ? 34 : 27
        // Right to left the switch is mirrored: on puts the thumb at the left.
        let x = isOn != isRightToLeft ? UISwitch.size.width - 2 - width : 2
        let thumbFrame = CGRect(x: x, y: 2, width: width, height: 27)
        ControlDrawing.layoutThumb(thumbLayer, frame: thumbFrame, color: thumbTintColor ?? .white, enabled: isEnabled)
        thumbLayer.shadowOpacity = isEnabled ? UISwitch.thumbShadow.opacity : UISwitch.thumbShadow.opacity / 2
        // The contact shadow's layer has the thumb's shape (hidden under it): only its shadow shows.
        thumbContactShadowLayer.frame = thumbFrame
        thumbContactShadowLayer.cornerRadius = thumbLayer.cornerRadius
        thumbContactShadowLayer.backgroundColor = thumbLayer.backgroundColor
        thumbContactShadowLayer.shadowOpacity = isEnabled ? UISwitch.thumbContactShadow.opacity : UISwitch.thumbContactShadow.opacity / 2
    }

    /// The track; the thumb is a sublayer.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = CGRect(origin: .zero, size: UISwitch.size)
        ControlDrawing.dimmed(isEnabled, ctx) {
            (isOn ? (onTintColor ?? .systemGreen) : ControlDrawing.trackFill).setFill()
            UIBezierPath(roundedRect: b, cornerRadius: b.height / 2).fill()
        }
    }
}
