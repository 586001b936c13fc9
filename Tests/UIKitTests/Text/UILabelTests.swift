import Foundation
import Testing
@testable import UIKit

@MainActor @Suite struct UILabelTests {
    let pangram = "The quick brown fox jumps over the lazy dog."

    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.textColor == UIColor.label)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.text == nil)
        #expect(label.attributedText == nil)
    }

    @Test func textAndAttributedTextShareTheString() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.attributedText?.string == "Hello")
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
        label.attributedText = NSAttributedString(string: "World", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        #expect(label.text == "World")
        // Setting attributed text takes the style of its first character.
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
    }

    @Test func settingTheFontOnAttributedTextAppliesToTheWholeString() {
        let label = UILabel()
        let s = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        s.addAttributes([.font: UIFont.systemFont(ofSize: 30)], range: NSRange(location: 1, length: 1))
        label.attributedText = s
        label.font = .systemFont(ofSize: 12)
        #expect(label.attributedText?.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 12))
    }

    @Test func sizeThatFitsIsTheTextSizeRoundedUpToPixels() {
        let label = UILabel()
        label.text = "Hello"
        // 40.6875 x 20.574 pt, rounded up to the 3x screen's pixels.
        let size = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(size == CGSize(width: 41, height: 62.0 / 3))
        #expect(label.intrinsicContentSize == size)
    }

    @Test func unlimitedLinesWithSeveralParagraphsKeepEveryParagraph() {
        // numberOfLines 0 with the default tail truncation and a line break in
        // the text: every paragraph is laid out, one line each here.
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "First paragraph\nSecond\nThird"
        let size = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        let oneLine = UILabel()
        oneLine.text = "First paragraph"
        #expect(abs(size.height - 3 * oneLine.intrinsicContentSize.height) < 1)
    }

    @Test func emptyLabelHasZeroIntrinsicSize() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func multilineLabelWrapsAtPreferredMaxLayoutWidth() {
        let label = UILabel()
        label.text = pangram
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 150
        let size = label.intrinsicContentSize
        #expect(size.width <= 150)
        #expect(abs(size.height - 3 * label.font.lineHeight) < 0.34)
    }

    @Test func singleLineIntrinsicSizeIgnoresTheWidth() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        label.text = pangram
        #expect(label.intrinsicContentSize.width > 300)
    }

    @Test func numberOfLinesLimitsSizeThatFits() {
        let label = UILabel()
        label.text = pangram + " " + pangram
        label.numberOfLines = 2
        let size = label.sizeThatFits(CGSize(width: 150, height: 1000))
        #expect(abs(size.height - 2 * label.font.lineHeight) < 0.34)
    }

    @Test func changingTheTextChangesTheIntrinsicSize() {
        let label = UILabel()
        label.text = "a"
        let small = label.intrinsicContentSize
        label.text = "a much longer text"
        #expect(label.intrinsicContentSize.width > small.width)
        label.font = .systemFont(ofSize: 40)
        #expect(label.intrinsicContentSize.height > 40)
    }

    final class InsetLabel: UILabel {
        // 8 pt left and right, 4 pt top and bottom.
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            super.textRect(forBounds: bounds.insetBy(dx: 8, dy: 4), limitedToNumberOfLines: numberOfLines).insetBy(dx: -8, dy: -4)
        }
        override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 8, dy: 4)) }
    }

    @Test func sizingGoesThroughTextRect() {
        let plain = UILabel(), inset = InsetLabel()
        plain.text = "Hello"
        inset.text = "Hello"
        let a = plain.intrinsicContentSize, b = inset.intrinsicContentSize
        #expect(abs(b.width - a.width - 16) < 0.001)
        #expect(abs(b.height - a.height - 8) < 0.001)
    }

    @Test func adjustsFontSizeToFitWidthShrinksTheText() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = pangram
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        #expect(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).width <= 120)
        label.minimumScaleFactor = 0
        // 0 never shrinks: the text is truncated to the width instead, at full height.
        #expect(abs(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).height - 62.0 / 3) < 0.001)
    }

    @Test func sizesFollowEveryChangeAfterAMeasurement() {
        // Measuring keeps the last layout; each change below must still be seen.
        let label = UILabel()
        label.text = pangram
        let first = label.intrinsicContentSize
        #expect(label.intrinsicContentSize == first)
        label.font = .systemFont(ofSize: 30)
        let larger = label.intrinsicContentSize
        #expect(larger.width > first.width && larger.height > first.height)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 200
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 200 && wrapped.height > larger.height)
        label.preferredMaxLayoutWidth = 400
        #expect(label.intrinsicContentSize.height < wrapped.height)
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize == larger)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 1000)
        let truncated = label.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.2
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 1).height < truncated.height)
        label.minimumScaleFactor = 0
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 1) == truncated)
    }
}

/// A label's text, font and colour live as long as the label: restyling and
/// replacing the text leaves nothing behind (swift-corelibs-foundation's
/// NSAttributedString alone would keep every attribute value alive).
@MainActor @Suite struct UILabelMemoryTests {
    @Test func aLabelsColoursAreFreedWithTheLabel() {
        weak var firstColor: UIColor?
        weak var secondColor: UIColor?
        do {
            let label = UILabel()
            let first = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            let second = UIColor(red: 0.3, green: 0.2, blue: 0.1, alpha: 1)
            firstColor = first
            secondColor = second
            label.text = "Hello"
            label.textColor = first
            label.text = "Hello again"
            label.textColor = second
            label.font = .systemFont(ofSize: 20)
            _ = label.intrinsicContentSize
            #expect(secondColor != nil)
        }
        #expect(firstColor == nil)
        #expect(secondColor == nil)
    }

    @Test func measuringAStringWithAttributesKeepsNoneOfThem() {
        weak var color: UIColor?
        do {
            let c = UIColor(red: 0.5, green: 0.5, blue: 0.1, alpha: 1)
            color = c
            _ = "Measure me".size(withAttributes: [.foregroundColor: c, .font: UIFont.systemFont(ofSize: 13)])
        }
        #expect(color == nil)
    }
}
