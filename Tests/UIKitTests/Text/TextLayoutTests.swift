import Foundation
import Testing
@testable import UIKit

/// Measurements of the text engine: sizes in points, line counts, baselines.
@Suite struct TextLayoutTests {
    let font = UIFont.systemFont(ofSize: 17)
    let pangram = "The quick brown fox jumps over the lazy dog."

    func layout(_ string: String, _ attributes: [NSAttributedString.Key: Any] = [:],
                _ options: TextLayout.Options = TextLayout.Options()) -> TextLayout {
        TextLayout(NSAttributedString(string: string, attributes: [.font: font].merging(attributes) { $1 }), options: options)
    }

    func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let s = NSMutableParagraphStyle()
        configure(s)
        return s
    }

    @Test func singleLineSizeIsAdvanceWidthByLineHeight() {
        let hello = layout("Hello")
        // Inter 4.0 advances of H, e, l, l, o at 17 pt.
        #expect(abs(hello.size.width - 40.6875) < 0.01)
        #expect(abs(hello.size.height - font.lineHeight) < 0.001)
        #expect(abs(hello.firstBaseline - font.ascender) < 0.001)
        #expect(hello.lineCount == 1)
    }

    @Test func emptyStringHasNoSize() {
        let empty = layout("")
        #expect(empty.size == .zero)
        #expect(empty.lineCount == 0)
    }

    @Test func widthIsIndependentOfWrappingWidthWhenTextFits() {
        #expect(abs(layout("Hello", [:], .init(width: 300)).size.width - layout("Hello").size.width) < 0.0001)
    }

    @Test func wrappingBreaksIntoLinesThatFitTheWidth() {
        let wrapped = layout(pangram, [:], .init(width: 150))
        #expect(wrapped.lineCount == 3)
        #expect(wrapped.size.width <= 150)
        // Pango keeps line heights in 1/1024 pt; three lines stay within 0.005 pt.
        #expect(abs(wrapped.size.height - 3 * font.lineHeight) < 0.005)
        #expect(abs(wrapped.lastBaseline - (2 * font.lineHeight + font.ascender)) < 0.005)
    }

    @Test func charWrappingFillsLinesMoreThanWordWrapping() {
        let long = String(repeating: "wrapping ", count: 20)
        let byWord = layout(long, [:], .init(width: 100, lineBreakMode: .byWordWrapping))
        let byChar = layout(long, [:], .init(width: 100, lineBreakMode: .byCharWrapping))
        #expect(byChar.lineCount < byWord.lineCount)
    }

    @Test func newlinesStartParagraphsAndATrailingNewlineAddsALine() {
        #expect(layout("a\nb\r\nc").lineCount == 3)
        #expect(layout("abc\n").lineCount == 2)
        #expect(abs(layout("abc\n").size.height - 2 * font.lineHeight) < 0.001)
    }

    @Test func numberOfLinesLimitsAndTruncates() {
        let limited = layout(pangram + " " + pangram, [:], .init(width: 150, numberOfLines: 2, lineBreakMode: .byTruncatingTail))
        #expect(limited.lineCount == 2)
        #expect(limited.isTruncated)
        #expect(abs(limited.size.height - 2 * font.lineHeight) < 0.001)
        let unlimited = layout(pangram, [:], .init(width: 150, numberOfLines: 0))
        #expect(!unlimited.isTruncated)
    }

    @Test func singleLineTailTruncationFitsTheWidth() {
        let truncated = layout(pangram, [:], .init(width: 120, numberOfLines: 1, lineBreakMode: .byTruncatingTail))
        #expect(truncated.lineCount == 1)
        #expect(truncated.isTruncated)
        #expect(truncated.size.width <= 120)
    }

    @Test func heightLimitDropsLinesThatDoNotFit() {
        let limited = layout(pangram, [:], .init(width: 150, height: 2.5 * font.lineHeight))
        #expect(limited.lineCount == 2)
        #expect(limited.isTruncated)
        // The first line is always laid out.
        #expect(layout(pangram, [:], .init(width: 150, height: 1)).lineCount == 1)
    }

    @Test func kernAddsSpaceAfterEachCharacter() {
        let plain = layout("abcd"), kerned = layout("abcd", [.kern: 2.0])
        #expect(abs(kerned.size.width - plain.size.width - 8) < 0.01)
    }

    @Test func lineSpacingGoesBetweenLines() {
        let spaced = layout(pangram, [.paragraphStyle: style { $0.lineSpacing = 5 }], .init(width: 150))
        #expect(abs(spaced.size.height - (3 * font.lineHeight + 2 * 5)) < 0.005)
    }

    @Test func paragraphSpacingGoesBetweenParagraphs() {
        let spaced = layout("a\nb", [.paragraphStyle: style { $0.paragraphSpacing = 7; $0.paragraphSpacingBefore = 3 }])
        #expect(abs(spaced.size.height - (2 * font.lineHeight + 10)) < 0.001)
    }

    @Test func lineHeightMultipleAddsSpaceAboveTheGlyphs() {
        let tall = layout("Hello", [.paragraphStyle: style { $0.lineHeightMultiple = 2 }])
        #expect(abs(tall.size.height - 2 * font.lineHeight) < 0.001)
        #expect(abs(tall.firstBaseline - (2 * font.lineHeight + font.descender)) < 0.001)
    }

    @Test func minimumAndMaximumLineHeightClamp() {
        #expect(abs(layout("Hi", [.paragraphStyle: style { $0.minimumLineHeight = 30 }]).size.height - 30) < 0.001)
        #expect(abs(layout("Hi", [.paragraphStyle: style { $0.maximumLineHeight = 15 }]).size.height - 15) < 0.001)
    }

    @Test func headIndentWidensTheMeasuredSize() {
        let plain = layout("Hello"), indented = layout("Hello", [.paragraphStyle: style { $0.firstLineHeadIndent = 10 }])
        #expect(abs(indented.size.width - plain.size.width - 10) < 0.001)
    }

    @Test func baselineOffsetRaisesTheLine() {
        let formula = NSMutableAttributedString(string: "x2", attributes: [.font: font])
        formula.addAttribute(.baselineOffset, value: 5.0, range: NSRange(location: 1, length: 1))
        let raised = TextLayout(formula, options: .init())
        #expect(abs(raised.size.height - (font.lineHeight + 5)) < 0.01)
        #expect(abs(raised.firstBaseline - (font.ascender + 5)) < 0.01)
    }

    @Test func chineseLinesAreTallerThanLatinLines() {
        // Noto Sans CJK's ascent and descent (1.448 em) exceed Inter's (1.210 em).
        let chinese = layout("你好"), latin = layout("Hi")
        #expect(abs(chinese.size.height - 17 * 1.448) < 0.01)
        #expect(chinese.size.height > latin.size.height)
    }

    @Test func defaultFontIsHelveticaTwelve() {
        let plain = TextLayout(NSAttributedString(string: "Hello"), options: .init())
        #expect(abs(plain.size.height - UIFont(name: "Helvetica", size: 12)!.lineHeight) < 0.001)
    }

    @Test func badInputIsLaidOutNotCrashed() {
        // A lone surrogate, NUL, and an attribute range splitting a surrogate pair.
        let odd = NSMutableAttributedString(string: "a\u{0}b😀c", attributes: [.font: font])
        odd.addAttribute(.kern, value: 3, range: NSRange(location: 4, length: 1))
        let lone = NSAttributedString(string: String(utf16CodeUnits: [0xD800, 0x41], count: 2), attributes: [.font: font])
        #expect(TextLayout(odd, options: .init()).lineCount == 1)
        #expect(TextLayout(lone, options: .init()).lineCount == 1)
        #expect(layout(pangram, [:], .init(width: -10)).lineCount > 1)
        #expect(layout(pangram, [.kern: Double.nan, .baselineOffset: Double.infinity]).lineCount == 1)
    }
}
