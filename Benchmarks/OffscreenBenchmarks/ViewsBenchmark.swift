// A screen of 1,000 views at 3x: the first full frame, the frame after one
// small view changes colour (damage-limited compositing), and the same full
// frame drawn directly with Cairo calls as a baseline.
import CCairo
import Foundation
import UIKit

@MainActor
private final class RingView: UIView {
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setStrokeColor(UIColor.systemOrange.cgColor)
        ctx.setLineWidth(3)
        ctx.strokeEllipse(in: bounds.insetBy(dx: 2, dy: 2))
    }
}

/// 10 x 25 cards, each a rounded bordered view with three subviews (a stripe,
/// a badge and, on every other card, a drawing view; otherwise a plain
/// view): 250 + 750 = 1,000 views.
private let columns = 10, rows = 25
private let cardSize = CGSize(width: 35, height: 30), pitch = CGSize(width: 39, height: 33.6)

@MainActor
private func buildScreen() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.backgroundColor = .systemGroupedBackground
    var small: UIView!
    for i in 0..<(columns * rows) {
        let card = UIView(frame: CGRect(x: 2 + CGFloat(i % columns) * pitch.width, y: 2 + CGFloat(i / columns) * pitch.height,
                                        width: cardSize.width, height: cardSize.height))
        card.backgroundColor = .white
        card.layer.cornerRadius = 6
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.systemGray4.cgColor
        let stripe = UIView(frame: CGRect(x: 4, y: 4, width: 27, height: 4))
        stripe.backgroundColor = .systemBlue
        let badge = UIView(frame: CGRect(x: 4, y: 12, width: 10, height: 10))
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 5
        let third: UIView = i % 2 == 0 ? RingView(frame: CGRect(x: 17, y: 11, width: 14, height: 14))
                                       : UIView(frame: CGRect(x: 17, y: 11, width: 14, height: 14))
        if i % 2 == 1 { third.backgroundColor = .systemGreen }
        card.addSubview(stripe); card.addSubview(badge); card.addSubview(third)
        window.addSubview(card)
        if i == 137 { small = badge }
    }
    return (window, small)
}

/// The same pixels' worth of drawing, straight to Cairo.
private func drawDirectly(scale: Double) {
    let w = Int32(390 * scale), h = Int32(844 * scale)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
    let cr = cairo_create(surface)!
    cairo_scale(cr, scale, scale)
    cairo_set_source_rgb(cr, 242 / 255, 242 / 255, 247 / 255)
    cairo_paint(cr)
    func rounded(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
    for i in 0..<(columns * rows) {
        let x = 2 + Double(i % columns) * pitch.width, y = 2 + Double(i / columns) * pitch.height
        rounded(x, y, cardSize.width, cardSize.height, 6)
        cairo_set_source_rgb(cr, 1, 1, 1); cairo_fill(cr)
        cairo_rectangle(cr, x + 4, y + 4, 27, 4); cairo_set_source_rgb(cr, 0, 122 / 255, 1); cairo_fill(cr)
        cairo_arc(cr, x + 9, y + 17, 5, 0, 2 * Double.pi); cairo_set_source_rgb(cr, 1, 59 / 255, 48 / 255); cairo_fill(cr)
        if i % 2 == 0 {
            cairo_arc(cr, x + 24, y + 18, 5, 0, 2 * Double.pi)
            cairo_set_line_width(cr, 3); cairo_set_source_rgb(cr, 1, 149 / 255, 0); cairo_stroke(cr)
        } else {
            cairo_rectangle(cr, x + 17, y + 11, 14, 14); cairo_set_source_rgb(cr, 52 / 255, 199 / 255, 89 / 255); cairo_fill(cr)
        }
        rounded(x, y, cardSize.width, cardSize.height, 6)
        rounded(x + 1, y + 1, cardSize.width - 2, cardSize.height - 2, 5)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_set_source_rgb(cr, 209 / 255, 209 / 255, 214 / 255); cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    cairo_surface_destroy(surface)
}

@MainActor func runViewsBenchmark() throws {
    UIScreen.main.scale = 3
    var firstFrames: [Double] = [], incremental: [Double] = [], direct: [Double] = [], copies: [Double] = []
    for round in 0..<5 {
        let (window, small) = buildScreen()
        // A frame: the update cycle (constraints, layout, display) and compositing.
        firstFrames.append(seconds { window.runUpdate(composite: true) })
        small.backgroundColor = round % 2 == 0 ? .systemPurple : .systemTeal
        incremental.append(seconds { window.runUpdate(composite: true) })
        copies.append(seconds { _ = window.offscreenImage() })
        direct.append(seconds { drawDirectly(scale: 3) })
    }
    func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
    let full = median(firstFrames), small = median(incremental), cairo = median(direct)
    print(String(format: "first full frame (1,000 views, 1170x2532 px): %.2f ms", full * 1000))
    print(String(format: "frame after one small view changes colour:   %.3f ms  (%.0fx cheaper; goal >= 50x)", small * 1000, full / small))
    print(String(format: "(copying the frame out as a UIImage: %.2f ms)", median(copies) * 1000))
    print(String(format: "same drawing directly with Cairo:             %.2f ms  (full frame %.2fx of it; goal <= 1.5x)", cairo * 1000, full / cairo))
}
