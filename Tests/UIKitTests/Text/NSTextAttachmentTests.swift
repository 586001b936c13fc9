import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// Text attachments: sized and placed on the baseline as iOS does, and drawn
/// by UIKit's text drawing.
@MainActor @Suite struct NSTextAttachmentTests {
    let font = UIFont.systemFont(ofSize: 40)

    /// A square image of one colour.
    func square(_ side: CGFloat, _ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// "A", the attachment, "B" in `font`.
    func text(_ attachment: NSTextAttachment, color: UIColor = .black) -> NSAttributedString {
        let s = NSMutableAttributedString(string: "A", attributes: [.font: font, .foregroundColor: color])
        s.append(NSAttributedString(attachment: attachment))
        s.append(NSAttributedString(string: "B"))
        s.addAttributes([.font: font, .foregroundColor: color], range: NSRange(location: 0, length: s.length))
        return s
    }

    /// `string` drawn at (0, 0) at scale 1 on white.
    func render(_ string: NSAttributedString, size: CGSize = CGSize(width: 200, height: 80)) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            string.draw(at: .zero)
        }.cgImage!
    }

    /// The pixels (x, y) where `matches` holds, as their bounding rectangle.
    func box(in image: CGImage, where matches: (UInt8, UInt8, UInt8) -> Bool) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                guard matches(p.r, p.g, p.b) else { continue }
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    func isRed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r > 200 && g < 60 && b < 60 }

    @Test func attachmentStringIsTheObjectReplacementCharacter() {
        let image = square(10, .red)
        let attachment = NSTextAttachment(image: image)
        #expect(attachment.image === image)
        #expect(attachment.bounds == .zero)
        #expect(NSTextAttachment.character == 0xFFFC)
        let string = NSAttributedString(attachment: attachment)
        #expect(string.string == "\u{FFFC}")
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(NSAttributedString.Key.attachment.rawValue == "NSAttachment")

        let data = Data([1, 2, 3])
        let fromData = NSTextAttachment(data: data, ofType: "public.data")
        #expect(fromData.contents == data)
        #expect(fromData.fileType == "public.data")
        #expect(fromData.image == nil)
    }

    @Test func zeroBoundsTakeTheImageSizeAndOthersTheirOwn() {
        let plain = NSAttributedString(string: "AB", attributes: [.font: font])
        let sized = NSTextAttachment(image: square(30, .red))
        let withImage = text(sized)
        let widthAdded = withImage.size().width - plain.size().width
        #expect(abs(widthAdded - 30) < 0.01)
        let bounded = NSTextAttachment(image: square(30, .red))
        bounded.bounds = CGRect(x: 0, y: 0, width: 50, height: 10)
        #expect(abs(text(bounded).size().width - plain.size().width - 50) < 0.01)
    }

    @Test func aTallAttachmentMakesTheLineTaller() {
        let line = NSAttributedString(string: "AB", attributes: [.font: font]).size().height
        #expect(line < 60)
        let tall = NSTextAttachment(image: square(120, .red))
        // The box above the baseline, the font's descent below it.
        #expect(text(tall).size().height > 120 + 5)
    }

    @Test func theImageSitsOnTheBaselineAndNegativeYLowersIt() throws {
        let attachment = NSTextAttachment(image: square(20, .red))
        let string = text(attachment)
        let baseline = TextLayout(string, options: .init()).firstBaseline
        let onBaseline = try #require(box(in: render(string), where: isRed))
        #expect(abs(onBaseline.maxY - baseline) <= 1)
        #expect(abs(onBaseline.height - 20) <= 1)

        attachment.bounds = CGRect(x: 0, y: -8, width: 20, height: 20)
        let lowered = try #require(box(in: render(text(attachment)), where: isRed))
        // The font's ascent and descent hold the box either way: the baseline stays.
        #expect(TextLayout(text(attachment), options: .init()).firstBaseline == baseline)
        #expect(abs(lowered.minY - onBaseline.minY - 8) <= 1)
        #expect(abs(lowered.minX - onBaseline.minX) <= 1)
    }

    @Test func aSymbolAttachmentIsDrawnInTheTextColour() throws {
        let symbol = try #require(UIImage(systemName: "star.fill"))
        let star = NSMutableAttributedString(attributedString: NSAttributedString(attachment: NSTextAttachment(image: symbol)))
        star.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        let red = try #require(box(in: render(star), where: isRed))
        #expect(abs(red.width - symbol.size.width) <= 3)
        star.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 0, length: 1))
        #expect(box(in: render(star), where: isRed) == nil)
        #expect(box(in: render(star)) { r, g, b in b > 200 && r < 60 && g < 60 } != nil)
    }

    @Test func labelsAndTextViewsDrawAttachments() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.attributedText = text(NSTextAttachment(image: square(20, .red)))
        label.backgroundColor = .white
        #expect(label.intrinsicContentSize.width > NSAttributedString(string: "AB", attributes: [.font: font]).size().width + 19)
        let inLabel = try #require(box(in: label.offscreenImage(scale: 1).cgImage!, where: isRed))
        #expect(abs(inLabel.width - 20) <= 1)

        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        textView.attributedText = text(NSTextAttachment(image: square(20, .red)))
        let inTextView = try #require(box(in: textView.offscreenImage(scale: 1).cgImage!, where: isRed))
        #expect(abs(inTextView.height - 20) <= 1)
    }

    @Test func dataContentsShowTheirImage() throws {
        let png = try #require(square(16, .red).pngData())
        let attachment = NSTextAttachment(data: png, ofType: "public.png")
        #expect(attachment.image == nil)
        let red = try #require(box(in: render(text(attachment)), where: isRed))
        #expect(abs(red.width - 16) <= 1)
    }

    @Test func labelWithInlineAttachmentsGolden() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 96))
        container.backgroundColor = .white
        let body = UIFont.systemFont(ofSize: 17)
        let s = NSMutableAttributedString(string: "Rated ", attributes: [.font: body])
        let star = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
        s.append(NSAttributedString(attachment: star))
        s.append(NSAttributedString(string: " by 4,210 ", attributes: [.font: body]))
        let badge = NSTextAttachment(image: square(14, .systemGreen))
        badge.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
        s.append(NSAttributedString(attachment: badge))
        s.append(NSAttributedString(string: " verified", attributes: [.font: body]))
        s.addAttribute(.foregroundColor, value: UIColor.systemOrange, range: NSRange(location: 6, length: 1))
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 224, height: 80))
        label.numberOfLines = 0
        label.attributedText = s
        label.backgroundColor = UIColor(white: 0.9, alpha: 1)
        container.addSubview(label)
        expectGolden(container.imageAtScale3, named: "label-inline-attachments@3x", in: "Text")
    }
}
