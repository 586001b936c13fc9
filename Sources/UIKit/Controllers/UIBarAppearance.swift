import Foundation

/// What a bar's background looks like (iOS 13): a blur effect, a colour
/// over it, an image over that, and a shadow (the hairline) at the edge
/// that meets the content. `UINavigationBar` and `UITabBar` draw it with
/// one background view (`BarBackgroundView`), in that order, as UIKit does.
///
/// A new appearance is configured with the default background: the
/// `systemChromeMaterial` blur and a hairline of black at 30 %, as UIKit's is.
/// Bars copy the appearances they are given (their properties are
/// `@NSCopying`): a change shows once the appearance is assigned again, as in UIKit.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// The idiom the appearance was made for (the device's when not given).
    public let idiom: UIUserInterfaceIdiom

    /// The blur under the colour and image (`systemChromeMaterial` by default).
    @NSCopying open var backgroundEffect: UIBlurEffect?
    /// Drawn over the blur, under the image.
    open var backgroundColor: UIColor?
    /// Drawn over the colour, sized by `backgroundImageContentMode`.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar (`.scaleToFill`; `.redraw`
    /// is read as `.scaleToFill`, as UIKit reads it).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline's colour; nil or clear draws none. With a
    /// `shadowImage`, the colour tints a template image.
    open var shadowColor: UIColor?
    /// Drawn in place of the hairline, at its own height.
    open var shadowImage: UIImage?

    public convenience override init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow (the properties all
    /// bar appearances share).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    public required init?(coder: NSCoder) {
        idiom = UIDevice.current.userInterfaceIdiom
        super.init()
        configureWithDefaultBackground()
    }

    /// The blur of the system chrome material and the standard hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowImage = nil
        shadowColor = Self.defaultShadowColor
    }

    /// The system background colour (white, or black in dark mode) without
    /// blur, and the standard hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowImage = nil
        shadowColor = Self.defaultShadowColor
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowImage = nil
        shadowColor = nil
    }

    /// The hairline of UIKit's bars: black at 30 %.
    package static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// A copy of the same class with the same settings.
    public func copy() -> Self {
        copy(with: nil) as! Self
    }

    /// NSObject's untyped `copy()`, kept behind the typed one so that
    /// `let c = appearance.copy()` is an appearance, as in UIKit's Swift interface.
    @_disfavoredOverload
    open override func copy() -> Any {
        copy(with: nil)
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> UIBarAppearance in
            let copy = type(of: self).init(barAppearance: self)
            copy.copySettings(from: self)
            return copy
        }
    }

    /// Copies what a subclass adds; `copy(with:)` calls it after the background.
    package func copySettings(from other: UIBarAppearance) {}

    private func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Whether the background hides what is behind it: no blur, and an
    /// opaque colour or image.
    package var hasOpaqueBackground: Bool {
        guard backgroundEffect == nil else { return false }
        if let color = backgroundColor, color.cgColor.alpha >= 1 { return true }
        return false
    }

    /// A copy with the background and hairline removed (text and buttons
    /// kept): what a bar shows at the scroll edge when no scroll-edge
    /// appearance is set (iOS 15).
    package func withTransparentBackground() -> Self {
        let copy: Self = self.copy()
        copy.configureWithTransparentBackground()
        return copy
    }

}

/// A navigation bar's appearance: the background of `UIBarAppearance`, the
/// title's and large title's text attributes, and the bar button items'.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The small title's attributes (font, colour…), over the bar's defaults.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes, over the bar's defaults.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the small title from its centred place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// Plain bar button items' text.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// Done-style bar button items' text.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The back button's text.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)

    package override func copySettings(from other: UIBarAppearance) {
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
    }

}

/// A tab bar's appearance: the background of `UIBarAppearance` and the
/// items' colours in each layout.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Items with the image over the title (a phone).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// Items with the image beside the title (a regular-width bar).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// Items beside their titles in a compact-height bar.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The tint of the selected item's indicator image.
    open var selectionIndicatorTintColor: UIColor?
    /// An image behind the selected item (kept; Offscreen does not draw it).
    open var selectionIndicatorImage: UIImage?

    package override func copySettings(from other: UIBarAppearance) {
        guard let other = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
    }

}

/// A toolbar's appearance (iOS 13): the background of `UIBarAppearance`
/// and its bar button items' text, plain and done.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// Plain bar button items' text.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// Done-style bar button items' text.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    package override func copySettings(from other: UIBarAppearance) {
        guard let other = other as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }
}

/// A bar button item's text in each state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    open var normal: UIBarButtonItemStateAppearance { states[0] }
    open var highlighted: UIBarButtonItemStateAppearance { states[1] }
    open var disabled: UIBarButtonItemStateAppearance { states[2] }
    open var focused: UIBarButtonItemStateAppearance { states[3] }
    private var states = (0..<4).map { _ in UIBarButtonItemStateAppearance() }

    public convenience override init() {
        self.init(style: .plain)
    }

    public required init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Clears every state's settings (the bar's defaults for `style` apply).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in states {
            state.titleTextAttributes = [:]
            state.titlePositionAdjustment = .zero
            state.backgroundImage = nil
            state.backgroundImagePositionAdjustment = .zero
        }
    }

    public func copy() -> Self {
        copy(with: nil) as! Self
    }

    @_disfavoredOverload
    open override func copy() -> Any {
        copy(with: nil)
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> UIBarButtonItemAppearance in
            let copy = type(of: self).init(style: .plain)
            for (mine, theirs) in zip(copy.states, states) {
                mine.titleTextAttributes = theirs.titleTextAttributes
                mine.titlePositionAdjustment = theirs.titlePositionAdjustment
                mine.backgroundImage = theirs.backgroundImage
                mine.backgroundImagePositionAdjustment = theirs.backgroundImagePositionAdjustment
            }
            return copy
        }
    }
}

/// One state of a bar button item's appearance.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (font, colour…), over the bar's defaults.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero
}

/// A tab bar item's look in each state, for one layout.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, NSCopying {
    open var normal: UITabBarItemStateAppearance { states[0] }
    open var selected: UITabBarItemStateAppearance { states[1] }
    open var disabled: UITabBarItemStateAppearance { states[2] }
    open var focused: UITabBarItemStateAppearance { states[3] }
    private var states = (0..<4).map { _ in UITabBarItemStateAppearance() }

    public convenience override init() {
        self.init(style: .stacked)
    }

    public required init(style: UITabBarItemAppearance.Style) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Clears every state's settings (the bar's defaults for `style` apply).
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        for state in states { state.reset() }
    }

    public func copy() -> Self {
        copy(with: nil) as! Self
    }

    @_disfavoredOverload
    open override func copy() -> Any {
        copy(with: nil)
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> UITabBarItemAppearance in
            let copy = type(of: self).init(style: .stacked)
            for (mine, theirs) in zip(copy.states, states) { mine.copySettings(from: theirs) }
            return copy
        }
    }

    /// The tab bar item layouts an appearance is configured for.
    public enum Style: Int, Sendable {
        case stacked = 0
        case inline = 1
        case compactInline = 2
    }
}

/// One state of a tab bar item's appearance.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes: its font and colour are drawn.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    /// The image's colour (template images).
    open var iconColor: UIColor?
    open var badgePositionAdjustment: UIOffset = .zero
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    fileprivate func reset() {
        titleTextAttributes = [:]; titlePositionAdjustment = .zero; iconColor = nil
        badgePositionAdjustment = .zero; badgeBackgroundColor = nil; badgeTextAttributes = [:]
        badgeTitlePositionAdjustment = .zero
    }

    fileprivate func copySettings(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes; titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor; badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor; badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}
