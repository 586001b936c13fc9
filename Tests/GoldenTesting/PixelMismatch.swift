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
        precondition(actual.width == golden.width && actual.height == golden.height)
        let rowBytes = actual.width * 4
        guard let firstRow = (0..<actual.height).first(where: {
            memcmp(actual.bytes + $0 * actual.bytesPerRow, golden.bytes + $0 * golden.bytesPerRow, rowBytes) != 0
        }) else { return nil }
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

    static func word(_ storage: PixelStorage, _ x: Int, _ y: Int) -> UInt32 {
        storage.bytes.load(fromByteOffset: y * storage.bytesPerRow + x * 4, as: UInt32.self)
    }
}
