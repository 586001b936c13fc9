import Foundation

/// Views are archived with `NSKeyedArchiver` as on iOS: the archiver calls
/// `encode(with:)`, the unarchiver `init?(coder:)`, whose isolation
/// (the main actor) the archiving code is expected to be on, as UIKit
/// expects.
extension UIView: @preconcurrency NSCoding {}

/// UIKit's archive keys for a view (those of a compiled nib).
private enum ViewArchiveKey {
    static let bounds = "UIBounds"
    static let center = "UICenter"
    static let backgroundColor = "UIBackgroundColor"
    static let alpha = "UIAlpha"
    static let hidden = "UIHidden"
    static let opaque = "UIOpaque"
    static let clipsToBounds = "UIClipsToBounds"
    static let userInteractionDisabled = "UIUserInteractionDisabled"
    static let tag = "UITag"
    static let contentMode = "UIContentMode"
    static let autoresizingMask = "UIAutoresizingMask"
    static let noAutoresizingConstraints = "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"
    static let subviews = "UISubviews"
}

extension UIView {
    /// Writes what `decodeArchivedProperties(from:)` reads, to any keyed coder.
    func encodeArchivedProperties(with coder: NSCoder) {
        coder.encode(bounds, forKey: ViewArchiveKey.bounds)
        coder.encode(center, forKey: ViewArchiveKey.center)
        if let backgroundColor { coder.encode(backgroundColor, forKey: ViewArchiveKey.backgroundColor) }
        // Only what differs from a new view, as UIKit writes nibs.
        if alpha != 1 { coder.encode(Double(alpha), forKey: ViewArchiveKey.alpha) }
        if isHidden { coder.encode(true, forKey: ViewArchiveKey.hidden) }
        coder.encode(isOpaque, forKey: ViewArchiveKey.opaque)
        if clipsToBounds { coder.encode(true, forKey: ViewArchiveKey.clipsToBounds) }
        if !isUserInteractionEnabled { coder.encode(true, forKey: ViewArchiveKey.userInteractionDisabled) }
        if tag != 0 { coder.encode(tag, forKey: ViewArchiveKey.tag) }
        if contentMode != .scaleToFill { coder.encode(contentMode.rawValue, forKey: ViewArchiveKey.contentMode) }
        if !autoresizingMask.isEmpty { coder.encode(Int(autoresizingMask.rawValue), forKey: ViewArchiveKey.autoresizingMask) }
        if !translatesAutoresizingMaskIntoConstraints { coder.encode(true, forKey: ViewArchiveKey.noAutoresizingConstraints) }
        if !subviews.isEmpty { coder.encode(NSArray(array: subviews), forKey: ViewArchiveKey.subviews) }
    }

    /// Applies what a keyed archive holds under UIKit's keys; a key that is
    /// missing leaves the property as a new view has it.
    func decodeArchivedProperties(from coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return }
        if coder.containsValue(forKey: ViewArchiveKey.bounds) { bounds = coder.decodeCGRect(forKey: ViewArchiveKey.bounds) }
        if coder.containsValue(forKey: ViewArchiveKey.center) { center = coder.decodeCGPoint(forKey: ViewArchiveKey.center) }
        // Foundation on Linux fails the whole decoding for an object key that
        // is missing (Apple's returns nil): ask first.
        if coder.containsValue(forKey: ViewArchiveKey.backgroundColor),
           let color = coder.decodeObject(forKey: ViewArchiveKey.backgroundColor) as? UIColor {
            backgroundColor = color
        }
        if coder.containsValue(forKey: ViewArchiveKey.alpha) { alpha = CGFloat(coder.decodeDouble(forKey: ViewArchiveKey.alpha)) }
        if coder.containsValue(forKey: ViewArchiveKey.hidden) { isHidden = coder.decodeBool(forKey: ViewArchiveKey.hidden) }
        if coder.containsValue(forKey: ViewArchiveKey.opaque) { isOpaque = coder.decodeBool(forKey: ViewArchiveKey.opaque) }
        if coder.containsValue(forKey: ViewArchiveKey.clipsToBounds) {
            clipsToBounds = coder.decodeBool(forKey: ViewArchiveKey.clipsToBounds)
        }
        if coder.containsValue(forKey: ViewArchiveKey.userInteractionDisabled) {
            isUserInteractionEnabled = !coder.decodeBool(forKey: ViewArchiveKey.userInteractionDisabled)
        }
        if coder.containsValue(forKey: ViewArchiveKey.tag) { tag = coder.decodeInteger(forKey: ViewArchiveKey.tag) }
        if coder.containsValue(forKey: ViewArchiveKey.contentMode),
           let mode = ContentMode(rawValue: coder.decodeInteger(forKey: ViewArchiveKey.contentMode)) {
            contentMode = mode
        }
        if coder.containsValue(forKey: ViewArchiveKey.autoresizingMask) {
            autoresizingMask = AutoresizingMask(rawValue: UInt(max(0, coder.decodeInteger(forKey: ViewArchiveKey.autoresizingMask))))
        }
        if coder.containsValue(forKey: ViewArchiveKey.noAutoresizingConstraints) {
            translatesAutoresizingMaskIntoConstraints = !coder.decodeBool(forKey: ViewArchiveKey.noAutoresizingConstraints)
        }
        if coder.containsValue(forKey: ViewArchiveKey.subviews),
           let children = coder.decodeObject(forKey: ViewArchiveKey.subviews) as? NSArray {
            for case let child as UIView in children { addSubview(child) }
        }
    }
}
