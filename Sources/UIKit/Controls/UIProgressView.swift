/// A progress bar in the iOS 14+ look: 4 points tall with rounded ends, the
/// done part in `progressTintColor` (the tint), the rest light grey; the
/// `.bar` style is square with a clear track. Drawn at the bar's height,
/// centred vertically in the bounds.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default`, bar }

    package static let barHeight: CGFloat = 4

    open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }

    /// Kept within 0...1.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0

    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Drawn stretched over the done part instead of `progressTintColor`
    /// (a resizable image keeps its caps), clipped to the bar's shape, as iOS does.
    open var progressImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Drawn stretched over the whole bar instead of `trackTintColor`.
    open var trackImage: UIImage? { didSet { setNeedsDisplay() } }
    open var observedProgress: Progress?

    package override class var isOpaqueByDefault: Bool { false }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 150, height: UIProgressView.barHeight))
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        guard clamped != storedProgress else { return }
        storedProgress = clamped
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: UIProgressView.barHeight)
    }

    open override func draw(_ rect: CGRect) {
        let h = min(bounds.height, UIProgressView.barHeight)
        let bar = CGRect(x: 0, y: ((bounds.height - h) / 2).rounded(), width: bounds.width, height: h)
        let radius = progressViewStyle == .default ? h / 2 : 0
        let track = trackTintColor ?? (progressViewStyle == .bar ? .clear : ControlDrawing.sliderTrackFill)
        fill(UIBezierPath(roundedRect: bar, cornerRadius: radius), in: bar, image: trackImage, color: track)
        // Right to left, progress fills from the right end.
        let filled = bar.width * CGFloat(progress)
        let done = CGRect(x: isRightToLeft ? bar.maxX - filled : 0, y: bar.minY, width: filled, height: h)
        guard done.width > 0 else { return }
        fill(UIBezierPath(roundedRect: done, cornerRadius: min(radius, done.width / 2)), in: done,
             image: progressImage, color: progressTintColor ?? tintColor)
    }

    /// Fills `shape` with `color`, or with `image` stretched over `rect` and clipped to `shape`.
    private func fill(_ shape: UIBezierPath, in rect: CGRect, image: UIImage?, color: UIColor) {
        guard let image, let context = UIGraphicsGetCurrentContext() else {
            color.setFill()
            shape.fill()
            return
        }
        context.saveGState()
        shape.addClip()
        image.draw(in: rect)
        context.restoreGState()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
