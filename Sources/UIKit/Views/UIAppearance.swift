/// Types whose instances take the values set on their class's appearance
/// proxy, as UIKit's `UIAppearance`: `UIView` and its subclasses, and
/// `UIBarItem` (`UIBarButtonItem`, `UITabBarItem`).
///
/// On iOS `appearance()` returns `Self`: an Objective-C proxy object that
/// only pretends to be an instance and records the messages sent to it.
/// Swift on Linux has no message forwarding, and the only way to get a real
/// `Self` is to run one of the class's initializers: `init?(coder:)` (the only
/// initializer every subclass must have) traps in most app subclasses
/// (`fatalError("init(coder:) has not been implemented")`), a new required
/// initializer would stop every app subclass that declares its own
/// initializers from compiling, and an object whose initializer never ran is
/// uninitialised memory. So `appearance()` returns a `UIAppearanceProxy<Self>`:
/// property assignments (`UIButton.appearance().tintColor = .red`) and the
/// methods UIKit marks `UI_APPEARANCE_SELECTOR` (`setTitleColor(_:for:)`,
/// `setTitleTextAttributes(_:for:)`…) compile and behave as on iOS; the proxy
/// cannot be passed where the class itself is expected.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

extension UIAppearance {
    /// The proxy for every instance of this class (and its subclasses).
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: [], traits: nil)
    }

    /// The proxy for instances inside instances of `containerTypes`, in that
    /// order from the outermost (each a superview or a superview's view
    /// controller), as UIKit matches them.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: containerTypes, traits: nil)
    }

    /// The proxy for instances whose trait collection has every trait `trait`
    /// specifies (when they move to a window).
    public static func appearance(for trait: UITraitCollection) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: [], traits: trait)
    }

    /// The proxy for instances with those traits inside instances of `containerTypes`.
    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: containerTypes, traits: trait)
    }
}

extension UIView: UIAppearance {}
extension UIBarItem: UIAppearance {}
