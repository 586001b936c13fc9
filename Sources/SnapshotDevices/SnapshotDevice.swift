import CoreGraphics
import UIKit

/// A screen to snapshot at: size in points, scale, and the safe area a
/// full-screen window has on it. Presets carry the devices' real point sizes,
/// scales and safe areas (portrait).
public struct SnapshotDevice: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var size: CGSize
    public var scale: CGFloat
    /// The status bar (or sensor housing) above and the home indicator below,
    /// as iOS reports `safeAreaInsets` for a full-screen window: a controller
    /// snapshotted at this device is shown in a window with this safe area,
    /// so a navigation bar sits below the status bar.
    public var safeAreaInsets: UIEdgeInsets

    public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    /// iPhone SE (2nd and 3rd generation): 375 x 667 points at 2x; 20 pt of status bar.
    public static let iPhoneSE = SnapshotDevice(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2,
                                                safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    /// iPhone 13 and 14: 390 x 844 points at 3x; 47 pt above, 34 below.
    public static let iPhone13 = SnapshotDevice(name: "iPhone 13", size: CGSize(width: 390, height: 844), scale: 3,
                                                safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    /// iPhone 15 and 15 Pro: 393 x 852 points at 3x; 59 pt above, 34 below.
    public static let iPhone15 = SnapshotDevice(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3,
                                                safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// iPhone 15 Pro Max and 15 Plus: 430 x 932 points at 3x; 59 pt above, 34 below.
    public static let iPhone15ProMax = SnapshotDevice(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3,
                                                      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// iPad (10th generation) and iPad Air 11-inch: 820 x 1180 points at 2x; 24 pt above, 20 below.
    public static let iPad = SnapshotDevice(name: "iPad", size: CGSize(width: 820, height: 1180), scale: 2,
                                            safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))

    public static let presets: [SnapshotDevice] = [.iPhoneSE, .iPhone13, .iPhone15, .iPhone15ProMax, .iPad]

    /// Finds a preset by name, ignoring case, spaces and hyphens ("iphone-15-pro-max").
    public static func named(_ name: String) -> SnapshotDevice? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        return presets.first { key($0.name) == key(name) }
    }

    public var description: String { "\(name) (\(Int(size.width))x\(Int(size.height)) @\(Int(scale))x)" }
}
