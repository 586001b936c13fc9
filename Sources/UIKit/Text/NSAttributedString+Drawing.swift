import Foundation

/// Measuring attributed strings (UIKit's NSStringDrawing additions).
extension NSAttributedString {
    /// The size of the text laid out without a width limit (newlines still break lines).
    public func size() -> CGSize {
        TextLayout(self, options: TextLayout.Options()).size
    }

    /// The bounds of the text within `size`. With `.usesLineFragmentOrigin` the text wraps
    /// at `size.width` and keeps the lines that fit in `size.height`, origin at the top-left;
    /// without it the text is one line and the rect's origin is relative to the baseline
    /// (its y is minus the ascent). Sizes are fractional: ceil them to size views, as UIKit
    /// asks.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let layout = drawingLayout(size: size, options: options, context: context)
        return drawingBounds(of: layout, options: options, context: context)
    }

    /// The layout string drawing and measuring share.
    package func drawingLayout(size: CGSize, options: NSStringDrawingOptions,
                               context: NSStringDrawingContext?) -> TextLayout {
        var layoutOptions = TextLayout.Options()
        if options.contains(.usesLineFragmentOrigin) {
            layoutOptions.width = Self.limit(size.width)
            layoutOptions.height = Self.limit(size.height)
        } else {
            // One line: the first paragraph, not wrapped (truncated if asked to fit a width).
            layoutOptions.numberOfLines = 1
            if options.contains(.truncatesLastVisibleLine) { layoutOptions.width = Self.limit(size.width) }
        }
        layoutOptions.truncatesLastVisibleLine = options.contains(.truncatesLastVisibleLine)
        let (layout, scale) = TextLayout.fitting(self, options: layoutOptions,
                                                 minimumScaleFactor: context?.minimumScaleFactor ?? 0)
        context?.actualScaleFactor = scale
        return layout
    }

    package func drawingBounds(of layout: TextLayout, options: NSStringDrawingOptions,
                               context: NSStringDrawingContext?) -> CGRect {
        let origin = options.contains(.usesLineFragmentOrigin) ? CGPoint.zero : CGPoint(x: 0, y: -layout.firstBaseline)
        let bounds = CGRect(origin: origin, size: layout.size)
        context?.totalBounds = bounds
        return bounds
    }

    /// Zero, negative, infinite and huge sizes mean "no limit", as callers pass
    /// .greatestFiniteMagnitude for that.
    private static func limit(_ value: CGFloat) -> CGFloat? {
        value.isFinite && value > 0 && value < 1e7 ? value : nil
    }
}
