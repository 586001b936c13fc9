/// An object that has traits: screens, windows, views and view controllers.
/// Traits flow from the screen to a window, to its root view controller,
/// to that controller's view and down the view tree; each level may
/// override some of them.
@preconcurrency @MainActor
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

    /// A registration that calls `handler` with `owner` (held weakly) as the
    /// environment type the caller asked for.
    @preconcurrency @MainActor
    package static func calling<Owner: AnyObject, TraitEnvironment>(
        _ handler: @escaping (TraitEnvironment, UITraitCollection) -> Void, on owner: Owner, for traits: [UITrait]
    ) -> TraitChangeRegistration {
        TraitChangeRegistration(traits: traits) { [weak owner] previous in
            guard let environment = owner as? TraitEnvironment else { return }
            handler(environment, previous)
        }
    }

    /// A registration that sends `action` to `target` with `owner` (held
    /// weakly) as the sender; the method must be registered like a control's.
    @preconcurrency @MainActor
    package static func sending<Owner: AnyObject>(_ action: Selector, to target: Any, from owner: Owner,
                                                  for traits: [UITrait]) -> TraitChangeRegistration {
        TraitChangeRegistration(traits: traits) { [weak owner] _ in
            guard let owner else { return }
            _ = performRegisteredAction(action, on: target as AnyObject, sender: owner)
        }
    }

    package static func == (a: TraitChangeRegistration, b: TraitChangeRegistration) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
