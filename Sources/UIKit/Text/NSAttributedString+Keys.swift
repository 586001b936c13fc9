import Foundation

/// The attribute keys UIKit adds to Foundation's NSAttributedString.Key (Foundation on
/// Linux has the type but none of these). Raw values are Apple's.
extension NSAttributedString.Key {
    /// A UIFont. Default: Helvetica 12 pt (Inter 12 here), as UIKit.
    public static let font = NSAttributedString.Key("NSFont")
    /// A UIColor (a CGColor is accepted too). Default: black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A UIColor (or CGColor) painted behind the characters' line fragment. Default: none.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A number: points added after each character. Default 0.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An NSParagraphStyle. Default: NSParagraphStyle.default.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An NSUnderlineStyle raw value (Int) or an NSUnderlineStyle.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An NSUnderlineStyle raw value (Int) or an NSUnderlineStyle.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A number: points the baseline is raised (negative lowers it). Default 0.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A UIColor (or CGColor). Default: the foreground colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A UIColor (or CGColor). Default: the foreground colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// An NSTextAttachment shown in place of the character (U+FFFC). Default: none.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}
