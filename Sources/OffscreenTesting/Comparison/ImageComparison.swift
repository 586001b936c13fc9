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
        let expectedSize = (expected.width, expected.height), actualSize = (actual.width, actual.height)
        guard expectedSize == actualSize else {
            return ImageComparison(
                verdict: .mismatch, tolerance: tolerance, expectedSize: expectedSize, actualSize: actualSize,
                differingPixelCount: 0, differingByteCount: 0, failingPixelCount: 0, bounds: nil,
                firstDifference: nil, maximumDeltaE: nil,
                message: "Newly-taken snapshot is \(actual.width)x\(actual.height) px but the reference is "
                    + "\(expected.width)x\(expected.height) px.")
        }
        if bytesEqual(expected, actual) {
            return ImageComparison(
                verdict: .identical, tolerance: tolerance, expectedSize: expectedSize, actualSize: actualSize,
                differingPixelCount: 0, differingByteCount: 0, failingPixelCount: 0, bounds: nil,
                firstDifference: nil, maximumDeltaE: nil, message: nil)
        }
        return measure(expected: expected, actual: actual, tolerance: tolerance)
    }

    /// Row by row, because the two stores may have different row padding.
    private static func bytesEqual(_ a: PixelStorage, _ b: PixelStorage) -> Bool {
        let rowBytes = a.width * 4
        if a.bytesPerRow == rowBytes && b.bytesPerRow == rowBytes {
            return memcmp(a.bytes, b.bytes, rowBytes * a.height) == 0
        }
        for y in 0..<a.height where memcmp(a.bytes + y * a.bytesPerRow, b.bytes + y * b.bytesPerRow, rowBytes) != 0 {
            return false
        }
        return true
    }

    /// The slow path, run only when some byte differs.
    private static func measure(expected: PixelStorage, actual: PixelStorage,
                                tolerance: ImageTolerance) -> ImageComparison {
        let perceptual = tolerance.perceptualPrecision < 1
        let threshold = tolerance.deltaEThreshold
        var differingPixels = 0, differingBytes = 0, failingPixels = 0
        var bounds: PixelBounds?
        var first: (x: Int, y: Int)?
        var maxDeltaE: Float = 0
        for y in 0..<expected.height {
            let rowE = (expected.bytes + y * expected.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let rowA = (actual.bytes + y * actual.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            var x = 0
            while x < expected.width {
                defer { x += 1 }
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
        let pixelCount = expected.width * expected.height
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
            expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
            differingPixelCount: differingPixels, differingByteCount: differingBytes,
            failingPixelCount: failingPixels, bounds: bounds, firstDifference: first,
            maximumDeltaE: perceptual ? maxDeltaE : nil, message: message)
    }
}
