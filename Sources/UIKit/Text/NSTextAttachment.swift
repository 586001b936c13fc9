import Foundation

/// An image (or data) shown inline in attributed text, under the
/// `.attachment` attribute of an attachment character (U+FFFC), as in UIKit.
///
/// Laid out as iOS lays it out: the character's box is `bounds` with its
/// origin on the baseline (a negative `bounds.origin.y` lowers the image below
/// the baseline, a positive one raises it), and zero bounds take the image's
/// size. Lines grow to hold a box taller than their font. `UILabel`,
/// `UITextView` and `NSAttributedString`'s drawing draw the image in the box;
/// a template image (an SF Symbol from `UIImage(systemName:)`) is drawn in the
/// foreground colour of its character, as iOS draws symbol attachments.
///
/// An attachment made with `init(data:ofType:)` keeps `image` nil, as on iOS,
/// and shows the image decoded from `contents` when it is one (PNG, JPEG,
/// ...); other contents reserve `bounds` and draw nothing (iOS shows a file
/// icon there).
open class NSTextAttachment: NSObject {
    /// Must stay the first stored property (see CoreFoundationObjectTag).
    private let coreFoundationTag = CoreFoundationObjectTag()

    /// The character attachments stand on: U+FFFC OBJECT REPLACEMENT CHARACTER.
    open class var character: Int { 0xFFFC }

    /// The attachment's data, and its uniform type identifier.
    open var contents: Data?
    open var fileType: String?
    /// The image drawn for the attachment.
    open var image: UIImage?
    /// The attachment's box relative to the baseline, y up: `origin.y` below 0
    /// lowers it. `.zero` (the default) takes the image's size.
    open var bounds: CGRect = .zero

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    public convenience override init() {
        self.init(data: nil, ofType: nil)
    }

    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The image shown: `image`, else `contents` decoded as an image.
    var shownImage: UIImage? {
        if let image { return image }
        if let contents { return UIImage(data: contents) }
        return nil
    }

    /// The box laid out, from the baseline, y up: `bounds`, or the shown
    /// image's size when `bounds` is zero, as iOS sizes it: on the baseline,
    /// or with the image's own baseline on it when it has one (a symbol's
    /// descending part, `withBaselineOffset(fromBottom:)`).
    func layoutBounds(image: UIImage?) -> CGRect {
        if bounds != .zero { return bounds }
        guard let image else { return .zero }
        return CGRect(origin: CGPoint(x: 0, y: image.hasBaseline ? -image.baselineOffsetFromBottom : 0), size: image.size)
    }
}

extension NSAttributedString {
    /// One attachment character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        let character = String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character))!))
        self.init(string: character, attributes: [.attachment: attachment])
    }
}
