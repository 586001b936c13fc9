/// A colour ramp for `CGContext.drawLinearGradient` and `drawRadialGradient`.
///
/// Colours are kept as sRGB red, green, blue and alpha (gray colours are
/// widened); Cairo interpolates between them.
public final class CGGradient: @unchecked Sendable {
    /// Location (0...1) and colour of each stop, in ascending location order.
    package let stops: [(location: Double, r: Double, g: Double, b: Double, a: Double)]

    /// A gradient through `colors` (CGColor values). With `locations` nil the
    /// colours are spread evenly from 0 to 1. Nil when `colors` is empty or
    /// holds something other than a CGColor.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        let locs = Self.locations(locations, count: cgColors.count)
        stops = Self.sorted(zip(locs, cgColors).map { ($0, $1.rgba.r, $1.rgba.g, $1.rgba.b, $1.rgba.a) })
    }

    /// A gradient from raw components: `count` colours, each
    /// `space.numberOfComponents` components followed by alpha.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        let locs = Self.locations(locations, count: count)
        var out: [(Double, Double, Double, Double, Double)] = []
        for i in 0..<count {
            let c = CGColor(space: space, components: Array(UnsafeBufferPointer(start: components + i * n, count: n))).rgba
            out.append((locs[i], c.r, c.g, c.b, c.a))
        }
        stops = Self.sorted(out)
    }

    private static func locations(_ locations: UnsafePointer<CGFloat>?, count: Int) -> [Double] {
        if let locations {
            return (0..<count).map { i in
                let v = locations[i]
                return v.isFinite ? Double(min(max(v, 0), 1)) : 0
            }
        }
        return count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Stable sort by location, so equal locations keep their given order.
    private static func sorted(_ s: [(Double, Double, Double, Double, Double)]) -> [(location: Double, r: Double, g: Double, b: Double, a: Double)] {
        s.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map { $0.element }
    }
}
