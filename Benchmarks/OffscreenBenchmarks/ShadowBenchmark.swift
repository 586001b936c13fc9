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
    let cardShadowed = try timed(iterations) { _ = try snapshotPNG(cardFrame(shadow: true)) }
    let cardPlain = try timed(iterations) { _ = try snapshotPNG(cardFrame(shadow: false)) }
    print("-- one 180x80 card @3x, render + PNG")
    print(String(format: "   with shadow %.2f ms, without %.2f ms (medians): %.2fx; goal <= 1.3x",
                 cardShadowed.median, cardPlain.median, cardShadowed.median / cardPlain.median))

    // The same, every shadow mask computed afresh (no mask from an earlier render).
    let cardUncached = try timed(iterations) {
        ShadowMaskCache.shared.removeAll()
        _ = try snapshotPNG(cardFrame(shadow: true))
    }
    print(String(format: "   with shadow, mask not cached: %.2f ms (median): %.2fx", cardUncached.median,
                 cardUncached.median / cardPlain.median))

    let feedShadowed = try timed(iterations) { _ = try snapshotPNG(feed(shadow: true)) }
    let feedPlain = try timed(iterations) { _ = try snapshotPNG(feed(shadow: false)) }
    print("-- feed, 390x844 @3x, 8 cards of 358x80 with shadowOpacity 0.2, shadowRadius 6, render + PNG")
    print(String(format: "   with shadows %.1f ms, without %.1f ms (medians): %.2fx; goal < 15 ms",
                 feedShadowed.median, feedPlain.median, feedShadowed.median / feedPlain.median))

    let feedUncached = try timed(iterations) {
        ShadowMaskCache.shared.removeAll()
        _ = try snapshotPNG(feed(shadow: true))
    }
    print(String(format: "   with shadows, masks not cached: %.1f ms (median): %.2fx", feedUncached.median,
                 feedUncached.median / feedPlain.median))

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
