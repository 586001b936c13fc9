import Foundation

// A controller's traits (see UIView+Traits.swift for the whole flow).

extension UIViewController {
    /// The traits overridden for this controller and its views (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { var o = UITraitOverrides(); o.traitValues = traitOverrideValues; return o }
        set { setTraitOverrides { $0 = newValue.traitValues } }
    }

    package func setTraitOverrides(_ change: (inout TraitValues) -> Void) {
        var values = traitOverrideValues
        change(&values)
        guard values != traitOverrideValues else { return }
        traitOverrideValues = values
        refreshTraitsFromHere()
    }

    package func setChildTraitOverride(_ collection: UITraitCollection?, for child: UIViewController) {
        let key = ObjectIdentifier(child)
        guard childTraitOverrides[key]?.values != collection?.values else { return }
        childTraitOverrides[key] = collection
        child.refreshTraitsFromHere()
    }

    package var currentTraitCollection: UITraitCollection {
        if let cached = cachedTraits { return cached }
        let traits = UITraitCollection(values: computedTraitValues)
        cachedTraits = traits
        return traits
    }

    private var computedTraitValues: TraitValues {
        let inherited: TraitValues
        if let parent = parentStorage {
            let override = parent.childTraitOverrides[ObjectIdentifier(self)]?.values ?? TraitValues()
            inherited = parent.traitCollection.values.merging(override)
        } else if let window = rootOfWindow {
            inherited = window.traitCollection.values
        } else if let presenter = presentingStorage {
            var values = presenter.traitCollection.values
            // A sheet or popover is elevated content, as on iOS.
            if let style = presentedStyle, [.pageSheet, .formSheet, .popover].contains(style) {
                values.userInterfaceLevel = .elevated
            }
            if let override = presentationControllerStorage?.overrideTraitCollection {
                values = values.merging(override.values)
            }
            inherited = values
        } else if let superview = viewStorage?.superview {
            inherited = superview.traitCollection.values
        } else {
            inherited = UITraitCollection.screenDefault.values
        }
        return inherited.merging(traitOverrideValues)
    }

    /// Refreshes this controller, its view's tree, and children whose views
    /// are elsewhere (or not loaded).
    package func refreshTraitsFromHere() {
        refreshOwnTraits()
        viewStorage?.refreshTraits()
        for child in childStorage where child.viewStorage?.superview == nil {
            child.refreshTraitsFromHere()
        }
    }

    package func refreshOwnTraits() {
        let values = computedTraitValues
        if let cached = cachedTraits, cached.values == values { return }
        let previous = cachedTraits ?? UITraitCollection.screenDefault
        let traits = UITraitCollection(values: values)
        cachedTraits = traits
        guard previous.values != values else { return }
        traits.performAsCurrent {
            traitCollectionDidChange(previous)
            let changed = traits.changedTraits(from: previous)
            for registration in traitRegistrations where !registration.traits.isDisjoint(with: changed) {
                registration.handler(previous)
            }
        }
    }

    // MARK: Trait change registration (iOS 17)

    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.calling(handler, on: self, for: traits)
        traitRegistrations.append(registration)
        return registration
    }

    /// Sends `action` (registered with `UINib.register(_:_:)`) to `target`
    /// with the controller as its argument after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.sending(action, to: target, from: self, for: traits)
        traitRegistrations.append(registration)
        return registration
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits, target: self, action: action)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let registration = registration as? TraitChangeRegistration else { return }
        traitRegistrations.removeAll { $0 === registration }
    }
}
