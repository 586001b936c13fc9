/// The blur of shadows: three successive box blurs in each direction, which
/// approximate a Gaussian closely (the method of W. Jarosz / I. Kutskir), on an
/// 8-bit alpha mask. Integer arithmetic, so the result is the same everywhere.
enum ShadowBlur {
    /// Widths (odd) of the three boxes whose succession best matches a Gaussian
    /// of standard deviation `sigma`.
    static func boxWidths(sigma: CGFloat) -> [Int] {
        guard sigma.isFinite, sigma > 0.2 else { return [] }
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

    /// How far the blur spreads a pixel, in pixels.
    static func reach(sigma: CGFloat) -> Int {
        boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
    }

    /// Blurs `width`×`height` alpha bytes in place; pixels outside count as transparent.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        let widths = boxWidths(sigma: sigma)
        guard !widths.isEmpty, width > 0, height > 0 else { return }
        var line = [Int](repeating: 0, count: max(width, height))
        var out = [Int](repeating: 0, count: max(width, height))
        for w in widths {
            for y in 0..<height {
                let row = pixels + y * stride
                for x in 0..<width { line[x] = Int(row[x]) }
                boxBlur(line, into: &out, count: width, boxWidth: w)
                for x in 0..<width { row[x] = UInt8(out[x]) }
            }
        }
        for w in widths {
            for x in 0..<width {
                for y in 0..<height { line[y] = Int(pixels[y * stride + x]) }
                boxBlur(line, into: &out, count: height, boxWidth: w)
                for y in 0..<height { pixels[y * stride + x] = UInt8(out[y]) }
            }
        }
    }

    /// A running-sum box average of width `boxWidth` (odd), rounded to nearest.
    private static func boxBlur(_ input: [Int], into out: inout [Int], count: Int, boxWidth: Int) {
        let r = (boxWidth - 1) / 2
        var sum = 0
        for i in 0...min(r, count - 1) { sum += input[i] }
        for i in 0..<count {
            out[i] = (sum + boxWidth / 2) / boxWidth
            let add = i + r + 1, drop = i - r
            if add < count { sum += input[add] }
            if drop >= 0 { sum -= input[drop] }
        }
    }
}
