import Foundation

/// A description of a font: the face and size a UIFont is made from, and the way to ask
/// for a bold, italic or monospaced variant of it.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    package let face: FontFace
    public let pointSize: CGFloat

    package init(face: FontFace, size: CGFloat) {
        self.face = face
        self.pointSize = size
        super.init()
    }

    /// Faces that `name` is not a known font name of fall back to Helvetica (Inter).
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(face: FontNames.face(forName: fontName) ?? FontNames.face(forName: "Helvetica")!, size: size)
    }

    /// Reads `.name`, else `.family`, and `.size` (default 12 pt, as Core Text).
    public convenience init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
        let name = attributes[.name] as? String
        let family = attributes[.family] as? String
        let face = name.flatMap(FontNames.face(forName:)) ?? family.flatMap(FontNames.face(forName:))
            ?? FontNames.face(forName: "Helvetica")!
        let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? Double).map { CGFloat($0) } ?? 12
        self.init(face: face, size: size)
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    open var postscriptName: String { face.postScriptName }

    open var fontAttributes: [UIFontDescriptor.AttributeName: Any] {
        [.family: face.familyName, .name: face.postScriptName, .size: pointSize]
    }

    open var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if face.italic { traits.insert(.traitItalic) }
        if face.weight >= 600 { traits.insert(.traitBold) }
        if face.isMonospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// A descriptor with exactly these traits (bold, italic, monospace); other traits are
    /// not offered by the pinned faces, so asking for them gives nil, as iOS does when a
    /// font has no such variant.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let supported: SymbolicTraits = [.traitBold, .traitItalic, .traitMonoSpace]
        guard supported.isSuperset(of: symbolicTraits) else { return nil }
        var face = self.face
        face.italic = symbolicTraits.contains(.traitItalic)
        if symbolicTraits.contains(.traitBold) {
            if face.weight < 600 { face.weight = 700 }
        } else if face.weight >= 600 {
            face.weight = 400
        }
        if symbolicTraits.contains(.traitMonoSpace) {
            face.design = .monospaced
        } else if face.isMonospaced {
            face.design = .system(display: pointSize >= 20)
        }
        return UIFontDescriptor(face: face, size: pointSize)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(face: face, size: newPointSize)
    }

    /// The same traits in another family; unknown families keep this one.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        guard var face = FontNames.face(forName: newFamily) else { return self }
        face.weight = self.face.weight
        face.italic = self.face.italic
        return UIFontDescriptor(face: face, size: pointSize)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return face == other.face && pointSize == other.pointSize
    }

    open override var hash: Int { face.hashValue ^ pointSize.hashValue }
}

extension UIFontDescriptor {
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
    }
}
