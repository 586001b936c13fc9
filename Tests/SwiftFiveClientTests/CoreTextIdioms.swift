import CoreText
import UIKit
import XCTest

// Core Text as iOS apps call it from Swift 5 code, in the forms real projects use:
// the tutorial's framesetter view, CF dictionaries of kCT keys, kCT keys turned into
// NSAttributedString.Keys both ways, UIFont bridged to CTFont, lines and runs read
// back from CFArrays, paragraph style settings built from inout pointers.

extension NSAttributedString.Key {
    static let ctForegroundColor = kCTForegroundColorAttributeName as NSAttributedString.Key
    static let ctFont = NSAttributedString.Key(kCTFontAttributeName as String)
}

final class TutorialCTView: UIView {
    var attributedString = NSAttributedString(string: "Hello World")

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else {
            return
        }
        context.textMatrix = .identity
        context.translateBy(x: 0, y: bounds.height)
        context.scaleBy(x: 1, y: -1)
        let path = CGMutablePath()
        path.addRect(self.bounds)
        let frameSetter = CTFramesetterCreateWithAttributedString(attributedString as CFAttributedString)
        let frame = CTFramesetterCreateFrame(frameSetter, CFRangeMake(0, attributedString.length), path, nil)
        CTFrameDraw(frame, context)
    }
}

struct TextLine {
    private let font: CTFont
    private let line: CTLine
    let bounds: CGRect

    init(text: String, font: CTFont) {
        self.font = font
        let attributes: [CFString: Any] = [
            kCTFontAttributeName: font,
            kCTForegroundColorAttributeName: UIColor.black.cgColor,
        ]
        let attributedString = CFAttributedStringCreate(nil, text as CFString, attributes as CFDictionary)!
        line = CTLineCreateWithAttributedString(attributedString)
        bounds = CTLineGetBoundsWithOptions(line, CTLineBoundsOptions())
    }

    var height: CGFloat { bounds.maxY }

    func draw(in context: CGContext, at point: CGPoint) {
        context.textPosition = point
        CTLineDraw(line, context)
    }
}

final class BadgeCTView: UIView {
    var title = "Badge"
    var font = UIFont.systemFont(ofSize: 15, weight: .semibold)

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.textMatrix = CGAffineTransform.identity
        context.translateBy(x: 0, y: bounds.size.height)
        context.scaleBy(x: 1.0, y: -1.0)

        let ctFont = CTFontCreateWithName(font.fontName as CFString, font.pointSize, nil)
        var alignment = CTTextAlignment.center
        var lineBreak = CTLineBreakMode.byTruncatingTail
        let settings = [
            CTParagraphStyleSetting(spec: .alignment, valueSize: MemoryLayout<CTTextAlignment>.size, value: &alignment),
            CTParagraphStyleSetting(spec: .lineBreakMode, valueSize: MemoryLayout<CTLineBreakMode>.size, value: &lineBreak),
        ]
        let paragraphStyle = CTParagraphStyleCreate(settings, settings.count)
        let string = NSMutableAttributedString(string: title)
        let range = NSRange(location: 0, length: string.length)
        string.addAttribute(kCTFontAttributeName as NSAttributedString.Key, value: ctFont, range: range)
        string.addAttribute(.ctForegroundColor, value: UIColor.white.cgColor, range: range)
        string.addAttribute(NSAttributedString.Key(kCTParagraphStyleAttributeName as String), value: paragraphStyle, range: range)

        let line = CTLineCreateWithAttributedString(string as CFAttributedString)
        var ascent: CGFloat = 0
        var descent: CGFloat = 0
        var leading: CGFloat = 0
        let width = CGFloat(CTLineGetTypographicBounds(line, &ascent, &descent, &leading))
        let x = (bounds.width - width) / 2
        let y = (bounds.height - (ascent + descent)) / 2 + descent
        UIColor.systemBlue.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
        context.textPosition = CGPoint(x: x, y: y)
        CTLineDraw(line, context)
    }
}

