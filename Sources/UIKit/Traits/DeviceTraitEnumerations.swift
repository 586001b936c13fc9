import Foundation

/// Whether the screen senses touch pressure (3D Touch).
public enum UIForceTouchCapability: Int, Sendable, Hashable {
    case unknown = 0
    case unavailable = 1
    case available = 2
}

/// The colour gamut of the display: sRGB or Display P3.
public enum UIDisplayGamut: Int, Sendable, Hashable {
    case unspecified = -1
    case SRGB = 0
    case P3 = 1
}

/// Whether the window's content appears active (in the key window) or
/// inactive (iOS 14).
public enum UIUserInterfaceActiveAppearance: Int, Sendable, Hashable {
    case unspecified = -1
    case inactive = 0
    case active = 1
}

/// The size of toolbar items in a Mac Catalyst app's toolbar (iOS 17).
public enum UINSToolbarItemPresentationSize: Int, Sendable, Hashable {
    case unspecified = -1
    case regular = 0
    case small = 1
    case large = 3
}

/// Whether the scene is being captured (recorded, mirrored, AirPlayed)
/// (iOS 17).
public enum UISceneCaptureState: Int, Sendable, Hashable {
    case unspecified = -1
    case inactive = 0
    case active = 1
}

extension UIImage {
    /// The dynamic range images are shown with: standard, constrained high
    /// or high (iOS 17).
    public enum DynamicRange: Int, Sendable, Hashable {
        case unspecified = -1
        case standard = 0
        case constrainedHigh = 1
        case high = 2
    }
}
