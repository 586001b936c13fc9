/// An on/off switch in the iOS 13+ look: 51 x 31 points whatever frame it is
/// given (as UIKit), a grey track when off, `onTintColor` (green #34C759)
/// when on, a white thumb that widens while pressed.
///
/// A tap toggles it; a drag that ends on the other half sets it there. Both
/// send `.valueChanged` (and `.primaryActionTriggered`) before `.touchUpInside`.
@MainActor
open class UISwitch: UIControl {
    package static let size = CGSize(width: 51, height: 31)

    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay(); setNeedsLayout() } }
    }

    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var onImage: UIImage?
    open var offImage: UIImage?
    open var title: String?

    public enum Style: Int, Sendable { case automatic, checkbox, sliding }
    open var preferredStyle: Style = .automatic
    open var style: Style { .sliding }

    private var trackingStartX: CGFloat = 0
    private let thumbLayer = ControlDrawing.makeThumbLayer()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        isOpaque = false
        layer.addSublayer(thumbLayer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // A frame from the file already has the fixed size; bounds from the file stay as set in code would.
        if !coder.containsValue(forKey: "bounds") { super.frame = CGRect(origin: frame.origin, size: UISwitch.size) }
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
        ControlDrawing.layoutThumb(thumbLayer, frame: CGRect(x: x, y: 2, width: width, height: 27),
                                   color: thumbTintColor ?? .white, enabled: isEnabled)
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
