import CoreGraphics
import Foundation

// Core Text's attribute names, as Apple declares them: `CFString`s, with the same
// strings as the iOS SDK's (the font, paragraph style, kern and underline style are
// the same attributes as UIKit's `.font`, `.paragraphStyle`, `.kern` and
// `.underlineStyle`; the colours are Core Text's own, CGColors). UIKit also sees
// them as `NSAttributedString.Key`s (module `_CoreTextKeys`), so both
// `kCTFontAttributeName as String` and `kCTFontAttributeName as NSAttributedString.Key`
// compile, as on iOS.

/// A `CTFont` (UIKit's `UIFont`).
public let kCTFontAttributeName: CFString = "NSFont"
/// A `CGColor`; black when a run has neither it nor UIKit's `.foregroundColor`.
public let kCTForegroundColorAttributeName: CFString = "CTForegroundColor"
/// A Boolean: the run draws in the context's fill colour.
public let kCTForegroundColorFromContextAttributeName: CFString = "CTForegroundColorFromContext"
/// A `CTParagraphStyle` (UIKit's `NSParagraphStyle`).
public let kCTParagraphStyleAttributeName: CFString = "NSParagraphStyle"
/// A number: points added after each character.
public let kCTKernAttributeName: CFString = "NSKern"
/// A number: a `CTUnderlineStyle` raw value.
public let kCTUnderlineStyleAttributeName: CFString = "NSUnderline"
/// A `CGColor`: the underline's colour (the text's when absent).
public let kCTUnderlineColorAttributeName: CFString = "CTUnderlineColor"

/// Core Text's underline styles (`kCTUnderlineStyleAttributeName`'s values).
public struct CTUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let single = CTUnderlineStyle(rawValue: 0x01)
    public static let thick = CTUnderlineStyle(rawValue: 0x02)
    public static let double = CTUnderlineStyle(rawValue: 0x09)
}
