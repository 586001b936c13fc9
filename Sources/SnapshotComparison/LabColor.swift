import Foundation

/// A CIE L*a*b* colour (D65 white), the space in which perceptual precision is
/// measured. Core Image's CILabDeltaE, which swift-snapshot-testing uses on Apple
/// platforms, reports CIE94 differences in this space; we compute the same numbers
/// on the CPU.
package struct LabColor: Sendable, Equatable {
    package var l: Double
    package var a: Double
    package var b: Double

    package init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Converts 8-bit sRGB (gamma-encoded) through linear RGB and XYZ (D65).
    package init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = Self.linear[Int(red)], g = Self.linear[Int(green)], bl = Self.linear[Int(blue)]
        // sRGB primaries to XYZ, then normalised by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        let fx = Self.f(x), fy = Self.f(y), fz = Self.f(z)
        self.l = 116 * fy - 16
        self.a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    /// CIE94 ΔE with the graphic-arts weights (kL = kC = kH = 1, K1 = 0.045,
    /// K2 = 0.015). CIE94 is not symmetric: chroma weights come from `reference`.
    package static func deltaE94(reference: LabColor, sample: LabColor) -> Double {
        let dL = reference.l - sample.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dC = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        // ΔH² can come out a hair below zero from rounding when hues agree.
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1
        let sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// sRGB transfer function inverted, one entry per 8-bit value.
    private static let linear: [Double] = (0..<256).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0   // (6/29)^3
        let kappa = 24389.0 / 27.0      // (29/3)^3
        return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
}
