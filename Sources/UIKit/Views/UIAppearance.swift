/// Types whose instances take property values set on their class's
/// appearance proxy, as UIKit's `UIAppearance`: `UIView` and its subclasses.
///
/// `appearance()` returns a `UIAppearanceProxy` rather than `Self` (Swift
/// cannot make an instance of an arbitrary subclass without a required
/// initializer): property assignments through it compile as on iOS —
/// `UIButton.appearance().tintColor = .red`,
/// `UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .white`
/// — but the proxy cannot be stored in a variable of the view's type, and
/// methods (`setTitleTextAttributes(_:for:)`) cannot be called through it.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

extension UIAppearance where Self: UIView {
    /// The proxy for every instance of this class (and its subclasses).
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: [])
    }

    /// The proxy for instances inside instances of `containerTypes`, in that
    /// order from the outermost (each a superview or a superview's view
    /// controller), as UIKit matches them.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: containerTypes)
    }
}

extension UIView: UIAppearance {}
