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
            for (state, value) in perState("backgroundImage") { if let i = value as? UIImage { button.setBackgroundImage(i, for: state) } }
        }
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
