@testable import QuartzCore
import Foundation
import GoldenTesting
import Testing

private func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: a) }

/// A canvas with room around its content for shadows.
@MainActor private func canvas(_ w: CGFloat, _ h: CGFloat, background: CGColor? = rgb(0.95, 0.95, 0.97)) -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: w, height: h)
    root.backgroundColor = background
    return root
}

@MainActor private func layer(_ frame: CGRect, _ color: CGColor?) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.backgroundColor = color
    return l
}

/// A 4x4 checkerboard of 10-pixel squares, red/blue, as contents.
@MainActor private func checkerImage() -> CGImage {
    let storage = PixelStorage(width: 40, height: 40)!
    let ctx = CGContext(storage: storage, scale: 1, origin: .upperLeft)
    for y in 0..<4 {
        for x in 0..<4 {
            ctx.setFillColor((x + y) % 2 == 0 ? rgb(0.9, 0.2, 0.2) : rgb(0.2, 0.3, 0.9))
            ctx.fill(CGRect(x: x * 10, y: y * 10, width: 10, height: 10))
        }
    }
    return ctx.makeImage()!
}

@MainActor
@Suite struct LayerGoldenTests {
    @Test func borderIsDrawnInsideTheBoundsOverTheBackground() {
        let l = layer(CGRect(x: 0, y: 0, width: 100, height: 100), rgb(1, 0, 0))
        l.borderWidth = 4
        l.borderColor = rgb(0, 0, 0)
        let image = renderLayer(l, scale: 3)
        #expect(image.width == 300 && image.height == 300)
        #expect(colours(of: image) == [[255, 0, 0, 255], [0, 0, 0, 255]])
        #expect(image.rgba(x: 11, y: 150) == (0, 0, 0, 255))
        #expect(image.rgba(x: 12, y: 150) == (255, 0, 0, 255))
        #expect(image.rgba(x: 287, y: 287) == (255, 0, 0, 255))
        #expect(image.rgba(x: 288, y: 287) == (0, 0, 0, 255))
        expectGolden(image, named: "red-square-4pt-black-border@3x", in: "QuartzCore")
    }

    @Test func roundedBorderedShadowedCard() {
        let root = canvas(160, 120)
        let card = layer(CGRect(x: 20, y: 20, width: 120, height: 80), rgb(1, 1, 1))
        card.cornerRadius = 12
        card.borderWidth = 1
        card.borderColor = rgb(0.8, 0.8, 0.82)
        card.shadowColor = rgb(0, 0, 0)
        card.shadowOpacity = 0.3
        card.shadowRadius = 6
        card.shadowOffset = CGSize(width: 0, height: 4)
        let stripe = layer(CGRect(x: 12, y: 12, width: 60, height: 8), rgb(0.2, 0.5, 1))
        stripe.cornerRadius = 4
        card.addSublayer(stripe)
        root.addSublayer(card)
        expectGolden(renderLayer(root), named: "card-rounded-bordered-shadowed@3x", in: "QuartzCore")
    }

    @Test func cornerRadiusClipsSublayersOnlyWithMasksToBounds() {
        let root = canvas(180, 80)
        for (i, masks) in [false, true].enumerated() {
            let box = layer(CGRect(x: 20 + CGFloat(i) * 90, y: 20, width: 50, height: 40), rgb(0.3, 0.7, 0.4))
            box.cornerRadius = 16
            box.masksToBounds = masks
            box.addSublayer(layer(CGRect(x: -10, y: -10, width: 40, height: 30), rgb(0.95, 0.6, 0.1)))
            root.addSublayer(box)
        }
        expectGolden(renderLayer(root), named: "corner-radius-masks-to-bounds-off-on@3x", in: "QuartzCore")
    }

    @Test func maskedCornersAndShadowPathAndGroupOpacity() {
        let root = canvas(200, 90)
        let tab = layer(CGRect(x: 15, y: 20, width: 70, height: 50), rgb(0.5, 0.3, 0.8))
        tab.cornerRadius = 20
        tab.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        tab.borderWidth = 3
        tab.borderColor = rgb(0.2, 0.1, 0.4)
        root.addSublayer(tab)
        let pathShadow = layer(CGRect(x: 110, y: 20, width: 70, height: 50), rgb(1, 1, 1, 0.5))
        let m = CGMutablePath()
        m.addEllipse(in: CGRect(x: 0, y: 0, width: 70, height: 50))
        pathShadow.shadowPath = m
        pathShadow.shadowOpacity = 0.8
        pathShadow.shadowRadius = 3
        pathShadow.shadowOffset = CGSize(width: 4, height: 4)
        // Group opacity: the overlapping child does not show through its parent.
        pathShadow.opacity = 0.6
        pathShadow.addSublayer(layer(CGRect(x: 10, y: 10, width: 30, height: 30), rgb(0, 0.6, 0.9)))
        root.addSublayer(pathShadow)
        expectGolden(renderLayer(root), named: "masked-corners-shadow-path-group-opacity@3x", in: "QuartzCore")
    }

