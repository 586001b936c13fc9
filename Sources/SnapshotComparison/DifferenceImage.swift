import CoreGraphics

/// The pictures written beside a failed comparison.
package enum DifferenceImage {
    /// Opaque red: a pixel that fails the tolerance, or lies outside the other image.
    package static let failing: UInt32 = 0xffff_0000
    /// Opaque amber: a pixel that differs but within the perceptual tolerance.
    package static let tolerated: UInt32 = 0xffff_b000

    /// The expected image faded towards white with changed pixels painted over it,
    /// and a red frame a few pixels outside the box of changes so that a single
    /// changed pixel is still found in a large screenshot. The size is the larger
    /// of the two in each direction; where only one image has pixels, they count
    /// as changed. Nil only when the size is over `PixelStorage`'s limits.
    package static func highlight(expected: PixelStorage, actual: PixelStorage,
                                  tolerance: ImageTolerance = .exact) -> PixelStorage? {
        do {
            return try highlight(expected: ImageRows(expected), actual: ImageRows(actual), tolerance: tolerance)
        } catch {
            preconditionFailure("pixels in memory cannot fail to decode: \(error)")
        }
    }

    /// The same, reading both images a band of rows at a time: only the
    /// difference image is held whole.
    package static func highlight(expected: ImageRows, actual: ImageRows,
                                  tolerance: ImageTolerance = .exact) throws(PNGError) -> PixelStorage? {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        guard let out = PixelStorage(width: width, height: height) else { return nil }
        let perceptual = tolerance.perceptualPrecision < 1
        let threshold = tolerance.deltaEThreshold
        var bounds: PixelBounds?
        var lastWord: UInt32 = 0, lastFaded = faded(0)
        try ImageRows.bands(expected, actual, height: height) { top, count, e, a in
            for i in 0..<count {
                let y = top + i
                let row = (out.bytes + y * out.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                let rowE = i < e.rows ? e.row(i) : nil, rowA = i < a.rows ? a.row(i) : nil
                for x in 0..<width {
                    guard let rowE, let rowA, x < expected.width, x < actual.width else {
                        row[x] = failing
                        continue
                    }
                    let ew = rowE[x], aw = rowA[x]
                    if ew == aw {
                        // Neighbouring pixels are mostly alike: fade each word once.
                        if ew != lastWord { lastWord = ew; lastFaded = faded(ew) }
                        row[x] = lastFaded
                        continue
                    }
                    if bounds == nil { bounds = PixelBounds(minX: x, minY: y, maxX: x, maxY: y) }
                    bounds!.include(x: x, y: y)
                    let fails = !perceptual || Float(PixelDifference.deltaE(expected: ew, actual: aw)) > threshold
                    row[x] = fails ? failing : tolerated
                }
            }
        }
        if let bounds { frame(bounds, in: out) }
        return out
    }

    /// The size of `strip(expected:actual:difference:)` for images of these sizes,
    /// so that a caller can refuse before writing anything; nil when over
    /// `PixelStorage`'s limits.
    package static func stripSize(_ sizes: [(width: Int, height: Int)]) -> (width: Int, height: Int)? {
        let gap = max(4, sizes.map(\.width).max()! / 40)
        let width = sizes.reduce(gap) { $0 + $1.width + gap }
        let height = sizes.map(\.height).max()! + 2 * gap
        guard width <= PixelStorage.maxSide, height <= PixelStorage.maxSide,
              width * height <= PixelStorage.maxPixels else { return nil }
        return (width, height)
    }

    /// Expected, actual and difference side by side (in that order) on a neutral
    /// grey, each over a light checkerboard so that transparency shows.
    package static func strip(expected: PixelStorage, actual: PixelStorage, difference: PixelStorage) -> PixelStorage? {
        let panels = [expected, actual, difference]
        guard let (width, height) = stripSize(panels.map { ($0.width, $0.height) }),
              let out = PixelStorage(width: width, height: height) else { return nil }
        let gap = max(4, panels.map(\.width).max()! / 40)
        for y in 0..<height {
            let row = (out.bytes + y * out.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = 0xff80_8080 }
        }
        var left = gap
        for panel in panels {
            for y in 0..<panel.height {
                let row = (out.bytes + (y + gap) * out.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<panel.width {
                    let checker: UInt32 = ((x / 8 + y / 8) % 2 == 0) ? 0xffff_ffff : 0xffdd_dddd
                    row[left + x] = over(PixelDifference.word(panel, x: x, y: y), checker)
                }
            }
            left += panel.width + gap
        }
        return out
    }

    /// Premultiplied `source` over the opaque `backdrop`.
    static func over(_ source: UInt32, _ backdrop: UInt32) -> UInt32 {
        let alpha = source >> 24
        if alpha == 255 { return source }
        var result: UInt32 = 0xff00_0000
        for shift: UInt32 in [0, 8, 16] {
            let s = (source >> shift) & 0xff, b = (backdrop >> shift) & 0xff
            result |= min(255, s + (b * (255 - alpha) + 127) / 255) << shift
        }
        return result
    }

    /// The pixel over white, then three quarters of the way to white, so that
    /// unchanged content is recognisable but every highlight stands out.
    static func faded(_ word: UInt32) -> UInt32 {
        let opaque = over(word, 0xffff_ffff)
        var result: UInt32 = 0xff00_0000
        for shift: UInt32 in [0, 8, 16] {
            let c = (opaque >> shift) & 0xff
            result |= (255 - (255 - c) / 4) << shift
        }
        return result
    }

    /// A red rectangle `margin` pixels outside `bounds`, clipped to the image.
    static func frame(_ bounds: PixelBounds, in image: PixelStorage) {
        let thickness = max(1, max(image.width, image.height) / 400)
        let margin = thickness * 3
        let minX = bounds.minX - margin, maxX = bounds.maxX + margin
        let minY = bounds.minY - margin, maxY = bounds.maxY + margin
        func paint(_ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return }
            image.bytes.storeBytes(of: failing, toByteOffset: y * image.bytesPerRow + x * 4, as: UInt32.self)
        }
        for t in 0..<thickness {
            for x in (minX - t)...(maxX + t) { paint(x, minY - t); paint(x, maxY + t) }
            for y in (minY - t)...(maxY + t) { paint(minX - t, y); paint(maxX + t, y) }
        }
    }
}
