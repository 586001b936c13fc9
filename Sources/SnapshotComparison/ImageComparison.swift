import CoreGraphics
import Foundation

/// The outcome of comparing a snapshot with its reference, pixel for pixel.
///
/// The order is swift-snapshot-testing's: sizes, then every byte (the fast path
/// that passing snapshots take, one `memcmp`), and only when bytes differ the
/// tolerance; the statistics that say where images differ are gathered only then.
package struct ImageComparison: Sendable {
    package enum Verdict: Sendable, Equatable {
        /// Every pixel is equal.
        case identical
        /// Pixels differ but within the tolerance.
        case withinTolerance
        /// Different sizes, or differences beyond the tolerance.
        case mismatch
    }

    package let verdict: Verdict
    package let tolerance: ImageTolerance
    package let expectedSize: (width: Int, height: Int)
    package let actualSize: (width: Int, height: Int)
    /// Pixels whose value differs at all (0 when the sizes differ).
    package let differingPixelCount: Int
    /// Premultiplied channel bytes that differ (what plain precision counts).
    package let differingByteCount: Int
    /// Pixels beyond the perceptual threshold (all differing pixels when the
    /// tolerance is not perceptual).
    package let failingPixelCount: Int
    /// The box around every differing pixel; nil when none differ or sizes differ.
    package let bounds: PixelBounds?
    /// The first differing pixel in reading order.
    package let firstDifference: (x: Int, y: Int)?
    /// The largest ΔE among differing pixels, when a perceptual tolerance was asked for.
    package let maximumDeltaE: Float?
    /// Why it failed, in swift-snapshot-testing's words plus where; nil when it passed.
    package let message: String?

    package var passed: Bool { verdict != .mismatch }
    package var sizesMatch: Bool { expectedSize == actualSize }

    /// Compares `actual` with `expected` under `tolerance`.
    package static func compare(expected: PixelStorage, actual: PixelStorage,
                                tolerance: ImageTolerance = .exact) -> ImageComparison {
        do {
            return try compare(expected: ImageRows(expected), actual: ImageRows(actual), tolerance: tolerance)
        } catch {
            preconditionFailure("pixels in memory cannot fail to decode: \(error)")
        }
    }

    /// The same, reading both images a band of rows at a time (a PNG file is
    /// decoded as it is compared); throws when a file turns out to be corrupt.
    package static func compare(expected: ImageRows, actual: ImageRows,
                                tolerance: ImageTolerance = .exact) throws(PNGError) -> ImageComparison {
        let expectedSize = (expected.width, expected.height), actualSize = (actual.width, actual.height)
        guard expectedSize == actualSize else {
            return ImageComparison(
                verdict: .mismatch, tolerance: tolerance, expectedSize: expectedSize, actualSize: actualSize,
                differingPixelCount: 0, differingByteCount: 0, failingPixelCount: 0, bounds: nil,
                firstDifference: nil, maximumDeltaE: nil,
                message: "Newly-taken snapshot is \(actual.width)x\(actual.height) px but the reference is "
                    + "\(expected.width)x\(expected.height) px.")
        }
        var tally = Tally(tolerance: tolerance)
        let rowBytes = expected.width * 4
        try ImageRows.bands(expected, actual, height: expected.height) { y, count, e, a in
            for i in 0..<count {
                let rowE = e.row(i), rowA = a.row(i)
                // The fast path passing snapshots take: one memcmp a row.
                if memcmp(rowE, rowA, rowBytes) == 0 { continue }
                tally.add(row: y + i, rowE, rowA, width: expected.width)
            }
        }
        guard tally.differingPixels > 0 else {
            return ImageComparison(
                verdict: .identical, tolerance: tolerance, expectedSize: expectedSize, actualSize: actualSize,
                differingPixelCount: 0, differingByteCount: 0, failingPixelCount: 0, bounds: nil,
                firstDifference: nil, maximumDeltaE: nil, message: nil)
        }
        return tally.result(expectedSize: expectedSize, actualSize: actualSize)
    }

    /// The statistics of differing pixels, gathered only from rows whose bytes differ.
    private struct Tally {
        let tolerance: ImageTolerance
        let perceptual: Bool
        let threshold: Float
        var differingPixels = 0, differingBytes = 0, failingPixels = 0
        var bounds: PixelBounds?
        var first: (x: Int, y: Int)?
        var maxDeltaE: Float = 0

        init(tolerance: ImageTolerance) {
            self.tolerance = tolerance
            perceptual = tolerance.perceptualPrecision < 1
            threshold = tolerance.deltaEThreshold
        }

        mutating func add(row y: Int, _ rowE: UnsafePointer<UInt32>, _ rowA: UnsafePointer<UInt32>, width: Int) {
            for x in 0..<width {
                let e = rowE[x], a = rowA[x]
                if e == a { continue }
                differingPixels += 1
                differingBytes += PixelDifference.differingBytes(e, a)
                if first == nil { first = (x, y) }
                if bounds == nil { bounds = PixelBounds(minX: x, minY: y, maxX: x, maxY: y) }
                bounds!.include(x: x, y: y)
                if perceptual {
                    let deltaE = Float(PixelDifference.deltaE(expected: e, actual: a))
                    maxDeltaE = max(maxDeltaE, deltaE)
                    if deltaE > threshold { failingPixels += 1 }
                } else {
                    failingPixels += 1
                }
            }
        }

        /// The verdict and message, in swift-snapshot-testing's words.
        func result(expectedSize: (width: Int, height: Int), actualSize: (width: Int, height: Int)) -> ImageComparison {
            let pixelCount = expectedSize.width * expectedSize.height
            let byteCount = pixelCount * 4
            var failure: String?
            if tolerance.isExact {
                failure = "Newly-taken snapshot does not match reference."
            } else if perceptual {
                let actualPixelPrecision = 1 - Float(failingPixels) / Float(pixelCount)
                if actualPixelPrecision < tolerance.precision {
                    let lowest = 1 - min(maxDeltaE / 100, 1)
                    failure = """
                        The percentage of pixels that match \(actualPixelPrecision) is less than required \(tolerance.precision)
                        The lowest perceptual color precision \(lowest) is less than required \(tolerance.perceptualPrecision)
                        """
                }
            } else {
                let byteCountThreshold = Int((1 - tolerance.precision) * Float(byteCount))
                if differingBytes > byteCountThreshold {
                    let actualPrecision = 1 - Float(differingBytes) / Float(byteCount)
                    failure = "Actual image precision \(actualPrecision) is less than required \(tolerance.precision)"
                }
            }
            var message: String?
            if let failure, let bounds, let first {
                message = failure + "\n\(differingPixels) of \(pixelCount) pixels differ, within \(bounds); "
                    + "first at (\(first.x), \(first.y))."
            }
            return ImageComparison(
                verdict: failure == nil ? .withinTolerance : .mismatch, tolerance: tolerance,
                expectedSize: expectedSize, actualSize: actualSize,
                differingPixelCount: differingPixels, differingByteCount: differingBytes,
                failingPixelCount: failingPixels, bounds: bounds, firstDifference: first,
                maximumDeltaE: perceptual ? maxDeltaE : nil, message: message)
        }
    }
}
