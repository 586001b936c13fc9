/// Success, warning and error feedback: a no-op headless (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's types, with UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    public override init() {
        super.init()
    }

    public init(view: UIView) {
        super.init(feedbackView: view)
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}
