/// An object that has traits: screens, windows, views and view controllers.
/// Traits flow from the screen to a window, to its root view controller,
/// to that controller's view and down the view tree; each level may
/// override some of them.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    /// Called once after each change of this object's traits, with the
    /// traits before the change (deprecated in iOS 17 but still called).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Returned by `registerForTraitChanges`; give it to
/// `unregisterForTraitChanges(_:)` to stop observing.
public protocol UITraitChangeRegistration: Hashable, Sendable {}

/// One `registerForTraitChanges` call: the traits it observes and what it runs.
package final class TraitChangeRegistration: UITraitChangeRegistration, @unchecked Sendable {
    package let traits: Set<ObjectIdentifier>
    package let handler: @MainActor (UITraitCollection) -> Void

    package init(traits: [UITrait], handler: @escaping @MainActor (UITraitCollection) -> Void) {
        self.traits = Set(traits.map { ObjectIdentifier($0) })
        self.handler = handler
    }

    package static func == (a: TraitChangeRegistration, b: TraitChangeRegistration) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
