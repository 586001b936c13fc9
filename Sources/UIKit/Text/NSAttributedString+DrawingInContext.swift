import Foundation

/// Drawing attributed strings into the current UIKit context (UIGraphicsGetCurrentContext):
/// inside `draw(_:)`, an image renderer, or a pushed context. With no current context
/// nothing is drawn, as on iOS.
///
/// Where we differ: text ignores the context's global alpha, shadow and blend mode
/// (it is drawn straight with Cairo in the context's current transform and clip).
extension NSAttributedString {
    /// Draws the text with its top-left at `point`, without a width limit.
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout(self, options: TextLayout.Options()).draw(in: context, at: point)
    }

    /// Draws the text wrapped to `rect`'s width; lines that do not fit its height are not
    /// drawn (the last visible one is truncated if the paragraph style's line break mode
    /// truncates).
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws as `boundingRect(with:options:context:)` measures: with
    /// `.usesLineFragmentOrigin` `rect.origin` is the top-left, otherwise it is the
    /// baseline origin of the single line.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let layout = drawingLayout(size: rect.size, options: options, context: context)
        let bounds = drawingBounds(of: layout, options: options, context: context)
        context?.totalBounds = bounds.offsetBy(dx: rect.minX, dy: rect.minY)
        guard let cgContext = UIGraphicsGetCurrentContext() else { return }
        layout.draw(in: cgContext, at: CGPoint(x: rect.minX, y: rect.minY + bounds.minY))
    }
}

extension NSString {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        ReleasingAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        ReleasingAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        ReleasingAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension StringProtocol {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        ReleasingAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        ReleasingAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        ReleasingAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }
}
