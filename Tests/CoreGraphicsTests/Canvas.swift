@testable import CoreGraphics

/// Rendering helpers for drawing tests.
enum Canvas {
    /// A UIKit-style context (top-left origin, points) `size` points large at
    /// `scale`, filled white, drawn into by `draw`, returned as an image.
    static func uikit(_ width: Int, _ height: Int, scale: Int, background: CGColor? = .white,
                      _ draw: (CGContext) -> Void) -> CGImage {
        let storage = PixelStorage(width: width * scale, height: height * scale)!
        let ctx = CGContext(storage: storage, scale: CGFloat(scale), origin: .upperLeft)
        if let background {
            ctx.setFillColor(background)
            ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        draw(ctx)
        return ctx.makeImage()!
    }
}
