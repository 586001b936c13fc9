@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux
import Foundation
import Testing

/// A window repaints only what changed; where a shadow is involved the
/// repainted pixels must be the ones a full frame would have.
@MainActor
@Suite struct ShadowRepaintTests {
    private func feed(title: String) -> (UIWindow, UILabel) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 260))
        window.isHidden = false
        window.backgroundColor = .systemGroupedBackground
        var second: UILabel!
        for i in 0..<3 {
            let card = UIView(frame: CGRect(x: 16, y: 16 + CGFloat(i) * 80, width: 168.5, height: 64.25))
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            card.layer.shadowOpacity = 0.3
            card.layer.shadowRadius = 6
            card.layer.shadowOffset = CGSize(width: 0, height: 3)
            let label = UILabel(frame: CGRect(x: 14, y: 20, width: 140, height: 24))
            label.text = i == 1 ? title : "Card \(i)"
            card.addSubview(label)
            window.addSubview(card)
            if i == 1 { second = label }
        }
        return (window, second)
    }

    @Test func repaintAfterALabelChangeEqualsAFullFrame() throws {
        let (window, label) = feed(title: "Before")
        _ = try #require(window.renderedImage())
        label.text = "After"
        label.superview!.layer.shadowRadius = 8
        let repainted = try #require(window.renderedImage())
        let (fresh, freshLabel) = feed(title: "After")
        freshLabel.superview!.layer.shadowRadius = 8
        let expected = try #require(fresh.renderedImage())
        for y in 0..<repainted.height {
            for x in 0..<repainted.width where repainted.rgba(x: x, y: y) != expected.rgba(x: x, y: y) {
                Issue.record("pixel (\(x), \(y)) differs from a full frame")
                return
            }
        }
    }
}
