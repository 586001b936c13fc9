import Foundation
import Testing
@testable import UIKit

/// A user view that archives a key of its own, as iOS subclasses do.
final class ArchivedBadgeView: UIView {
    var count = 0

    override init(frame: CGRect) { super.init(frame: frame) }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        count = coder.decodeInteger(forKey: "count")
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(count, forKey: "count")
    }
}

/// A keyed coder of our own that keeps what it is given in a dictionary.
private final class DictionaryCoder: NSCoder {
    var values: [String: Any] = [:]
    override var allowsKeyedCoding: Bool { true }
    override func encode(_ object: Any?, forKey key: String) { values[key] = object }
    override func encode(_ value: Bool, forKey key: String) { values[key] = value }
    override func encode(_ value: Int, forKey key: String) { values[key] = value }
    override func encode(_ value: Double, forKey key: String) { values[key] = value }
    override func encode(_ value: Float, forKey key: String) { values[key] = value }
    override func containsValue(forKey key: String) -> Bool { values[key] != nil }
    override func decodeObject(forKey key: String) -> Any? { values[key] }
    override func decodeBool(forKey key: String) -> Bool { values[key] as? Bool ?? false }
    override func decodeInteger(forKey key: String) -> Int { values[key] as? Int ?? 0 }
    override func decodeDouble(forKey key: String) -> Double { values[key] as? Double ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { values[key] as? Float ?? 0 }
}

// UIView conforms to NSCoding as on iOS: `encode(with:)` writes UIKit's
// archive keys, `init?(coder:)` reads them back.
@MainActor
@Suite struct ViewArchivingTests {
    private func tree() -> UIView {
        let root = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        root.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.9)
        root.clipsToBounds = true
        root.tag = 7
        let badge = ArchivedBadgeView(frame: CGRect(x: 5, y: 5, width: 40, height: 20))
        badge.count = 42
        badge.alpha = 0.5
        badge.backgroundColor = .systemBlue
        badge.isUserInteractionEnabled = false
        let hidden = UIView(frame: CGRect(x: 50, y: 5, width: 10, height: 10))
        hidden.isHidden = true
        hidden.contentMode = .center
        hidden.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        hidden.translatesAutoresizingMaskIntoConstraints = false
        hidden.backgroundColor = UIColor(white: 0.5, alpha: 1)
        root.addSubview(badge)
        root.addSubview(hidden)
        return root
    }

    /// The properties an archive keeps, for the whole tree.
    private func summary(_ view: UIView) -> String {
        let color = view.backgroundColor.map { c -> String in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return String(format: "%.4f %.4f %.4f %.4f", Double(r), Double(g), Double(b), Double(a))
        } ?? "none"
        var line = "\(type(of: view)) \(view.frame) \(color) \(view.alpha) \(view.isHidden) \(view.clipsToBounds) "
            + "\(view.isUserInteractionEnabled) \(view.tag) \(view.contentMode.rawValue) \(view.autoresizingMask.rawValue) "
            + "\(view.translatesAutoresizingMaskIntoConstraints)"
        if let badge = view as? ArchivedBadgeView { line += " count \(badge.count)" }
        return ([line] + view.subviews.map { summary($0) }).joined(separator: "\n")
    }

    @Test func aKeyedArchiveGivesBackAnEqualTree() throws {
        let original = tree()
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(original, forKey: NSKeyedArchiveRootObjectKey)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        let decoded = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
        #expect(unarchiver.error == nil, "\(String(describing: unarchiver.error))")
        let copy = try #require(decoded as? UIView)
        #expect(copy !== original)
        #expect(summary(copy) == summary(original))
        // A system colour stays the dynamic system colour.
        #expect(copy.subviews[0].backgroundColor == .systemBlue)
        #expect(copy.subviews.allSatisfy { $0.superview === copy })
    }

    @Test func encodeWritesUIKitsKeysToAnyKeyedCoder() {
        let view = tree()
        let coder = DictionaryCoder()
        view.encode(with: coder)
        #expect(coder.decodeCGRect(forKey: "UIBounds") == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(coder.decodeCGPoint(forKey: "UICenter") == CGPoint(x: 110, y: 70))
        #expect(coder.values["UITag"] as? Int == 7 && coder.values["UIClipsToBounds"] as? Bool == true)
        #expect(coder.values["UIAlpha"] == nil && coder.values["UIHidden"] == nil)   // defaults are left out, as in nibs
        #expect((coder.values["UISubviews"] as? NSArray)?.count == 2 && coder.values["UIBackgroundColor"] is UIColor)
        // And a view made from that coder reads them back (the subviews are the same objects here).
        let copy = UIView(coder: coder)!
        #expect(copy.frame == view.frame && copy.tag == 7 && copy.clipsToBounds && copy.subviews.count == 2)
        let badge = ArchivedBadgeView(frame: .zero)
        badge.count = 3
        let badgeCoder = DictionaryCoder()
        badge.encode(with: badgeCoder)
        #expect(badgeCoder.values["count"] as? Int == 3 && badgeCoder.values["UIBounds"] != nil)
        #expect(ArchivedBadgeView(coder: badgeCoder)?.count == 3)
    }
}
