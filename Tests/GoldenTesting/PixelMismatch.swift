import CoreGraphics
import Foundation

/// How two same-sized ARGB32 bitmaps differ: how many pixels, and the first one
/// in reading order with both words there.
struct PixelMismatch {
    let count: Int
    let x: Int, y: Int
    let actual: UInt32, golden: UInt32

    /// Nil when every pixel is equal. Rows are compared with memcmp first (the
    /// passing case, which is nearly every run, costs no per-pixel work); pixels are
    /// only visited from the first row that differs.
    static func find(actual: PixelStorage, golden: PixelStorage) -> PixelMismatch? {
        guard let firstRow = firstDifferingRow(actual, golden) else { return nil }
        var count = 0
        var first: (x: Int, y: Int)?
        for y in firstRow..<actual.height {
            for x in 0..<actual.width where word(actual, x, y) != word(golden, x, y) {
                count += 1
                if first == nil { first = (x, y) }
            }
        }
        let (x, y) = first!
        return PixelMismatch(count: count, x: x, y: y, actual: word(actual, x, y), golden: word(golden, x, y))
    }

    /// The first row whose bytes differ (same-sized bitmaps), by memcmp over the
    /// pixels of each row (not the padding at the end of a row).
    static func firstDifferingRow(_ a: PixelStorage, _ b: PixelStorage) -> Int? {
        precondition(a.width == b.width && a.height == b.height, "sizes differ")
        let rowBytes = a.width * 4
        return (0..<a.height).first {
            memcmp(a.bytes + $0 * a.bytesPerRow, b.bytes + $0 * b.bytesPerRow, rowBytes) != 0
        }
    }

    static func word(_ storage: PixelStorage, _ x: Int, _ y: Int) -> UInt32 {
        storage.bytes.load(fromByteOffset: y * storage.bytesPerRow + x * 4, as: UInt32.self)
    }
}
