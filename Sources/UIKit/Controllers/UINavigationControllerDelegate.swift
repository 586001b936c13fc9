/// Hears about a navigation controller's stack changes. Every method is
/// optional (default implementations below). On screen, a push or pop sends
/// `navigationController(_:willShow:animated:)` after the controllers'
/// `viewWillAppear`/`viewWillDisappear`, and `navigationController(_:didShow:animated:)`
/// after their `viewDidAppear`/`viewDidDisappear`, as iOS orders them.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// Where `UINavigationController.delegate` is declared. On iOS,
/// `UIImagePickerController` narrows its inherited `delegate` to
/// `(UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`, which
/// Objective-C allows and a Swift subclass cannot do to a property of its
/// superclass. A member of a protocol extension can be shadowed: the
/// subclass's own `delegate` is preferred wherever its type is known, while
/// the navigation controller's `delegate` reads the same object (both read and
/// write `navigationDelegateStorage`). Not API: UIKit's own classes adopt it.
/// (See `_UIScrollViewDelegateProperty`, the same for `UITextView`.)
@preconcurrency @MainActor
public protocol _UINavigationControllerDelegateProperty: AnyObject {}

extension _UINavigationControllerDelegateProperty where Self: UINavigationController {
    /// The navigation controller's delegate, held weakly.
    public var delegate: UINavigationControllerDelegate? {
        get { navigationDelegateStorage }
        set { navigationDelegateStorage = newValue }
    }
}
