/// Impact feedback: a no-op headless (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's styles, with UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    package let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Medium, UIKit's default.
    public override convenience init() {
        self.init(style: .medium)
    }

    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(feedbackView: view)
    }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
    open func impactOccurred(at location: CGPoint) {}
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}
