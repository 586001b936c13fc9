import CoreGraphics

/// The picture written beside a failed golden: the golden faded most of the way
/// to white, with every changed pixel opaque red, so that a single changed pixel
/// stands out and the unchanged content still says where it is.
enum GoldenDifference {
    static let changed: UInt32 = 0xffff_0000

    /// Same-sized bitmaps only (a size change says enough on its own). Nil when
    /// the size is over `PixelStorage`'s limits.
    static func image(actual: PixelStorage, golden: PixelStorage) -> PixelStorage? {
        guard let out = PixelStorage(width: golden.width, height: golden.height) else { return nil }
        for y in 0..<golden.height {
            let row = (out.bytes + y * out.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<golden.width {
                let g = PixelMismatch.word(golden, x, y)
                row[x] = g == PixelMismatch.word(actual, x, y) ? faded(g) : changed
            }
        }
        return out
    }

    /// The premultiplied pixel over white, then three quarters of the way to white.
    static func faded(_ word: UInt32) -> UInt32 {
        let alpha = word >> 24
        var result: UInt32 = 0xff00_0000
        for shift: UInt32 in [0, 8, 16] {
            let overWhite = min(255, ((word >> shift) & 0xff) + (255 - alpha))
            result |= (255 - (255 - overWhite) / 4) << shift
        }
        return result
    }
}
