import Foundation

/// How a presented controller is shown (`UIViewController.modalPresentationStyle`).
/// The raw values are UIKit's.
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    /// UIKit's default since iOS 13: a sheet for a plain controller.
    case automatic = -2
}

/// How a presentation would animate (`UIViewController.modalTransitionStyle`);
/// kept, as nothing animates headless.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
