import Foundation
import Testing
@testable import UIKit

/// CATextLayer draws its string with UIKit's text system, from the top-left
/// of its bounds, in Core Animation's defaults (36 pt, white).
@MainActor struct TextLayerTests {
    static func render(_ layer: CALayer) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: layer.bounds, format: format).image { context in
            layer.render(in: context.cgContext)
        }.cgImage!
    }

    /// The bounding box of pixels with any alpha.
    static func ink(_ image: CGImage) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.rgba(x: x, y: y).a > 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    static func layer(_ string: Any?, width: CGFloat = 200, height: CGFloat = 60) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        layer.string = string
        layer.fontSize = 20
        return layer
    }

    @Test func theDefaultsAreCoreAnimations() {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36 && layer.foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
        #expect(Self.ink(Self.render(Self.layer(nil))) == nil)
    }

    @Test func aStringIsDrawnFromTheTopLeftInTheForegroundColour() throws {
        let layer = Self.layer("Hello")
        layer.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let image = Self.render(layer)
        let ink = try #require(Self.ink(image))
        #expect(ink.minX <= 3 && ink.minY <= 8 && ink.maxY <= 26 && ink.width < 80)
        var red = 0
        for y in 0..<image.height { for x in 0..<image.width where image.rgba(x: x, y: y) == (255, 0, 0, 255) { red += 1 } }
        #expect(red > 20)
        // The same text in UIKit's text system, drawn at the same origin, gives the same pixels.
        let label = TextLayout(NSAttributedString(string: "Hello"),
                               options: .init(defaults: .init(font: TextLayerDrawer.resolvedFont(nil, size: 20), color: (1, 0, 0, 1))))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let reference = UIGraphicsImageRenderer(size: layer.bounds.size, format: format).image { context in
            label.draw(in: context.cgContext.cairo, at: .zero)
        }.cgImage!
        #expect(Self.ink(reference) == ink)
    }

    @Test func alignmentWrappingAndTruncationFollowTheModes() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let plain = try #require(Self.ink(Self.render(Self.layer(text, width: 120))))
        #expect(plain.maxX >= 119)                              // runs past the bounds, cut off there
        let wrapped = Self.layer(text, width: 120, height: 200)
        wrapped.isWrapped = true
        let wrappedInk = try #require(Self.ink(Self.render(wrapped)))
        #expect(wrappedInk.height > 2 * plain.height && wrappedInk.maxX < 120)
        let right = Self.layer("Hi")
        right.alignmentMode = .right
        let rightInk = try #require(Self.ink(Self.render(right)))
        #expect(rightInk.maxX >= 195 && rightInk.minX > 150)
        let centred = Self.layer("Hi")
        centred.alignmentMode = .center
        let centredInk = try #require(Self.ink(Self.render(centred)))
        #expect(abs(centredInk.midX - 100) <= 2)
        let truncated = Self.layer(text, width: 120)
        truncated.truncationMode = .end
        let truncatedInk = try #require(Self.ink(Self.render(truncated)))
        #expect(truncatedInk.maxX < 119)
    }

    @Test func aUIFontOrAFontNameSetsTheFaceAndFontSizeTheSize() {
        #expect(TextLayerDrawer.resolvedFont(UIFont.boldSystemFont(ofSize: 9), size: 30) == UIFont.boldSystemFont(ofSize: 30))
        #expect(TextLayerDrawer.resolvedFont("Menlo", size: 14) == UIFont(name: "Menlo", size: 14))
        #expect(TextLayerDrawer.resolvedFont(nil, size: 14) == UIFont(name: "Helvetica", size: 14))
    }

    @Test func attributedStringsKeepTheirOwnAttributes() throws {
        let string = NSAttributedString(string: "Blue", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 12)])
        let layer = Self.layer(string)
        let image = Self.render(layer)
        let ink = try #require(Self.ink(image))
        #expect(ink.height < 14)
        var blue = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                if p.b > 200, p.r < 60, p.g < 60, p.a > 160 { blue += 1 }
            }
        }
        #expect(blue > 5)
    }
}
