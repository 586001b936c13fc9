// Shadows suite: what a layer shadow adds to a snapshot. Each figure is timed
// beside the same views without the shadow, in the same run.
// Goals: a shadowed card snapshot (render + PNG) within 1.3x of the same card
// without a shadow; the 8-card feed (390x844 @3x) under 15 ms.
import CoreGraphics
import Foundation
import OffscreenTesting
import QuartzCore
import UIKit

@MainActor func runShadowBenchmark() throws {
    let iterations = 15
    // One 180x80 card in a 200x100 frame (room for its shadow), 3x, render + PNG.
    try timeWithAndWithoutShadow("one 180x80 card @3x, render + PNG", iterations: iterations,
                                 unit: "%.2f", goal: "goal <= 1.3x", make: cardFrame)
    try printRenderAndEncodeApart(iterations: iterations, make: cardFrame)
    // The same card with a badge over its corner: its shadow comes from its
    // pixels (kept by their alpha after the first render, blurred once).
    try timeWithAndWithoutShadow("one 180x80 card with a badge over its corner @3x (shadow from pixels), render + PNG",
                                 iterations: iterations, unit: "%.2f", goal: "no goal", make: badgedCardFrame)
    try timeWithAndWithoutShadow("feed, 390x844 @3x, 8 cards of 358x80 with shadowOpacity 0.2, shadowRadius 6, render + PNG",
                                 iterations: iterations, unit: "%.1f", goal: "goal < 15 ms", make: feed)

    // The same feed re-rendered after one label changes: unchanged cards keep their shadow masks.
    let (window, label) = feedWindow(shadow: true)
    var flip = false
    _ = window.renderedImage()
    let redraw = timed(iterations) {
        flip.toggle()
        label.text = flip ? "Changed title" : "Card title 3"
        _ = window.renderedImage()
    }
    print(String(format: "   next frame after one label changes: %.2f ms median (min %.2f)", redraw.median, redraw.min))
}

/// Times `make(true)` and `make(false)` rendered and encoded, then the shadowed
/// one again with every shadow mask computed afresh (no mask from an earlier
/// render), and prints them with their ratios to the plain one.
@MainActor private func timeWithAndWithoutShadow(_ title: String, iterations: Int, unit: String, goal: String,
                                                 make: (Bool) -> UIView) throws {
    let shadowed = try timed(iterations) { _ = try snapshotPNG(make(true)) }
    let plain = try timed(iterations) { _ = try snapshotPNG(make(false)) }
    print("-- \(title)")
    print(String(format: "   with shadow \(unit) ms, without \(unit) ms (medians): %.2fx; \(goal)",
                 shadowed.median, plain.median, shadowed.median / plain.median))
    let uncached = try timed(iterations) {
        ShadowMaskCache.shared.removeAll()
        _ = try snapshotPNG(make(true))
    }
    print(String(format: "   with shadow, mask not cached: \(unit) ms (median): %.2fx", uncached.median,
                 uncached.median / plain.median))
}

/// Where a shadow's cost lies: making and rendering the views, and encoding
/// the rendered image as PNG, each timed with and without the shadow.
@MainActor private func printRenderAndEncodeApart(iterations: Int, make: (Bool) -> UIView) throws {
    var render: [Double] = [], encode: [Double] = []
    for shadow in [true, false] {
        render.append(try timed(iterations) { _ = try SnapshotRenderer.render(make(shadow), scale: 3) }.median)
        let image = try SnapshotRenderer.render(make(shadow), scale: 3)
        encode.append(try timed(iterations) { _ = try PNGCodec.encode(image) }.median)
    }
    print(String(format: "   apart, with vs without: make + render %.2f vs %.2f ms (%.2fx), PNG encode %.2f vs %.2f ms (%.2fx)",
                 render[0], render[1], render[0] / render[1], encode[0], encode[1], encode[0] / encode[1]))
}

@MainActor private func snapshotPNG(_ view: UIView) throws -> Data {
    try PNGCodec.encode(try SnapshotRenderer.render(view, scale: 3))
}

@MainActor private func card(frame: CGRect, shadow: Bool, index: Int) -> (UIView, UILabel) {
    let card = UIView(frame: frame)
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    if shadow {
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
    }
    let title = UILabel(frame: CGRect(x: 16, y: 14, width: frame.width - 32, height: 24))
    title.text = "Card title \(index)"
    title.font = .boldSystemFont(ofSize: 17)
    let subtitle = UILabel(frame: CGRect(x: 16, y: 42, width: frame.width - 32, height: 20))
    subtitle.text = "A second line of text"
    subtitle.font = .systemFont(ofSize: 14)
    subtitle.textColor = .secondaryLabel
    card.addSubview(title)
    card.addSubview(subtitle)
    return (card, title)
}

@MainActor private func cardFrame(shadow: Bool) -> UIView {
    let frame = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    frame.backgroundColor = .systemGroupedBackground
    frame.addSubview(card(frame: CGRect(x: 10, y: 10, width: 180, height: 80), shadow: shadow, index: 0).0)
    return frame
}

@MainActor private func badgedCardFrame(shadow: Bool) -> UIView {
    let frame = cardFrame(shadow: shadow)
    let badge = UIView(frame: CGRect(x: 168, y: -6, width: 18, height: 18))
    badge.backgroundColor = .systemRed
    badge.layer.cornerRadius = 9
    frame.subviews[0].addSubview(badge)
    return frame
}

@MainActor private func feed(shadow: Bool) -> UIView {
    feedContent(shadow: shadow, in: UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))).0
}

@MainActor private func feedWindow(shadow: Bool) -> (UIWindow, UILabel) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let (_, label) = feedContent(shadow: shadow, in: window)
    return (window, label)
}

@MainActor private func feedContent(shadow: Bool, in screen: UIView) -> (UIView, UILabel) {
    screen.backgroundColor = .systemGroupedBackground
    var third: UILabel!
    for i in 0..<8 {
        let (c, title) = card(frame: CGRect(x: 16, y: 60 + CGFloat(i) * 96, width: 358, height: 80), shadow: shadow, index: i)
        screen.addSubview(c)
        if i == 3 { third = title }
    }
    return (screen, third)
}
