import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// `UIImage(systemName:)`: stand-in glyphs with iOS's symbol sizing rules.
@MainActor @Suite struct SymbolImageTests {
    private func alpha(_ image: CGImage, _ x: Int, _ y: Int) -> Int { Int(image.rgba(x: x, y: y).a) }

    @Test func knownNamesGiveTemplateSymbolImagesAndUnknownNamesNil() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage)
        #expect(star.renderingMode == .alwaysTemplate)
        #expect(star.symbolConfiguration != nil)
        #expect(UIImage(systemName: "star.fill.no.such") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(named: "star.fill") == nil)
        let plain = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(!plain.isSymbolImage && plain.symbolConfiguration == nil)
    }

    @Test func everyListedNameDrawsAGlyph() {
        #expect(SymbolNames.entries.count >= 200)
        var missing: [String] = []
        for entry in SymbolNames.entries where UIImage(systemName: entry.name) == nil { missing.append(entry.name) }
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test func theDocumentedTableIsTheOneInTheCode() throws {
        let docs = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/symbols.md"), encoding: .utf8)
        for entry in SymbolNames.entries {
            #expect(docs.contains("| `\(entry.name)` | `\(entry.glyph)` |"), "\(entry.name)")
        }
    }

    @Test func theAlignmentBoxIsOnePointOneNineTimesThePointSizeCentredOnHalfTheCapHeight() throws {
        // A glyph filling the design area (a filled circle): the image is the box.
        for size: CGFloat in [17, 34] {
            let circle = try #require(UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: size)))
            let box = circle.size.height - circle.alignmentRectInsets.top - circle.alignmentRectInsets.bottom
            #expect(abs(box - 1.19 * size) < 0.01)
            // The box's middle sits half the cap height above the baseline.
            let middleAboveBaseline = box / 2 - circle.alignmentRectInsets.bottom - circle.baselineOffsetFromBottom
            #expect(abs(middleAboveBaseline - UIFont.systemFont(ofSize: size).capHeight / 2) < 0.01)
            #expect(circle.hasBaseline)
        }
        // A short glyph (a minus) is a short image; its alignment rect still spans the box.
        let minus = try #require(UIImage(systemName: "minus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        #expect(minus.size.height < 4)
        #expect(minus.alignmentRectInsets.top < -5 && minus.alignmentRectInsets.bottom < -5)
    }

    @Test func pointSizeScaleAndTextStyleSetTheSize() throws {
        func height(_ c: UIImage.SymbolConfiguration) throws -> CGFloat {
            try #require(UIImage(systemName: "circle.fill", withConfiguration: c)).size.height
        }
        let body = try #require(UIImage(systemName: "circle.fill")).size.height
        #expect(abs(body - 1.19 * 17) < 0.01)  // the body style's 17 points by default
        #expect(abs(try height(.init(pointSize: 30)) - 1.19 * 30) < 0.01)
        #expect(abs(try height(.init(pointSize: 30, weight: .regular, scale: .large)) - 1.19 * 30 * 1.29) < 0.01)
        #expect(abs(try height(.init(pointSize: 30, weight: .regular, scale: .small)) - 1.19 * 30 * 0.78) < 0.01)
        #expect(abs(try height(.init(textStyle: .largeTitle)) - 1.19 * 34) < 0.01)
        #expect(abs(try height(.init(font: .systemFont(ofSize: 22))) - 1.19 * 22) < 0.01)
    }

    @Test func weightsThickenAndThinTheStrokes() throws {
        func coverage(_ weight: UIImage.SymbolWeight) throws -> Int {
            let image = try #require(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: weight)))
            let cg = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { _ in
                image.draw(in: CGRect(x: 30 - image.size.width / 2, y: 30 - image.size.height / 2, width: image.size.width, height: image.size.height))
            }.cgImage!
            var sum = 0
            for y in 0..<cg.height { for x in 0..<cg.width { sum += alpha(cg, x, y) } }
            return sum
        }
        let ultraLight = try coverage(.ultraLight), regular = try coverage(.regular), black = try coverage(.black)
        #expect(ultraLight < regular * 6 / 10)
        #expect(black > regular * 14 / 10)
        #expect(try coverage(.light) < regular && regular < (try coverage(.bold)))
    }

    @Test func withConfigurationRedrawsTheSymbol() throws {
        let small = try #require(UIImage(systemName: "heart.fill"))
        let big = small.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        #expect(big.isSymbolImage)
        #expect(big.size.height > small.size.height * 2)
        let merged = try #require(big.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(abs(merged.size.height - big.size.height) > 0.5)  // bold on top of 40 points: same size, thicker
        #expect(merged.symbolConfiguration?.isEqual(to: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold)) == true)
    }

    @Test func templateSymbolsTakeTheTintAndColourConfigurationsTheirColour() throws {
        let view = UIImageView(image: UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        view.tintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        view.sizeToFit()
        var image = view.offscreenImage(scale: 2).cgImage!
        var p = image.rgba(x: image.width / 2, y: image.height / 2)
        #expect([p.r, p.g, p.b, p.a] == [0, 128, 0, 255])
        let red = UIImage.SymbolConfiguration(hierarchicalColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        view.image = UIImage(systemName: "square.fill", withConfiguration: red.applying(UIImage.SymbolConfiguration(pointSize: 20)))
        #expect(view.image?.renderingMode == .alwaysOriginal)
        image = view.offscreenImage(scale: 2).cgImage!
        p = image.rgba(x: image.width / 2, y: image.height / 2)
        #expect([p.r, p.g, p.b, p.a] == [255, 0, 0, 255])
        let palette = UIImage.SymbolConfiguration(paletteColors: [UIColor(red: 0, green: 0, blue: 1, alpha: 1), .red])
        view.image = UIImage(systemName: "square.fill", withConfiguration: palette)
        image = view.offscreenImage(scale: 2).cgImage!
        p = image.rgba(x: image.width / 2, y: image.height / 2)
        #expect([p.r, p.g, p.b, p.a] == [0, 0, 255, 255])
        // withTintColor keeps it a vector symbol in that colour.
        let tinted = try #require(UIImage(systemName: "square.fill")).withTintColor(UIColor(red: 1, green: 1, blue: 0, alpha: 1))
        #expect(tinted.isSymbolImage && tinted.renderingMode == .alwaysOriginal)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func anImageViewDrawsTheSymbolSharpAtItsScale(scale: CGFloat) throws {
        // A filled square's edges land on pixel edges only if drawn at the view's scale (not resampled).
        let symbol = try #require(UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        let view = UIImageView(image: symbol)
        view.frame = CGRect(origin: .zero, size: symbol.size)
        let image = view.offscreenImage(scale: scale).cgImage!
        #expect(image.width == Int((symbol.size.width * scale).rounded(.up)))
        #expect(alpha(image, image.width / 2, image.height / 2) == 255)
    }

    @Test func golden() {
        func symbol(_ name: String, _ c: UIImage.SymbolConfiguration? = nil, tint: UIColor? = nil) -> UIView {
            let v = UIImageView(image: UIImage(systemName: name, withConfiguration: c))
            if let tint { v.tintColor = tint }
            v.sizeToFit()
            return v
        }
        let cells: [(String, UIView)] = [
            ("chevron.right", symbol("chevron.right")),
            ("checkmark", symbol("checkmark")),
            ("xmark", symbol("xmark")),
            ("plus", symbol("plus")),
            ("gear", symbol("gear")),
            ("person.fill", symbol("person.fill")),
            ("magnifyingglass", symbol("magnifyingglass")),
            ("heart.fill red", symbol("heart.fill", tint: .systemRed)),
            ("star 30 small", symbol("star", .init(pointSize: 30, weight: .regular, scale: .small))),
            ("star 30 medium", symbol("star", .init(pointSize: 30))),
            ("star 30 large", symbol("star", .init(pointSize: 30, weight: .regular, scale: .large))),
            ("trash ultraLight", symbol("trash", .init(pointSize: 30, weight: .ultraLight))),
            ("trash black", symbol("trash", .init(pointSize: 30, weight: .black))),
            ("bell hierarchical", symbol("bell.fill", .init(hierarchicalColor: .systemOrange))),
            ("largeTitle style", symbol("house.fill", .init(textStyle: .largeTitle))),
        ]
        let board = CaptionedBoard.make(cells: cells, cellSize: CGSize(width: 84, height: 48), columns: 5)
        expectGolden(board.imageAtScale3, named: "symbol-images@3x", in: "Images")
    }
}
