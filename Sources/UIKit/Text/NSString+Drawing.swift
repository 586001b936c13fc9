import Foundation

/// Measuring plain strings with attributes (UIKit's NSStringDrawing additions).
extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        ReleasingAttributedString(string: self as String, attributes: attrs).size()
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        ReleasingAttributedString(string: self as String, attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }

}

/// Swift strings get the same methods, as with UIKit's overlay on iOS.
extension StringProtocol {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        ReleasingAttributedString(string: String(self), attributes: attrs).size()
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        ReleasingAttributedString(string: String(self), attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }
}
