import Foundation
import Testing
@testable import UIKit

@MainActor struct LabelShadowAndBaselineTests {
    static func render(_ label: UILabel) -> CGImage {
        label.backgroundColor = .white
        return label.offscreenImage(scale: 1).cgImage!
    }

    /// Rows that have ink (any pixel darker than white) and pixels that are red.
    static func inkRows(_ image: CGImage) -> ClosedRange<Int>? {
        var rows: [Int] = []
        for y in 0..<image.height where (0..<image.width).contains(where: { image.rgba(x: $0, y: y).g < 200 }) { rows.append(y) }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    static func redPixels(_ image: CGImage) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                if p.r > 200, p.g < 80, p.b < 80 { found.append((x, y)) }
            }
        }
        return found
    }

    @Test func theShadowIsTheTextAgainOffsetAndBehind() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        label.text = "Hi"
        label.font = .boldSystemFont(ofSize: 24)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(Self.redPixels(Self.render(label)).isEmpty)
        let plainInk = try #require(Self.inkRows(Self.render(label)))

        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 3, height: 4)
        let image = Self.render(label)
        let red = Self.redPixels(image)
        #expect(!red.isEmpty)
        // The shadow shows only where the text does not cover it: below and right of the text's ink.
        let lowestRed = try #require(red.map(\.1).max())
        #expect(lowestRed > plainInk.upperBound && lowestRed <= plainInk.upperBound + 4)
        #expect(try #require(Self.inkRows(image)).lowerBound == plainInk.lowerBound)
    }

    /// One line shrunk to fit: where it sits follows `baselineAdjustment`.
    @Test func shrunkTextSitsByItsBaselineByDefault() throws {
        func inkRows(_ adjustment: UIBaselineAdjustment?) throws -> ClosedRange<Int> {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            label.text = "A long title that must shrink"
            label.font = .systemFont(ofSize: 30)
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.2
            if let adjustment { label.baselineAdjustment = adjustment }
            return try #require(Self.inkRows(Self.render(label)))
        }
        #expect(UILabel().baselineAdjustment == .alignBaselines)
        let baselines = try inkRows(nil), centers = try inkRows(.alignCenters), top = try inkRows(UIBaselineAdjustment.none)
        // Centred text sits in the middle; text kept on the full-size baseline sits
        // lower; text kept at the full-size top sits higher.
        #expect(baselines.upperBound > centers.upperBound + 3)
        #expect(top.lowerBound < centers.lowerBound - 3)
        #expect(try inkRows(.alignBaselines) == baselines)
    }
}
