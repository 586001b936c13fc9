/// Core Foundation's string type is not available on Linux; Apple's colour-space
/// names are `CFString` constants, so code that passes them around compiles
/// with this alias.
public typealias CFString = String

/// A colour space. Offscreen renders in sRGB; device RGB is treated as sRGB and
/// gray spaces have one component plus alpha, as on Apple platforms.
public final class CGColorSpace: Equatable, Hashable, Sendable {
    public enum Model: Int32, Sendable {
        case unknown = -1, monochrome = 0, rgb = 1, pattern = 6
    }

    public let name: CFString?
    public let model: CGColorSpaceModel

    /// A pattern space's base space: the colour an uncoloured pattern is painted in.
    public let baseColorSpace: CGColorSpace?

    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .pattern: baseColorSpace?.numberOfComponents ?? 0
        default: 3
        }
    }

    /// A pattern colour space: with no base space, for coloured patterns;
    /// with one, for uncoloured patterns painted in a colour of that space.
    public init?(patternBaseSpace baseSpace: CGColorSpace?) {
        guard baseSpace?.model != .pattern else { return nil }
        self.name = nil
        self.model = .pattern
        self.baseColorSpace = baseSpace
    }

    public init?(name: CFString) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB,
             CGColorSpace.genericRGBLinear, CGColorSpace.displayP3:
            self.name = name; self.model = .rgb; self.baseColorSpace = nil
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray,
             CGColorSpace.extendedGray:
            self.name = name; self.model = .monochrome; self.baseColorSpace = nil
        default:
            return nil
        }
    }

    private init(model: CGColorSpaceModel) {
        self.name = nil
        self.model = model
        self.baseColorSpace = nil
    }

    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool {
        l.model == r.model && l.name == r.name && l.baseColorSpace == r.baseColorSpace
    }

    public func hash(into h: inout Hasher) {
        h.combine(model)
        h.combine(name)
    }

    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"

    static let deviceRGB = CGColorSpace(model: .rgb)
    static let deviceGray = CGColorSpace(model: .monochrome)
}

public typealias CGColorSpaceModel = CGColorSpace.Model

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }
