@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux
import Foundation
import Testing

/// Geometry that code can compute (a stack view spaced 1e300 apart, a slider
/// over ±Float.greatestFiniteMagnitude, frames of infinity or NaN) renders
/// without trapping: the views that cannot be placed are not drawn, as UIKit
/// draws nothing sensible for them, and the rest of the window is drawn.
@MainActor
@Suite struct HugeGeometryRenderingTests {
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.rgba(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    /// A 100x100 window at 1x with a red square at (10, 10) that must survive.
    private func window() -> UIWindow {
        let screen = UIScreen()
        screen.scale = 1
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.screen = screen
        window.backgroundColor = .white
        window.isHidden = false
        let marker = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        marker.backgroundColor = .red
        window.addSubview(marker)
        return window
    }

    @Test(arguments: [1e20, 1e300, -1e300, .infinity, .nan] as [CGFloat])
    func stackViewWithHugeSpacingRenders(spacing: CGFloat) throws {
        let window = window()
        let stack = UIStackView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        stack.axis = .vertical
        stack.distribution = .fill
        stack.spacing = spacing
        for color in [UIColor.blue, .green, .orange] {
            let label = UILabel()
            label.text = "Row"
            label.backgroundColor = color
            stack.addArrangedSubview(label)
        }
        window.addSubview(stack)
        let image = try #require(window.renderedImage())
        #expect(pixel(image, 15, 15) == [255, 0, 0, 255])
        #expect(pixel(image, 95, 5) == [255, 255, 255, 255])
    }

    @Test func sliderOverTheWholeFloatRangeRenders() throws {
        let window = window()
        let slider = UISlider(frame: CGRect(x: 10, y: 40, width: 80, height: 30))
        slider.minimumValue = -Float.greatestFiniteMagnitude
        slider.maximumValue = Float.greatestFiniteMagnitude
        slider.value = 0
        window.addSubview(slider)
        let image = try #require(window.renderedImage())
        #expect(pixel(image, 15, 15) == [255, 0, 0, 255])
        // A later change is drawn too (damage tracking survived the frame).
        slider.value = Float.greatestFiniteMagnitude
        window.subviews[0].backgroundColor = .blue
        let next = try #require(window.renderedImage())
        #expect(pixel(next, 15, 15) == [0, 0, 255, 255])
    }

    @Test(arguments: [
        CGRect(x: 0, y: 0, width: 1e300, height: 1e300),
        CGRect(x: -1e308, y: 5, width: 1e308, height: 10),
        CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
        CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
        CGRect(x: 5, y: 5, width: 1e15, height: 1e15),
    ])
    func viewsWithHugeOrNonFiniteFramesAreSkipped(frame: CGRect) throws {
        let window = window()
        let drawing = DotView(frame: frame)
        drawing.layer.shadowOpacity = 0.5
        drawing.layer.cornerRadius = 4
        drawing.backgroundColor = .yellow
        window.addSubview(drawing)
        let shadowed = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        shadowed.backgroundColor = .black
        shadowed.layer.shadowOpacity = 1
        shadowed.layer.shadowRadius = 1e300
        window.addSubview(shadowed)
        let image = try #require(window.renderedImage())
        #expect(pixel(image, 15, 15) == [255, 0, 0, 255])
        #expect(pixel(image, 60, 60) == [0, 0, 0, 255])
        // Damage reported by the huge view does not break the next frame.
        drawing.setNeedsDisplay()
        window.subviews[0].backgroundColor = .blue
        let next = try #require(window.renderedImage())
        #expect(pixel(next, 15, 15) == [0, 0, 255, 255])
    }

    @Test func drawingIntoAContextThroughHugeTransformsDoesNotTrap() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .green
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .red
        child.transform = CGAffineTransform(scaleX: 1e300, y: 1e300)
        view.addSubview(child)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(pixel(image.cgImage!, 35, 35) == [0, 255, 0, 255])
    }

    /// A view's backing store at the window's scale is copied pixel for pixel:
    /// a drawn 20x20 green square stays exactly 20x20 and pure green, with no
    /// trace of green beyond it. A store at a whole multiple of the context's
    /// scale (or a whole fraction) lands on whole pixels too.
    @Test(arguments: [(1.0, 1.0), (2.0, 2.0), (3.0, 3.0), (3.0, 1.0), (1.0, 3.0), (2.0, 1.0)])
    func drawHierarchyCopiesAlignedBackingStoresExactly(scales: (window: Double, context: Double)) {
        let scale = CGFloat(scales.context)
        let screen = UIScreen()
        screen.scale = CGFloat(scales.window)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.screen = screen
        window.backgroundColor = .white
        window.isHidden = false
        let square = GreenSquareView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        window.addSubview(square)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }.cgImage!
        let s = Int(scale)
        for y in 0..<60 * s {
            for x in 0..<60 * s {
                let inside = (20 * s..<40 * s).contains(x) && (20 * s..<40 * s).contains(y)
                let expected: [UInt8] = inside ? [0, 255, 0, 255] : [255, 255, 255, 255]
                if pixel(image, x, y) != expected {
                    Issue.record("pixel (\(x), \(y)) at \(scale)x is \(pixel(image, x, y)), expected \(expected)")
                    return
                }
            }
        }
    }
}

@MainActor
private final class GreenSquareView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.green.setFill()
        UIRectFill(bounds)
    }
}
