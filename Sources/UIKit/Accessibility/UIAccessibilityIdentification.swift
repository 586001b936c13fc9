/// Methods that associate a unique identifier with elements in your user
/// interface, which UI tests use to find them. `UIView` conforms.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// A string that identifies the element.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