/// Hit testing over a framesetter's lines, as rich-text views do.
func characterIndex(at point: CGPoint, in text: NSAttributedString, size: CGSize) -> Int? {
    let framesetter = CTFramesetterCreateWithAttributedString(text)
    let path = CGPath(rect: CGRect(origin: .zero, size: size), transform: nil)
    let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), path, nil)
    guard let lines = CTFrameGetLines(frame) as? [CTLine] else { return nil }
    var origins = [CGPoint](repeating: .zero, count: lines.count)
    CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
    let flippedY = size.height - point.y
    for (index, line) in lines.enumerated() {
        var ascent: CGFloat = 0
        var descent: CGFloat = 0
        _ = CTLineGetTypographicBounds(line, &ascent, &descent, nil)
        let origin = origins[index]
        if flippedY >= origin.y - descent && flippedY <= origin.y + ascent {
            let index = CTLineGetStringIndexForPosition(line, CGPoint(x: point.x - origin.x, y: 0))
            return index == kCFNotFound ? nil : index
        }
    }
    return nil
}

/// Runs of the first line, read with the Core Foundation calls older code uses.
func fontNamesOfRuns(_ text: NSAttributedString) -> [String] {
    let line = CTLineCreateWithAttributedString(text as CFAttributedString)
    let runs = CTLineGetGlyphRuns(line)
    var names: [String] = []
    for i in 0..<CFArrayGetCount(runs) {
        let run = unsafeBitCast(CFArrayGetValueAtIndex(runs, i), to: CTRun.self)
        let attributes = CTRunGetAttributes(run) as NSDictionary
        if let font = attributes[kCTFontAttributeName] {
            names.append(CTFontCopyPostScriptName(font as! CTFont) as String)
        }
        let glyphCount = CTRunGetGlyphCount(run)
        var positions = [CGPoint](repeating: .zero, count: glyphCount)
        CTRunGetPositions(run, CFRangeMake(0, 0), &positions)
        if CTRunGetGlyphsPtr(run) == nil {
            var glyphs = [CGGlyph](repeating: 0, count: glyphCount)
            CTRunGetGlyphs(run, CFRange(location: 0, length: glyphCount), &glyphs)
        }
    }
    return names
}

final class CoreTextIdiomTests: XCTestCase {
    private func darkPixels(_ image: UIImage) -> Int {
        let cg = image.cgImage!
        var count = 0
        for y in 0..<cg.height {
            for x in 0..<cg.width where cg.rgba(x: x, y: y).r < 100 { count += 1 }
        }
        return count
    }

    func testTheTutorialViewDrawsItsText() {
        let view = TutorialCTView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        view.backgroundColor = .white
        XCTAssertGreaterThan(darkPixels(view.offscreenImage(scale: 1)), 20)
        let empty = TutorialCTView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        empty.backgroundColor = .white
        empty.attributedString = NSAttributedString(string: "")
        XCTAssertEqual(darkPixels(empty.offscreenImage(scale: 1)), 0)
    }

    func testBridgedFontsAndKeys() {
        let font = UIFont.systemFont(ofSize: 17)
        let ctFont = font as CTFont
        XCTAssertEqual(CTFontGetAscent(ctFont), font.ascender)
        XCTAssertEqual(NSAttributedString.Key.ctFont, .font)
        XCTAssertEqual(NSAttributedString.Key.ctForegroundColor.rawValue, kCTForegroundColorAttributeName as String)
        let line = TextLine(text: "Hi", font: ctFont)
        XCTAssertEqual(line.height, font.ascender, accuracy: 0.01)
        let badge = BadgeCTView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        XCTAssertGreaterThan(badge.offscreenImage(scale: 1).size.width, 0)
    }

    func testHitTestingAndRuns() {
        let text = NSMutableAttributedString(string: "Tap here", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 4, length: 4))
        XCTAssertEqual(characterIndex(at: CGPoint(x: 0.5, y: 10), in: text, size: CGSize(width: 200, height: 40)), 0)
        XCTAssertEqual(characterIndex(at: CGPoint(x: 190, y: 10), in: text, size: CGSize(width: 200, height: 40)), 8)
        XCTAssertNil(characterIndex(at: CGPoint(x: 10, y: 39), in: text, size: CGSize(width: 200, height: 40)))
        XCTAssertEqual(fontNamesOfRuns(text), ["Inter-Regular", "Inter-Bold"])
    }
}
