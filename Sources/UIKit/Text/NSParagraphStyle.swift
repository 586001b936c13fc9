import Foundation

/// Paragraph layout: alignment, line breaking, spacing and indents. Immutable; see
/// NSMutableParagraphStyle.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Must stay the first stored property (see CoreFoundationObjectTag).
    private let coreFoundationTag = CoreFoundationObjectTag()
    // Stored in the base class so the mutable subclass can change them; the immutable
    // class offers no setter.
    package var storage = Storage()

    package struct Storage: Equatable, Sendable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var baseWritingDirection: NSWritingDirection = .natural
    }

    public override init() { super.init() }

    package init(storage: Storage) {
        self.storage = storage
        super.init()
    }

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var alignment: NSTextAlignment { storage.alignment }
    open var lineBreakMode: NSLineBreakMode { storage.lineBreakMode }
    /// Points added between lines (after each line but the last).
    open var lineSpacing: CGFloat { storage.lineSpacing }
    /// The natural line height is multiplied by this when positive.
    open var lineHeightMultiple: CGFloat { storage.lineHeightMultiple }
    open var minimumLineHeight: CGFloat { storage.minimumLineHeight }
    /// 0 means no maximum.
    open var maximumLineHeight: CGFloat { storage.maximumLineHeight }
    open var paragraphSpacing: CGFloat { storage.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { storage.paragraphSpacingBefore }
    open var firstLineHeadIndent: CGFloat { storage.firstLineHeadIndent }
    open var headIndent: CGFloat { storage.headIndent }
    /// Positive: distance from the leading margin; zero or negative: from the trailing one.
    open var tailIndent: CGFloat { storage.tailIndent }
    open var baseWritingDirection: NSWritingDirection { storage.baseWritingDirection }

    public func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(storage: storage) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(storage: storage) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.storage == storage
    }

    open override var hash: Int { Int(storage.lineSpacing) ^ storage.alignment.rawValue }
}
