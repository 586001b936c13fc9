import Foundation
import Testing
@testable import UIKit

/// The switch thumb's two shadows (15% black blurred σ 5.12 and 6% black
/// blurred σ 1.08, both 3 points down): below the switch, over white, each
/// pixel is white darkened by both Gaussian-blurred thumb discs.
@MainActor @Suite struct SwitchThumbShadowTests {
    /// The part of a Gaussian (σ) blurred disc (centre c, radius r) at p, 0…1, integrated numerically.
    private func blurredDisc(at p: CGPoint, centre c: CGPoint, radius r: CGFloat, sigma: CGFloat) -> Double {
        let step = 0.05
        var sum = 0.0
        var y = -Double(r)
        while y < Double(r) {
            var x = -Double(r)
            while x < Double(r) {
                if x * x + y * y <= Double(r * r) {
                    let dx = Double(p.x - c.x) - x, dy = Double(p.y - c.y) - y
                    sum += exp(-(dx * dx + dy * dy) / (2 * Double(sigma * sigma)))
                }
                x += step
            }
            y += step
        }
        return sum * step * step / (2 * Double.pi * Double(sigma * sigma))
    }

    @Test func theShadowBelowTheSwitchIsTheSumOfIOSsTwoShadows() {
        let board = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        board.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        board.addSubview(toggle)
        let image = board.offscreenImage(scale: 3).cgImage!
        // The thumb (off) is the 27-point disc at (12, 12); its shadows' discs are 3 points lower.
        let centre = CGPoint(x: 25.5, y: 28.5)
        for y: CGFloat in [41.5, 42.5, 44, 46, 49] {
            let p = CGPoint(x: 25.5, y: y)
            let soft = Double(UISwitch.thumbShadow.opacity) * blurredDisc(at: p, centre: centre, radius: 13.5, sigma: UISwitch.thumbShadow.sigma)
            let contact = Double(UISwitch.thumbContactShadow.opacity)
                * blurredDisc(at: p, centre: centre, radius: 13.5, sigma: UISwitch.thumbContactShadow.sigma)
            let expected = 255 * (1 - soft) * (1 - contact)
            let got = Double(image.rgba(x: Int(p.x * 3), y: Int(p.y * 3)).g)
            #expect(abs(got - expected) <= 2, "at y \(y): \(got), model \(expected)")
        }
    }
}
