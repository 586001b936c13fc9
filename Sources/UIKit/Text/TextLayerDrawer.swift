import Foundation

/// Draws `CATextLayer` strings with UIKit's text system; QuartzCore finds this
/// class by name (`UIKit.TextLayerDrawer`), as it sits below UIKit.
package final class TextLayerDrawer: NSObject, TextLayerDrawing {
    package static func draw(_ layer: CATextLayer, in cr: OpaquePointer) {
        let font = resolvedFont(layer.font, size: layer.fontSize)
        let attributed: NSAttributedString
        if let string = layer.string as? NSAttributedString {
            attributed = string
        } else if let string = layer.string as? String {
            attributed = NSAttributedString(string: string)
        } else {
            return
        }
        guard attributed.length > 0 else { return }
        let alignment: NSTextAlignment
        switch layer.alignmentMode {
        case .left: alignment = .left
        case .right: alignment = .right
        case .center: alignment = .center
        case .justified: alignment = .justified
        default: alignment = .natural
        }
        let lineBreak: NSLineBreakMode
        switch layer.truncationMode {
        case .start: lineBreak = .byTruncatingHead
        case .middle: lineBreak = .byTruncatingMiddle
        case .end: lineBreak = .byTruncatingTail
        default: lineBreak = layer.isWrapped ? .byWordWrapping : .byClipping
        }
        // The layer's alignment, under the string's own paragraph styles.
        let styled = ReleasingMutableAttributedString(attributedString: attributed)
        let whole = NSRange(location: 0, length: styled.length)
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        var unstyled: [NSRange] = []
        styled.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
            if value == nil { unstyled.append(range) }
        }
        for range in unstyled { styled.addAttributes([.paragraphStyle: style], range: range) }
        let color = layer.foregroundColor?.rgba ?? TextColor.black
        var options = TextLayout.Options(defaults: TextLayout.Defaults(font: font, color: color))
        let bounds = layer.bounds
        // Unwrapped, untruncated text runs past the bounds (and is cut off
        // there); otherwise lines wrap or are cut at the bounds' width.
        if layer.isWrapped || layer.truncationMode != .none || alignment != .natural && alignment != .left {
            options.width = bounds.width > 0 ? bounds.width : nil
            options.lineBreakMode = lineBreak
            // Unwrapped text aligned or truncated in the bounds: its first line
            // (Core Animation would show each paragraph on a line of its own).
            if !layer.isWrapped { options.numberOfLines = 1 }
        }
        if layer.isWrapped, layer.truncationMode != .none { options.truncatesLastVisibleLine = true; options.height = bounds.height }
        let layout = TextLayout(styled, options: options)
        layout.draw(in: cr, at: bounds.origin)
    }

    /// The layer's font at `size`: a `UIFont`'s face, a named font, else Helvetica.
    static func resolvedFont(_ value: Any?, size: CGFloat) -> UIFont {
        if let font = value as? UIFont { return font.withSize(size) }
        if let name = value as? String, let font = UIFont(name: name, size: size) { return font }
        return UIFont(name: "Helvetica", size: size) ?? .systemFont(ofSize: size)
    }
}
