import Foundation

extension NSAttributedString {
    /// The string as a right-to-left view lays it out: paragraphs with natural
    /// alignment align to the right edge, whatever script they start with (in
    /// a left-to-right view, natural alignment follows each paragraph's first
    /// strong character instead, which TextLayout does itself). Left to right,
    /// the string itself.
    package func resolvingNaturalAlignment(rightToLeft: Bool) -> NSAttributedString {
        guard rightToLeft, length > 0 else { return self }
        var natural: [(NSRange, NSParagraphStyle)] = []
        var index = 0
        while index < length {
            var range = NSRange(location: index, length: 0)
            let value = attribute(.paragraphStyle, at: index, effectiveRange: &range)
            let end = min(max(range.location + range.length, index + 1), length)
            let style = value as? NSParagraphStyle ?? NSParagraphStyle.default
            if style.alignment == .natural { natural.append((NSRange(location: index, length: end - index), style)) }
            index = end
        }
        guard !natural.isEmpty else { return self }
        let copy = ReleasingMutableAttributedString(attributedString: self)
        for (range, style) in natural {
            let resolved = NSMutableParagraphStyle(storage: style.storage)
            resolved.alignment = .right
            // addAttributes: swift-corelibs-foundation's addAttribute traps replacing an object value.
            copy.addAttributes([.paragraphStyle: resolved], range: range)
        }
        return copy
    }
}
