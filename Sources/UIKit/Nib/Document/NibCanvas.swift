import Foundation

/// What a layout file says about the picture it makes: the canvas size in points,
/// the scale (1, 2 or 3 pixels per point), the background behind the views, and
/// the appearance (light or dark) that dynamic colours resolve against.
package struct NibCanvas: Sendable, Equatable {
    package enum Appearance: String, Sendable, Equatable { case light, dark }

    package var size: CGSize
    package var scale: Int
    package var background: NibColor?
    package var appearance: Appearance
    /// The Dynamic Type size (`UIContentSizeCategory`), by its short name.
    package var contentSize: ContentSize = .large
    /// The layout direction (`UITraitEnvironmentLayoutDirection`), by its UIKit name.
    package var layoutDirection: LayoutDirection = .leftToRight
    /// An Interface Builder document with size-class variations is drawn
    /// with the size classes of its device, as Interface Builder shows it,
    /// whatever the canvas's size.
    package var sizeClasses: InterfaceBuilderSizeClasses?
    /// The window's safe area (`UIWindow.offscreenSafeAreaInsets`): the status
    /// bar above and the home indicator below, as the device of a full-screen
    /// canvas has them. Zero by default.
    package var safeArea: UIEdgeInsets = .zero

    package enum LayoutDirection: String, Sendable, Equatable, CaseIterable {
        case leftToRight, rightToLeft
        package static var names: [String] { allCases.map(\.rawValue) }
        /// A name as files and `render --layout-direction` give it: the UIKit
        /// name, or `ltr` / `rtl`.
        package init?(name: String) {
            switch name {
            case "ltr": self = .leftToRight
            case "rtl": self = .rightToLeft
            default: self.init(rawValue: name)
            }
        }
    }

    /// Content size categories by the names files and `render --content-size` use.
    package enum ContentSize: String, Sendable, Equatable, CaseIterable {
        case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
        case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
        case accessibilityExtraExtraExtraLarge

        package var category: UIContentSizeCategory { UIContentSizeCategory.ordered[Self.allCases.firstIndex(of: self)!] }
        package static var names: [String] { allCases.map(\.rawValue) }
    }

    package static let `default` = NibCanvas(size: CGSize(width: 390, height: 844), scale: 2, background: nil, appearance: .light)

    package static func parse(_ value: JSONValue, _ reader: NibValueReader, limits: NibLimits) throws(LayoutFileError) -> NibCanvas {
        let o = try reader.object(value)
        try reader.checkKeys(o, of: value, allowed: ["size", "scale", "background", "appearance", "contentSize", "layoutDirection", "safeArea"], what: "the canvas")
        var canvas = NibCanvas.default
        if let v = o["size"] {
            let size = try NibGeometry.size(v, reader)
            for (n, element) in zip([size.width, size.height], v.arrayValue!) {
                guard n >= 1, n <= limits.maxCanvasSide else {
                    throw reader.error(element, "a canvas side must be from 1 to \(JSONValue.format(limits.maxCanvasSide)) points, found \(JSONValue.format(n))")
                }
            }
            canvas.size = size
        }
        if let v = o["scale"] {
            canvas.scale = try reader.integer(v, 1...3)
        }
        let pixels = canvas.size.width * canvas.size.height * Double(canvas.scale * canvas.scale)
        if pixels > limits.maxCanvasPixels {
            throw reader.error(value, "the canvas is \(JSONValue.format(pixels)) pixels at scale \(canvas.scale); the limit is \(JSONValue.format(limits.maxCanvasPixels))")
        }
        if let v = o["background"] { canvas.background = try NibColor.parse(v, reader) }
        if let v = o["appearance"] {
            canvas.appearance = Appearance(rawValue: try reader.name(v, in: ["light", "dark"], what: "appearance"))!
        }
        if let v = o["contentSize"] {
            canvas.contentSize = ContentSize(rawValue: try reader.name(v, in: ContentSize.names, what: "content size"))!
        }
        if let v = o["layoutDirection"] {
            canvas.layoutDirection = LayoutDirection(rawValue: try reader.name(v, in: LayoutDirection.names, what: "layout direction"))!
        }
        if let v = o["safeArea"] {
            let n = try NibGeometry.insets(v, reader)
            if let negative = n.firstIndex(where: { $0 < 0 }) {
                throw reader.error(v.arrayValue![negative], "a safe-area inset cannot be negative, found \(JSONValue.format(n[negative]))")
            }
            guard n[0] + n[2] <= canvas.size.height, n[1] + n[3] <= canvas.size.width else {
                throw reader.error(v, "the safe area [\(n.map(JSONValue.format).joined(separator: ", "))] is larger than the canvas (\(JSONValue.format(canvas.size.width))x\(JSONValue.format(canvas.size.height)) points)")
            }
            canvas.safeArea = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        }
        return canvas
    }

    /// The traits the canvas sets on the window it is drawn in.
    package var traits: UITraitCollection {
        UITraitCollection { traits in
            traits.userInterfaceStyle = appearance == .dark ? .dark : .light
            traits.preferredContentSizeCategory = contentSize.category
            traits.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            if let sizeClasses {
                traits.horizontalSizeClass = sizeClasses.width
                traits.verticalSizeClass = sizeClasses.height
            }
        }
    }
}