    @Test func imageContentsMaskedByACircle() {
        let root = canvas(140, 70)
        let stretched = CALayer()
        stretched.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        stretched.contents = checkerImage()
        stretched.contentsGravity = .resizeAspectFill
        let circle = CAShapeLayer()
        let p = CGMutablePath()
        p.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        circle.path = p
        stretched.mask = circle
        root.addSublayer(stretched)
        // contentsRect picks the top-left quarter; contentsGravity center with scale 2 keeps it small.
        let cropped = CALayer()
        cropped.frame = CGRect(x: 75, y: 10, width: 50, height: 50)
        cropped.backgroundColor = rgb(1, 1, 1)
        cropped.contents = checkerImage()
        cropped.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        cropped.contentsGravity = .center
        cropped.contentsScale = 1
        root.addSublayer(cropped)
        expectGolden(renderLayer(root), named: "image-contents-circle-mask-and-contents-rect@3x", in: "QuartzCore")
    }

    @Test func shapeLayersWithDashesStrokeEndAndFillRules() {
        let root = canvas(220, 90, background: rgb(1, 1, 1))
        let ring = CAShapeLayer()
        let circle = CGMutablePath()
        circle.addEllipse(in: CGRect(x: 15, y: 15, width: 60, height: 60))
        ring.path = circle
        ring.fillColor = nil
        ring.strokeColor = rgb(0.1, 0.5, 0.9)
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeEnd = 0.6
        root.addSublayer(ring)
        let dashed = CAShapeLayer()
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 90, y: 20)); line.addLine(to: CGPoint(x: 130, y: 70)); line.addLine(to: CGPoint(x: 130, y: 20))
        dashed.path = line
        dashed.fillColor = nil
        dashed.strokeColor = rgb(0.9, 0.3, 0.2)
        dashed.lineWidth = 4
        dashed.lineJoin = .round
        dashed.lineDashPattern = [8, 5]
        root.addSublayer(dashed)
        let star = CAShapeLayer()
        let s = CGMutablePath()
        let c = CGPoint(x: 180, y: 45)
        for i in 0..<5 {
            let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let p = CGPoint(x: c.x + 32 * cos(a), y: c.y + 32 * sin(a))
            if i == 0 { s.move(to: p) } else { s.addLine(to: p) }
        }
        s.closeSubpath()
        star.path = s
        star.fillRule = .evenOdd
        star.strokeColor = rgb(0, 0, 0)
        star.lineWidth = 1
        root.addSublayer(star)
        expectGolden(renderLayer(root), named: "shape-layers-dash-stroke-end-even-odd@3x", in: "QuartzCore")
    }

    @Test func gradientLayersAxialRadialConic() {
        let root = canvas(220, 80, background: rgb(1, 1, 1))
        let kinds: [CAGradientLayerType] = [.axial, .radial, .conic]
        for (i, kind) in kinds.enumerated() {
            let g = CAGradientLayer()
            g.frame = CGRect(x: 10 + CGFloat(i) * 70, y: 10, width: 60, height: 60)
            g.type = kind
            g.colors = [rgb(1, 0.2, 0.2), rgb(1, 0.9, 0.1), rgb(0.1, 0.4, 1)]
            g.locations = [0, 0.3, 1]
            if kind == .axial { g.startPoint = CGPoint(x: 0, y: 0); g.endPoint = CGPoint(x: 1, y: 1) }
            if kind != .axial { g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 1) }
            g.cornerRadius = 8
            g.masksToBounds = true
            root.addSublayer(g)
        }
        expectGolden(renderLayer(root), named: "gradient-layers-axial-radial-conic@3x", in: "QuartzCore")
    }

    @Test func transformsAndZPositionOrderSiblings() {
        let root = canvas(150, 100)
        let a = layer(CGRect(x: 20, y: 20, width: 60, height: 60), rgb(0.9, 0.2, 0.3))
        let b = layer(CGRect(x: 50, y: 30, width: 60, height: 60), rgb(0.2, 0.6, 0.9))
        a.zPosition = 1   // drawn above b although added first
        b.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 8))
        root.addSublayer(a); root.addSublayer(b)
        expectGolden(renderLayer(root), named: "transform-rotation-z-position@3x", in: "QuartzCore")
    }
}
