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

// The rest of UIKit's keyed geometry coding. UIKit stores these values as
// their geometry strings ("{1, 2}", "[a, b, c, d, tx, ty]", see
// UIGeometryStrings.swift); a missing or unreadable value decodes as zero.
// Points, sizes and rectangles are encoded by Foundation's
// `encode(_:forKey:)` for `NSPoint`/`NSSize`/`NSRect`, which are CGPoint,
// CGSize and CGRect on Linux, in the same form.
extension NSCoder {
    public func encode(_ vector: CGVector, forKey key: String) {
        encode(NSCoder.string(for: vector), forKey: key)
    }

    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode(NSCoder.string(for: transform), forKey: key)
    }

    public func encode(_ insets: UIEdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets), forKey: key)
    }

    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets), forKey: key)
    }

    public func encode(_ offset: UIOffset, forKey key: String) {
        encode(NSCoder.string(for: offset), forKey: key)
    }

    public func decodeCGVector(forKey key: String) -> CGVector {
        geometryString(forKey: key).map(NSCoder.cgVector(for:)) ?? .zero
    }

    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        geometryString(forKey: key).map(NSCoder.cgAffineTransform(for:)) ?? .identity
    }

    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        if let coder = self as? LayoutFileCoder {
            if case .insets(let n)? = coder.geometry(forKey: key, as: .insets), n.count == 4 {
                return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
            }
            return .zero
        }
        return geometryString(forKey: key).map(NSCoder.uiEdgeInsets(for:)) ?? .zero
    }

    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        geometryString(forKey: key).map(NSCoder.nsDirectionalEdgeInsets(for:)) ?? .zero
    }

    public func decodeUIOffset(forKey key: String) -> UIOffset {
        geometryString(forKey: key).map(NSCoder.uiOffset(for:)) ?? .zero
    }

    /// The string a geometry value was stored as; secure coders allow it.
    /// A layout file writes geometry as arrays, not strings: nil there.
    private func geometryString(forKey key: String) -> String? {
        guard !(self is LayoutFileCoder), containsValue(forKey: key) else { return nil }
        return decodeObject(of: NSString.self, forKey: key)?.description
    }
}
