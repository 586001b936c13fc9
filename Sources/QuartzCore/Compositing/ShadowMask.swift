/// A Gaussian blur of an 8-bit alpha mask, approximated by three box blurs
/// per axis (sizes from the standard deviation, after Wells / Kutskir).
/// Integer arithmetic: the same input gives the same bytes everywhere.
package enum ShadowMask {
    /// Widths of the three boxes for a Gaussian of deviation `sigma` (pixels).
    package static func boxes(sigma: CGFloat) -> [Int] {
        guard sigma.isFinite, sigma >= 0.5 else { return [] }
        let s = Double(sigma)
        var lower = Int((12 * s * s / 3 + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * s * s - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / Double(-4 * lower - 4)).rounded())
        return (0..<3).map { $0 < m ? lower : upper }.filter { $0 > 1 }
    }

    /// How far the blur spreads, in pixels.
    package static func reach(sigma: CGFloat) -> CGFloat {
        CGFloat(boxes(sigma: sigma).reduce(0) { $0 + $1 / 2 })
    }

    package static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        let widths = boxes(sigma: sigma)
        guard !widths.isEmpty, width > 0, height > 0 else { return }
        var line = [Int32](repeating: 0, count: max(width, height))
        var out = line
        for y in 0..<height {
            let row = pixels + y * stride
            for w in widths {
                for x in 0..<width { line[x] = Int32(row[x]) }
                box(line, &out, width, w)
                for x in 0..<width { row[x] = UInt8(out[x]) }
            }
        }
        for x in 0..<width {
            for w in widths {
                for y in 0..<height { line[y] = Int32(pixels[y * stride + x]) }
                box(line, &out, height, w)
                for y in 0..<height { pixels[y * stride + x] = UInt8(out[y]) }
            }
        }
    }

    /// Running-sum average over `w` (odd) samples; outside counts as zero.
    private static func box(_ input: [Int32], _ out: inout [Int32], _ n: Int, _ w: Int) {
        let r = w / 2
        var sum: Int32 = 0
        for i in 0..<min(r, n) { sum += input[i] }
        let w32 = Int32(w)
        for i in 0..<n {
            if i + r < n { sum += input[i + r] }
            if i - r - 1 >= 0 { sum -= input[i - r - 1] }
            out[i] = (sum + w32 / 2) / w32
        }
    }
}
