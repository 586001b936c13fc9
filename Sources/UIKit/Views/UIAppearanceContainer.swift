/// Types that appearance proxies can name as containers
/// (`appearance(whenContainedInInstancesOf:)`): views and view controllers,
/// as in UIKit.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
