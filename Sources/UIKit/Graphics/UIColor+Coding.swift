import Foundation

/// Colours are archived as on iOS (`NSSecureCoding`), under UIKit's keys: a
/// system colour by its name (`UISystemColorName`), and every colour by its
/// components under the current traits (`UIColorComponentCount` 4 and
/// `UIRed`, `UIGreen`, `UIBlue`, `UIAlpha` as floats, with the
/// `-Double` keys Xcode 15.3 added for full precision; 2 and `UIWhite`,
/// `UIAlpha` for a gray). A dynamic colour made with a provider block is
/// archived as its colour under the current traits: a block cannot be
/// archived.
extension UIColor: NSSecureCoding {
    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        if let systemName { coder.encode(systemName as NSString, forKey: "UISystemColorName") }
        let color = cgColor
        let components = color.components ?? []
        let gray = color.numberOfComponents == 2
        coder.encode(gray ? 2 : 4, forKey: "UIColorComponentCount")
        let keys = gray ? ["UIWhite", "UIAlpha"] : ["UIRed", "UIGreen", "UIBlue", "UIAlpha"]
        for (key, value) in zip(keys, components) {
            coder.encode(Float(value), forKey: key)
            coder.encode(Double(value), forKey: key + "-Double")
        }
    }

    /// The colour a keyed archive holds: a system colour by name, else its components.
    static func archivedColor(from coder: NSCoder) -> UIColor? {
        guard coder.allowsKeyedCoding else { return nil }
        // Asked first: Foundation on Linux fails the decoding for a missing object key.
        if coder.containsValue(forKey: "UISystemColorName"),
           let name = coder.decodeObject(of: NSString.self, forKey: "UISystemColorName") as String?,
           SystemColors.table[name] != nil {
            return UIColor.system(name)
        }
        guard coder.containsValue(forKey: "UIColorComponentCount") else { return nil }
        func component(_ key: String) -> CGFloat {
            if coder.containsValue(forKey: key + "-Double") { return CGFloat(coder.decodeDouble(forKey: key + "-Double")) }
            return CGFloat(coder.decodeFloat(forKey: key))
        }
        if coder.decodeInteger(forKey: "UIColorComponentCount") == 2 {
            return UIColor(white: component("UIWhite"), alpha: component("UIAlpha"))
        }
        return UIColor(red: component("UIRed"), green: component("UIGreen"), blue: component("UIBlue"), alpha: component("UIAlpha"))
    }
}
