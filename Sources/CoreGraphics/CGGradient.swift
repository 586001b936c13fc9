/// A colour ramp for `CGContext.drawLinearGradient` and `drawRadialGradient`.
///
/// As Apple documents for `init(colorsSpace:colors:locations:)`, the colours
/// are converted to the gradient's colour space and interpolated there: with a
/// nil space that is Generic RGB (gamma 1.8, its own primaries; sRGB's pure
/// red, out of its gamut, becomes a slightly orange red), with Display P3 it is
/// P3, and with sRGB, device RGB or a gray space it is sRGB. Stops are kept as
/// sRGB red, green, blue and alpha (gray colours are widened), the space
/// Offscreen renders in.
public final class CGGradient: @unchecked Sendable {
    /// Location (0...1) and colour of each stop, in ascending location order, in sRGB.
    package let stops: [(location: Double, r: Double, g: Double, b: Double, a: Double)]
    /// Where colours between the stops are interpolated; nil for sRGB.
    package let interpolationSpace: ColorManagement.InterpolationSpace?
    /// Each stop's colour in `interpolationSpace` (empty for sRGB), converted
    /// once here rather than for every colour drawn between stops.
    let spaceColors: [(Double, Double, Double)]

    /// A gradient through `colors` (CGColor values). With `locations` nil the
    /// colours are spread evenly from 0 to 1. Nil when `colors` is empty or
    /// holds something other than a CGColor.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        let locs = Self.locations(locations, count: cgColors.count)
        interpolationSpace = space.map(Self.interpolationSpace(of:)) ?? .genericRGB
        (stops, spaceColors) = Self.sorted(zip(locs, cgColors).map { ($0, $1.rgba.r, $1.rgba.g, $1.rgba.b, $1.rgba.a) },
                                           in: interpolationSpace)
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
        interpolationSpace = Self.interpolationSpace(of: space)
        (stops, spaceColors) = Self.sorted(out, in: interpolationSpace)
    }

    private static func interpolationSpace(of space: CGColorSpace) -> ColorManagement.InterpolationSpace? {
        space.name == CGColorSpace.displayP3 ? .displayP3 : nil
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

    /// Stable sort by location, so equal locations keep their given order. The
    /// colours go through the interpolation space once, so a colour outside it
    /// is drawn clipped at the stop as between stops; their components there
    /// come back beside the stops.
    private static func sorted(_ s: [(Double, Double, Double, Double, Double)], in space: ColorManagement.InterpolationSpace?)
        -> ([(location: Double, r: Double, g: Double, b: Double, a: Double)], [(Double, Double, Double)]) {
        let ordered = s.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
        guard let space else { return (ordered.map { ($0.0, $0.1, $0.2, $0.3, $0.4) }, []) }
        let inSpace = ordered.map { ColorManagement.sRGB($0.1, $0.2, $0.3, to: space) }
        let stops = zip(ordered, inSpace).map { stop, c in
            let back = ColorManagement.sRGB(from: space, c.0, c.1, c.2)
            return (location: stop.0, r: back.0, g: back.1, b: back.2, a: stop.4)
        }
        return (stops, inSpace)
    }
}
