// Shadows suite: what a layer shadow adds to a snapshot. Each figure is timed
// against the same views without the shadow, the two interleaved in the same
// run, in CPU time of the thread (see `timedPair`): medians of rounds.
// Goals: a shadowed card snapshot (render + PNG) within 1.3x of the same card
// without a shadow; the 8-card feed (390x844 @3x) under 15 ms.
import CoreGraphics
import Foundation
import OffscreenTesting
import QuartzCore
import UIKit

@MainActor func runShadowBenchmark() throws {
    // One 180x80 card in a 200x100 frame (room for its shadow), 3x, render + PNG.
    let card = Batches(rounds: 15, pairs: 40)
    try timeWithAndWithoutShadow("one 180x80 card @3x, render + PNG", card, unit: "%.3f",
                                 goal: "goal <= 1.3x", make: cardFrame)
    try printRenderAndEncodeApart(card, make: cardFrame)
    // The same card with a badge over its corner: its shadow comes from its
    // pixels (kept by their alpha after the first render, blurred once).
    try timeWithAndWithoutShadow("one 180x80 card with a badge over its corner @3x (shadow from pixels), render + PNG",
                                 card, unit: "%.3f", goal: "no goal", make: badgedCardFrame)
    try timeWithAndWithoutShadow("feed, 390x844 @3x, 8 cards of 358x80 with shadowOpacity 0.2, shadowRadius 6, render + PNG",
                                 Batches(rounds: 7, pairs: 6), unit: "%.2f", goal: "goal < 15 ms", make: feed)

    // The same feed re-rendered after one label changes: unchanged cards keep their shadow masks.
    let (window, label) = feedWindow(shadow: true)
    var flip = false
    _ = window.renderedImage()
    let redraw = timed(15) {
        flip.toggle()
        label.text = flip ? "Changed title" : "Card title 3"
        _ = window.renderedImage()
    }
    print(String(format: "   next frame after one label changes: %.2f ms median (min %.2f)", redraw.median, redraw.min))
}

/// How many interleaved runs a figure takes (see `timedPair`).
private struct Batches {
    let rounds: Int, pairs: Int
}

/// Times `make(true)` against `make(false)`, each made, rendered and encoded,
/// then the shadowed one again with every shadow mask computed afresh (no mask
/// from an earlier render), and prints their CPU times and ratios to the plain one.
@MainActor private func timeWithAndWithoutShadow(_ title: String, _ batches: Batches, unit: String, goal: String,
                                                 make: (Bool) -> UIView) throws {
    let kept = try timedPair(rounds: batches.rounds, pairs: batches.pairs,
                             ours: { _ = try snapshotPNG(make(true)) }, baseline: { _ = try snapshotPNG(make(false)) })
    print("-- \(title)")
    print(String(format: "   with shadow \(unit) ms, without \(unit) ms: %.3fx (middle half of rounds %.3fx to %.3fx); \(goal)",
                 kept.ours, kept.baseline, kept.ratio, kept.ratioLow, kept.ratioHigh))
    let uncached = try timedPair(rounds: batches.rounds, pairs: batches.pairs, ours: {
        ShadowMaskCache.shared.removeAll()
        _ = try snapshotPNG(make(true))
    }, baseline: { _ = try snapshotPNG(make(false)) })
    print(String(format: "   with shadow, mask not cached: \(unit) ms: %.2fx", uncached.ours, uncached.ratio))
}

/// Where a shadow's cost lies: making and rendering the views, and encoding
/// the rendered image as PNG, each timed with and without the shadow.
@MainActor private func printRenderAndEncodeApart(_ batches: Batches, make: (Bool) -> UIView) throws {
    let render = try timedPair(rounds: batches.rounds, pairs: batches.pairs,
                               ours: { _ = try SnapshotRenderer.render(make(true), scale: 3) },
                               baseline: { _ = try SnapshotRenderer.render(make(false), scale: 3) })
    let shadowed = try SnapshotRenderer.render(make(true), scale: 3), plain = try SnapshotRenderer.render(make(false), scale: 3)
    let encode = try timedPair(rounds: batches.rounds, pairs: batches.pairs,
                               ours: { _ = try PNGCodec.encode(shadowed) }, baseline: { _ = try PNGCodec.encode(plain) })
    print(String(format: "   apart, with vs without: make + render %.3f vs %.3f ms (%.3fx), PNG encode %.3f vs %.3f ms (%.3fx)",
                 render.ours, render.baseline, render.ratio, encode.ours, encode.baseline, encode.ratio))
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
