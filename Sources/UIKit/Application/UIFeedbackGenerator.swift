/// Haptic feedback. Offscreen runs no Taptic Engine: `prepare()` and every
/// `…Occurred` call return at once and do nothing, as on a device whose
/// haptics are off or unavailable (the simulator, an iPad), which is a case
/// iOS apps already handle. The generators keep what they were made with.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// The view the generator was made for (iOS 17.5), if any.
    package private(set) weak var feedbackView: UIView?

    public override init() {
        super.init()
    }

    package init(feedbackView view: UIView?) {
        feedbackView = view
        super.init()
    }

    /// Readies the hardware on iOS; nothing to ready here.
    open func prepare() {}
}
