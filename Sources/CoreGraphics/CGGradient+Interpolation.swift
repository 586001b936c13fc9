/// Colours between a gradient's stops. Cairo interpolates stop colours
/// linearly in the components it is given (sRGB); for a gradient drawn in
/// another space each segment is cut into short pieces whose ends are computed
/// in that space, so Cairo's straight lines between them follow the space's
/// curve (within a fraction of a level at 8 bits).
extension CGGradient {
    /// How many pieces each segment between two stops is cut into when the
    /// gradient is not drawn in sRGB.
    static let piecesPerSegment = 64

    /// The sRGB colour at `t` (0...1) along the gradient; before the first stop
    /// the first colour, after the last the last.
    package func color(at t: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if t <= first.location { return (first.r, first.g, first.b, first.a) }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            return mix(i - 1, i, f)
        }
        return (last.r, last.g, last.b, last.a)
    }

    /// The stops to hand Cairo: the gradient's own for sRGB, and for another
    /// space `piecesPerSegment` computed stops per segment.
    package var sRGBStops: [(location: Double, r: Double, g: Double, b: Double, a: Double)] {
        guard interpolationSpace != nil, stops.count > 1 else { return stops }
        var out = [stops[0]]
        for i in 1..<stops.count {
            let a = stops[i - 1], b = stops[i]
            guard b.location > a.location else { out.append(b); continue }
            for k in 1...Self.piecesPerSegment {
                let f = Double(k) / Double(Self.piecesPerSegment)
                let c = k == Self.piecesPerSegment ? (b.r, b.g, b.b, b.a) : mix(i - 1, i, f)
                out.append((a.location + (b.location - a.location) * f, c.0, c.1, c.2, c.3))
            }
        }
        return out
    }

    /// The colour a fraction `f` of the way from stop `i` to stop `j`, interpolated in the gradient's space.
    private func mix(_ i: Int, _ j: Int, _ f: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        let a = stops[i], b = stops[j]
        let alpha = lerp(a.a, b.a)
        guard let space = interpolationSpace else { return (lerp(a.r, b.r), lerp(a.g, b.g), lerp(a.b, b.b), alpha) }
        let x = spaceColors[i], y = spaceColors[j]
        let c = ColorManagement.sRGB(from: space, lerp(x.0, y.0), lerp(x.1, y.1), lerp(x.2, y.2))
        return (c.0, c.1, c.2, alpha)
    }
}
