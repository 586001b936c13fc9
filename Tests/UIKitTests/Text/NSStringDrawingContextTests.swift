import Foundation
import Testing
@testable import UIKit

/// Drawing strings into the current UIKit context.
@MainActor @Suite struct NSStringDrawingContextTests {
    func image(_ size: CGSize, _ draw: () -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in draw() }.cgImage!
    }

    /// Bounds in points of the pixels that are not transparent.
    func inkBounds(_ image: CGImage) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.rgba(x: x, y: y).a > 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: CGFloat(minX) / 3, y: CGFloat(minY) / 3, width: CGFloat(maxX - minX + 1) / 3,
                      height: CGFloat(maxY - minY + 1) / 3)
    }

    @Test func drawAtPointPutsTheTopOfTheLineAtThePoint() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let drawn = image(CGSize(width: 100, height: 40)) {
            "H".draw(at: CGPoint(x: 10, y: 5), withAttributes: [.font: font])
        }
        let ink = try #require(inkBounds(drawn))
        // H's ink spans the cap height above the baseline at 5 + ascender.
        let baseline = 5 + font.ascender
        #expect(abs(ink.maxY - baseline) < 0.5)
        #expect(abs(ink.minY - (baseline - font.capHeight)) < 0.5)
        #expect(ink.minX >= 10 && ink.minX < 12)
    }

    @Test func drawInRectDropsLinesThatDoNotFit() throws {
        let text = "one\ntwo\nthree" as NSString
        let font = UIFont.systemFont(ofSize: 17)
        let twoLines = image(CGSize(width: 100, height: 100)) {
            text.draw(in: CGRect(x: 0, y: 0, width: 100, height: 2.5 * font.lineHeight), withAttributes: [.font: font])
        }
        let ink = try #require(inkBounds(twoLines))
        #expect(ink.maxY < 2 * font.lineHeight + 1)
        #expect(ink.maxY > font.lineHeight + font.ascender - 1)
    }

    @Test func foregroundColorAttributePaintsTheGlyphs() throws {
        let drawn = image(CGSize(width: 60, height: 30)) {
            NSAttributedString(string: "█", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
                .draw(at: .zero)
        }
        let ink = try #require(inkBounds(drawn))
        let p = drawn.rgba(x: Int(ink.midX * 3), y: Int(ink.midY * 3))
        #expect(p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255)
    }

    @Test func withoutACurrentContextNothingIsDrawnAndNothingCrashes() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        "Hello".draw(at: .zero, withAttributes: nil)
        NSAttributedString(string: "Hello").draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
