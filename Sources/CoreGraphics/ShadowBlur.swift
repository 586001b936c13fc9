/// The blur of shadows, for `CGContext.setShadow` and `CALayer`'s shadow alike:
/// three successive box blurs in each direction, which approximate a Gaussian
/// closely (the method of W. Jarosz / I. Kutskir), on an 8-bit alpha mask.
/// Integer arithmetic, so the result is the same bytes on every machine.
///
/// Speed comes from doing less, never from approximating: each pass runs on a
/// contiguous, zero-padded line (columns are copied out into lines, so the
/// vertical pass reads memory in order too), averages are taken with an exact
/// multiply-and-shift, and a row or column equal to the one before it is
/// blurred once and copied. Shadows of rectangles and rounded rectangles are
/// mostly repeated rows and columns: a run of equal rows (or columns) longer
/// than the blur's window is squeezed to one window's worth before blurring
/// and stretched back after, so that the arithmetic of such a shadow grows
/// with the shape's perimeter and corners, not its area (see `Squeeze`).
package enum ShadowBlur {
    /// Widths (odd) of the three boxes whose succession best matches a Gaussian
    /// of standard deviation `sigma`.
    package static func boxWidths(sigma: CGFloat) -> [Int] {
        guard sigma.isFinite, sigma > 0.2, sigma < 1e6 else { return [] }
        let n = 3.0
        let s = Double(sigma)
        let ideal = (12 * s * s / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(wl, 1)
        let wu = wl + 2
        let mIdeal = (12 * s * s - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / Double(-4 * wl - 4)
        let m = Int(mIdeal.rounded())
        return (0..<3).map { $0 < m ? wl : wu }.filter { $0 > 1 }
    }

    /// How far the blur spreads a pixel, in pixels: beyond it the result is
    /// exactly zero, so a mask needs only this margin around the shape.
    package static func reach(sigma: CGFloat) -> Int {
        boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
    }

    /// Blurs `width`×`height` alpha bytes in place; pixels outside count as transparent.
    package static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        let boxes = boxWidths(sigma: sigma).map(Box.init)
        guard !boxes.isEmpty, width > 0, height > 0 else { return }
        let window = 2 * boxes.reduce(0) { $0 + $1.radius } + 1
        let rows = Squeeze(runsOf: height, window: window) { memcmp(pixels + ($0 - 1) * stride, pixels + $0 * stride, width) == 0 }
        let columns = Squeeze(columnsOf: pixels, width: width, stride: stride, rows: rows.kept, window: window)
        if rows.kept.count == height, columns.kept.count == width {
            blurInPlace(pixels, width: width, height: height, stride: stride, boxes: boxes)
            return
        }
        let w = columns.kept.count, h = rows.kept.count
        let small = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
        defer { small.deallocate() }
        for (i, y) in rows.kept.enumerated() {
            let row = pixels + y * stride, out = small + i * w
            for (j, x) in columns.kept.enumerated() { out[j] = row[x] }
        }
        blurInPlace(small, width: w, height: h, stride: w, boxes: boxes)
        for y in 0..<height {
            let row = pixels + y * stride
            if y > 0, rows.source[y] == rows.source[y - 1] {
                row.update(from: row - stride, count: width)
                continue
            }
            columns.stretch(small + rows.source[y] * w, into: row)
        }
    }

    /// Both passes over the mask as it is.
    private static func blurInPlace(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                    boxes: [Box]) {
        let pad = boxes.map(\.radius).max()! + 1
        let lines = LinePair(length: max(width, height), pad: pad)
        defer { lines.deallocate() }
        blurRows(pixels, width: width, height: height, stride: stride, boxes: boxes, lines: lines)
        blurColumns(pixels, width: width, height: height, stride: stride, boxes: boxes, lines: lines)
    }

    /// Which rows (or columns) of a mask the blur needs, and where each of
    /// the mask's comes from afterwards.
    ///
    /// The three boxes make each output pixel a function of the `window`
    /// pixels centred on it along the line (the intermediate values beyond
    /// the line's ends counting as zero, which only pixels within half a
    /// window of an end see). In a run of equal lines longer than the window,
    /// every line more than half a window from the run's ends sees the run
    /// alone, so all those come out the same (a box over equal values gives
    /// that value back exactly, rounding included); the lines within half a
    /// window of an end see that end as a run of at least a window. So the
    /// run can be shortened to exactly one window, half a window kept at each
    /// end and one line for the middle, and blurred: every kept line sees
    /// what its original saw, and the middle line gives the value of every
    /// line that was taken out. The squeezed mask's rows are still rows of
    /// equal runs, so squeezing the columns too (in each row their values
    /// run equal the same way) and then blurring rows and columns gives the
    /// same bytes as blurring the whole.
    private struct Squeeze {
        /// Indices kept, in order.
        var kept: [Int] = []
        /// For each index of the whole, the position in `kept` whose blurred
        /// line it takes.
        var source: [Int] = []
        /// The stretch of columns as copies: (first column, length, squeezed
        /// column to start from, whether all take that one).
        private var spans: [(start: Int, count: Int, from: Int, repeated: Bool)] = []

        /// `sameAsPrevious(i)` says whether line `i` equals line `i - 1`.
        init(runsOf count: Int, window: Int, sameAsPrevious: (Int) -> Bool) {
            kept.reserveCapacity(count)
            source.reserveCapacity(count)
            let half = window / 2
            var start = 0
            while start < count {
                var end = start + 1
                while end < count, sameAsPrevious(end) { end += 1 }
                let length = end - start
                if length > window {
                    let base = kept.count
                    kept.append(contentsOf: start..<start + half + 1)
                    kept.append(contentsOf: end - half..<end)
                    for i in 0..<length {
                        source.append(i < half ? base + i : i >= length - half ? base + half + 1 + i - (length - half) : base + half)
                    }
                    spans.append((start, half, base, false))
                    spans.append((start + half, length - 2 * half, base + half, true))
                    spans.append((end - half, half, base + half + 1, false))
                } else {
                    spans.append((start, length, kept.count, false))
                    source.append(contentsOf: kept.count..<kept.count + length)
                    kept.append(contentsOf: start..<end)
                }
                start = end
            }
        }

        /// The columns of `pixels`, judged on the rows `rows` (the others equal one of them).
        init(columnsOf pixels: UnsafeMutablePointer<UInt8>, width: Int, stride: Int, rows: [Int], window: Int) {
            // Column x differs from column x - 1 when any row says so.
            let differs = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
            defer { differs.deallocate() }
            differs.initialize(repeating: 0, count: width)
            for y in rows {
                let row = pixels + y * stride
                for x in 1..<max(width, 1) { differs[x] |= row[x] == row[x - 1] ? 0 : 1 }
            }
            self.init(runsOf: width, window: window) { differs[$0] == 0 }
        }

        /// Writes the whole row for the squeezed row `squeezed`.
        func stretch(_ squeezed: UnsafeMutablePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>) {
            for span in spans {
                if span.repeated {
                    (row + span.start).update(repeating: squeezed[span.from], count: span.count)
                } else {
                    (row + span.start).update(from: squeezed + span.from, count: span.count)
                }
            }
        }
    }

    /// The horizontal pass: each row through every box, a row equal to the
    /// previous one (before blurring) getting the previous result.
    private static func blurRows(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                 boxes: [Box], lines: LinePair) {
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { previous.deallocate() }
        var havePrevious = false
        for y in 0..<height {
            let row = pixels + y * stride
            if havePrevious, memcmp(row, previous, width) == 0 {
                row.update(from: row - stride, count: width)
                continue
            }
            previous.update(from: row, count: width)
            havePrevious = true
            if isZero(row, width) { continue }
            lines.blur(row, count: width, boxes: boxes)
        }
    }

    /// The vertical pass: distinct columns are copied out as lines, blurred,
    /// and copied back to every column equal to them.
    private static func blurColumns(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                    boxes: [Box], lines: LinePair) {
        // A column differs from its left neighbour when any row says so.
        let differs = UnsafeMutablePointer<Bool>.allocate(capacity: width)
        defer { differs.deallocate() }
        differs.initialize(repeating: false, count: width)
        differs[0] = true
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 1..<max(width, 1) where row[x] != row[x - 1] { differs[x] = true }
        }
        var distinct: [Int] = []
        for x in 0..<width where differs[x] { distinct.append(x) }

        // Columns side by side as rows of `height` bytes.
        let columns = UnsafeMutablePointer<UInt8>.allocate(capacity: distinct.count * height)
        defer { columns.deallocate() }
        for y in 0..<height {
            let row = pixels + y * stride
            for (i, x) in distinct.enumerated() { columns[i * height + y] = row[x] }
        }
        for i in 0..<distinct.count {
            let column = columns + i * height
            if !isZero(column, height) { lines.blur(column, count: height, boxes: boxes) }
        }
        for y in 0..<height {
            let row = pixels + y * stride
            var i = -1
            for x in 0..<width {
                if differs[x] { i += 1 }
                row[x] = columns[i * height + y]
            }
        }
    }

    private static func isZero(_ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) -> Bool {
        for i in 0..<count where bytes[i] != 0 { return false }
        return true
    }

    /// One box: its width and the exact reciprocal that replaces division.
    private struct Box {
        let width: Int
        let radius: Int
        let reciprocal: UInt64
        let half: UInt32

        init(_ width: Int) {
            self.width = width
            radius = (width - 1) / 2
            half = UInt32(width / 2)
            // floor(n / w) == (n * (floor(2^32 / w) + 1)) >> 32 for every
            // n < 2^32 / w; sums here are at most 255·w + w/2, so this holds
            // for boxes narrower than 4,096 pixels. Wider ones divide.
            reciprocal = width < 4096 ? (1 << 32) / UInt64(width) + 1 : 0
        }

        @inline(__always) func average(_ sum: UInt32) -> UInt8 {
            let n = sum &+ half
            if reciprocal != 0 { return UInt8(truncatingIfNeeded: (UInt64(n) &* reciprocal) >> 32) }
            return UInt8(truncatingIfNeeded: n / UInt32(width))
        }
    }

    /// Two scratch lines with `pad` zero bytes on each side, so that a running
    /// sum reads past either end without a bounds test.
    private struct LinePair {
        let a: UnsafeMutablePointer<UInt8>
        let b: UnsafeMutablePointer<UInt8>
        let pad: Int

        init(length: Int, pad: Int) {
            self.pad = pad
            a = .allocate(capacity: length + 2 * pad)
            b = .allocate(capacity: length + 2 * pad)
            a.initialize(repeating: 0, count: length + 2 * pad)
            b.initialize(repeating: 0, count: length + 2 * pad)
        }

        func deallocate() {
            a.deallocate()
            b.deallocate()
        }

        /// Blurs `count` bytes at `line` in place through `boxes`. The scratch
        /// lines' padding stays zero: only `pad..<pad + count` is ever written,
        /// and a shorter line after a longer one is re-zeroed past its end.
        func blur(_ line: UnsafeMutablePointer<UInt8>, count: Int, boxes: [Box]) {
            var source = a + pad, target = b + pad
            source.update(from: line, count: count)
            (source + count).update(repeating: 0, count: pad)
            (target + count).update(repeating: 0, count: pad)
            for box in boxes {
                let r = box.radius
                var sum: UInt32 = 0
                for j in -r..<r { sum &+= UInt32(source[j]) }
                for i in 0..<count {
                    sum &+= UInt32(source[i + r])
                    target[i] = box.average(sum)
                    sum &-= UInt32(source[i - r])
                }
                swap(&source, &target)
            }
            line.update(from: source, count: count)
        }
    }
}
