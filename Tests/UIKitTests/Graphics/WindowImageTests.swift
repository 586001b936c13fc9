@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux
import Foundation
import Testing

/// A window's pixels through `offscreenImage(scale:)` and
/// `drawHierarchy(in:afterScreenUpdates:)`, with a view that draws a 20x20
/// green square at (20, 20) of its 60x60 bounds.
@MainActor
@Suite struct WindowImageTests {
    private final class SquareDrawingView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 20, y: 20, width: 20, height: 20))
        }
    }

    private func window(screenScale: CGFloat, shown: Bool) -> UIWindow {
        let screen = UIScreen()
        screen.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        screen.scale = screenScale
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.backgroundColor = .white
        let view = SquareDrawingView(frame: window.bounds)
        view.backgroundColor = .white
        window.addSubview(view)
        window.isHidden = !shown
        return window
    }

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.cgImage!.rgba(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    /// The square's last row and column are pure green and the next ones pure
    /// white: a store drawn at the context's scale is copied, not resampled,
    /// and one drawn at a whole multiple of it keeps edges that fall on pixels.
    @Test(arguments: [1.0, 2.0, 3.0])
    func drawHierarchyIntoA1xImageKeepsTheDrawingsEdges(screenScale: Double) {
        let window = window(screenScale: CGFloat(screenScale), shown: true)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        #expect(pixel(image, 39, 39) == [0, 255, 0, 255])
        #expect(pixel(image, 20, 20) == [0, 255, 0, 255])
        #expect(pixel(image, 40, 40) == [255, 255, 255, 255])
        #expect(pixel(image, 19, 19) == [255, 255, 255, 255])
    }

    /// `offscreenImage(scale:)` renders a window that was never shown, at its
    /// screen's scale and at another one alike (it used to come out empty at
    /// another scale).
    @Test(arguments: [(1.0, 1.0), (3.0, 1.0), (1.0, 2.0)])
    func offscreenImageOfAWindowNotShownAtAnyScale(scales: (screen: Double, image: Double)) {
        let window = window(screenScale: CGFloat(scales.screen), shown: false)
        let image = window.offscreenImage(scale: CGFloat(scales.image))
        let s = Int(scales.image)
        #expect(pixel(image, 0, 0) == [255, 255, 255, 255])
        #expect(pixel(image, 20 * s, 20 * s) == [0, 255, 0, 255])
        #expect(pixel(image, 40 * s - 1, 40 * s - 1) == [0, 255, 0, 255])
        #expect(pixel(image, 40 * s, 40 * s) == [255, 255, 255, 255])
    }

    /// An image of the window keeps its pixels when the window changes and
    /// renders again (the image shares the frame's memory until then).
    @Test func anEarlierImageKeepsItsPixelsAfterTheNextFrame() throws {
        let w = window(screenScale: 1, shown: true)
        let first = try #require(w.renderedImage())
        #expect(first.rgba(x: 30, y: 30) == (0, 255, 0, 255))
        #expect(first.rgba(x: 5, y: 5) == (255, 255, 255, 255))
        w.subviews[0].backgroundColor = .black
        let second = try #require(w.renderedImage())
        #expect(second.rgba(x: 5, y: 5) == (0, 0, 0, 255))
        #expect(first.rgba(x: 5, y: 5) == (255, 255, 255, 255), "the first image is unchanged")
        #expect(first.rgba(x: 30, y: 30) == (0, 255, 0, 255))
        // A third frame with no change gives the same pixels as the second.
        let third = try #require(w.renderedImage())
        #expect(third.rgba(x: 5, y: 5) == (0, 0, 0, 255))
    }
}
