import Foundation

/// The first stored property of UIKit's classes whose objects are attribute values in
/// attributed strings (UIFont, UIColor, NSParagraphStyle), so that Core Foundation hands them to
/// Swift.
///
/// swift-corelibs-foundation's Core Foundation tells a Swift object from one of its own by
/// a type ID it reads from bits 8–17 of the object's third word, where Foundation's bridged
/// classes keep their CF information. In any other class that word is the class's first
/// stored property: when those bits are zero (a `false`, a `0`, an enum's first case), CF
/// takes the object for one of its own of type 0 and halts the process the first time it
/// compares two such objects, which NSAttributedString does to merge runs of equal
/// attributes (CFEqual, in a HALT under CFBasicHashesAreEqual). This tag puts type ID 1
/// there, which no Swift class's metadata is registered under, so CF calls the object's
/// own `isEqual`, `hash` and retain/release.
package struct CoreFoundationObjectTag: Sendable {
    private let info: UInt64 = 1 << 8
    package init() {}
}
