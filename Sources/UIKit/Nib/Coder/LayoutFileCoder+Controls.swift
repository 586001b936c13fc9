import Foundation

/// Applies a layout file's control and image view properties (UIControl's
/// states and alignments, UIImageView's images, UIButton's per-state title,
/// colour and images) inside `init?(coder:)`. The title font is applied by
/// `UIButton.init?(coder:)` itself, after the button makes its title label.
extension LayoutFileCoder {
    @preconcurrency @MainActor
    package func applyControlProperties(to view: UIView) {
        if let control = view as? UIControl {
            if case .bool(let b)? = propertyValue(forKey: "isEnabled") { control.isEnabled = b }
            if case .bool(let b)? = propertyValue(forKey: "isHighlighted") { control.isHighlighted = b }
            if case .bool(let b)? = propertyValue(forKey: "isSelected") { control.isSelected = b }
            if case .integer(let i)? = propertyValue(forKey: "contentHorizontalAlignment"),
               let a = UIControl.ContentHorizontalAlignment(rawValue: i) { control.contentHorizontalAlignment = a }
            if case .integer(let i)? = propertyValue(forKey: "contentVerticalAlignment"),
               let a = UIControl.ContentVerticalAlignment(rawValue: i) { control.contentVerticalAlignment = a }
        }
        if let imageView = view as? UIImageView {
            if let image = perState("image").first(where: { $0.state == .normal })?.value as? UIImage { imageView.image = image }
            // The configuration is read whether or not there is a symbol to
            // apply it to (an image view's preferredSymbolConfiguration is too).
            let configuration = symbolConfiguration()
            for (state, value) in perState("systemImage") where state == .normal {
                if let name = value as? String, let image = systemImage(name, key: "systemImage", configuration: configuration) { imageView.image = image }
            }
            if let image = propertyValue(forKey: "highlightedImage").flatMap({ _ in decodeObject(forKey: "highlightedImage") }) as? UIImage {
                imageView.highlightedImage = image
            }
        }
        if let button = view as? UIButton {
            for (state, value) in perState("title") { if let s = value as? String { button.setTitle(s, for: state) } }
            for (state, value) in perState("attributedTitle") {
                if let a = value as? NSAttributedString { button.setAttributedTitle(a, for: state) }
            }
            for (state, value) in perState("titleColor") { if let c = value as? UIColor { button.setTitleColor(c, for: state) } }
            for (state, value) in perState("image") { if let i = value as? UIImage { button.setImage(i, for: state) } }
            let configuration = symbolConfiguration()
            for (state, value) in perState("systemImage") {
                if let name = value as? String, let image = systemImage(name, key: "systemImage", configuration: configuration) { button.setImage(image, for: state) }
            }
            for (state, value) in perState("backgroundImage") { if let i = value as? UIImage { button.setBackgroundImage(i, for: state) } }
            if let e = edgeInsets("contentEdgeInsets") { button.contentEdgeInsets = e }
            if let e = edgeInsets("titleEdgeInsets") { button.titleEdgeInsets = e }
            if let e = edgeInsets("imageEdgeInsets") { button.imageEdgeInsets = e }
            if let configuration = buttonConfiguration() { button.configuration = configuration }
        }
    }

    /// An SF Symbol by name (`UIImage(systemName:)`) in `configuration`; a
    /// name Offscreen does not draw is a warning naming it (UIKit's nil
    /// image: nothing is drawn).
    @preconcurrency @MainActor
    package func systemImage(_ name: String, key: String, configuration: UIImage.Configuration? = nil) -> UIImage? {
        if let image = UIImage(systemName: name, withConfiguration: configuration) { return image }
        if let source = object.properties[key] {
            instantiation?.warn(source, "SF Symbol \(JSONValue.quote(name)) is not one Offscreen draws (docs/symbols.md lists them); nothing is drawn for it")
        }
        return nil
    }

    /// The `symbolConfiguration.*` keys as a symbol configuration (nil without them).
    private func symbolConfiguration() -> UIImage.SymbolConfiguration? {
        var configuration: UIImage.SymbolConfiguration?
        if case .number(let size)? = propertyValue(forKey: "symbolConfiguration.pointSize"), size > 0 {
            configuration = UIImage.SymbolConfiguration(pointSize: CGFloat(size))
        }
        if let raw = enumerationValue(forKey: "symbolConfiguration.weight", .symbolWeight),
           let weight = UIImage.SymbolWeight(rawValue: raw), weight != .unspecified {
            configuration = configuration.map { $0.applying(UIImage.SymbolConfiguration(weight: weight)) } ?? UIImage.SymbolConfiguration(weight: weight)
        }
        if let raw = enumerationValue(forKey: "symbolConfiguration.scale", .symbolScale),
           let scale = UIImage.SymbolScale(rawValue: raw), scale != .unspecified, scale != .default {
            configuration = configuration.map { $0.applying(UIImage.SymbolConfiguration(scale: scale)) } ?? UIImage.SymbolConfiguration(scale: scale)
        }
        return configuration
    }

