@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux
import Foundation
import Testing

@MainActor
final class DotView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.blue.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

@MainActor
@Suite struct RenderingTests {
    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.cgImage!.rgba(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func aWindowRendersAtItsScreenScale() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        box.backgroundColor = .red
        window.addSubview(box)
        let image = window.offscreenImage()
        #expect(image.size == CGSize(width: 40, height: 30))
        #expect(image.cgImage!.width == 40 * Int(UIScreen.main.scale))
        let s = Int(UIScreen.main.scale)
        #expect(pixel(image, 15 * s, 15 * s) == [255, 0, 0, 255])
        #expect(pixel(image, 5 * s, 5 * s) == [255, 255, 255, 255])
    }

    @Test func aSmallChangeRepaintsOnlyTheLayersItTouches() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.backgroundColor = .white
        var boxes: [UIView] = []
        for i in 0..<100 {
            let v = UIView(frame: CGRect(x: CGFloat(i % 10) * 30, y: CGFloat(i / 10) * 30, width: 25, height: 25))
            v.backgroundColor = .gray
            window.addSubview(v)
            boxes.append(v)
        }
        _ = window.offscreenImage()
        #expect(window.compositor.layersPaintedInLastComposite == 101)
        boxes[55].backgroundColor = .green
        let image = window.offscreenImage()
        // The window's background and the one box: the 99 others are skipped.
        #expect(window.compositor.layersPaintedInLastComposite == 2)
        let s = Int(UIScreen.main.scale)
        #expect(pixel(image, 160 * s, 160 * s) == [0, 255, 0, 255])
        #expect(pixel(image, 10 * s, 10 * s) == [128, 128, 128, 255])
    }

    @Test func nothingIsRepaintedUntilSomethingChanges() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        let first = window.offscreenImage().pngData()
        #expect(window.compositor.layersPaintedInLastComposite == 2)
        let second = window.offscreenImage().pngData()
        #expect(window.compositor.layersPaintedInLastComposite == 0)
        #expect(first == second)
        box.center.x += 20
        _ = window.offscreenImage()
        #expect(window.compositor.layersPaintedInLastComposite == 2)
    }

    @Test func drawingViewsKeepTheirDrawingWhenOnlyAColourElsewhereChanges() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let dot = DotView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let other = UIView(frame: CGRect(x: 60, y: 0, width: 40, height: 40))
        window.addSubview(dot); window.addSubview(other)
        window.makeKeyAndVisible()
        turnRunLoop()
        #expect(dot.draws == 1)
        other.backgroundColor = .red
        turnRunLoop()
        let image = window.offscreenImage()
        #expect(dot.draws == 1)
        let s = Int(UIScreen.main.scale)
        #expect(pixel(image, 20 * s, 20 * s) == [0, 0, 255, 255])
        #expect(pixel(image, 80 * s, 20 * s) == [255, 0, 0, 255])
    }

    @Test func imageRendererDrawsWithACurrentContextAndEncodesPNG() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
        let image = renderer.image { ctx in
            #expect(UIGraphicsGetCurrentContext() === ctx.cgContext)
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(image.scale == 2)
        #expect(pixel(image, 2, 2) == [255, 0, 0, 255])
        #expect(pixel(image, 15, 2) == [0, 0, 0, 0])
        let png = try #require(image.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(renderer.pngData { _ in } .count > 0)
    }

    @Test func drawHierarchyRendersALoneViewWithItsDrawing() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        card.backgroundColor = .white
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.black.cgColor
        let dot = DotView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        card.addSubview(dot)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: card.bounds.size, format: format).image { _ in
            card.drawHierarchy(in: card.bounds, afterScreenUpdates: true)
        }
        #expect(pixel(image, 1, 30) == [0, 0, 0, 255])
        #expect(pixel(image, 10, 10) == [255, 255, 255, 255])
        #expect(pixel(image, 30, 30) == [0, 0, 255, 255])
        #expect(dot.draws == 1)
    }

    /// `offscreenImage()` runs the pending update before it measures the
    /// view: an image of a view whose size Auto Layout has yet to change is
    /// as large as the view will be, not as it was.
    @Test func offscreenImageOfASubviewIsTheSizeItsPendingConstraintsGive() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let box = UIView()
        box.backgroundColor = .red
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            width,
            box.heightAnchor.constraint(equalToConstant: 20),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        #expect(box.frame.width == 50)
        width.constant = 120
        let image = box.offscreenImage(scale: 1)
        #expect(image.size == CGSize(width: 120, height: 20))
        #expect(pixel(image, 110, 10) == [255, 0, 0, 255])
    }

    @Test func imageContextFunctionsMakeAnImage() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.map { pixel($0, 1, 1) } == [0, 255, 0, 255])
    }
}

@MainActor
@Suite struct ColorAndTintTests {
    @Test func componentsRoundTrip() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0.2 && g == 0.4 && b == 0.6 && a == 0.8)
        var w: CGFloat = 0
        #expect(UIColor.gray.getWhite(&w, alpha: &a) && w == 0.5)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 1.0 / 3) < 1e-9 && s == 1 && v == 1)
        #expect(UIColor(cgColor: UIColor.blue.cgColor) == UIColor.blue)
        #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)
        #expect(UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0 && abs(g - 122.0 / 255) < 1e-12 && b == 1)
    }

    @Test func tintColorIsInheritedAndChangesAreAnnounced() {
        final class TintWatcher: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let root = UIView()
        let child = TintWatcher()
        let pinned = TintWatcher()
        pinned.tintColor = .green
        root.addSubview(child); root.addSubview(pinned)
        let pinnedChanges = pinned.changes
        #expect(child.tintColor == UIColor.systemBlue)
        root.tintColor = .red
        #expect(child.tintColor == UIColor.red)
        #expect(child.changes == 1)
        #expect(pinned.changes == pinnedChanges)
        #expect(pinned.tintColor == UIColor.green)
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        #expect(child.changes == 2)
        #expect(child.tintColor != UIColor.red)
    }
}
