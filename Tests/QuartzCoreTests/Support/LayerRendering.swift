// Rendering helpers for the layer tests.
import QuartzCore

/// Renders `layer` with `render(in:)` into a transparent bitmap of its bounds at `scale`.
@MainActor func renderLayer(_ layer: CALayer, scale: CGFloat = 3) -> CGImage {
    let w = Int((layer.bounds.width * scale).rounded(.up)), h = Int((layer.bounds.height * scale).rounded(.up))
    let storage = PixelStorage(width: w, height: h)!
    let ctx = CGContext(storage: storage, scale: scale, origin: .upperLeft)
    ctx.translateBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
    layer.render(in: ctx)
    return ctx.makeImage()!
}

/// The distinct colours of an image (unpremultiplied RGBA).
func colours(of image: CGImage) -> Set<[UInt8]> {
    var set = Set<[UInt8]>()
    for y in 0..<image.height {
        for x in 0..<image.width {
            let p = image.rgba(x: x, y: y)
            set.insert([p.r, p.g, p.b, p.a])
        }
    }
    return set
}
