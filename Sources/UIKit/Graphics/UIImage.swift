/// An image: a `CGImage` with a scale (pixels per point) and an orientation.
/// (Loading from files and named images come with resources.)
open class UIImage: NSObject, @unchecked Sendable {
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public let cgImage: CGImage?
    public let scale: CGFloat
    public let imageOrientation: Orientation

    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.imageOrientation = orientation
        super.init()
    }

    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Size in points: pixels divided by the scale (width and height swap for
    /// the left/right orientations).
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// PNG bytes of the pixels (no timestamp: equal pixels give equal bytes).
    open func pngData() -> Data? {
        try? cgImage?.pngData(compression: .fast)
    }

    /// Draws the image with its top-left corner at `point` in the current context.
    @MainActor open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to `rect` in the current context, upright in
    /// UIKit's flipped space (orientations other than `.up` are drawn as `.up`).
    @MainActor open func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let cgImage else { return }
        ctx.saveGState()
        // CGContext.draw puts the image's top row at maxY; flip it back.
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(cgImage, in: rect)
        ctx.restoreGState()
    }
}
