import Foundation

/// Applies a layout file's properties to a view inside `UIView.init?(coder:)`
/// (UIView calls `applyProperties(to:)` through `applyCoderProperties`), then
/// makes its subviews, so a custom view's initializer sees both once
/// `super.init(coder:)` returns.
extension LayoutFileCoder: UIViewCoderProperties {
    @preconcurrency @MainActor
    package func applyProperties(to view: UIView) {
        applyViewProperties(to: view)
        applyLayerProperties(to: view.layer)
        applyControlProperties(to: view)
        applyControlValueProperties(to: view)
        applyTextInputProperties(to: view)
        applyBarProperties(to: view)
        if let label = view as? UILabel { applyLabelProperties(to: label) }
        if let scroll = view as? UIScrollView { applyScrollViewProperties(to: scroll) }
        if let refresh = view as? UIRefreshControl, let title = decodeObject(forKey: "attributedTitle") as? NSAttributedString {
            refresh.attributedTitle = title
        }
        if let effectView = view as? UIVisualEffectView { applyVisualEffectProperties(to: effectView) }
        applyListProperties(to: view)
        // Again, last: some controls' own properties show or hide them
        // (hidesWhenStopped, hidesForSinglePage); the file's isHidden wins, as
        // it would if set after them in code.
        if case .bool(let b)? = propertyValue(forKey: "isHidden") { view.isHidden = b }
        guard let instantiation else { return }
        let container = subviewContainer(of: view)
        for child in object.allSubviews {
            guard let subview = instantiation.makeSubview(child) else { return }
            container.addSubview(subview)
        }
    }

    @preconcurrency @MainActor
    private func applyViewProperties(to view: UIView) {
        // Geometry first, in a fixed order, so the result does not depend on
        // the order of keys in the file.
        if case .rect(let r)? = propertyValue(forKey: "frame") { view.frame = r }
        if case .rect(let r)? = propertyValue(forKey: "bounds") { view.bounds = r }
        if case .point(let p)? = propertyValue(forKey: "center") { view.center = p }
        if let color = color(forKey: "backgroundColor") { view.backgroundColor = color }
        if let color = color(forKey: "tintColor") { view.tintColor = color }
        if case .number(let n)? = propertyValue(forKey: "alpha") { view.alpha = CGFloat(n) }
        if case .bool(let b)? = propertyValue(forKey: "isHidden") { view.isHidden = b }
        if case .bool(let b)? = propertyValue(forKey: "clipsToBounds") { view.clipsToBounds = b }
        if case .bool(let b)? = propertyValue(forKey: "isOpaque") { view.isOpaque = b }
        if case .bool(let b)? = propertyValue(forKey: "isUserInteractionEnabled") { view.isUserInteractionEnabled = b }
        if case .bool(let b)? = propertyValue(forKey: "translatesAutoresizingMaskIntoConstraints") {
            view.translatesAutoresizingMaskIntoConstraints = b
        }
        if case .integer(let i)? = propertyValue(forKey: "tag") { view.tag = i }
        if case .string(let s)? = propertyValue(forKey: "accessibilityIdentifier") { view.accessibilityIdentifier = s }
        if case .bool(let b)? = propertyValue(forKey: "isAccessibilityElement") { view.isAccessibilityElement = b }
        if case .string(let s)? = propertyValue(forKey: "accessibilityLabel") { view.accessibilityLabel = s }
        if case .string(let s)? = propertyValue(forKey: "accessibilityValue") { view.accessibilityValue = s }
        if case .string(let s)? = propertyValue(forKey: "accessibilityHint") { view.accessibilityHint = s }
        if case .integer(let bits)? = propertyValue(forKey: "accessibilityTraits") {
            view.accessibilityTraits = UIAccessibilityTraits(rawValue: UInt64(bits))
        }
        if case .integer(let i)? = propertyValue(forKey: "contentMode"), let mode = UIView.ContentMode(rawValue: i) {
            view.contentMode = mode
        }
        if case .integer(let i)? = propertyValue(forKey: "semanticContentAttribute"),
           let attribute = UISemanticContentAttribute(rawValue: i) {
            view.semanticContentAttribute = attribute
        }
        if case .integer(let bits)? = propertyValue(forKey: "autoresizingMask") {
            view.autoresizingMask = UIView.AutoresizingMask(rawValue: UInt(bits))
        }
        applyAutoLayoutProperties(to: view)
    }

    @preconcurrency @MainActor
    private func applyLayerProperties(to layer: CALayer) {
        if case .number(let n)? = propertyValue(forKey: "layer.cornerRadius") { layer.cornerRadius = CGFloat(n) }
        if case .number(let n)? = propertyValue(forKey: "layer.borderWidth") { layer.borderWidth = CGFloat(n) }
        if let color = color(forKey: "layer.borderColor") { layer.borderColor = color.cgColor }
        if let color = color(forKey: "layer.shadowColor") { layer.shadowColor = color.cgColor }
        if case .number(let n)? = propertyValue(forKey: "layer.shadowOpacity") { layer.shadowOpacity = Float(n) }
        if case .size(let s)? = propertyValue(forKey: "layer.shadowOffset") { layer.shadowOffset = s }
        if case .number(let n)? = propertyValue(forKey: "layer.shadowRadius") { layer.shadowRadius = CGFloat(n) }
        if case .bool(let b)? = propertyValue(forKey: "layer.masksToBounds") { layer.masksToBounds = b }
        if case .number(let n)? = propertyValue(forKey: "layer.opacity") { layer.opacity = Float(n) }
    }

    /// The effect UIVisualEffectView's `init?(coder:)` decodes: a blur of
    /// `effect.blurStyle`, or a vibrancy effect made for that blur.
    @preconcurrency @MainActor
    private func applyVisualEffectProperties(to view: UIVisualEffectView) {
        let vibrancyStyle = enumerationValue(forKey: "effect.vibrancyStyle", .vibrancyEffectStyle).flatMap(UIVibrancyEffectStyle.init(rawValue:))
        var vibrancy = vibrancyStyle != nil
        if case .bool(let b)? = propertyValue(forKey: "effect.vibrancy") { vibrancy = vibrancy || b }
        guard let raw = enumerationValue(forKey: "effect.blurStyle", .blurEffectStyle), let style = UIBlurEffect.Style(rawValue: raw) else {
            for key in ["effect.vibrancyStyle", "effect.vibrancy"] {
                guard let source = object.properties[key] else { continue }
                record(reader.error(source, "\(JSONValue.quote(key)) needs \"effect.blurStyle\": a vibrancy effect is made for a blur effect"))
                return
            }
            return
        }
        let blur = UIBlurEffect(style: style)
        if let vibrancyStyle {
            view.effect = UIVibrancyEffect(blurEffect: blur, style: vibrancyStyle)
        } else {
            view.effect = vibrancy ? UIVibrancyEffect(blurEffect: blur) : blur
        }
    }

    /// A built-in colour property as a UIColor (nil when absent).
    @preconcurrency @MainActor
    private func color(forKey key: String) -> UIColor? {
        guard propertyValue(forKey: key) != nil else { return nil }
        return decodeObject(forKey: key) as? UIColor
    }
}
