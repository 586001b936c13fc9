/// The part of a surface to repaint: a few rectangles, merged into their
/// bounding box past `cap` (as Chromium's damage tracker and GTK do).
/// Rectangles are in the root layer's points.
package struct DamageRegion {
    package static let cap = 4
    package private(set) var rects: [CGRect] = []
    /// Everything must be repainted.
    package private(set) var isFull = false

    package init() {}

    package var isEmpty: Bool { !isFull && rects.isEmpty }

    package mutating func add(_ rect: CGRect) {
        guard !isFull, !rect.isNull else { return }
        // A change somewhere not finite or beyond any surface (a view at
        // 1e300) is not located: repaint everything rather than compute with it.
        let limit: CGFloat = 1e12
        guard [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy({ $0.isFinite && abs($0) <= limit })
        else {
            addAll()
            return
        }
        guard !rect.isEmpty else { return }
        var r = rect
        // Absorb rectangles it overlaps, then look again (the union grew).
        var merged = true
        while merged {
            merged = false
            for (i, e) in rects.enumerated() where e.intersects(r) {
                r = r.union(e)
                rects.remove(at: i)
                merged = true
                break
            }
        }
        rects.append(r)
        if rects.count > Self.cap {
            rects = [rects.dropFirst().reduce(rects[0]) { $0.union($1) }]
        }
    }

    package mutating func addAll() {
        isFull = true
        rects = []
    }

    package mutating func removeAll() {
        isFull = false
        rects = []
    }

    /// The damaged pixels of a `width` x `height` surface at `scale`, in whole pixels.
    package func deviceRects(scale: CGFloat, width: Int, height: Int) -> [CGRect] {
        let surface = CGRect(x: 0, y: 0, width: width, height: height)
        if isFull { return [surface] }
        return rects.compactMap { r in
            let d = CGRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
                .integral.intersection(surface)
            return d.isNull || d.isEmpty ? nil : d
        }
    }
}
