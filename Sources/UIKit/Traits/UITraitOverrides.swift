import Foundation

/// The traits a view, controller or window sets for itself and everything
/// below it (iOS 17's `traitOverrides`). Assigning a trait overrides the
/// inherited value; `remove(_:)` goes back to inheriting it.
///
/// Where Offscreen differs from iOS: setting a trait to its unspecified
/// value is the same as removing the override.
public struct UITraitOverrides: TraitValuesContainer, Sendable {
    package var traitValues = TraitValues()

    package init() {}

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool { traitValues.specifies(trait) }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) { traitValues.clear(trait) }
}
