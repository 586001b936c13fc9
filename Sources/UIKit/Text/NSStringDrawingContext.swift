import Foundation

/// How string drawing may shrink text to fit, and what it did.
open class NSStringDrawingContext: NSObject {
    /// Fonts may shrink down to this fraction of their size so the text fits. 0 (the
    /// default) never shrinks.
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the last measurement or drawing used.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measured or drawn text.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}
