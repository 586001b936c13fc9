@testable import UIKit
import Foundation
import Testing

@MainActor
private final class SwatchView: UIView {
    var fill: UIColor = .label
    override func draw(_ rect: CGRect) {
        fill.setFill()
        UIRectFill(bounds)
    }
}

@MainActor
@Suite struct DynamicColorTests {
    private func rgba(_ color: UIColor) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { Int(($0 * 255).rounded()) }
    }

    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

    @Test func systemColoursHaveIOSLightDarkAndIncreasedContrastValues() {
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: light)) == [0, 122, 255, 255])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 255])
        let highLight = UITraitCollection(traitsFrom: [light, UITraitCollection(accessibilityContrast: .high)])
        let highDark = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: highLight)) == [0, 64, 221, 255])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: highDark)) == [64, 156, 255, 255])
        #expect(rgba(UIColor.systemRed.resolvedColor(with: highLight)) == [215, 0, 21, 255])
        #expect(rgba(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255, 255])
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 255])
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: elevated)) == [28, 28, 30, 255])
        // Unspecified style resolves as light.
        #expect(rgba(UIColor.label.resolvedColor(with: UITraitCollection())) == [0, 0, 0, 255])
    }

    @Test func aProviderColourResolvesWithTheCurrentTraitsAndACGColorStaysFixed() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
        #expect(rgba(color.resolvedColor(with: dark)) == [255, 0, 0, 255])
        let fixed = dark.performAsCurrent { color.cgColor }
        #expect(fixed == UIColor.red.cgColor)
        #expect(color.cgColor == UIColor.blue.cgColor)
        #expect(fixed == UIColor.red.cgColor)
        #expect(rgba(color.withAlphaComponent(0.5).resolvedColor(with: dark)) == [255, 0, 0, 128])
    }

    @Test func backgroundColourFollowsTheViewsTraits() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = UIView(frame: window.bounds)
        view.backgroundColor = .systemBackground
        window.addSubview(view)
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        window.overrideUserInterfaceStyle = .dark
        #expect(view.backgroundColor == UIColor.systemBackground)
        let image = window.offscreenImage()
        let p = image.cgImage!.rgba(x: 15, y: 15)
        #expect([p.r, p.g, p.b] == [0, 0, 0])
    }

    @Test func drawSeesTheViewsTraits() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let swatch = SwatchView(frame: window.bounds)
        window.addSubview(swatch)
        var p = window.offscreenImage().cgImage!.rgba(x: 15, y: 15)
        #expect([p.r, p.g, p.b] == [0, 0, 0])
        swatch.overrideUserInterfaceStyle = .dark
        p = window.offscreenImage().cgImage!.rgba(x: 15, y: 15)
        #expect([p.r, p.g, p.b] == [255, 255, 255])
    }

    @Test func labelTextFollowsDarkMode() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        window.backgroundColor = .systemBackground
        let label = UILabel(frame: window.bounds)
        label.text = "██"
        label.font = .systemFont(ofSize: 24)
        window.addSubview(label)
        window.overrideUserInterfaceStyle = .dark
        let image = window.offscreenImage().cgImage!
        var brightest = 0
        for x in 0..<180 { for y in 0..<90 { brightest = max(brightest, Int(image.rgba(x: x, y: y).r)) } }
        #expect(image.rgba(x: 179, y: 0).r == 0)
        #expect(brightest == 255)
    }

    @Test func aDynamicTintColourResolvesWithTheViewsTraits() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let shape = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }.withRenderingMode(.alwaysTemplate)
        let view = UIImageView(image: shape)
        view.tintColor = .systemBlue
        window.addSubview(view)
        func shown() -> [UInt8] {
            let p = window.offscreenImage(scale: 1).cgImage!.rgba(x: 5, y: 5)
            return [p.r, p.g, p.b]
        }
        #expect(shown() == [0, 122, 255])
        window.overrideUserInterfaceStyle = .dark
        #expect(shown() == [10, 132, 255])
        // The inherited tint (the window's) resolves with the view's traits too.
        view.tintColor = nil
        window.tintColor = .systemBlue
        view.overrideUserInterfaceStyle = .light
        #expect(shown() == [0, 122, 255])
    }
}
