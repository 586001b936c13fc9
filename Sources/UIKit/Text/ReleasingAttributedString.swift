import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The attributed strings UIKit makes for itself (a label's text with its
/// font and colour, a string measured with attributes), which free their
/// attributes when they die.
///
/// swift-corelibs-foundation's NSAttributedString never releases its run
/// array of attribute dictionaries (swiftlang/swift-corelibs-foundation pull
/// request 5256), so every NSAttributedString leaks its attributes, values
/// included (fonts, colours, paragraph styles): 0.2 to 0.5 KB each, several
/// per label. These subclasses release the array in `deinit`. Whether the
/// release is needed is tested once, at first use, on a probe string: a
/// Foundation that frees attributes itself is left alone.
///
/// Attributed strings that app code makes with NSAttributedString's own
/// initializers still leak in such a Foundation; the copies UIKit keeps of
/// them (UILabel.attributedText) do not.
package final class ReleasingAttributedString: NSAttributedString {
    deinit { AttributeRunRelease.release(self) }
}

/// The mutable form, for copies UIKit restyles (see ReleasingAttributedString).
package final class ReleasingMutableAttributedString: NSMutableAttributedString {
    deinit { AttributeRunRelease.release(self) }
}

enum AttributeRunRelease {
    private typealias Release = @convention(c) (OpaquePointer) -> Void

    /// Core Foundation's CFRelease (unavailable by name in Swift, where CF
    /// objects are meant to be managed automatically).
    private static let cfRelease: Release? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "CFRelease") else { return nil }
        return unsafeBitCast(symbol, to: Release.self)
    }()

    /// True when a plain NSAttributedString keeps its attribute values alive
    /// after it is gone (the leak is present) and the run array can be found.
    private static let isNeeded: Bool = {
        guard cfRelease != nil else { return false }
        weak var probeValue: NSObject?
        do {
            let value = NSObject()
            probeValue = value
            let probe = NSAttributedString(string: "x", attributes: [NSAttributedString.Key("OffscreenProbe"): value])
            guard runArray(of: probe) != nil else { return false }
        }
        return probeValue != nil
    }()

    /// The string's private `_attributeArray` (a CFRunArrayRef).
    private static func runArray(of string: NSAttributedString) -> OpaquePointer? {
        var mirror: Mirror? = Mirror(reflecting: string)
        while let current = mirror {
            for child in current.children where child.label == "_attributeArray" {
                return child.value as? OpaquePointer
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    static func release(_ string: NSAttributedString) {
        guard isNeeded, let cfRelease, let array = runArray(of: string) else { return }
        cfRelease(array)
    }
}
