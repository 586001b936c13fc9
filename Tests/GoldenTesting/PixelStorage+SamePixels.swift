import CoreGraphics

extension PixelStorage {
    /// Same size and the same ARGB32 words, whatever each side's row padding.
    package func samePixels(as other: PixelStorage) -> Bool {
        width == other.width && height == other.height && PixelMismatch.firstDifferingRow(self, other) == nil
    }
}
