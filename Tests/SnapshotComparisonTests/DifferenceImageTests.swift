import CoreGraphics
import Testing
@testable import SnapshotComparison

@Suite struct DifferenceImageTests {
    @Test func changedPixelIsRedOverAFadedExpectedImage() throws {
        let expected = PixelFixtures.filled(width: 200, height: 100, with: 0xff00_0000)
        let actual = PixelFixtures.filled(width: 200, height: 100, with: 0xff00_0000)
        PixelFixtures.set(actual, x: 100, y: 50, to: 0xffff_ffff)
        let diff = try #require(DifferenceImage.highlight(expected: expected, actual: actual))
        #expect(PixelDifference.word(diff, x: 100, y: 50) == 0xffff_0000)
        // Black faded three quarters of the way to white.
        #expect(PixelDifference.word(diff, x: 0, y: 0) == 0xffc0_c0c0)
        // The frame around the change: 3 px outside it at this size.
        #expect(PixelDifference.word(diff, x: 97, y: 50) == 0xffff_0000)
        #expect(PixelDifference.word(diff, x: 98, y: 50) == 0xffc0_c0c0)
    }

    @Test func differencesWithinThePerceptualToleranceAreAmber() throws {
        let expected = PixelFixtures.filled(width: 10, height: 10, with: PixelFixtures.opaqueGray(128))
        let actual = PixelFixtures.filled(width: 10, height: 10, with: PixelFixtures.opaqueGray(128))
        PixelFixtures.set(actual, x: 2, y: 2, to: PixelFixtures.opaqueGray(129))
        PixelFixtures.set(actual, x: 7, y: 7, to: PixelFixtures.opaqueGray(0))
        let diff = try #require(DifferenceImage.highlight(expected: expected, actual: actual,
                                                          tolerance: ImageTolerance(perceptualPrecision: 0.98)))
        #expect(PixelDifference.word(diff, x: 2, y: 2) == DifferenceImage.tolerated)
        #expect(PixelDifference.word(diff, x: 7, y: 7) == DifferenceImage.failing)
    }

    @Test func sizeMismatchCoversBothImagesAndMarksTheUncoveredArea() throws {
        let expected = PixelFixtures.filled(width: 10, height: 20, with: 0xffff_ffff)
        let actual = PixelFixtures.filled(width: 15, height: 10, with: 0xffff_ffff)
        let diff = try #require(DifferenceImage.highlight(expected: expected, actual: actual))
        #expect(diff.width == 15 && diff.height == 20)
        #expect(PixelDifference.word(diff, x: 12, y: 5) == DifferenceImage.failing)
        #expect(PixelDifference.word(diff, x: 5, y: 15) == DifferenceImage.failing)
        #expect(PixelDifference.word(diff, x: 5, y: 5) == 0xffff_ffff)
    }

    @Test func stripPlacesExpectedActualAndDifferenceSideBySide() throws {
        let expected = PixelFixtures.filled(width: 30, height: 20, with: 0xff00_00ff)
        let actual = PixelFixtures.filled(width: 30, height: 25, with: 0xff00_ff00)
        let diff = try #require(DifferenceImage.highlight(expected: expected, actual: actual))
        let strip = try #require(DifferenceImage.strip(expected: expected, actual: actual, difference: diff))
        let gap = 4
        #expect(strip.width == gap + 30 + gap + 30 + gap + 30 + gap)
        #expect(strip.height == 25 + 2 * gap)
        #expect(PixelDifference.word(strip, x: gap, y: gap) == 0xff00_00ff)
        #expect(PixelDifference.word(strip, x: gap + 30 + gap, y: gap) == 0xff00_ff00)
        #expect(PixelDifference.word(strip, x: 0, y: 0) == 0xff80_8080)
    }

    @Test func transparentPixelsShowTheCheckerboardInTheStrip() throws {
        let clear = PixelFixtures.filled(width: 16, height: 16, with: 0)
        let strip = try #require(DifferenceImage.strip(expected: clear, actual: clear, difference: clear))
        #expect(PixelDifference.word(strip, x: 4, y: 4) == 0xffff_ffff)
        #expect(PixelDifference.word(strip, x: 4 + 8, y: 4) == 0xffdd_dddd)
    }
}
