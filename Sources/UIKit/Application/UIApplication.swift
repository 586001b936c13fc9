import Foundation

/// The app object. Offscreen runs no app: `UIApplication.shared` is made at
/// first use, is always `.active`, and knows the windows that became key (see
/// `windows`). Settings with no visible effect headless (`isIdleTimerDisabled`,
/// the badge number, the network activity indicator) are kept and read back.
/// There are no other apps and no system services: `canOpenURL(_:)` is false
/// and `open(_:options:completionHandler:)` completes with `false`.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public enum State: Int, Sendable {
        case active = 0, inactive = 1, background = 2
    }

    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    private static let sharedApplication = UIApplication()

    /// The app object, made at first use.
    open class var shared: UIApplication { sharedApplication }

    /// Not retained, as on iOS.
    open weak var delegate: UIApplicationDelegate?

    open var applicationState: State { .active }

    /// Kept and read back; headless, there is no screen to keep awake.
    open var isIdleTimerDisabled = false
    /// Kept and read back; there is no home screen icon.
    open var applicationIconBadgeNumber = 0
    /// Kept and read back; there is no status bar.
    open var isNetworkActivityIndicatorVisible = false
    open var isProtectedDataAvailable: Bool { true }
    open var supportsMultipleScenes: Bool { false }
    open var isRegisteredForRemoteNotifications: Bool { false }
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// The windows that became key, in that order (most recent last), while they live.
    open var windows: [UIWindow] {
        knownWindows.removeAll { $0.window == nil }
        return knownWindows.compactMap(\.window)
    }

    /// The key window (`UIWindow.makeKey()`), as on iOS before scenes.
    open var keyWindow: UIWindow? { UIWindow.keyWindow }

    /// One scene on the main screen: the windows without a scene of their
    /// own join it when they become key.
    open var connectedScenes: Set<UIScene> { [defaultScene] }

    /// The main screen's content size category (the Dynamic Type setting).
    open var preferredContentSizeCategory: UIContentSizeCategory {
        UIScreen.main.traitCollection.preferredContentSizeCategory
    }

    /// The main screen's layout direction.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIScreen.main.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// False: headless, no other app is installed to open anything.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Completes with `false` on the main queue, as iOS does for a URL no app handles.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {
        guard let completion else { return }
        nonisolated(unsafe) let handler = completion
        DispatchQueue.main.async { handler(false) }
    }

    /// Sends `action` to `target`, or (nil) along the key window's responder
    /// chain from its first responder; true when someone performed it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target { return performRegisteredAction(action, on: target as AnyObject, sender: sender) }
        let start: UIResponder? = keyWindow?.firstResponder ?? keyWindow
        guard let found = start?.target(forAction: action, withSender: sender) else { return false }
        return performRegisteredAction(action, on: found as AnyObject, sender: sender)
    }

    /// Background tasks end when asked; nothing suspends the process.
    open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        nextBackgroundTask += 1
        return UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
    }

    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(expirationHandler: handler)
    }

    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

    /// Headless there is no push service: nothing registers.
    open func registerForRemoteNotifications() {}
    open func unregisterForRemoteNotifications() {}

    // MARK: Headless state

    private struct WeakWindow { weak var window: UIWindow? }
    private var knownWindows: [WeakWindow] = []
    private var nextBackgroundTask = 0
    package let defaultScene = UIWindowScene(screen: .main)

    /// Called by `UIWindow.makeKey()`.
    package func windowDidBecomeKey(_ window: UIWindow) {
        knownWindows.removeAll { $0.window == nil || $0.window === window }
        knownWindows.append(WeakWindow(window: window))
        if window.windowScene == nil { window.windowScene = defaultScene }
    }

    // MARK: Notifications

    public nonisolated static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    public nonisolated static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    public nonisolated static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public nonisolated static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
    public nonisolated static let userDidTakeScreenshotNotification = NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public nonisolated static let protectedDataDidBecomeAvailableNotification = NSNotification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    public nonisolated static let protectedDataWillBecomeUnavailableNotification = NSNotification.Name("UIApplicationProtectedDataWillBecomeUnavailable")

    /// The URL string that opens the app's page in Settings.
    public nonisolated static let openSettingsURLString = "app-settings:"
}

/// Identifies a background task (`UIApplication.beginBackgroundTask`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// The app delegate's methods. Offscreen never launches an app, so none is
/// called by Offscreen; each has the default an absent optional method has.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// `window` as iOS code reads it through the delegate: an optional
    /// requirement, so a `UIWindow??` (`UIApplication.shared.delegate?.window??`,
    /// `delegate!.window!`). The OffscreenCompatibility plugin writes this
    /// name for `window` after `UIApplication.shared.delegate?`/`!`; the
    /// outer optional is never nil here, as every delegate has a `window`.
    public var windowAsOptionalRequirement: UIWindow?? {
        get { .some(window) }
        set { window = newValue ?? nil }
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
}
