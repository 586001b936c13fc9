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
        let n = max(width, height)
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: n)
        let out = UnsafeMutablePointer<Int32>.allocate(capacity: n)
        defer { line.deallocate(); out.deallocate() }
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width { line[x] = Int32(row[x]) }
            for w in widths {
                boxBlur(line, into: out, count: width, boxWidth: w)
                line.update(from: out, count: width)
            }
            for x in 0..<width { row[x] = UInt8(truncatingIfNeeded: line[x]) }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = Int32(pixels[y * stride + x]) }
            for w in widths {
                boxBlur(line, into: out, count: height, boxWidth: w)
                line.update(from: out, count: height)
            }
            for y in 0..<height { pixels[y * stride + x] = UInt8(truncatingIfNeeded: line[y]) }
        }
    }

    /// A running-sum box average of width `boxWidth` (odd), rounded to nearest.
    private static func boxBlur(_ input: UnsafeMutablePointer<Int32>, into out: UnsafeMutablePointer<Int32>, count: Int, boxWidth: Int) {
        let r = (boxWidth - 1) / 2
        let w = Int32(boxWidth), half = Int32(boxWidth / 2)
        var sum: Int32 = 0
        for i in 0...min(r, count - 1) { sum &+= input[i] }
        for i in 0..<count {
            out[i] = (sum &+ half) / w
            let add = i + r + 1, drop = i - r
            if add < count { sum &+= input[add] }
            if drop >= 0 { sum &-= input[drop] }
        }
    }
}
