import Foundation

// Core Text's attribute names as `NSAttributedString.Key`s. On iOS a `CFString`
// converts to `NSAttributedString.Key` with `as` (both bridge to NSString); on Linux
// `CFString` is `String`, which does not. So UIKit re-exports this second
// declaration of each name beside CoreText's `CFString` one: Swift picks by type, so
// `kCTFontAttributeName as NSAttributedString.Key`, `[kCTFontAttributeName: font]`
// as `[NSAttributedString.Key: Any]` and `kCTFontAttributeName as String` all
// compile. This module must import neither CoreText nor UIKit (a module's names
// shadow those of the modules it imports), and these are disfavoured, so a name
// with no type to match is CoreText's `CFString`.

@_disfavoredOverload public let kCTFontAttributeName = NSAttributedString.Key("NSFont")
@_disfavoredOverload public let kCTForegroundColorAttributeName = NSAttributedString.Key("CTForegroundColor")
@_disfavoredOverload public let kCTForegroundColorFromContextAttributeName = NSAttributedString.Key("CTForegroundColorFromContext")
@_disfavoredOverload public let kCTParagraphStyleAttributeName = NSAttributedString.Key("NSParagraphStyle")
@_disfavoredOverload public let kCTKernAttributeName = NSAttributedString.Key("NSKern")
@_disfavoredOverload public let kCTUnderlineStyleAttributeName = NSAttributedString.Key("NSUnderline")
@_disfavoredOverload public let kCTUnderlineColorAttributeName = NSAttributedString.Key("CTUnderlineColor")
