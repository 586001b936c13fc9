/// A stepper in the iOS 13+ look: 94 x 32 points, a light grey rounded
/// background split by a hairline, − on the left and + on the right; a side
/// that cannot step further (at the minimum or maximum, without `wraps`)
/// is greyed out.
///
/// A touch down on a side steps at once and sends `.valueChanged`, as
/// UIKit does. `autorepeat` is kept but does not repeat (there is no holding
/// timer in a snapshot).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    package static let size = CGSize(width: 94, height: 32)

    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false { didSet { setNeedsDisplay() } }

    open var value: Double {
        get { storedValue }
        set {
            let clamped = newValue.isNaN ? minimumValue : min(max(newValue, minimumValue), maximumValue)
            if clamped != storedValue { storedValue = clamped; setNeedsDisplay() }
        }
    }
    private var storedValue: Double = 0

    open var minimumValue: Double = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; value = storedValue }
    }
    open var maximumValue: Double = 100 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; value = storedValue }
    }
    /// Must be positive; other values are ignored.
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) { stepValue = oldValue } }
    }

    private enum Side {
        case minus, plus
        var other: Side { self == .minus ? .plus : .minus }
    }
    private var pressedSide: Side?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // A frame from the file already has the fixed size; bounds from the file stay as set in code would.
        if !coder.containsValue(forKey: "bounds") { super.frame = CGRect(origin: frame.origin, size: UIStepper.size) }
    }

    /// The size is always 94 x 32; only the origin of a new frame is used.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UIStepper.size) }
    }

    open override var intrinsicContentSize: CGSize { UIStepper.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    package override func preventsOverlappingGesture(_ g: UIGestureRecognizer) -> Bool {
        (g as? UITapGestureRecognizer).map { $0.numberOfTapsRequired == 1 && $0.numberOfTouchesRequired == 1 } ?? false
    }

    /// As UIKit's controls are from iOS 9, the stepper is mirrored right to
    /// left: minus on the right, plus on the left.
    private var sideOnTheLeft: Side { isRightToLeft ? .plus : .minus }

    private func canStep(_ side: Side) -> Bool {
        wraps || (side == .minus ? value > minimumValue : value < maximumValue)
    }

    private func step(_ side: Side) {
        var next = side == .minus ? value - stepValue : value + stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        value = next
    }

    @discardableResult
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let side: Side = touch.location(in: self).x < bounds.midX ? sideOnTheLeft : sideOnTheLeft.other
        guard canStep(side) else { return false }
        pressedSide = side
        step(side)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        setNeedsDisplay()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        pressedSide = nil
        setNeedsDisplay()
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressedSide = nil
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = CGRect(origin: .zero, size: UIStepper.size)
        ControlDrawing.dimmed(isEnabled, ctx) {
            ControlDrawing.segmentFill.setFill()
            UIBezierPath(roundedRect: b, cornerRadius: 8).fill()
            if let pressedSide, isHighlighted {
                let half = CGRect(x: pressedSide == sideOnTheLeft ? 0 : b.midX, y: 0, width: b.width / 2, height: b.height)
                ctx.saveGState()
                UIBezierPath(roundedRect: b, cornerRadius: 8).addClip()
                ControlDrawing.segmentFill.setFill()
                UIRectFill(half)
                ctx.restoreGState()
            }
            ControlDrawing.separator.setFill()
            UIRectFill(CGRect(x: b.midX - 0.5, y: (b.height - 18) / 2, width: 1, height: 18))
            let glyph: CGFloat = 14, thickness: CGFloat = 1.5
            for side in [Side.minus, .plus] {
                let cx = side == sideOnTheLeft ? b.width / 4 : b.width * 3 / 4
                (canStep(side) ? UIColor.label : ControlDrawing.disabledText).setFill()
                UIRectFill(CGRect(x: cx - glyph / 2, y: b.midY - thickness / 2, width: glyph, height: thickness))
                if side == .plus {
                    UIRectFill(CGRect(x: cx - thickness / 2, y: b.midY - glyph / 2, width: thickness, height: glyph))
                }
            }
        }
    }
}
