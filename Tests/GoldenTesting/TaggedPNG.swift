import CDeflate
import CLCMS
import CoreGraphics
import Foundation

/// PNG files tagged with another colour space, as recent iOS devices record
/// them: an sRGB colour converted to Display P3 by Little CMS and stored with
/// the P3 profile (`iCCP`) or the P3 code points (`cICP`).
package enum TaggedPNG {
    /// A Display P3 profile as iOS defines the space: P3 primaries, D65 white, the sRGB curve.
    package static func displayP3Profile() -> Data {
        var p: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
        let curve = cmsBuildParametricToneCurve(nil, 4, &p)
        defer { cmsFreeToneCurve(curve) }
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        var primaries = cmsCIExyYTRIPLE(Red: cmsCIExyY(x: 0.680, y: 0.320, Y: 1), Green: cmsCIExyY(x: 0.265, y: 0.690, Y: 1),
                                        Blue: cmsCIExyY(x: 0.150, y: 0.060, Y: 1))
        var curves: [OpaquePointer?] = [curve, curve, curve]
        let profile = curves.withUnsafeMutableBufferPointer { cmsCreateRGBProfile(&white, &primaries, $0.baseAddress) }!
        defer { cmsCloseProfile(profile) }
        var size: cmsUInt32Number = 0
        cmsSaveProfileToMem(profile, nil, &size)
        var data = Data(count: Int(size))
        _ = data.withUnsafeMutableBytes { cmsSaveProfileToMem(profile, $0.baseAddress, &size) }
        return data
    }

    /// 8-bit sRGB red, green, blue in Display P3 (Little CMS, relative colorimetric).
    package static func sRGBToDisplayP3(_ rgb: [UInt8]) -> [UInt8] {
        let p3 = displayP3Profile()
        let source = cmsCreate_sRGBProfile()!
        let target = p3.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }!
        defer { cmsCloseProfile(source); cmsCloseProfile(target) }
        let rgb8 = offscreen_lcms_rgb8()
        let transform = cmsCreateTransform(source, rgb8, target, rgb8, cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), 0)!
        defer { cmsDeleteTransform(transform) }
        var input = rgb, output: [UInt8] = [0, 0, 0]
        cmsDoTransform(transform, &input, &output, 1)
        return output
    }

    /// A `width` x `height` opaque box of one sRGB colour, stored in Display P3
    /// with an `iCCP` chunk (`cicp: false`) or a `cICP` chunk (`cicp: true`).
    package static func box(sRGB rgb: [UInt8], width: Int, height: Int, cicp: Bool) throws -> Data {
        let p3 = sRGBToDisplayP3(rgb)
        let storage = PixelStorage(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let pixel = storage.bytes + y * storage.bytesPerRow + x * 4
                pixel.storeBytes(of: 0xFF00_0000 | UInt32(p3[0]) << 16 | UInt32(p3[1]) << 8 | UInt32(p3[2]), as: UInt32.self)
            }
        }
        let plain = try PNGCodec.encode(storage)
        let chunk: Data
        if cicp {
            chunk = TaggedPNG.chunk("cICP", Data([12, 13, 0, 1]))
        } else {
            var body = Data("Display P3".utf8)
            body.append(contentsOf: [0, 0])
            body.append(zlib(displayP3Profile()))
            chunk = TaggedPNG.chunk("iCCP", body)
        }
        // After the signature (8 bytes) and IHDR (25 bytes), as the specification places it.
        var tagged = plain.prefix(33)
        tagged.append(chunk)
        tagged.append(plain.dropFirst(33))
        return tagged
    }

    package static func chunk(_ type: String, _ body: Data) -> Data {
        var chunk = Data()
        let length = UInt32(body.count)
        chunk.append(contentsOf: [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)])
        var typed = Data(type.utf8)
        typed.append(body)
        let crc = typed.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        chunk.append(typed)
        chunk.append(contentsOf: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        return chunk
    }

    package static func zlib(_ data: Data) -> Data {
        let compressor = libdeflate_alloc_compressor(6)!
        defer { libdeflate_free_compressor(compressor) }
        var output = Data(count: data.count + 1024)
        let size = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, input.baseAddress, input.count, $0.baseAddress, $0.count) }
        }
        return output.prefix(size)
    }
}
