import Foundation

/// The values one trait collection (or one set of overrides) holds. A trait
/// left at its unspecified value does not take part in a merge: that is how
/// `init(traitsFrom:)` and trait overrides combine.
package struct TraitValues: Hashable, Sendable {
    package var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    package var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    package var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    package var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    package var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    package var displayScale: CGFloat = 0
    package var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    package var legibilityWeight: UILegibilityWeight = .unspecified
    package var accessibilityContrast: UIAccessibilityContrast = .unspecified
    package var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    package var forceTouchCapability: UIForceTouchCapability = .unknown
    package var displayGamut: UIDisplayGamut = .unspecified
    package var activeAppearance: UIUserInterfaceActiveAppearance = .unspecified
    package var toolbarItemPresentationSize: UINSToolbarItemPresentationSize = .unspecified
    package var imageDynamicRange: UIImage.DynamicRange = .unspecified
    package var typesettingLanguage: Locale.Language? = nil
    package var sceneCaptureState: UISceneCaptureState = .unspecified

    package init() {}

    /// These values with every specified value of `other` replacing them.
    package func merging(_ other: TraitValues) -> TraitValues {
        var r = self
        if other.userInterfaceStyle != .unspecified { r.userInterfaceStyle = other.userInterfaceStyle }
        if other.horizontalSizeClass != .unspecified { r.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { r.verticalSizeClass = other.verticalSizeClass }
        if other.preferredContentSizeCategory != .unspecified { r.preferredContentSizeCategory = other.preferredContentSizeCategory }
        if other.layoutDirection != .unspecified { r.layoutDirection = other.layoutDirection }
        if other.displayScale != 0 { r.displayScale = other.displayScale }
        if other.userInterfaceIdiom != .unspecified { r.userInterfaceIdiom = other.userInterfaceIdiom }
        if other.legibilityWeight != .unspecified { r.legibilityWeight = other.legibilityWeight }
        if other.accessibilityContrast != .unspecified { r.accessibilityContrast = other.accessibilityContrast }
        if other.userInterfaceLevel != .unspecified { r.userInterfaceLevel = other.userInterfaceLevel }
        if other.forceTouchCapability != .unknown { r.forceTouchCapability = other.forceTouchCapability }
        if other.displayGamut != .unspecified { r.displayGamut = other.displayGamut }
        if other.activeAppearance != .unspecified { r.activeAppearance = other.activeAppearance }
        if other.toolbarItemPresentationSize != .unspecified { r.toolbarItemPresentationSize = other.toolbarItemPresentationSize }
        if other.imageDynamicRange != .unspecified { r.imageDynamicRange = other.imageDynamicRange }
        if other.typesettingLanguage != nil { r.typesettingLanguage = other.typesettingLanguage }
        if other.sceneCaptureState != .unspecified { r.sceneCaptureState = other.sceneCaptureState }
        return r
    }

    /// Whether every specified value here has the same value in `other`.
    package func isContained(in other: TraitValues) -> Bool {
        other.merging(self) == other
    }

    /// Whether `trait` has a value other than its unspecified one.
    package func specifies(_ trait: any UITraitDefinition.Type) -> Bool {
        var cleared = self
        cleared.clear(trait)
        return cleared != self
    }

    /// Sets `trait` back to its unspecified value.
    package mutating func clear(_ trait: any UITraitDefinition.Type) {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle = .unspecified
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass = .unspecified
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass = .unspecified
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): preferredContentSizeCategory = .unspecified
        case ObjectIdentifier(UITraitLayoutDirection.self): layoutDirection = .unspecified
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale = 0
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom = .unspecified
        case ObjectIdentifier(UITraitLegibilityWeight.self): legibilityWeight = .unspecified
        case ObjectIdentifier(UITraitAccessibilityContrast.self): accessibilityContrast = .unspecified
        case ObjectIdentifier(UITraitUserInterfaceLevel.self): userInterfaceLevel = .unspecified
        case ObjectIdentifier(UITraitForceTouchCapability.self): forceTouchCapability = .unknown
        case ObjectIdentifier(UITraitDisplayGamut.self): displayGamut = .unspecified
        case ObjectIdentifier(UITraitActiveAppearance.self): activeAppearance = .unspecified
        case ObjectIdentifier(UITraitToolbarItemPresentationSize.self): toolbarItemPresentationSize = .unspecified
        case ObjectIdentifier(UITraitImageDynamicRange.self): imageDynamicRange = .unspecified
        case ObjectIdentifier(UITraitTypesettingLanguage.self): typesettingLanguage = nil
        case ObjectIdentifier(UITraitSceneCaptureState.self): sceneCaptureState = .unspecified
        default: break
        }
    }

    /// The traits (as their definition types) whose values differ from `other`'s.
    package func changedTraits(comparedTo o: TraitValues) -> Set<ObjectIdentifier> {
        var changed: Set<ObjectIdentifier> = []
        func note(_ trait: any UITraitDefinition.Type, _ differs: Bool) { if differs { changed.insert(ObjectIdentifier(trait)) } }
        note(UITraitUserInterfaceStyle.self, userInterfaceStyle != o.userInterfaceStyle)
        note(UITraitHorizontalSizeClass.self, horizontalSizeClass != o.horizontalSizeClass)
        note(UITraitVerticalSizeClass.self, verticalSizeClass != o.verticalSizeClass)
        note(UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory != o.preferredContentSizeCategory)
        note(UITraitLayoutDirection.self, layoutDirection != o.layoutDirection)
        note(UITraitDisplayScale.self, displayScale != o.displayScale)
        note(UITraitUserInterfaceIdiom.self, userInterfaceIdiom != o.userInterfaceIdiom)
        note(UITraitLegibilityWeight.self, legibilityWeight != o.legibilityWeight)
        note(UITraitAccessibilityContrast.self, accessibilityContrast != o.accessibilityContrast)
        note(UITraitUserInterfaceLevel.self, userInterfaceLevel != o.userInterfaceLevel)
        note(UITraitForceTouchCapability.self, forceTouchCapability != o.forceTouchCapability)
        note(UITraitDisplayGamut.self, displayGamut != o.displayGamut)
        note(UITraitActiveAppearance.self, activeAppearance != o.activeAppearance)
        note(UITraitToolbarItemPresentationSize.self, toolbarItemPresentationSize != o.toolbarItemPresentationSize)
        note(UITraitImageDynamicRange.self, imageDynamicRange != o.imageDynamicRange)
        note(UITraitTypesettingLanguage.self, typesettingLanguage != o.typesettingLanguage)
        note(UITraitSceneCaptureState.self, sceneCaptureState != o.sceneCaptureState)
        return changed
    }
}