    private func edgeInsets(_ key: String) -> UIEdgeInsets? {
        guard case .insets(let i)? = propertyValue(forKey: key), i.count == 4 else { return nil }
        return UIEdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
    }

    /// The `configuration.*` properties as a `UIButton.Configuration` of
    /// `configuration.style`'s style (`plain` when not given; nil when the
    /// file sets none of them): what UIButton decodes from a document's
    /// `<buttonConfiguration>`.
    @preconcurrency @MainActor
    private func buttonConfiguration() -> UIButton.Configuration? {
        guard object.properties.keys.contains(where: { $0.hasPrefix("configuration.") }) else { return nil }
        let raw = enumerationValue(forKey: "configuration.style", .buttonConfigurationStyle) ?? 0
        var c = [UIButton.Configuration.plain(), .gray(), .tinted(), .filled()][raw]
        if let i = enumerationValue(forKey: "configuration.buttonSize", .buttonSize), let size = UIButton.Configuration.Size(rawValue: i) {
            c.buttonSize = size  // before contentInsets: it sets the size's default insets
        }
        if case .string(let s)? = propertyValue(forKey: "configuration.title") { c.title = s }
        if case .string(let s)? = propertyValue(forKey: "configuration.subtitle") { c.subtitle = s }
        if propertyValue(forKey: "configuration.image") != nil, let image = decodeObject(forKey: "configuration.image") as? UIImage {
            c.image = image
        }
        if let i = enumerationValue(forKey: "configuration.imagePlacement", .directionalEdge) {
            c.imagePlacement = NSDirectionalRectEdge(rawValue: UInt(i))
        }
        if case .number(let n)? = propertyValue(forKey: "configuration.imagePadding") { c.imagePadding = CGFloat(n) }
        if case .number(let n)? = propertyValue(forKey: "configuration.titlePadding") { c.titlePadding = CGFloat(n) }
        if let i = enumerationValue(forKey: "configuration.cornerStyle", .buttonCornerStyle),
           let style = UIButton.Configuration.CornerStyle(rawValue: i) { c.cornerStyle = style }
        if let i = enumerationValue(forKey: "configuration.titleAlignment", .buttonTitleAlignment),
           let alignment = UIButton.Configuration.TitleAlignment(rawValue: i) { c.titleAlignment = alignment }
        if propertyValue(forKey: "configuration.baseForegroundColor") != nil {
            c.baseForegroundColor = decodeObject(forKey: "configuration.baseForegroundColor") as? UIColor
        }
        if propertyValue(forKey: "configuration.baseBackgroundColor") != nil {
            c.baseBackgroundColor = decodeObject(forKey: "configuration.baseBackgroundColor") as? UIColor
        }
        if propertyValue(forKey: "configuration.titleFont") != nil {
            c.titleFontOverride = decodeObject(forKey: "configuration.titleFont") as? UIFont
        }
        if case .insets(let i)? = propertyValue(forKey: "configuration.contentInsets"), i.count == 4 {
            c.contentInsets = NSDirectionalEdgeInsets(top: i[0], leading: i[1], bottom: i[2], trailing: i[3])
        }
        return c
    }

    /// A by-state property's values as UIKit objects (one value means `.normal`).
    @preconcurrency @MainActor
    private func perState(_ key: String) -> [(state: UIControl.State, value: Any)] {
        guard let value = propertyValue(forKey: key), let source = object.properties[key] else { return [] }
        let states: [(state: Int, value: NibPropertyValue)]
        if case .perState(let list) = value { states = list } else { states = [(0, value)] }
        var out: [(UIControl.State, Any)] = []
        for (state, stateValue) in states {
            do throws(LayoutFileError) {
                if let made = try makeObject(stateValue, source, reader) { out.append((UIControl.State(rawValue: UInt(state)), made)) }
            } catch {
                failWithError(error)
            }
        }
        return out
    }
}
