/// The pixels a drawing layer's `display()` produced: `bounds.size` times the
/// layer's `contentsScale`, mapped onto the bounds rectangle when composited.
package final class BackingStore {
    package let storage: PixelStorage
    package let scale: CGFloat

    package init?(pointSize: CGSize, scale: CGFloat) {
        let w = Int((pointSize.width * scale).rounded(.up)), h = Int((pointSize.height * scale).rounded(.up))
        guard let storage = PixelStorage(width: w, height: h) else { return nil }
        self.storage = storage
        self.scale = scale
    }

    /// The size in points the pixels stand for.
    package var pointSize: CGSize {
        CGSize(width: CGFloat(storage.width) / scale, height: CGFloat(storage.height) / scale)
    }

    package func fits(_ size: CGSize, scale: CGFloat) -> Bool {
        self.scale == scale
            && storage.width == Int((size.width * scale).rounded(.up))
            && storage.height == Int((size.height * scale).rounded(.up))
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
