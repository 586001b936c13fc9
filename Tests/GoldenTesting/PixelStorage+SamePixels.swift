import CoreGraphics
import SnapshotComparison

extension PixelStorage {
    /// Same size and the same ARGB32 words, whatever each side's row padding.
    package func samePixels(as other: PixelStorage) -> Bool {
        ImageComparison.compare(expected: other, actual: self).verdict == .identical
    }
}
