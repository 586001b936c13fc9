import Testing
@testable import SnapshotComparison

@Suite struct LabColorTests {
    /// Reference values for the sRGB primaries and white (D65).
    @Test(arguments: [
        (UInt8(255), UInt8(255), UInt8(255), 100.0, 0.0, 0.0),
        (255, 0, 0, 53.2408, 80.0925, 67.2032),
        (0, 255, 0, 87.7347, -86.1827, 83.1793),
        (0, 0, 255, 32.2970, 79.1875, -107.8602),
        (0, 0, 0, 0.0, 0.0, 0.0),
    ])
    func srgbConvertsToKnownLabValues(r: UInt8, g: UInt8, b: UInt8, l: Double, a: Double, bStar: Double) {
        let lab = LabColor(red: r, green: g, blue: b)
        #expect(abs(lab.l - l) < 0.01)
        #expect(abs(lab.a - a) < 0.02)
        #expect(abs(lab.b - bStar) < 0.02)
    }

    /// The worked example published with colour-science's delta_E_CIE1994.
    @Test func cie94MatchesThePublishedExample() {
        let reference = LabColor(l: 100, a: 21.57210357, b: 272.22819350)
        let sample = LabColor(l: 100, a: 426.67945353, b: 72.39590835)
        #expect(abs(LabColor.deltaE94(reference: reference, sample: sample) - 83.7792255) < 1e-6)
    }

    @Test func cie94OfNeutralGreysIsTheLightnessDifference() {
        let a = LabColor(red: 100, green: 100, blue: 100), b = LabColor(red: 120, green: 120, blue: 120)
        #expect(abs(LabColor.deltaE94(reference: a, sample: b) - abs(a.l - b.l)) < 0.01)
    }
}
