/// An immutable bitmap image.
///
/// Pixels are stored as Cairo's ARGB32: premultiplied alpha, one 32-bit word per
/// pixel in native byte order (B, G, R, A in memory on little-endian machines),
/// top row first. In Apple's terms that is `premultipliedFirst` with
/// `byteOrder32Little`.
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    /// The pixel store; `package` so the renderer can hand it to Cairo without a copy.
    package let storage: PixelStorage

    package init(storage: PixelStorage) {
        self.storage = storage
        self.width = storage.width
        self.height = storage.height
        self.bytesPerRow = storage.bytesPerRow
    }

    /// A new image with the pixels inside `rect` (in pixels, top-left origin),
    /// or nil when the rectangle misses the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        guard let out = PixelStorage(width: w, height: h) else { return nil }
        for row in 0..<h {
            let src = storage.bytes + (y0 + row) * bytesPerRow + x0 * 4
            let dst = out.bytes + row * out.bytesPerRow
            dst.copyMemory(from: src, byteCount: w * 4)
        }
        return CGImage(storage: out)
    }

    /// The pixel at (x, y), top-left origin, unpremultiplied RGBA in 0...255.
    package func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let word = storage.bytes.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
        let a = UInt8(word >> 24), r = UInt8((word >> 16) & 0xff), g = UInt8((word >> 8) & 0xff), b = UInt8(word & 0xff)
        guard a != 0 else { return (0, 0, 0, 0) }
        if a == 255 { return (r, g, b, a) }
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return (un(r), un(g), un(b), a)
    }
}

public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
