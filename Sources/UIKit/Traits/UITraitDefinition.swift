import Foundation

/// A trait a trait collection carries (iOS 17). UIKit's own traits are the
/// `UITrait…` types below; registering for changes takes a list of them
/// (`registerForTraitChanges([UITraitUserInterfaceStyle.self]) { … }`).
///
/// Where Offscreen differs from iOS: custom traits (your own conforming
/// types) can be declared but trait collections carry only UIKit's own.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var affectsColorAppearance: Bool { get }
    static var name: String { get }
    static var identifier: String { get }
}

extension UITraitDefinition {
    public static var affectsColorAppearance: Bool { false }
    public static var name: String { String(describing: self) }
    public static var identifier: String { String(reflecting: self) }
}

/// A trait, as the lists given to `registerForTraitChanges` hold them.
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static var defaultValue: UIContentSizeCategory { .unspecified }
}
public enum UITraitLayoutDirection: UITraitDefinition {
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
}
public enum UITraitDisplayScale: UITraitDefinition {
    public static var defaultValue: CGFloat { 0 }
}
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
}
public enum UITraitLegibilityWeight: UITraitDefinition {
    public static var defaultValue: UILegibilityWeight { .unspecified }
}
public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static var defaultValue: UIAccessibilityContrast { .unspecified }
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceLevel { .unspecified }
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitForceTouchCapability: UITraitDefinition {
    public static var defaultValue: UIForceTouchCapability { .unknown }
}
public enum UITraitDisplayGamut: UITraitDefinition {
    public static var defaultValue: UIDisplayGamut { .unspecified }
}
public enum UITraitActiveAppearance: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceActiveAppearance { .unspecified }
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitToolbarItemPresentationSize: UITraitDefinition {
    public static var defaultValue: UINSToolbarItemPresentationSize { .unspecified }
}
public enum UITraitImageDynamicRange: UITraitDefinition {
    public static var defaultValue: UIImage.DynamicRange { .unspecified }
}
public enum UITraitTypesettingLanguage: UITraitDefinition {
    public static var defaultValue: Locale.Language? { nil }
}
public enum UITraitSceneCaptureState: UITraitDefinition {
    public static var defaultValue: UISceneCaptureState { .unspecified }
}
