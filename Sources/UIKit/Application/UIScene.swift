import Foundation

/// A scene. Offscreen has one, `UIApplication.shared.connectedScenes`'s
/// window scene on the main screen; it is always in the foreground.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    open var activationState: ActivationState { .foregroundActive }
    open var title: String! = ""
    open var delegate: UISceneDelegate?

    public nonisolated static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    public nonisolated static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    public nonisolated static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    public nonisolated static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene delegate's methods; Offscreen never calls them (no scene connects).
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The delegate of a window scene: holds its window, as in app templates.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// A scene showing windows on a screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    open var screen: UIScreen { sceneScreen }
    private let sceneScreen: UIScreen
    private struct WeakWindow { weak var window: UIWindow? }
    private var members: [WeakWindow] = []

    package init(screen: UIScreen) {
        sceneScreen = screen
        super.init()
    }

    /// The scene's windows, in the order they joined it.
    open var windows: [UIWindow] {
        members.removeAll { $0.window?.windowScene !== self }
        return members.compactMap(\.window)
    }

    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// Portrait when the screen is at least as tall as it is wide.
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.height >= screen.bounds.width ? .portrait : .landscapeRight
    }

    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The status bar as a window's safe area shows it: its height is the
    /// key window's top safe-area inset (`UIWindow.offscreenSafeAreaInsets`).
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }

    package func add(_ window: UIWindow) {
        members.removeAll { $0.window == nil || $0.window === window }
        members.append(WeakWindow(window: window))
    }
}

/// The status bar's geometry and style for a window scene.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    package init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    open var statusBarStyle: UIStatusBarStyle { .default }
    open var isStatusBarHidden: Bool { statusBarFrame.height == 0 }
    open var statusBarFrame: CGRect {
        guard let window = scene?.keyWindow ?? scene?.windows.last else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.offscreenSafeAreaInsets.top)
    }
}

/// The status bar's style.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// How a status bar change animates.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade = 1, slide = 2
}

extension UIWindow {
    /// The scene the window shows in. A window made with `init(frame:)` has
    /// none until it becomes key, when it joins the app's one scene.
    public var windowScene: UIWindowScene? {
        get { WindowScenes.scene(of: self) }
        set {
            WindowScenes.set(newValue, of: self)
            newValue?.add(self)
        }
    }

    /// A window in `windowScene`, as big as its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }
}

/// Each window's scene (extensions cannot add storage to UIWindow).
@preconcurrency @MainActor
private enum WindowScenes {
    private struct Entry {
        weak var window: UIWindow?
        weak var scene: UIWindowScene?
    }
    private static var table: [ObjectIdentifier: Entry] = [:]

    static func scene(of window: UIWindow) -> UIWindowScene? {
        guard let entry = table[ObjectIdentifier(window)], entry.window === window else { return nil }
        return entry.scene
    }

    static func set(_ scene: UIWindowScene?, of window: UIWindow) {
        table = table.filter { $0.value.window != nil }
        table[ObjectIdentifier(window)] = scene.map { Entry(window: window, scene: $0) }
    }
}
