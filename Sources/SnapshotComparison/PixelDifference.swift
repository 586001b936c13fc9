import CoreGraphics

/// Per-pixel difference measures on Cairo ARGB32 words (premultiplied,
/// 0xAARRGGBB as a native-endian 32-bit value).
package enum PixelDifference {
    /// How many of the four premultiplied channels differ: swift-snapshot-testing
    /// counts bytes, not pixels, for plain `precision`.
    @inline(__always)
    package static func differingBytes(_ a: UInt32, _ b: UInt32) -> Int {
        let x = a ^ b
        return (x & 0xff != 0 ? 1 : 0) + (x & 0xff00 != 0 ? 1 : 0)
            + (x & 0xff0000 != 0 ? 1 : 0) + (x & 0xff00_0000 != 0 ? 1 : 0)
    }

    /// CIE94 ΔE of `actual` against `expected`.
    ///
    /// Opaque pixels are compared as they are. Where either pixel is translucent,
    /// both are judged over black (the premultiplied values themselves) and over
    /// white, and the larger difference counts: a change of alpha alone is then
    /// seen on one background or the other. (Core Image compares premultiplied
    /// values only, which would miss transparent→opaque black.)
    package static func deltaE(expected: UInt32, actual: UInt32) -> Double {
        if expected == actual { return 0 }
        let overBlack = LabColor.deltaE94(reference: lab(expected, whiteBehind: false),
                                          sample: lab(actual, whiteBehind: false))
        if expected >> 24 == 0xff && actual >> 24 == 0xff { return overBlack }
        let overWhite = LabColor.deltaE94(reference: lab(expected, whiteBehind: true),
                                          sample: lab(actual, whiteBehind: true))
        return max(overBlack, overWhite)
    }

    @inline(__always)
    static func lab(_ word: UInt32, whiteBehind: Bool) -> LabColor {
        let a = word >> 24
        let fill = whiteBehind ? 255 - a : 0
        func channel(_ shift: UInt32) -> UInt8 { UInt8(min(255, (word >> shift) & 0xff + fill)) }
        return LabColor(red: channel(16), green: channel(8), blue: channel(0))
    }

    /// The word at (x, y).
    @inline(__always)
    package static func word(_ storage: PixelStorage, x: Int, y: Int) -> UInt32 {
        storage.bytes.load(fromByteOffset: y * storage.bytesPerRow + x * 4, as: UInt32.self)
    }
}
