/// A spinner: eight rounded spokes fading clockwise from the top one, drawn
/// as one still frame (a snapshot has no motion). `.medium` is 20 x 20
/// points, `.large` 37 x 37. With `hidesWhenStopped` (the default) it is
/// hidden until `startAnimating()`, as on iOS.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }

    /// Spokes' colour; UIKit's default is a mid grey.
    open var color: UIColor! {
        get { storedColor ?? defaultColor }
        set { storedColor = newValue; setNeedsDisplay() }
    }
    private var storedColor: UIColor?

    open var hidesWhenStopped = true {
        // As UIKit does: a stopped indicator shows exactly when it no longer hides.
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    private var animating = false
    open var isAnimating: Bool { animating }

    public init(style: Style) {
        super.init(frame: .zero)
        self.style = style
        commonInit()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let opaqueFromFile = isOpaque
        commonInit()
        // The file's properties were applied inside super.init(coder:); keep its isOpaque.
        if coder.containsValue(forKey: "isOpaque") { isOpaque = opaqueFromFile }
    }

    private func commonInit() {
        isOpaque = false
        if bounds.size == .zero { bounds.size = side }
        // A layout file may have started it (`isAnimating`) inside super.init(coder:).
        if hidesWhenStopped && !animating { isHidden = true }
    }

    open func startAnimating() {
        animating = true
        isHidden = false
    }

    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    private var isLarge: Bool { style == .large || style == .whiteLarge }
    private var side: CGSize { isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }
    private var defaultColor: UIColor {
        style == .white || style == .whiteLarge ? .white : UIColor(white: 0.6, alpha: 1)
    }

    open override var intrinsicContentSize: CGSize { side }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { side }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let s = side.width
        let inner = s * 0.23, outer = s * 0.48, width = s * (isLarge ? 0.095 : 0.1)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        ctx.setLineCap(.round)
        ctx.setLineWidth(width)
        for k in 0..<8 {
            // Spoke 0 points up and is the darkest; the trail fades anticlockwise behind it (the spinner turns clockwise).
            let angle = -CGFloat.pi / 2 - CGFloat(k) * .pi / 4
            let alpha = 1 - CGFloat(k) * 0.1
            ctx.setStrokeColor(color.withAlphaComponent(color.cgColor.alpha * alpha).cgColor)
            ctx.strokeLineSegments(between: [
                CGPoint(x: center.x + cos(angle) * (inner + width / 2), y: center.y + sin(angle) * (inner + width / 2)),
                CGPoint(x: center.x + cos(angle) * (outer - width / 2), y: center.y + sin(angle) * (outer - width / 2)),
            ])
        }
    }
}
