import Foundation

/// A function from one colour to another, applied by configurations to the
/// colour they resolve (for example greyscale for a disabled cell).
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    public let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's luminance as a grey, with its alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return color }
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }

    /// The app's tint colour (system blue unless the view says otherwise) in place of the colour.
    public static let preferredTint = UIConfigurationColorTransformer { _ in UIColor.tintColor }

    /// The tint colour at the input colour's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return UIColor.tintColor }
        return UIColor.tintColor.withAlphaComponent(a)
    }
}
