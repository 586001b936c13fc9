import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// `TextLayout.reused(width:height:)`: a layout made once (to measure a label)
/// drawn at the label's width and height must be exactly the layout made for
/// that width and height, or not be reused at all.
@Suite struct TextLayoutReuseTests {
    let font = UIFont.systemFont(ofSize: 17)

    func string(_ text: String, alignment: NSTextAlignment = .natural, mode: NSLineBreakMode = .byTruncatingTail,
                direction: NSWritingDirection = .natural, _ extra: [NSAttributedString.Key: Any] = [:]) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        style.lineBreakMode = mode
        style.baseWritingDirection = direction
        return NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style].merging(extra) { $1 })
    }

    /// The same pixels: both layouts drawn on a canvas wider than either.
    func drawsTheSame(_ a: TextLayout, _ b: TextLayout, width: CGFloat) -> Bool {
        let size = CGSize(width: width + 40, height: max(a.size.height, b.size.height) + 20)
        let first = TextCanvas.render(size: size) { a.draw(in: $0, at: CGPoint(x: 20, y: 10)) }
        let second = TextCanvas.render(size: size) { b.draw(in: $0, at: CGPoint(x: 20, y: 10)) }
        return first.storage.samePixels(as: second.storage)
    }

    /// Every way a label's one-line text is measured without a width, then
    /// drawn at widths around the measured one.
    @Test(arguments: [
        ("Hello", NSTextAlignment.natural), ("Settings", .center), ("Wi-Fi", .right), ("9:41", .left),
        ("Tabs\tand\tmore", .natural), ("שלום עולם", .natural), ("مرحبا بالعالم", .center),
        ("Mixed English and 中文 text", .right), ("Emoji 🙂 and symbols ✓", .center),
        ("Line\u{2028}separated", .center), ("Trailing spaces   ", .right),
    ])
    func aLayoutWithoutAWidthPlacedAtAWidthIsTheLayoutMadeThere(text: String, alignment: NSTextAlignment) {
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingMiddle, .byWordWrapping, .byCharWrapping, .byClipping] {
            for lines in [1, 0, 2] {
                let source = string(text, alignment: alignment, mode: mode)
                let measured = TextLayout(source, options: .init(numberOfLines: lines, lineBreakMode: mode))
                let exact = measured.size.width
                let ceiled = (exact * 3).rounded(.up) / 3
                for width in [exact, ceiled, ceiled + 0.5, exact + 40, exact - 1, exact / 2] where width > 0 {
                    let made = TextLayout(source, options: .init(width: width, height: 100, numberOfLines: lines, lineBreakMode: mode))
                    let clipped = mode == .byClipping && lines == 1
                    guard let reused = measured.reused(width: width, height: 100) else {
                        // Only text that does not fit (or was cut already) is laid out again.
                        #expect((width < exact && !clipped) || measured.isTruncated, "\(text) \(mode) \(lines) at \(width)")
                        continue
                    }
                    // Clipped text is not wrapped: any width shows its one line.
                    #expect(width >= exact || clipped, "\(text) \(mode) \(lines) at \(width)")
                    #expect(reused.size == made.size && reused.lineCount == made.lineCount)
                    #expect(reused.alignmentWidth == made.alignmentWidth && reused.isTruncated == made.isTruncated)
                    #expect(reused.firstBaseline == made.firstBaseline && reused.lastBaseline == made.lastBaseline)
                    #expect(drawsTheSame(reused, made, width: width), "\(text) \(mode) \(lines) at \(width)")
                }
            }
        }
    }

    @Test func fontsChangingWithinAWordAreNotBrokenAtTheMeasuredWidth() {
        let source = NSMutableAttributedString(attributedString: string("Boldface and plain, center", alignment: .center))
        source.addAttributes([.font: UIFont.boldSystemFont(ofSize: 17)], range: NSRange(location: 0, length: 2))
        source.addAttributes([.font: UIFont.systemFont(ofSize: 12)], range: NSRange(location: 12, length: 3))
        let measured = TextLayout(source, options: .init(numberOfLines: 1, lineBreakMode: .byTruncatingTail))
        let width = measured.size.width
        let made = TextLayout(source, options: .init(width: width, numberOfLines: 1, lineBreakMode: .byTruncatingTail))
        let reused = measured.reused(width: width, height: nil)
        #expect(reused != nil)
        if let reused {
            #expect(reused.size == made.size && !made.isTruncated)
            #expect(drawsTheSame(reused, made, width: width))
        }
    }

    @Test func aLayoutServesOnlyTheHeightsItsLinesFitIn() {
        let pangram = "The quick brown fox jumps over the lazy dog."
        let source = string(pangram + " " + pangram, mode: .byWordWrapping)
        let measured = TextLayout(source, options: .init(width: 120))
        #expect(measured.lineCount > 2)
        // The same width: the layout itself, at its height or taller.
        #expect(measured.reused(width: 120, height: nil) === measured)
        #expect(measured.reused(width: 120, height: measured.size.height) === measured)
        // Shorter: lines are left out, so it is laid out again.
        #expect(measured.reused(width: 120, height: measured.size.height - 1) == nil)
        // Another width of a wrapped layout: laid out again.
        #expect(measured.reused(width: 121, height: nil) == nil)
    }

    @Test func truncatedLetterSpacedJustifiedOrIndentedTextIsLaidOutAgain() {
        let one = TextLayout.Options(numberOfLines: 1)
        let truncated = TextLayout(string("First\nSecond"), options: one)
        #expect(truncated.isTruncated && truncated.reused(width: 500, height: nil) == nil)
        let kerned = TextLayout(string("Spaced", [.kern: 2]), options: one)
        #expect(kerned.reused(width: 500, height: nil) == nil)
        #expect(kerned.reused(width: nil, height: nil) === kerned)
        let justified = TextLayout(string("Justified", alignment: .justified), options: one)
        #expect(justified.reused(width: 500, height: nil) == nil)
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 10
        let indented = TextLayout(string("Indented", [.paragraphStyle: style]), options: one)
        #expect(indented.reused(width: 500, height: nil) == nil)
    }

    @Test func aLayoutKnowsWhetherItsTextHasColoursOfItsOwn() {
        let defaults = TextLayout.Defaults(font: font, color: (1, 0, 0, 1))
        let plain = TextLayout(string("Plain", [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)]),
                               options: .init(defaults: defaults))
        #expect(!plain.hasOwnColors)
        let coloured = TextLayout(string("Blue", [.foregroundColor: UIColor.blue]), options: .init(defaults: defaults))
        #expect(coloured.hasOwnColors)
        let highlighted = TextLayout(string("Marked", [.backgroundColor: UIColor.yellow]), options: .init(defaults: defaults))
        #expect(highlighted.hasOwnColors)
        let underlined = TextLayout(string("Under", [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.green]),
                                    options: .init(defaults: defaults))
        #expect(underlined.hasOwnColors)
    }
}
