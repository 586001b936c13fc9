import CoreGraphics

/// A screen to snapshot at: size in points and scale. Presets carry the
/// devices' real point sizes and scales (portrait).
public struct SnapshotDevice: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var size: CGSize
    public var scale: CGFloat

    public init(name: String, size: CGSize, scale: CGFloat) {
        self.name = name
        self.size = size
        self.scale = scale
    }

    /// iPhone SE (2nd and 3rd generation): 375 x 667 points at 2x.
    public static let iPhoneSE = SnapshotDevice(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2)
    /// iPhone 13 and 14: 390 x 844 points at 3x.
    public static let iPhone13 = SnapshotDevice(name: "iPhone 13", size: CGSize(width: 390, height: 844), scale: 3)
    /// iPhone 15 and 15 Pro: 393 x 852 points at 3x.
    public static let iPhone15 = SnapshotDevice(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3)
    /// iPhone 15 Pro Max and 15 Plus: 430 x 932 points at 3x.
    public static let iPhone15ProMax = SnapshotDevice(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3)
    /// iPad (10th generation) and iPad Air 11-inch: 820 x 1180 points at 2x.
    public static let iPad = SnapshotDevice(name: "iPad", size: CGSize(width: 820, height: 1180), scale: 2)

    public static let presets: [SnapshotDevice] = [.iPhoneSE, .iPhone13, .iPhone15, .iPhone15ProMax, .iPad]

    /// Finds a preset by name, ignoring case, spaces and hyphens ("iphone-15-pro-max").
    public static func named(_ name: String) -> SnapshotDevice? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        return presets.first { key($0.name) == key(name) }
    }

    public var description: String { "\(name) (\(Int(size.width))x\(Int(size.height)) @\(Int(scale))x)" }
}
