import CoreGraphics
import Foundation
import OffscreenTesting
import SnapshotTesting

/// Writes the difference image and the side-by-side strip of a failed
/// comparison, named by a hash of both images so that the same failure always
/// gets the same names.
enum DifferenceFiles {
    static func write(expected: PixelStorage, actual: PixelStorage, comparison: ImageComparison,
                      tolerance: ImageTolerance) -> (String, [DiffAttachment]) {
        var message = comparison.message ?? "Newly-taken snapshot does not match reference."
        var attachments: [DiffAttachment] = []
        let environment = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: environment, isDirectory: true).appendingPathComponent("OffscreenSnapshotTesting")
        let stem = String(hash(expected) ^ hash(actual) &* 31, radix: 16)
        guard let difference = DifferenceImage.highlight(expected: expected, actual: actual, tolerance: tolerance) else {
            return (message, attachments)
        }
        do {
            let differencePNG = try PNGCodec.encode(difference)
            let differenceURL = folder.appendingPathComponent("\(stem).diff.png")
            try AtomicFile.write(differencePNG, to: differenceURL)
            message += "\ndifference: \(differenceURL.path)"
            attachments.append(.data(differencePNG, name: "difference.png"))
            if let strip = DifferenceImage.strip(expected: expected, actual: actual, difference: difference) {
                let stripURL = folder.appendingPathComponent("\(stem).strip.png")
                try AtomicFile.write(try PNGCodec.encode(strip), to: stripURL)
                message += "\nside by side (expected | actual | difference): \(stripURL.path)"
            }
        } catch {
            message += "\n(the difference image could not be written: \(error))"
        }
        return (message, attachments)
    }

    /// FNV-1a over the pixels (and the size).
    private static func hash(_ storage: PixelStorage) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        for v in [storage.width, storage.height] { withUnsafeBytes(of: v) { $0.forEach(mix) } }
        for y in 0..<storage.height {
            let row = UnsafeRawBufferPointer(start: storage.bytes + y * storage.bytesPerRow, count: storage.width * 4)
            row.forEach(mix)
        }
        return h
    }
}
