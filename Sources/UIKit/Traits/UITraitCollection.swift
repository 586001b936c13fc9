import Foundation

/// The environment an interface is shown in: light or dark, size classes,
/// text size, layout direction, scale, device idiom, bold text, contrast,
/// elevation, and the device and scene traits (3D Touch, colour gamut, active
/// appearance, toolbar item size, image dynamic range, typesetting language,
/// scene capture). Immutable and usable from any thread, as on iOS. A trait not
/// given has its unspecified value; `init(traitsFrom:)` combines collections,
/// later ones winning for the traits they specify.
open class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
    package let values: TraitValues

    package init(values: TraitValues) {
        self.values = values
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(values: TraitValues()) }

    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues()) { $0.merging($1.values) })
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        var v = TraitValues(); v.userInterfaceStyle = userInterfaceStyle; self.init(values: v)
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        var v = TraitValues(); v.horizontalSizeClass = horizontalSizeClass; self.init(values: v)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        var v = TraitValues(); v.verticalSizeClass = verticalSizeClass; self.init(values: v)
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        var v = TraitValues(); v.preferredContentSizeCategory = preferredContentSizeCategory; self.init(values: v)
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        var v = TraitValues(); v.layoutDirection = layoutDirection; self.init(values: v)
    }
    public convenience init(displayScale scale: CGFloat) {
        var v = TraitValues(); v.displayScale = scale; self.init(values: v)
    }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        var v = TraitValues(); v.userInterfaceIdiom = idiom; self.init(values: v)
    }
    public convenience init(legibilityWeight: UILegibilityWeight) {
        var v = TraitValues(); v.legibilityWeight = legibilityWeight; self.init(values: v)
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        var v = TraitValues(); v.accessibilityContrast = accessibilityContrast; self.init(values: v)
    }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        var v = TraitValues(); v.userInterfaceLevel = userInterfaceLevel; self.init(values: v)
    }
    public convenience init(forceTouchCapability: UIForceTouchCapability) {
        var v = TraitValues(); v.forceTouchCapability = forceTouchCapability; self.init(values: v)
    }
    public convenience init(displayGamut: UIDisplayGamut) {
        var v = TraitValues(); v.displayGamut = displayGamut; self.init(values: v)
    }
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        var v = TraitValues(); v.activeAppearance = activeAppearance; self.init(values: v)
    }
    public convenience init(toolbarItemPresentationSize: UINSToolbarItemPresentationSize) {
        var v = TraitValues(); v.toolbarItemPresentationSize = toolbarItemPresentationSize; self.init(values: v)
    }
    public convenience init(imageDynamicRange: UIImage.DynamicRange) {
        var v = TraitValues(); v.imageDynamicRange = imageDynamicRange; self.init(values: v)
    }
    public convenience init(typesettingLanguage: Locale.Language) {
        var v = TraitValues(); v.typesettingLanguage = typesettingLanguage; self.init(values: v)
    }
    public convenience init(sceneCaptureState: UISceneCaptureState) {
        var v = TraitValues(); v.sceneCaptureState = sceneCaptureState; self.init(values: v)
    }

    open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    open var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    open var displayScale: CGFloat { values.displayScale }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    open var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    open var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    open var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    open var forceTouchCapability: UIForceTouchCapability { values.forceTouchCapability }
    open var displayGamut: UIDisplayGamut { values.displayGamut }
    open var activeAppearance: UIUserInterfaceActiveAppearance { values.activeAppearance }
    open var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { values.toolbarItemPresentationSize }
    open var imageDynamicRange: UIImage.DynamicRange { values.imageDynamicRange }
    open var typesettingLanguage: Locale.Language? { values.typesettingLanguage }
    open var sceneCaptureState: UISceneCaptureState { values.sceneCaptureState }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.values.isContained(in: values)
    }

    /// Whether dynamic colours may resolve differently under `traitCollection`
    /// (style, contrast or elevation differ).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection?.values ?? TraitValues()
        return values.userInterfaceStyle != other.userInterfaceStyle
            || values.accessibilityContrast != other.accessibilityContrast
            || values.userInterfaceLevel != other.userInterfaceLevel
    }

    /// The traits whose values differ between this collection and `other`.
    package func changedTraits(from other: UITraitCollection?) -> Set<ObjectIdentifier> {
        values.changedTraits(comparedTo: other?.values ?? TraitValues())
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.values == values
    }

    open override var hash: Int { values.hashValue }

    open override var description: String {
        let v = values
        return "<UITraitCollection: UserInterfaceIdiom = \(v.userInterfaceIdiom), DisplayScale = \(v.displayScale), "
            + "HorizontalSizeClass = \(v.horizontalSizeClass), VerticalSizeClass = \(v.verticalSizeClass), "
            + "UserInterfaceStyle = \(v.userInterfaceStyle), UserInterfaceLayoutDirection = \(v.layoutDirection), "
            + "PreferredContentSizeCategory = \(v.preferredContentSizeCategory.rawValue), "
            + "AccessibilityContrast = \(v.accessibilityContrast), UserInterfaceLevel = \(v.userInterfaceLevel), "
            + "LegibilityWeight = \(v.legibilityWeight)>"
    }

    /// UIKit's own traits: those `description` lists, in its order, then the others.
    package static var systemTraits: [any UITraitDefinition.Type] { [
        UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self, UITraitHorizontalSizeClass.self,
        UITraitVerticalSizeClass.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
        UITraitPreferredContentSizeCategory.self, UITraitAccessibilityContrast.self,
        UITraitUserInterfaceLevel.self, UITraitLegibilityWeight.self,
        UITraitForceTouchCapability.self, UITraitDisplayGamut.self, UITraitActiveAppearance.self, UITraitToolbarItemPresentationSize.self, UITraitImageDynamicRange.self, UITraitTypesettingLanguage.self, UITraitSceneCaptureState.self,
    ] }

    // MARK: The current trait collection

    private static let currentKey = "UITraitCollection.current"

    /// The traits dynamic colours (and images) resolve against on this thread.
    /// UIKit sets it to a view's traits around that view's `draw(_:)`,
    /// `layoutSubviews()` and `traitCollectionDidChange(_:)`, and to a
    /// controller's around its layout callbacks. Outside those, it is the
    /// main screen's traits (light, Large text, left-to-right).
    open class var current: UITraitCollection {
        get { (Thread.current.threadDictionary[currentKey] as? UITraitCollection) ?? UITraitCollection.screenDefault }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`,
    /// then restores the previous one.
    public func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[Self.currentKey]
        dictionary[Self.currentKey] = self
        defer { dictionary[Self.currentKey] = previous }
        return try actions()
    }

    /// What a view outside any window inherits, and what `current` is by
    /// default: the traits of an iPhone screen in light mode at 3x. Read
    /// from any thread, so not taken from the (main-actor) `UIScreen.main`.
    package static let screenDefault = UITraitCollection(values: TraitValues.screen(idiom: .phone, landscape: false, largePhone: false, scale: 3))
}

extension TraitValues {
    /// A screen's traits. Phones are compact wide and regular tall in
    /// portrait; compact both ways in landscape, except the large (Plus, Max)
    /// phones, which are regular wide in landscape. Pads are regular both ways.
    package static func screen(idiom: UIUserInterfaceIdiom, landscape: Bool, largePhone: Bool, scale: CGFloat) -> TraitValues {
        var v = TraitValues()
        v.userInterfaceIdiom = idiom
        v.displayScale = scale
        if idiom == .pad {
            v.horizontalSizeClass = .regular
            v.verticalSizeClass = .regular
        } else {
            v.horizontalSizeClass = landscape && largePhone ? .regular : .compact
            v.verticalSizeClass = landscape ? .compact : .regular
        }
        v.userInterfaceStyle = .light
        v.preferredContentSizeCategory = .large
        v.layoutDirection = .leftToRight
        v.legibilityWeight = .regular
        v.accessibilityContrast = .normal
        v.userInterfaceLevel = .base
        // The screens Offscreen stands in for (iPhone 13 and later, iPads)
        // are Display P3 and have no 3D Touch.
        v.displayGamut = .P3
        v.forceTouchCapability = .unavailable
        return v
    }
}
