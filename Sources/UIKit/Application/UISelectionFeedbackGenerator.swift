/// Selection-change feedback: a no-op headless (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() {
        super.init()
    }

    public init(view: UIView) {
        super.init(feedbackView: view)
    }

    open func selectionChanged() {}
    open func selectionChanged(at location: CGPoint) {}
}
