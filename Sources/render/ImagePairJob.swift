import CoreGraphics
import Foundation
import OffscreenTesting

/// One comparison of a batch: an expected PNG file against actual pixels.
/// Thread-safe; PNGs are encoded only for failures.
struct ImagePairJob {
    let name: String
    let expectedPath: String
    let tolerance: ImageTolerance
    /// Where the actual, difference and side-by-side images go on failure; nil writes none.
    var actualPath: String? = nil
    let differencePath: String?
    let stripPath: String?
    let compression: PNGCodec.Compression
    let wantsReportImages: Bool

    func run(actual: PixelStorage, actualPNG: Data? = nil) -> BatchOutcome {
        let expectedData: Data
        do {
            expectedData = try Data(contentsOf: URL(fileURLWithPath: expectedPath))
        } catch {
            return BatchOutcome(name: name, status: .badInput, message: "\(expectedPath): cannot read: \(ImageFile.reason(error))")
        }
        let expected: PixelStorage
        do {
            expected = try PNGCodec.decode(expectedData)
        } catch {
            return BatchOutcome(name: name, status: .badInput, message: "\(expectedPath): \(error.description)")
        }
        let comparison = ImageComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
        if comparison.passed { return BatchOutcome(name: name, status: .passed, message: nil) }
        var message = comparison.message ?? "does not match"
        var outcome = BatchOutcome(name: name, status: .failed, message: message)
        do {
            let actualPNG = try actualPNG ?? PNGCodec.encode(actual, compression: compression)
            message += "\nexpected: \(expectedPath)"
            if let actualPath {
                try AtomicFile.write(actualPNG, to: URL(fileURLWithPath: actualPath))
                message += "\nactual: \(actualPath)"
            }
            let difference = DifferenceImage.highlight(expected: expected, actual: actual, tolerance: tolerance)
            let differencePNG = try difference.map { try PNGCodec.encode($0, compression: compression) }
            if let differencePath, let differencePNG {
                try AtomicFile.write(differencePNG, to: URL(fileURLWithPath: differencePath))
                message += "\ndifference: \(differencePath)"
            }
            if let stripPath, let difference,
               let strip = DifferenceImage.strip(expected: expected, actual: actual, difference: difference) {
                try AtomicFile.write(try PNGCodec.encode(strip, compression: compression), to: URL(fileURLWithPath: stripPath))
                message += "\nside by side (expected | actual | difference): \(stripPath)"
            }
            if wantsReportImages {
                outcome.expectedPNG = expectedData
                outcome.actualPNG = actualPNG
                outcome.differencePNG = differencePNG
            }
        } catch {
            message += "\n(could not write the failure images: \(error))"
        }
        return BatchOutcome(name: name, status: .failed, message: message, expectedPNG: outcome.expectedPNG,
                            actualPNG: outcome.actualPNG, differencePNG: outcome.differencePNG)
    }
}
