import CoreGraphics
import Testing
@testable import SnapshotComparison

@Suite struct ImageComparisonTests {
    @Test func identicalImagesAreIdenticalWithoutStatistics() {
        let a = PixelFixtures.filled(width: 40, height: 30, with: 0xff11_2233)
        let b = PixelFixtures.filled(width: 40, height: 30, with: 0xff11_2233)
        let result = ImageComparison.compare(expected: a, actual: b)
        #expect(result.verdict == .identical)
        #expect(result.message == nil)
        #expect(result.bounds == nil)
    }

    @Test func oneChangedPixelFailsAtPrecisionOneAndPassesAt0_999() {
        let expected = PixelFixtures.filled(width: 100, height: 100, with: 0xffff_ffff)
        let actual = PixelFixtures.filled(width: 100, height: 100, with: 0xffff_ffff)
        PixelFixtures.set(actual, x: 42, y: 7, to: 0xff00_0000)

        let exact = ImageComparison.compare(expected: expected, actual: actual)
        #expect(exact.verdict == .mismatch)
        #expect(exact.differingPixelCount == 1)
        #expect(exact.bounds == PixelBounds(minX: 42, minY: 7, maxX: 42, maxY: 7))
        #expect(exact.message?.contains("Newly-taken snapshot does not match reference.") == true)
        #expect(exact.message?.contains("first at (42, 7)") == true)

        let tolerant = ImageComparison.compare(expected: expected, actual: actual,
                                               tolerance: ImageTolerance(precision: 0.999))
        #expect(tolerant.verdict == .withinTolerance)
        #expect(tolerant.message == nil)
    }

    /// swift-snapshot-testing counts differing bytes (not pixels) when only
    /// `precision` is given: one byte of 400 differs, precision 0.9975.
    @Test func plainPrecisionCountsDifferingBytes() {
        let expected = PixelFixtures.filled(width: 10, height: 10, with: 0xff80_8080)
        let actual = PixelFixtures.filled(width: 10, height: 10, with: 0xff80_8080)
        PixelFixtures.set(actual, x: 3, y: 3, to: 0xff80_8081)
        let passes = ImageComparison.compare(expected: expected, actual: actual,
                                             tolerance: ImageTolerance(precision: 0.997))
        #expect(passes.verdict == .withinTolerance)
        #expect(passes.differingByteCount == 1)
        let fails = ImageComparison.compare(expected: expected, actual: actual,
                                            tolerance: ImageTolerance(precision: 0.998))
        #expect(fails.verdict == .mismatch)
        #expect(fails.message?.hasPrefix("Actual image precision 0.9975 is less than required 0.998") == true)
    }

    /// Grey 128 to 130 is ΔE ≈ 0.8 everywhere (neutral greys differ in L* only).
    @Test func uniformShadeShiftPassesAtATolerantPerceptualPrecisionAndFailsBelow() {
        let expected = PixelFixtures.filled(width: 50, height: 50, with: PixelFixtures.opaqueGray(128))
        let actual = PixelFixtures.filled(width: 50, height: 50, with: PixelFixtures.opaqueGray(130))

        #expect(ImageComparison.compare(expected: expected, actual: actual).verdict == .mismatch)
        let tolerant = ImageComparison.compare(expected: expected, actual: actual,
                                               tolerance: ImageTolerance(perceptualPrecision: 0.99))
        #expect(tolerant.verdict == .withinTolerance)
        #expect(tolerant.differingPixelCount == 2500)
        #expect(tolerant.failingPixelCount == 0)

        let strict = ImageComparison.compare(expected: expected, actual: actual,
                                             tolerance: ImageTolerance(perceptualPrecision: 0.995))
        #expect(strict.verdict == .mismatch)
        #expect(strict.failingPixelCount == 2500)
        let maxDeltaE = try! #require(strict.maximumDeltaE)
        #expect(abs(maxDeltaE - 0.80) < 0.05)
        #expect(strict.message?.contains("The percentage of pixels that match 0.0 is less than required 1.0") == true)
    }

    /// With a perceptual tolerance, `precision` is the fraction of pixels within it.
    @Test func perceptualToleranceLetsAFractionOfPixelsFail() {
        let expected = PixelFixtures.filled(width: 10, height: 10, with: 0xffff_ffff)
        let actual = PixelFixtures.filled(width: 10, height: 10, with: 0xffff_ffff)
        for x in 0..<5 { PixelFixtures.set(actual, x: x, y: 0, to: 0xff00_0000) }
        let loose = ImageTolerance(precision: 0.95, perceptualPrecision: 0.98)
        #expect(ImageComparison.compare(expected: expected, actual: actual, tolerance: loose).verdict == .withinTolerance)
        let tight = ImageTolerance(precision: 0.96, perceptualPrecision: 0.98)
        #expect(ImageComparison.compare(expected: expected, actual: actual, tolerance: tight).verdict == .mismatch)
    }

    @Test func differentSizesMismatchWithBothSizesInTheMessage() {
        let expected = PixelFixtures.filled(width: 10, height: 20, with: 0xffff_ffff)
        let actual = PixelFixtures.filled(width: 10, height: 21, with: 0xffff_ffff)
        let result = ImageComparison.compare(expected: expected, actual: actual,
                                             tolerance: ImageTolerance(precision: 0, perceptualPrecision: 0))
        #expect(result.verdict == .mismatch)
        #expect(result.message == "Newly-taken snapshot is 10x21 px but the reference is 10x20 px.")
    }

    /// A transparent pixel turned opaque black has equal premultiplied colour
    /// channels; judged over white as well, it is a full difference.
    @Test func alphaOnlyChangeIsAPerceptualDifference() {
        let expected = PixelFixtures.filled(width: 4, height: 4, with: 0x0000_0000)
        let actual = PixelFixtures.filled(width: 4, height: 4, with: 0x0000_0000)
        PixelFixtures.set(actual, x: 1, y: 1, to: 0xff00_0000)
        let result = ImageComparison.compare(expected: expected, actual: actual,
                                             tolerance: ImageTolerance(precision: 1, perceptualPrecision: 0.5))
        #expect(result.verdict == .mismatch)
        #expect(result.maximumDeltaE.map { $0 > 99 } == true)
    }

    @Test func toleranceOutsideZeroToOneIsRejectedWithTheName() {
        #expect(throws: ImageToleranceError("precision must be between 0 and 1, got 1.5")) {
            try ImageTolerance(precision: 1.5).validated()
        }
        #expect(throws: ImageToleranceError.self) { try ImageTolerance(perceptualPrecision: -0.1).validated() }
    }

    @Test func perceptualThresholdIsComputedInFloatAsSwiftSnapshotTestingDoes() {
        #expect(ImageTolerance(perceptualPrecision: 0.98).deltaEThreshold == (1 - Float(0.98)) * 100)
        #expect(ImageTolerance(perceptualPrecision: 0.98).deltaEThreshold < 2)
    }
}
