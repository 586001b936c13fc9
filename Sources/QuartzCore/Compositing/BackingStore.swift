/// The pixels a drawing layer's `display()` produced: `bounds.size` times the
/// layer's `contentsScale`, mapped onto the bounds rectangle when composited.
package final class BackingStore {
    package let storage: PixelStorage
    package let scale: CGFloat

    package init?(pointSize: CGSize, scale: CGFloat) {
        guard let (w, h) = Self.pixelSize(pointSize, scale: scale),
              let storage = PixelStorage(width: w, height: h) else { return nil }
        self.storage = storage
        self.scale = scale
    }

    /// The size in points the pixels stand for.
    package var pointSize: CGSize {
        CGSize(width: CGFloat(storage.width) / scale, height: CGFloat(storage.height) / scale)
    }

    package func fits(_ size: CGSize, scale: CGFloat) -> Bool {
        guard self.scale == scale, let (w, h) = Self.pixelSize(size, scale: scale) else { return false }
        return storage.width == w && storage.height == h
    }

    /// Whole pixels for `size` points at `scale`, or nil when that is not a
    /// finite, non-negative size any surface could have (code can compute
    /// frames of 1e300 points; they are not drawn).
    package static func pixelSize(_ size: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 0, h >= 0, w <= 1_048_576, h <= 1_048_576 else { return nil }
        return (Int(w), Int(h))
    }

    /// True when no pixel has any alpha (nothing was drawn).
    package var isBlank: Bool {
        let words = storage.bytes.assumingMemoryBound(to: UInt32.self)
        let perRow = storage.bytesPerRow / 4
        for y in 0..<storage.height {
            let row = words + y * perRow
            for x in 0..<storage.width where row[x] != 0 { return false }
        }
        return true
    }
}
