import CoreGraphics
import UIKit

/// The laid-out hierarchy in the shape of UIKit's `recursiveDescription`: one
/// line per view, children indented with "   | ", each `<Class; frame = (x y; w h); ...>`.
/// Memory addresses are left out so the output is the same on every run; the
/// file's ids are shown instead.
@MainActor
enum ViewTreeDescription {
    /// With `accessibility`, each line also says what VoiceOver reads: the
    /// accessibility element's label, value, hint, traits and identifier
    /// (or that its subtree is hidden from accessibility).
    static func describe(_ view: UIView, ids: [ObjectIdentifier: String], accessibility: Bool = false) -> String {
        var lines: [String] = []
        visit(view, depth: 0, ids: ids, accessibility: accessibility, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func visit(_ view: UIView, depth: Int, ids: [ObjectIdentifier: String], accessibility: Bool,
                              into lines: inout [String]) {
        var text = line(for: view, id: ids[ObjectIdentifier(view)])
        if accessibility { text += accessibilityText(view) }
        lines.append(String(repeating: "   | ", count: depth) + text)
        for subview in view.subviews { visit(subview, depth: depth + 1, ids: ids, accessibility: accessibility, into: &lines) }
    }

    /// ` {accessibilityLabel = 'Send'; accessibilityTraits = (button)}` for an
    /// element, ` {accessibilityElementsHidden = YES}` for a hidden subtree, else nothing.
    static func accessibilityText(_ view: UIView) -> String {
        var parts: [String] = []
        if view.accessibilityElementsHidden { parts.append("accessibilityElementsHidden = YES") }
        if view.isAccessibilityElement {
            parts.append("isAccessibilityElement = YES")
            if let label = view.accessibilityLabel { parts.append("accessibilityLabel = '\(label)'") }
            if let value = view.accessibilityValue { parts.append("accessibilityValue = '\(value)'") }
            if let hint = view.accessibilityHint { parts.append("accessibilityHint = '\(hint)'") }
            let traits = view.accessibilityTraits.names
            if !traits.isEmpty { parts.append("accessibilityTraits = (\(traits.joined(separator: ", ")))") }
        }
        if let identifier = view.accessibilityIdentifier { parts.append("accessibilityIdentifier = '\(identifier)'") }
        return parts.isEmpty ? "" : " {" + parts.joined(separator: "; ") + "}"
    }

    static func line(for view: UIView, id: String?) -> String {
        var parts = ["\(type(of: view))"]
        if let id { parts.append("id = \(id)") }
        let f = view.frame
        parts.append("frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))")
        if view.bounds.origin != .zero {
            parts.append("bounds = (\(number(view.bounds.minX)) \(number(view.bounds.minY)); \(number(view.bounds.width)) \(number(view.bounds.height)))")
        }
        if let label = view as? UILabel { parts.append("text = '\(label.text ?? "")'") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        if let color = view.backgroundColor { parts.append("backgroundColor = \(colorText(color))") }
        if view.layer.cornerRadius != 0 { parts.append("layer.cornerRadius = \(number(view.layer.cornerRadius))") }
        if view.layer.borderWidth != 0 { parts.append("layer.borderWidth = \(number(view.layer.borderWidth))") }
        if !view.translatesAutoresizingMaskIntoConstraints { parts.append("translatesAutoresizingMaskIntoConstraints = NO") }
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// At most two decimals, trailing zeros dropped ("64", "55.2"), as UIKit prints
    /// frames; rounding first hides float noise such as 64.00000000000001.
    static func number(_ value: CGFloat) -> String {
        var text = String(format: "%.2f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// sRGB components as #RRGGBB(AA).
    static func colorText(_ color: UIColor) -> String {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return "\(color)" }
        func hex(_ c: CGFloat) -> String {
            let v = Int((min(max(c, 0), 1) * 255).rounded())
            return String(v, radix: 16, uppercase: true).count == 1 ? "0" + String(v, radix: 16, uppercase: true)
                : String(v, radix: 16, uppercase: true)
        }
        return "#" + hex(r) + hex(g) + hex(b) + (a < 1 ? hex(a) : "")
    }
}
