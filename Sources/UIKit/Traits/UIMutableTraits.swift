import Foundation

/// Read-write access to a set of traits (iOS 17): what `init(mutations:)`
/// and `modifyingTraits(_:)` hand their closure, and what `traitOverrides`
/// on views, controllers and windows is.
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var displayScale: CGFloat { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
    var displayGamut: UIDisplayGamut { get set }
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { get set }
    var imageDynamicRange: UIImage.DynamicRange { get set }
    var typesettingLanguage: Locale.Language? { get set }
    var sceneCaptureState: UISceneCaptureState { get set }
}

/// The storage behind UIMutableTraits conformances: forwards each trait to
/// a `TraitValues`.
package protocol TraitValuesContainer: UIMutableTraits {
    var traitValues: TraitValues { get set }
}

extension TraitValuesContainer {
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { traitValues.userInterfaceStyle } set { traitValues.userInterfaceStyle = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { traitValues.horizontalSizeClass } set { traitValues.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { traitValues.verticalSizeClass } set { traitValues.verticalSizeClass = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { traitValues.preferredContentSizeCategory } set { traitValues.preferredContentSizeCategory = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { traitValues.layoutDirection } set { traitValues.layoutDirection = newValue }
    }
    public var displayScale: CGFloat {
        get { traitValues.displayScale } set { traitValues.displayScale = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { traitValues.userInterfaceIdiom } set { traitValues.userInterfaceIdiom = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { traitValues.legibilityWeight } set { traitValues.legibilityWeight = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { traitValues.accessibilityContrast } set { traitValues.accessibilityContrast = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { traitValues.userInterfaceLevel } set { traitValues.userInterfaceLevel = newValue }
    }
    public var forceTouchCapability: UIForceTouchCapability {
        get { traitValues.forceTouchCapability } set { traitValues.forceTouchCapability = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { traitValues.displayGamut } set { traitValues.displayGamut = newValue }
    }
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { traitValues.activeAppearance } set { traitValues.activeAppearance = newValue }
    }
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
        get { traitValues.toolbarItemPresentationSize } set { traitValues.toolbarItemPresentationSize = newValue }
    }
    public var imageDynamicRange: UIImage.DynamicRange {
        get { traitValues.imageDynamicRange } set { traitValues.imageDynamicRange = newValue }
    }
    public var typesettingLanguage: Locale.Language? {
        get { traitValues.typesettingLanguage } set { traitValues.typesettingLanguage = newValue }
    }
    public var sceneCaptureState: UISceneCaptureState {
        get { traitValues.sceneCaptureState } set { traitValues.sceneCaptureState = newValue }
    }
}

/// What `init(mutations:)` edits.
private struct MutableTraitValues: TraitValuesContainer {
    var traitValues: TraitValues
}

extension UITraitCollection {
    /// The closure `init(mutations:)` and `modifyingTraits(_:)` take.
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// A collection with the traits `mutations` sets (iOS 17).
    public convenience init(mutations: TraitMutations) {
        var traits: any UIMutableTraits = MutableTraitValues(traitValues: TraitValues())
        mutations(&traits)
        self.init(values: (traits as! MutableTraitValues).traitValues)
    }

    /// This collection with the changes `mutations` makes (iOS 17).
    public func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
        var traits: any UIMutableTraits = MutableTraitValues(traitValues: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as! MutableTraitValues).traitValues)
    }
}
