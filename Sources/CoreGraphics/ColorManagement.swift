@_implementationOnly import CDeflate
@_implementationOnly import CLCMS
import Foundation

/// Conversions to sRGB, the space Offscreen renders and compares in, made
/// with Little CMS (not hand-written matrices): Display P3 colours, and the
/// pixels of PNG files tagged with another colour space (`cICP`, `iCCP`,
/// `gAMA`/`cHRM`; see `PNGColorSpace`). Relative colorimetric intent; colours
/// outside sRGB are clipped to it. Pure functions of their input, so output
/// stays deterministic.
package enum ColorManagement {
    /// Display P3: the P3 primaries, D65 white, the sRGB transfer curve (Apple's definition).
    static func displayP3Profile() -> cmsHPROFILE? {
        rgbProfile(white: (0.3127, 0.3290), red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), curve: sRGBCurve())
    }

    static func sRGBCurve() -> OpaquePointer? {
        // IEC 61966-2-1: Y = ((aX + b)^g for X >= d, else cX.
        var p: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
        return cmsBuildParametricToneCurve(nil, 4, &p)
    }

    static func rgbProfile(white: (Double, Double), red: (Double, Double), green: (Double, Double),
                           blue: (Double, Double), curve: OpaquePointer?) -> cmsHPROFILE? {
        guard let curve else { return nil }
        defer { cmsFreeToneCurve(curve) }
        var w = cmsCIExyY(x: white.0, y: white.1, Y: 1)
        var primaries = cmsCIExyYTRIPLE(Red: cmsCIExyY(x: red.0, y: red.1, Y: 1),
                                        Green: cmsCIExyY(x: green.0, y: green.1, Y: 1),
                                        Blue: cmsCIExyY(x: blue.0, y: blue.1, Y: 1))
        var curves: [OpaquePointer?] = [curve, curve, curve]
        return curves.withUnsafeMutableBufferPointer { cmsCreateRGBProfile(&w, &primaries, $0.baseAddress) }
    }

    /// A Display P3 colour (components 0…1) as sRGB, clipped to 0…1.
    package static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        sRGB(from: .displayP3, r, g, b)
    }

    private static let transformLock = NSLock()
    nonisolated(unsafe) private static let p3ToSRGBDouble = doubleTransform(displayP3Profile, cmsCreate_sRGBProfile)

    /// A colour space gradients interpolate in, other than sRGB itself.
    package enum InterpolationSpace: Sendable {
        /// Apple's Generic RGB: the primaries of its "Generic RGB Profile", D65
        /// white and a pure 1.8 gamma. `CGGradient(colorsSpace: nil, …)` draws in
        /// it, as Apple documents, and so does `CAGradientLayer`.
        case genericRGB
        /// Display P3.
        case displayP3
    }

    /// An sRGB colour (components 0…1) expressed in `space`, clipped to its gamut (0…1).
    package static func sRGB(_ r: Double, _ g: Double, _ b: Double, to space: InterpolationSpace) -> (Double, Double, Double) {
        transform(space == .genericRGB ? sRGBToGeneric : sRGBToP3, r, g, b)
    }

    /// A colour of `space` (components 0…1) as sRGB, clipped to 0…1.
    package static func sRGB(from space: InterpolationSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        transform(space == .genericRGB ? genericToSRGB : p3ToSRGBDouble, r, g, b)
    }

    private static func transform(_ transform: cmsHTRANSFORM?, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        transformLock.withLock {
            var input = [r, g, b], output = [0.0, 0.0, 0.0]
            guard let transform else { return (r, g, b) }
            cmsDoTransform(transform, &input, &output, 1)
            return (min(max(output[0], 0), 1), min(max(output[1], 0), 1), min(max(output[2], 0), 1))
        }
    }

    static func genericRGBProfile() -> cmsHPROFILE? {
        rgbProfile(white: (0.3127, 0.3290), red: (0.630, 0.340), green: (0.295, 0.605), blue: (0.155, 0.077),
                   curve: cmsBuildGamma(nil, 1.8))
    }

    private static func doubleTransform(_ from: () -> cmsHPROFILE?, _ to: () -> cmsHPROFILE?) -> cmsHTRANSFORM? {
        guard let source = from(), let destination = to() else { return nil }
        defer { cmsCloseProfile(source); cmsCloseProfile(destination) }
        let rgbDouble = offscreen_lcms_rgb_double()
        return cmsCreateTransform(source, rgbDouble, destination, rgbDouble, cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC),
                                  offscreen_lcms_no_cache())
    }

    nonisolated(unsafe) private static let sRGBToGeneric = doubleTransform(cmsCreate_sRGBProfile, genericRGBProfile)
    nonisolated(unsafe) private static let genericToSRGB = doubleTransform(genericRGBProfile, cmsCreate_sRGBProfile)
    nonisolated(unsafe) private static let sRGBToP3 = doubleTransform(cmsCreate_sRGBProfile, displayP3Profile)

    /// Converts premultiplied ARGB32 rows (Cairo's pixels, little endian: B G R A
    /// in memory) from `space` to sRGB in place. False when the space cannot be
    /// read (a broken ICC profile): the pixels are then left as they are.
    package static func convertToSRGB(_ space: PNGColorSpace, rows: UnsafeMutableRawPointer, width: Int, height: Int,
                                      bytesPerRow: Int) -> Bool {
        guard let transform = pixelTransform(from: space) else { return false }
        defer { cmsDeleteTransform(transform) }
        for y in 0..<height {
            let row = rows + y * bytesPerRow
            cmsDoTransform(transform, row, row, cmsUInt32Number(width))
        }
        return true
    }

    private static func pixelTransform(from space: PNGColorSpace) -> cmsHTRANSFORM? {
        guard let source = profile(space), let srgb = cmsCreate_sRGBProfile() else { return nil }
        defer { cmsCloseProfile(source); cmsCloseProfile(srgb) }
        guard cmsGetColorSpace(source) == cmsSigRgbData else { return nil }
        let bgraPremultiplied = offscreen_lcms_bgra8_premultiplied()
        return cmsCreateTransform(source, bgraPremultiplied, srgb, bgraPremultiplied,
                                  cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), offscreen_lcms_copy_alpha_no_cache())
    }

    private static func profile(_ space: PNGColorSpace) -> cmsHPROFILE? {
        switch space {
        case .iccProfile(let data):
            return data.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }
        case .codingPoints(let primaries, let transfer):
            guard let p = PNGColorSpace.cicpPrimaries[primaries] else { return nil }
            return rgbProfile(white: (0.3127, 0.3290), red: p.0, green: p.1, blue: p.2, curve: cicpCurve(transfer))
        case .gamma(let gamma, let chromaticities):
            guard gamma > 0 else { return nil }
            let c = chromaticities ?? [0.3127, 0.3290, 0.64, 0.33, 0.30, 0.60, 0.15, 0.06]
            return rgbProfile(white: (c[0], c[1]), red: (c[2], c[3]), green: (c[4], c[5]), blue: (c[6], c[7]),
                              curve: cmsBuildGamma(nil, 1 / gamma))
        }
    }

    private static func cicpCurve(_ transfer: UInt8) -> OpaquePointer? {
        switch transfer {
        case 13: return sRGBCurve()
        case 8: return cmsBuildGamma(nil, 1)
        case 1, 6, 14, 15:
            // ITU-R BT.709 / BT.2020 (10 and 12 bit).
            var p: [Double] = [1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081]
            return cmsBuildParametricToneCurve(nil, 4, &p)
        default: return nil
        }
    }

    /// The zlib stream of an `iCCP` chunk, inflated (at most 16 MB).
    static func inflate(_ zlib: Data) -> Data? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var capacity = max(4096, zlib.count * 4)
        while capacity <= 16 << 20 {
            var output = Data(count: capacity)
            var actual = 0
            let result = zlib.withUnsafeBytes { input in
                output.withUnsafeMutableBytes { out in
                    libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, capacity, &actual)
                }
            }
            if result == LIBDEFLATE_SUCCESS { return output.prefix(actual) }
            if result != LIBDEFLATE_INSUFFICIENT_SPACE { return nil }
            capacity *= 4
        }
        return nil
    }
}
