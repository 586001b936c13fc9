import CoreGraphics
import Foundation
import OffscreenTesting
import SnapshotTesting
import UIKit

extension Diffing where Value == UIImage {
    /// Pixel for pixel.
    public static var image: Diffing { .image() }

    /// Compares decoded pixels with Offscreen's comparator (exact first, then
    /// `precision` and `perceptualPrecision` as swift-snapshot-testing defines
    /// them). On a mismatch it writes the difference image and the side-by-side
    /// strip itself, to `$SNAPSHOT_ARTIFACTS/OffscreenSnapshotTesting/` (default:
    /// the temporary directory), and names them in the message: on Linux
    /// swift-snapshot-testing drops attachments.
    ///
    /// - Parameter scale: the scale given to images read from disk (default:
    ///   `UIScreen.main.scale`); it does not change which pixels are compared.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let tolerance = ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        let scale = scale.flatMap { $0 > 0 ? $0 : nil }
        return .diff(
            toData: { image in
                // A snapshot that could not be made is recorded as swift-snapshot-testing
                // records one on iOS: a readable picture that says so, never an empty file.
                let cgImage = image is UnreadableImage ? MainActor.assumeIsolated { UnreadableImage.placeholder() }
                    : image.cgImage
                return cgImage.flatMap { try? PNGCodec.encode($0.storage) } ?? Data()
            },
            fromData: { data in
                do {
                    let imageScale = scale ?? (Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 1)
                    return UIImage(cgImage: try CGImage(pngData: data), scale: imageScale, orientation: .up)
                } catch {
                    return UnreadableImage(reason: "Reference image could not be loaded: \(error)")
                }
            },
            diffV2: { reference, actual in
                if let unreadable = reference as? UnreadableImage { return (unreadable.reason, []) }
                if let unreadable = actual as? UnreadableImage { return (unreadable.reason, []) }
                guard let expected = reference.cgImage?.storage else { return ("Reference image could not be loaded.", []) }
                guard let pixels = actual.cgImage?.storage else { return ("Newly-taken snapshot could not be loaded.", []) }
                let comparison = ImageComparison.compare(expected: expected, actual: pixels, tolerance: tolerance)
                if comparison.passed { return nil }
                return DifferenceFiles.write(expected: expected, actual: pixels, comparison: comparison, tolerance: tolerance)
            })
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// See `Diffing.image(precision:perceptualPrecision:scale:)`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        .init(pathExtension: "png",
              diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
