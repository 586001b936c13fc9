import Foundation

// Core Foundation's collection types are not exported by Foundation on Linux.
// On Apple platforms CFArray and CFDictionary are toll-free bridged with
// NSArray and NSDictionary, and Apple's CoreGraphics API takes them
// (`CGGradient(colorsSpace:colors:locations:)` takes `colors as CFArray`;
// transparency layers take an optional `CFDictionary`). Here they are those
// Foundation classes, so the same spellings compile and mean the same:
// `[c1, c2] as CFArray`, an `NSArray` passed where a CFArray is expected,
// `cfArray as? [CGColor]`, `["key": value] as CFDictionary`.
public typealias CFArray = NSArray
public typealias CFDictionary = NSDictionary

/// Core Foundation's error, toll-free bridged with NSError on Apple platforms
/// (`CTFontManagerRegisterGraphicsFont` reports through an `Unmanaged<CFError>`).
public typealias CFError = NSError

/// Core Foundation's memory allocator. Swift manages memory here: every
/// allocator is the default one, and functions taking one ignore it.
public final class CFAllocator: Sendable {}
public let kCFAllocatorDefault: CFAllocator! = nil

/// Core Foundation's index and count type.
public typealias CFIndex = Int

/// A UTF-16 code unit, as Core Foundation's (`CTFontGetGlyphsForCharacters` takes them).
public typealias UniChar = UInt16

/// What Core Foundation (and Core Text) return for an index that does not exist.
public let kCFNotFound: CFIndex = -1

/// A range of a string or array, as Core Foundation's (`CFRangeMake(0, 0)`:
/// in Core Text, a length of 0 means "to the end").
public struct CFRange: Hashable, Sendable {
    public var location: CFIndex
    public var length: CFIndex

    public init() {
        location = 0
        length = 0
    }

    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

public func CFRangeMake(_ loc: CFIndex, _ len: CFIndex) -> CFRange {
    CFRange(location: loc, length: len)
}

// Toll-free bridged with NSAttributedString on Apple platforms:
// `attributedString as CFAttributedString` compiles and means the same.
public typealias CFAttributedString = NSAttributedString
public typealias CFMutableAttributedString = NSMutableAttributedString

/// An attributed string of `str` with `attributes` (keys are attribute names,
/// `kCTFontAttributeName` or UIKit's) over all of it. The allocator is ignored.
public func CFAttributedStringCreate(_ alloc: CFAllocator!, _ str: CFString!, _ attributes: CFDictionary!) -> CFAttributedString! {
    var converted: [NSAttributedString.Key: Any] = [:]
    for (key, value) in attributes ?? [:] {
        guard let name = key as? String else { continue }
        converted[NSAttributedString.Key(name)] = value
    }
    return NSAttributedString(string: str ?? "", attributes: converted)
}

public func CFAttributedStringGetLength(_ aStr: CFAttributedString!) -> CFIndex {
    aStr?.length ?? 0
}

public func CFArrayGetCount(_ theArray: CFArray!) -> CFIndex {
    theArray?.count ?? 0
}

/// The object at `idx` as a raw pointer, as Core Foundation returns it: code turns
/// it back with `unsafeBitCast(pointer, to: CTLine.self)`. The array keeps the
/// object alive. Nil outside the array.
public func CFArrayGetValueAtIndex(_ theArray: CFArray!, _ idx: CFIndex) -> UnsafeRawPointer? {
    guard let theArray, idx >= 0, idx < theArray.count else { return nil }
    return UnsafeRawPointer(Unmanaged.passUnretained(theArray.object(at: idx) as AnyObject).toOpaque())
}

/// Foundation's word-sized integers (NSObjCRuntime.h), which iOS code uses as
/// Swift names (`func select(index: NSInteger)`); Foundation on Linux lacks them.
public typealias NSInteger = Int
public typealias NSUInteger = UInt
