import Foundation

/// What a `UIVisualEffectView` shows: a blur of what lies behind it
/// (`UIBlurEffect`) or vibrant content (`UIVibrancyEffect`). Effects are
/// immutable, so a copy is the effect itself.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
    public override init() { super.init() }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur of what lies behind the view, in one of UIKit's materials.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        /// `.light` or `.dark`, following the user interface style.
        case regular = 4
        /// `.extraLight` or `.dark`, following the user interface style.
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    package let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    open override var description: String { "<UIBlurEffect style=\(style)>" }
}

/// The vibrancy styles of iOS 13: how strongly content over a material lets
/// the blurred backdrop through.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

/// Content drawn vibrantly over a blur: made for a blur effect, and used in
/// a visual effect view placed in that blur's `contentView`.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    package let blurEffect: UIBlurEffect
    /// nil for the pre-iOS 13 `init(blurEffect:)`.
    package let style: UIVibrancyEffectStyle?

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        self.style = nil
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// How Offscreen composes each material: the backdrop's blur (a standard
/// deviation in points) and saturation, then a tint colour over it, as
/// UIKit stacks a backdrop view and tint views. The classic styles use the
/// settings of iOS's backdrop styles (light: blur 30, saturation 1.8, white at
/// 30 %; extra light: blur 20, saturation 1.9, 97 % white at 80 %; dark: blur
/// 20, saturation 1.8, 11 % white at 73 %). The iOS 13 materials are
/// Offscreen's estimates, ordered by thickness (thicker: more tint, less
/// backdrop); they are not measured from a device.
struct BlurMaterial: Equatable {
    var blurRadius: CGFloat
    var saturation: CGFloat
    var tintWhite: CGFloat
    var tintAlpha: CGFloat
    var isDark: Bool

    var tint: UIColor { UIColor(white: tintWhite, alpha: tintAlpha) }

    static let extraLight = BlurMaterial(blurRadius: 20, saturation: 1.9, tintWhite: 0.97, tintAlpha: 0.8, isDark: false)
    static let light = BlurMaterial(blurRadius: 30, saturation: 1.8, tintWhite: 1, tintAlpha: 0.3, isDark: false)
    static let dark = BlurMaterial(blurRadius: 20, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.73, isDark: true)

    /// Tint alphas of the five thicknesses: ultra thin, thin, regular, thick, chrome.
    private static let lightAlphas: [CGFloat] = [0.3, 0.5, 0.7, 0.86, 0.78]
    private static let darkAlphas: [CGFloat] = [0.45, 0.6, 0.73, 0.86, 0.8]

    private static func system(_ thickness: Int, dark: Bool) -> BlurMaterial {
        dark
            ? BlurMaterial(blurRadius: 30, saturation: 1.8, tintWhite: thickness == 4 ? 0.13 : 0.11,
                           tintAlpha: darkAlphas[thickness], isDark: true)
            : BlurMaterial(blurRadius: 30, saturation: 1.8, tintWhite: thickness == 4 ? 0.97 : 1,
                           tintAlpha: lightAlphas[thickness], isDark: false)
    }

    /// The material `style` shows under `traits` (the adaptive styles follow
    /// the user interface style; unspecified is light).
    static func resolve(_ style: UIBlurEffect.Style, for traits: UITraitCollection) -> BlurMaterial {
        let dark = traits.userInterfaceStyle == .dark
        switch style {
        case .extraLight: return .extraLight
        case .light: return .light
        case .dark: return .dark
        case .regular: return dark ? .dark : .light
        case .prominent: return dark ? .dark : .extraLight
        case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial:
            return system(style.rawValue - 6, dark: dark)
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
             .systemChromeMaterialLight:
            return system(style.rawValue - 11, dark: false)
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            return system(style.rawValue - 16, dark: true)
        }
    }
}

extension UIVibrancyEffectStyle {
    /// The gray content of this style is filled with before it is blended
    /// with the blur: multiplied over light materials (darker is stronger),
    /// screened over dark ones (lighter is stronger). Offscreen's stand-in
    /// for iOS's vibrancy filters.
    func vibrantWhite(onDark dark: Bool) -> CGFloat {
        let strength: CGFloat
        switch self {
        case .label: strength = 0.75
        case .secondaryLabel: strength = 0.5
        case .tertiaryLabel: strength = 0.3
        case .quaternaryLabel: strength = 0.18
        case .fill: strength = 0.25
        case .secondaryFill: strength = 0.18
        case .tertiaryFill: strength = 0.12
        case .separator: strength = 0.25
        }
        return dark ? strength : 1 - strength
    }
}
