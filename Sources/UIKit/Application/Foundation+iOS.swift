import Foundation

// What `import UIKit` gives an iOS app of Foundation that
// swift-corelibs-foundation lacks on Linux.

extension NSAttributedString {
    /// `NSAttributedString()` (and `NSMutableAttributedString()`, which code
    /// builds a string up from with `append(_:)`): an empty string, as
    /// NSObject's `init()` makes it on iOS. swift-corelibs-foundation's class
    /// declares initializers of its own and so does not inherit `init()`,
    /// which an extension cannot declare (it would override NSObject's): the
    /// call with no arguments reaches this one, whose only parameter has a default.
    public convenience init(_: Void = ()) {
        self.init(string: "")
    }
}
