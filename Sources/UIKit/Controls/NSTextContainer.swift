/// The region text is laid out in (UITextView's `textContainer`): the line
/// fragment padding at both ends of each line, a line limit.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    open var size: CGSize
    /// Space at each end of every line, inside the container (5 points by default).
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public convenience override init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }
}
