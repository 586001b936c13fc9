import CCairo
@testable import CoreGraphics
import Foundation
import GoldenTesting
import Testing

/// Drawing compared with golden PNGs in Fixtures/CoreGraphics, at 1x and 3x,
/// in UIKit's top-left space (y down, points).
struct CGContextGoldenTests {
    static let red = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
    static let blue = CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
    static let green = CGColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 1)

    @Test(arguments: [1, 3])
    func linesQuadAndCubicCurves(scale: Int) {
        let image = Canvas.uikit(80, 60, scale: scale) { ctx in
            ctx.setStrokeColor(Self.blue)
            ctx.setLineWidth(2)
            ctx.move(to: CGPoint(x: 5, y: 55))
            ctx.addLine(to: CGPoint(x: 20, y: 10))
            ctx.addQuadCurve(to: CGPoint(x: 50, y: 10), control: CGPoint(x: 35, y: 50))
            ctx.addCurve(to: CGPoint(x: 75, y: 55), control1: CGPoint(x: 60, y: -10), control2: CGPoint(x: 90, y: 30))
            ctx.strokePath()
            ctx.setFillColor(Self.red)
            ctx.addLines(between: [CGPoint(x: 10, y: 40), CGPoint(x: 30, y: 58), CGPoint(x: 40, y: 35)])
            ctx.closePath()
            ctx.drawPath(using: .fillStroke)
        }
        expectGolden(image, named: "paths-lines-curves@\(scale)x", in: "CoreGraphics")
    }

    @Test(arguments: [1, 3])
    func arcsAreClockwiseInYUpSpace(scale: Int) {
        let image = Canvas.uikit(90, 60, scale: scale) { ctx in
            ctx.setLineWidth(3)
            // In UIKit's flipped space `clockwise: true` turns counter-clockwise
            // on screen: from 3 o'clock up through 12 to 9 o'clock (the top half).
            ctx.setStrokeColor(Self.blue)
            ctx.addArc(center: CGPoint(x: 20, y: 30), radius: 15, startAngle: 0, endAngle: .pi, clockwise: true)
            ctx.strokePath()
            // `clockwise: false` gives the bottom half.
            ctx.setStrokeColor(Self.red)
            ctx.addArc(center: CGPoint(x: 20, y: 30), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
            ctx.strokePath()
            // A pie slice: line to the arc's start is added automatically.
            ctx.setFillColor(Self.green)
            ctx.move(to: CGPoint(x: 55, y: 30))
            ctx.addArc(center: CGPoint(x: 55, y: 30), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            ctx.closePath()
            ctx.fillPath()
            // Rounded corner with a tangent arc.
            ctx.setStrokeColor(CGColor.black)
            ctx.setLineWidth(2)
            ctx.move(to: CGPoint(x: 70, y: 55))
            ctx.addArc(tangent1End: CGPoint(x: 70, y: 5), tangent2End: CGPoint(x: 88, y: 5), radius: 10)
            ctx.addLine(to: CGPoint(x: 88, y: 5))
            ctx.strokePath()
        }
        expectGolden(image, named: "arcs@\(scale)x", in: "CoreGraphics")
    }

    @Test(arguments: [1, 3])
    func dashesCapsAndJoins(scale: Int) {
        let image = Canvas.uikit(90, 80, scale: scale) { ctx in
            ctx.setLineWidth(8)
            ctx.setStrokeColor(Self.blue)
            for (i, cap) in [CGLineCap.butt, .round, .square].enumerated() {
                ctx.setLineCap(cap)
                let y = CGFloat(10 + i * 14)
                ctx.strokeLineSegments(between: [CGPoint(x: 10, y: y), CGPoint(x: 40, y: y)])
            }
            ctx.setLineCap(.butt)
            ctx.setStrokeColor(Self.red)
            for (i, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
                ctx.setLineJoin(join)
                let x = CGFloat(52 + i * 13)
                ctx.addLines(between: [CGPoint(x: x, y: 40), CGPoint(x: x + 5, y: 8), CGPoint(x: x + 10, y: 40)])
                ctx.strokePath()
            }
            ctx.setLineWidth(4)
            ctx.setLineCap(.round)
            ctx.setStrokeColor(Self.green)
            ctx.setLineDash(phase: 0, lengths: [8, 6])
            ctx.strokeLineSegments(between: [CGPoint(x: 8, y: 55), CGPoint(x: 82, y: 55)])
            ctx.setLineCap(.butt)
            ctx.setLineDash(phase: 3, lengths: [2, 2, 6, 2])
            ctx.stroke(CGRect(x: 10, y: 63, width: 70, height: 12), width: 2)
        }
        expectGolden(image, named: "dashes-caps-joins@\(scale)x", in: "CoreGraphics")
    }

    static func rainbow() -> CGGradient {
        CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [red, green, blue] as CFArray, locations: [0, 0.4, 1])!
    }

    @Test(arguments: [1, 3])
    func linearGradientsWithAndWithoutExtension(scale: Int) {
        let image = Canvas.uikit(80, 80, scale: scale) { ctx in
            let options: [CGGradientDrawingOptions] = [[], [.drawsBeforeStartLocation], [.drawsAfterEndLocation],
                                                       [.drawsBeforeStartLocation, .drawsAfterEndLocation]]
            for (i, option) in options.enumerated() {
                let y = CGFloat(i * 20)
                ctx.saveGState()
                ctx.clip(to: CGRect(x: 0, y: y + 2, width: 80, height: 16))
                ctx.drawLinearGradient(Self.rainbow(), start: CGPoint(x: 25, y: y), end: CGPoint(x: 55, y: y + 10), options: option)
                ctx.restoreGState()
            }
        }
        expectGolden(image, named: "gradient-linear-extend-options@\(scale)x", in: "CoreGraphics")
    }

    @Test(arguments: [1, 3])
    func radialGradientsWithAndWithoutExtension(scale: Int) {
        let image = Canvas.uikit(100, 100, scale: scale) { ctx in
            let options: [CGGradientDrawingOptions] = [[], [.drawsBeforeStartLocation], [.drawsAfterEndLocation],
                                                       [.drawsBeforeStartLocation, .drawsAfterEndLocation]]
            for (i, option) in options.enumerated() {
                let origin = CGPoint(x: CGFloat(i % 2) * 50, y: CGFloat(i / 2) * 50)
                ctx.saveGState()
                ctx.clip(to: CGRect(x: origin.x + 1, y: origin.y + 1, width: 48, height: 48))
                ctx.drawRadialGradient(Self.rainbow(), startCenter: CGPoint(x: origin.x + 20, y: origin.y + 20), startRadius: 5,
                                       endCenter: CGPoint(x: origin.x + 25, y: origin.y + 25), endRadius: 18, options: option)
                ctx.restoreGState()
            }
        }
        expectGolden(image, named: "gradient-radial-extend-options@\(scale)x", in: "CoreGraphics")
    }

    @Test(arguments: [1, 3])
    func clippingToRectAndEvenOddPath(scale: Int) {
        let image = Canvas.uikit(80, 60, scale: scale) { ctx in
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 5, y: 5, width: 30, height: 50))
            ctx.setFillColor(Self.red)
            ctx.fillEllipse(in: CGRect(x: 0, y: 10, width: 40, height: 40))
            ctx.restoreGState()
            // A ring: two concentric circles clipped with even-odd leave a hole.
            ctx.saveGState()
            ctx.addEllipse(in: CGRect(x: 40, y: 10, width: 40, height: 40))
            ctx.addEllipse(in: CGRect(x: 50, y: 20, width: 20, height: 20))
            ctx.clip(using: .evenOdd)
            ctx.drawLinearGradient(Self.rainbow(), start: CGPoint(x: 40, y: 0), end: CGPoint(x: 80, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            ctx.restoreGState()
        }
        expectGolden(image, named: "clip-rect-and-even-odd@\(scale)x", in: "CoreGraphics")
    }

    @Test(arguments: [1, 3])
    func transformsMoveScaleAndRotateDrawing(scale: Int) {
        let image = Canvas.uikit(80, 80, scale: scale) { ctx in
            ctx.setFillColor(Self.blue)
            ctx.fill(CGRect(x: 5, y: 5, width: 20, height: 10))
            ctx.saveGState()
            ctx.translateBy(x: 40, y: 40)
            ctx.rotate(by: .pi / 6) // clockwise on screen in UIKit's flipped space
            ctx.setFillColor(Self.red)
            ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
            ctx.scaleBy(x: 1, y: 2)
            ctx.setStrokeColor(Self.green)
            ctx.stroke(CGRect(x: -20, y: 5, width: 15, height: 10), width: 1)
            ctx.restoreGState()
            ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)) // shear
            ctx.setFillColor(Self.green)
            ctx.fill(CGRect(x: 5, y: 60, width: 20, height: 15))
        }
        expectGolden(image, named: "transforms@\(scale)x", in: "CoreGraphics")
    }

    @Test(arguments: [1, 3])
    func blendModeGrid(scale: Int) {
        // Each cell: a blue disc (destination), then a red square in one mode,
        // inside a transparency layer so the modes see only the disc.
        let modes = (0...27).compactMap { CGBlendMode(rawValue: $0) }
        let image = Canvas.uikit(7 * 24, 4 * 24, scale: scale, background: CGColor(gray: 0.85, alpha: 1)) { ctx in
            for (i, mode) in modes.enumerated() {
                let x = CGFloat(i % 7) * 24, y = CGFloat(i / 7) * 24
                ctx.beginTransparencyLayer(auxiliaryInfo: nil)
                ctx.setFillColor(CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.8))
                ctx.fillEllipse(in: CGRect(x: x + 2, y: y + 2, width: 16, height: 16))
                ctx.setBlendMode(mode)
                ctx.setFillColor(CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.7))
                ctx.fill(CGRect(x: x + 8, y: y + 8, width: 14, height: 14))
                ctx.endTransparencyLayer()
            }
        }
        expectGolden(image, named: "blend-modes@\(scale)x", in: "CoreGraphics")
    }

    @Test(arguments: [1, 3])
    func shadowsFallDownRightForPositiveOffsetsInUIKitSpace(scale: Int) {
        let image = Canvas.uikit(100, 60, scale: scale) { ctx in
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 4, height: 4), blur: 4)
            ctx.setFillColor(Self.blue)
            ctx.fill(CGRect(x: 8, y: 8, width: 30, height: 30))
            ctx.restoreGState()
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 0, height: -6), blur: 0, color: Self.red)
            ctx.setFillColor(Self.green)
            ctx.fillEllipse(in: CGRect(x: 50, y: 15, width: 20, height: 20))
            ctx.restoreGState()
            ctx.saveGState()
            // The offset ignores the CTM: rotating user space does not turn the shadow.
            ctx.translateBy(x: 85, y: 30)
            ctx.rotate(by: .pi / 2)
            ctx.setShadow(offset: CGSize(width: 3, height: 3), blur: 2, color: CGColor(gray: 0, alpha: 0.6))
            ctx.setStrokeColor(Self.red)
            ctx.setLineWidth(3)
            ctx.strokeLineSegments(between: [CGPoint(x: -20, y: 0), CGPoint(x: 20, y: 0)])
            ctx.restoreGState()
        }
        expectGolden(image, named: "shadows@\(scale)x", in: "CoreGraphics")
    }

    @Test(arguments: [1, 3])
    func largeSoftShadowUnderARoundedCard(scale: Int) {
        // At 3x the blur's deviation is 15 px, computed on a downsampled mask.
        let image = Canvas.uikit(80, 70, scale: scale, background: CGColor(gray: 0.95, alpha: 1)) { ctx in
            ctx.setShadow(offset: CGSize(width: 0, height: 6), blur: 10, color: CGColor(gray: 0, alpha: 0.5))
            ctx.setFillColor(CGColor.white)
            ctx.addPath(CGPath(roundedRect: CGRect(x: 15, y: 10, width: 50, height: 40), cornerWidth: 8, cornerHeight: 8, transform: nil))
            ctx.fillPath()
        }
        expectGolden(image, named: "shadow-large-blur@\(scale)x", in: "CoreGraphics")
    }

    /// A 4x4 test image: red top-left quadrant, green top-right, blue bottom-left, clear bottom-right.
    static func quadrants() -> CGImage {
        let storage = PixelStorage(width: 4, height: 4)!
        let words = storage.bytes.assumingMemoryBound(to: UInt32.self)
        for y in 0..<4 {
            for x in 0..<4 {
                let top = y < 2, left = x < 2
                words[y * storage.bytesPerRow / 4 + x] = top ? (left ? 0xffff0000 : 0xff00ff00) : (left ? 0xff0000ff : 0)
            }
        }
        return CGImage(storage: storage)
    }

    @Test(arguments: [1, 3])
    func imagesDrawUpsideDownInUIKitSpaceAsOnIOS(scale: Int) {
        let image = Canvas.uikit(90, 40, scale: scale) { ctx in
            ctx.interpolationQuality = .none
            // Directly: y-up image space in a flipped context shows blue/clear on top.
            ctx.draw(Self.quadrants(), in: CGRect(x: 5, y: 5, width: 30, height: 30))
            // Compensated as UIImage.draw does: flip around the rect.
            ctx.saveGState()
            ctx.translateBy(x: 0, y: 40)
            ctx.scaleBy(x: 1, y: -1)
            ctx.setAlpha(0.5)
            ctx.draw(Self.quadrants(), in: CGRect(x: 40, y: 5, width: 30, height: 30))
            ctx.restoreGState()
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 75, y: 5, width: 12, height: 30))
            ctx.draw(Self.quadrants(), in: CGRect(x: 75, y: 5, width: 4, height: 4), byTiling: true)
            ctx.restoreGState()
        }
        expectGolden(image, named: "images@\(scale)x", in: "CoreGraphics")
    }

    @Test(arguments: [1, 3])
    func transparencyLayerAppliesAlphaToTheGroupAsAWhole(scale: Int) {
        let image = Canvas.uikit(100, 50, scale: scale) { ctx in
            ctx.setAlpha(0.5)
            // Without a layer each disc is half transparent: the overlap is darker.
            ctx.setFillColor(Self.red)
            ctx.fillEllipse(in: CGRect(x: 5, y: 5, width: 30, height: 30))
            ctx.fillEllipse(in: CGRect(x: 20, y: 15, width: 30, height: 30))
            // With a layer the group is composited once: no darker overlap.
            ctx.setShadow(offset: CGSize(width: 2, height: 2), blur: 3)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            ctx.setFillColor(Self.blue)
            ctx.fillEllipse(in: CGRect(x: 55, y: 5, width: 30, height: 30))
            ctx.fillEllipse(in: CGRect(x: 65, y: 15, width: 30, height: 30))
            ctx.endTransparencyLayer()
        }
        expectGolden(image, named: "transparency-layer@\(scale)x", in: "CoreGraphics")
    }
}
