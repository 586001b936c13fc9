import Foundation

// A text view's geometry as a scroll view: the content is the laid-out text
// plus `textContainerInset`, as wide as the bounds; and, with scrolling off,
// its size in Auto Layout, which follows the width it is given (as a
// multi-line label's does; the engine's second pass, AutoLayoutEngine+WidthDependentSizing.swift).

extension UITextView: LayoutWidthDependentSizing {
    /// Scrolling off: the intrinsic height follows the width.
    package var intrinsicSizeFollowsLayoutWidth: Bool { !isScrollEnabled }

    /// The width text wraps at when the view sizes itself.
    var intrinsicWrapWidth: CGFloat {
        if let layoutEngineWidth, layoutEngineWidth > 0 { return layoutEngineWidth }
        return bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
    }

    /// The width lines wrap at inside a view `width` points wide.
    func textWidth(_ width: CGFloat) -> CGFloat {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    /// The text laid out in a view `width` points wide (unlimited: one line
    /// per paragraph): its longest line and its height, plus the padding and
    /// insets, rounded up. An empty text view is one line of its font high
    /// (the line the insertion point sits on, as UIKit's layout keeps).
    func textFrame(width: CGFloat) -> CGSize {
        let text: NSAttributedString = attributedText ?? NSAttributedString(string: "")
        let wrap = width.isFinite ? textWidth(width) : CGFloat.greatestFiniteMagnitude
        var used = text.boundingRect(with: CGSize(width: wrap, height: .greatestFiniteMagnitude),
                                     options: [.usesLineFragmentOrigin], context: nil).size
        if text.length == 0 { used.height = (font ?? UIFont.systemFont(ofSize: 12)).lineHeight }
        let extraWidth = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        return CGSize(width: ceil(used.width) + extraWidth,
                      height: ceil(used.height) + textContainerInset.top + textContainerInset.bottom)
    }

    /// `contentSize` follows the text at the bounds' width; with scrolling
    /// off, a new width (set by a frame, outside the engine) asks for a new
    /// intrinsic size.
    func updateTextContentSize() {
        let width = bounds.width
        contentSize = CGSize(width: width, height: textFrame(width: width).height)
        if !isScrollEnabled, layoutEngineWidth == nil, let measured = intrinsicMeasuredWidth, measured != intrinsicWrapWidth {
            invalidateIntrinsicContentSize()
        }
    }

    /// `scrollRangeToVisible(_:)`: the lines holding `range`, shown.
    func scrollToShowLines(of range: NSRange) {
        layoutIfNeeded()
        let text: NSAttributedString = attributedText ?? NSAttributedString(string: "")
        let layout = text.drawingLayout(size: CGSize(width: textWidth(bounds.width), height: .greatestFiniteMagnitude),
                                        options: [.usesLineFragmentOrigin], context: nil)
        let start = min(max(range.location, 0), text.length)
        let end = min(start + max(range.length, 0), text.length)
        var top = CGFloat.greatestFiniteMagnitude, bottom = -CGFloat.greatestFiniteMagnitude
        var first = false, last = false
        for i in layout.lineIndices {
            let line = layout.lineRange(i)
            let isLast = i == layout.lineIndices.last
            // A line holds the range if they overlap, or the empty range sits in it.
            let holds = line.location <= end && (start < line.location + line.length || (isLast && start >= line.location))
            guard holds else { continue }
            let baseline = layout.lineOrigin(i).y
            top = min(top, baseline - layout.lineAscent(i))
            bottom = max(bottom, baseline + layout.lineDescent(i))
            if i == layout.lineIndices.first { first = true }
            if isLast { last = true }
        }
        guard top <= bottom else { return }
        // The first line shows from the content's top (its inset above it),
        // the last to the content's end.
        let minY = first ? 0 : textContainerInset.top + top
        let maxY = last ? max(contentSize.height, textContainerInset.top + bottom) : textContainerInset.top + bottom
        let rect = CGRect(x: 0, y: minY, width: bounds.width, height: maxY - minY)
        scrollRectToVisible(rect, animated: false)
    }
}
