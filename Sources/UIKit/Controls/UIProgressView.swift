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
        track.setFill()
        UIBezierPath(roundedRect: bar, cornerRadius: radius).fill()
        // Right to left, progress fills from the right end.
        let filled = bar.width * CGFloat(progress)
        let done = CGRect(x: isRightToLeft ? bar.maxX - filled : 0, y: bar.minY, width: filled, height: h)
        guard done.width > 0 else { return }
        (progressTintColor ?? tintColor).setFill()
        UIBezierPath(roundedRect: done, cornerRadius: min(radius, done.width / 2)).fill()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
