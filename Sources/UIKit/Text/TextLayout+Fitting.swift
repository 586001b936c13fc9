import Foundation

extension TextLayout {
    /// True when nothing was left out or ellipsized and no line is wider than `width`.
    package func fits(width: CGFloat?) -> Bool {
        !isTruncated && (width.map { size.width <= $0 + 0.001 } ?? true)
    }

    /// The layout with every font scaled by the largest factor in minimumScaleFactor...1
    /// that makes the text fit (UILabel's adjustsFontSizeToFitWidth, NSStringDrawingContext's
    /// minimumScaleFactor). When even the minimum does not fit, the minimum is used and the
    /// text is truncated as its line break mode says.
    package static func fitting(_ string: NSAttributedString, options: Options,
                                minimumScaleFactor: CGFloat) -> (layout: TextLayout, scale: CGFloat) {
        let full = TextLayout(string, options: options)
        // 0 (the default) and nonsense values mean "never shrink".
        guard minimumScaleFactor.isFinite, minimumScaleFactor > 0, minimumScaleFactor < 1,
              !full.fits(width: options.width) else { return (full, 1) }
        let minimum = max(minimumScaleFactor, 0.01)
        func layout(_ scale: CGFloat) -> TextLayout {
            var scaledOptions = options
            scaledOptions.defaults.font = options.defaults.font.withSize(options.defaults.font.pointSize * scale)
            return TextLayout(string.scalingFonts(by: scale, defaultFont: options.defaults.font), options: scaledOptions)
        }
        let smallest = layout(minimum)
        guard smallest.fits(width: options.width) else { return (smallest, minimum) }
        // Binary search to a hundredth of a point of the largest font.
        var low = minimum, high: CGFloat = 1, best = smallest
        while (high - low) * options.defaults.font.pointSize > 0.01 {
            let mid = (low + high) / 2
            let candidate = layout(mid)
            if candidate.fits(width: options.width) { low = mid; best = candidate } else { high = mid }
        }
        return (best, low)
    }
}

extension NSAttributedString {
    /// A copy with every font (and the default font where there is none) scaled.
    package func scalingFonts(by scale: CGFloat, defaultFont: UIFont) -> NSAttributedString {
        let copy = ReleasingMutableAttributedString(attributedString: self)
        let whole = NSRange(location: 0, length: length)
        enumerateAttribute(.font, in: whole, options: []) { value, range, _ in
            let font = (value as? UIFont) ?? defaultFont
            // addAttributes, not addAttribute: swift-corelibs-foundation's addAttribute traps
            // when it replaces an object value on part of a run.
            copy.addAttributes([.font: font.withSize(font.pointSize * scale)], range: range)
        }
        return copy
    }
}
