import Foundation

/// UIKit's additions to NSCoder for geometry (`decodeCGRect(forKey:)` and
/// friends). A layout file writes these values as arrays; any other coder is
/// read through Foundation's keyed point/size/rect decoding.
extension NSCoder {
    public func decodeCGPoint(forKey key: String) -> CGPoint {
        if let coder = self as? LayoutFileCoder {
            if case .point(let p)? = coder.geometry(forKey: key, as: .point) { return p }
            return .zero
        }
        return decodePoint(forKey: key)
    }

    public func decodeCGSize(forKey key: String) -> CGSize {
        if let coder = self as? LayoutFileCoder {
            if case .size(let s)? = coder.geometry(forKey: key, as: .size) { return s }
            return .zero
        }
        return decodeSize(forKey: key)
    }

    public func decodeCGRect(forKey key: String) -> CGRect {
        if let coder = self as? LayoutFileCoder {
            if case .rect(let r)? = coder.geometry(forKey: key, as: .rect) { return r }
            return .zero
        }
        return decodeRect(forKey: key)
    }
}
