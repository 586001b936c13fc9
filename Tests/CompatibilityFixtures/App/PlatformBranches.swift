import UIKit

/// Compilation conditions as iOS apps write them. The plugin compiles the
/// file as an iOS device build reads it; a branch an iOS build skips holds
/// code that would not type-check.
enum PlatformBranches {
    static var taken: [String] {
        var branches: [String] = []
        #if canImport(UIKit)
        branches.append("canImport(UIKit)")
        #else
        let noUIKit: Int = "UIKit is there"
        #endif

        #if targetEnvironment(simulator)
        let simulator: Int = "a device build"
        #else
        branches.append("device")
        #endif

        #if targetEnvironment(macCatalyst)
        let catalyst: Int = "not Mac Catalyst"
        #endif

        #if os(tvOS) || os(watchOS)
        let tv: Int = "not tvOS"
        #elseif os(macOS)
        let mac: Int = "not macOS"
        #elseif os(iOS) && !targetEnvironment(macCatalyst)
        branches.append("iOS")
        #endif

        #if !os(Linux) && (os(iOS) || os(visionOS))
        branches.append("!Linux")
        #endif

        #if swift(>=5.9)
        branches.append("swift(>=5.9)")
        #endif

        #if compiler(>=5.9) && canImport(Foundation)
        branches.append("compiler(>=5.9)")
        #endif

        #if arch(arm64)
        branches.append("arm64")
        #elseif arch(i386) || arch(x86_64)
        let intel: Int = "an iOS device is arm64"
        #endif

        #if DEBUG
        branches.append("DEBUG")
        #endif
        return branches
    }
}

// Classes an iOS build skips are not registered, keyed or made to conform.
#if os(macOS)
import AppKit

final class MacBadgeView: NSView {
    @objc dynamic var level = 0
}
#elseif targetEnvironment(macCatalyst)
final class CatalystBadgeView: UIView {}
#else
final class PhoneBadgeView: UIView {
    @objc dynamic var level = 0
}
#endif
