/// Rectangles in device pixels, computed without trapping: geometry that code
/// produces can be huge or not finite (a stack view spaced 1e300 apart, a
/// slider over ±1e308), and such a layer is skipped, as UIKit draws nothing
/// sensible for it, rather than reaching a Double→Int conversion or a
/// Foundation geometry call with it.
package enum DeviceGeometry {
    /// Device coordinates past this are outside any surface (surfaces are at
    /// most 64 M pixels) and still exact in a Double.
    package static let limit: CGFloat = 1e12

    /// The bounding box of `r` under `m`, or nil when it is null, not finite,
    /// or beyond `limit`.
    package static func bounds(_ r: CGRect, _ m: CGAffineTransform) -> CGRect? {
        guard !r.isNull, isSane(r.origin.x), isSane(r.origin.y), isSane(r.size.width), isSane(r.size.height),
              isSane(m.a), isSane(m.b), isSane(m.c), isSane(m.d), isSane(m.tx), isSane(m.ty) else { return nil }
        let minX = min(r.origin.x, r.origin.x + r.size.width), maxX = max(r.origin.x, r.origin.x + r.size.width)
        let minY = min(r.origin.y, r.origin.y + r.size.height), maxY = max(r.origin.y, r.origin.y + r.size.height)
        var x0 = CGFloat.infinity, y0 = CGFloat.infinity, x1 = -CGFloat.infinity, y1 = -CGFloat.infinity
        for (x, y) in [(minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY)] {
            let dx = m.a * x + m.c * y + m.tx, dy = m.b * x + m.d * y + m.ty
            x0 = min(x0, dx); x1 = max(x1, dx); y0 = min(y0, dy); y1 = max(y1, dy)
        }
        guard isSane(x0), isSane(x1), isSane(y0), isSane(y1) else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The whole pixels that `d` touches (outward), empty when none.
    package static func wholePixels(_ d: CGRect) -> CGRect {
        guard !d.isNull, !d.isEmpty else { return .zero }
        let x0 = d.minX.rounded(.down), y0 = d.minY.rounded(.down)
        return CGRect(x: x0, y: y0, width: d.maxX.rounded(.up) - x0, height: d.maxY.rounded(.up) - y0)
    }

    /// The whole pixels inside `d` (inward), empty when none.
    package static func insidePixels(_ d: CGRect) -> CGRect {
        let x0 = d.minX.rounded(.up), y0 = d.minY.rounded(.up)
        let x1 = d.maxX.rounded(.down), y1 = d.maxY.rounded(.down)
        guard x1 > x0, y1 > y0 else { return .zero }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    @inline(__always) static func isSane(_ v: CGFloat) -> Bool { v.isFinite && abs(v) <= limit }
}
