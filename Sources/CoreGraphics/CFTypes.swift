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
