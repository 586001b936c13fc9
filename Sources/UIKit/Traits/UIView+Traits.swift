import Foundation

// How traits reach a view: window ← screen; controller ← parent controller
// (with the parent's override for it) or the window; root view ← its
// controller; other views ← superview. Each level applies its own overrides.
// Traits are cached per view and refreshed, top down, whenever something
// that feeds them changes (a move, an override, a window's screen), so
// `traitCollectionDidChange(_:)` runs exactly once per effective change,
// controllers before their views, superviews before subviews.

extension UIView {
    /// The traits overridden here (iOS 17): assigning a trait overrides it
    /// for this view and its subviews.
    public var traitOverrides: UITraitOverrides {
        get { var o = UITraitOverrides(); o.traitValues = traitOverrideValues; return o }
        set { setTraitOverrides { $0 = newValue.traitValues } }
    }

    package func setTraitOverrides(_ change: (inout TraitValues) -> Void) {
        var values = traitOverrideValues
        change(&values)
        guard values != traitOverrideValues else { return }
        traitOverrideValues = values
        refreshTraits()
    }

    package var currentTraitCollection: UITraitCollection {
        if let cached = cachedTraits { return cached }
        let traits = UITraitCollection(values: computedTraitValues)
        cachedTraits = traits
        return traits
    }

    /// What this view inherits, with its overrides on top.
    private var computedTraitValues: TraitValues {
        let inherited: TraitValues
        if let controller = viewDelegate {
            inherited = controller.traitCollection.values
        } else if let window = self as? UIWindow {
            inherited = window.screen.traitCollection.values
        } else if let superview {
            inherited = superview.traitCollection.values
        } else {
            inherited = UITraitCollection.screenDefault.values
        }
        var values = inherited.merging(traitOverrideValues)
        applyingSemanticDirection(to: &values)
        return values
    }

    /// After anything that may change this view's traits: refresh its
    /// controller (if it is a root view), itself and its subtree.
    package func refreshTraits() {
        viewDelegate?.refreshOwnTraits()
        refreshOwnTraits()
        for subview in subviewStorage { subview.refreshTraits() }
    }

    private func refreshOwnTraits() {
        let values = computedTraitValues
        if let cached = cachedTraits, cached.values == values {
            followNibVariations(cached)
            return
        }
        let previous = cachedTraits ?? UITraitCollection.screenDefault
        let traits = UITraitCollection(values: values)
        cachedTraits = traits
        followNibVariations(traits)
        guard previous.values != values else { return }
        traitsDidChange(from: previous, to: traits)
    }

    /// A view loaded from an Interface Builder document shows the size
    /// classes of the document's device until it is in a window; from then
    /// on its variations follow its traits (applied before
    /// `traitCollectionDidChange(_:)`, as UIKit applies a nib's).
    private func followNibVariations(_ traits: UITraitCollection) {
        guard let variations = nibTraitVariations, window != nil else { return }
        variations.traitsDidChange(traits)
    }

    /// What changes with the traits: dynamic colours are resolved again and
    /// the view redrawn when its colour appearance changed, then the view
    /// hears about it (`traitCollectionDidChange(_:)`, then registered handlers).
    private func traitsDidChange(from previous: UITraitCollection, to traits: UITraitCollection) {
        if traits.preferredContentSizeCategory != previous.preferredContentSizeCategory
            || traits.legibilityWeight != previous.legibilityWeight {
            (self as? ContentSizeAdjustingView)?.adjustFontForContentSizeCategory()
        }
        if traits.layoutDirection != previous.layoutDirection,
           UIView.userInterfaceLayoutDirection(for: semanticContentAttributeStorage, relativeTo: traits.interfaceLayoutDirection)
            != UIView.userInterfaceLayoutDirection(for: semanticContentAttributeStorage, relativeTo: previous.interfaceLayoutDirection) {
            layoutDirectionDidChange()
        }
        (self as? UIImageView)?.imageTraitsDidChange()
        if traits.hasDifferentColorAppearance(comparedTo: previous) {
            reapplyBackgroundColor()
            setNeedsDisplay()
        }
        traits.performAsCurrent {
            traitCollectionDidChange(previous)
            let changed = traits.changedTraits(from: previous)
            for registration in traitRegistrations where !registration.traits.isDisjoint(with: changed) {
                registration.handler(previous)
            }
        }
    }

    // MARK: Background colour

    package var storedBackgroundColor: UIColor? {
        if let stored = backgroundColorStorage, layer.backgroundColor == stored.applied { return stored.color }
        return layer.backgroundColor.map { UIColor(cgColor: $0) }
    }

    package func setBackgroundColor(_ color: UIColor?) {
        guard let color else {
            backgroundColorStorage = nil
            layer.backgroundColor = nil
            return
        }
        let applied = color.resolvedColor(with: traitCollection).cgColor
        backgroundColorStorage = (color, applied)
        layer.backgroundColor = applied
    }

    private func reapplyBackgroundColor() {
        guard let stored = backgroundColorStorage, stored.color.isDynamic,
              layer.backgroundColor == stored.applied else { return }
        setBackgroundColor(stored.color)
    }

    // MARK: Trait change registration (iOS 17)

    /// Runs `handler` with the view and its previous traits after any of
    /// `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.calling(handler, on: self, for: traits)
        traitRegistrations.append(registration)
        return registration
    }

    /// Sends `action` to `target`, with the view as its argument, after any
    /// of `traits` changes. As with controls' actions, the method must be
    /// registered with `UINib.register(_:_:)` (see docs/controls.md).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.sending(action, to: target, from: self, for: traits)
        traitRegistrations.append(registration)
        return registration
    }

    /// Sends `action` to the view itself after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits, target: self, action: action)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let registration = registration as? TraitChangeRegistration else { return }
        traitRegistrations.removeAll { $0 === registration }
    }
}
