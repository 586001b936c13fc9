import Foundation

/// The device, as the main screen describes it. Offscreen's device is the
/// screen it renders for (`UIScreen.main`, which `render --device` sets): an
/// iPad when its shorter side is at least 744 points (the iPad mini's), else
/// an iPhone; portrait when it is at least as tall as it is wide. There is no
/// battery and no proximity sensor: monitoring them reports `.unknown`/-1
/// and false, as the simulator does.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    private static let currentDevice = UIDevice()

    open class var current: UIDevice { currentDevice }

    open var name: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// The iOS release whose look Offscreen draws.
    open var systemVersion: String { "17.0" }
    open var identifierForVendor: UUID? { UIDevice.vendorIdentifier }
    private static let vendorIdentifier = UUID()

    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.traitCollection.userInterfaceIdiom }

    /// The main screen's orientation: portrait or landscape by its bounds.
    open var orientation: UIDeviceOrientation {
        let bounds = UIScreen.main.bounds
        return bounds.height >= bounds.width ? .portrait : .landscapeLeft
    }

    open private(set) var isGeneratingDeviceOrientationNotifications = false
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    open var isMultitaskingSupported: Bool { true }

    open var isBatteryMonitoringEnabled = false
    open var batteryState: BatteryState { .unknown }
    open var batteryLevel: Float { -1 }

    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    open var proximityState: Bool { false }

    /// Plays nothing: headless there is no sound.
    open func playInputClick() {}

    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged = 1, charging = 2, full = 3
    }

    public nonisolated static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    public nonisolated static let batteryStateDidChangeNotification = NSNotification.Name("UIDeviceBatteryStateDidChangeNotification")
    public nonisolated static let batteryLevelDidChangeNotification = NSNotification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public nonisolated static let proximityStateDidChangeNotification = NSNotification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 3, landscapeRight = 4, faceUp = 5, faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The orientation of the app's user interface. A landscape-left device
/// shows landscape-right content, as on iOS.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a view controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
