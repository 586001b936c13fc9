/// Core Foundation's string type is not available on Linux; Apple's colour-space
/// names are `CFString` constants, so code that passes them around compiles
/// with this alias.
public typealias CFString = String

/// A colour space. Offscreen renders in sRGB; device RGB is treated as sRGB and
/// gray spaces have one component plus alpha, as on Apple platforms.
public final class CGColorSpace: Equatable, Hashable, Sendable {
    public enum Model: Int32, Sendable {
        case unknown = -1, monochrome = 0, rgb = 1
    }

    public let name: CFString?
    public let model: CGColorSpaceModel

    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public init?(name: CFString) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB,
             CGColorSpace.genericRGBLinear, CGColorSpace.displayP3:
            self.name = name; self.model = .rgb
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray,
             CGColorSpace.extendedGray:
            self.name = name; self.model = .monochrome
        default:
            return nil
        }
    }

    private init(model: CGColorSpaceModel) {
        self.name = nil
        self.model = model
    }

    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool {
        l.model == r.model && l.name == r.name
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
