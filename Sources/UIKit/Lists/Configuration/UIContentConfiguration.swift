import Foundation

/// Describes a content view's look and data for one state; a cell turns it
/// into its content view with `makeContentView()` and, as the cell's state
/// changes, applies `updated(for:)` to it.
///
/// Configurations are values usable on any thread; only making the view needs the main actor.
public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// A view made from a content configuration; setting `configuration` updates it in place.
@MainActor @preconcurrency
public protocol UIContentView: NSObjectProtocol {
    var configuration: UIContentConfiguration { get set }
    /// Whether this view can show `configuration` (else a cell makes a new view); the default says yes.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}
