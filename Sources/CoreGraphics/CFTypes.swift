// Core Foundation's collection types are not available on Linux. Apple's
// CoreGraphics API takes them (`CGGradient(colorsSpace:colors:locations:)`
// takes `colors as CFArray`; transparency layers take an optional
// `CFDictionary`), so these aliases let that code compile unchanged:
// `[c1, c2] as CFArray` is an upcast to `[Any]`.
public typealias CFArray = [Any]
public typealias CFDictionary = [AnyHashable: Any]
