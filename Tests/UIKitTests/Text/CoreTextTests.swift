@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux
import Foundation
import GoldenTesting
import Testing

/// Core Text as custom drawing code uses it: fonts agree with UIFont, lines with
/// NSAttributedString's measuring, frames with its wrapping, and text drawn with
/// CTLineDraw / CTFrameDraw in a flipped `draw(_:)` sits where a UILabel puts it.
@MainActor
@Suite struct CoreTextTests {
    static let fonts: [UIFont] = [
        .systemFont(ofSize: 17), .systemFont(ofSize: 28, weight: .bold), UIFont(name: "Helvetica-Oblique", size: 13)!,
        UIFont(name: "Menlo-Regular", size: 12)!, UIFont(name: "PingFangSC-Regular", size: 15)!,
    ]

    // MARK: Fonts

    @Test func fontMetricsAreUIFontsForThePinnedFonts() throws {
        for font in Self.fonts {
            let ctFont = CTFontCreateWithName(font.fontName as CFString, font.pointSize, nil)
            #expect(ctFont == font)
            #expect(CTFontGetSize(ctFont) == font.pointSize)
            #expect(CTFontGetAscent(ctFont) == font.ascender)
            #expect(CTFontGetDescent(ctFont) == -font.descender)
            #expect(CTFontGetLeading(ctFont) == font.leading)
            #expect(CTFontGetCapHeight(ctFont) == font.capHeight)
            #expect(CTFontGetXHeight(ctFont) == font.xHeight)
            #expect(CTFontCopyPostScriptName(ctFont) as String == font.fontName)
            #expect(CTFontCopyFamilyName(ctFont) as String == font.familyName)
            // The face's own tables, as CGFont reads them from the file.
            let cgFont = try #require(CGFont(font.fontName as CFString))
            #expect(CTFontGetUnitsPerEm(ctFont) == UInt32(cgFont.unitsPerEm))
            let scale = font.pointSize / CGFloat(cgFont.unitsPerEm)
            let box = CTFontGetBoundingBox(ctFont)
            #expect(abs(box.minY - cgFont.fontBBox.minY * scale) < 0.001 && abs(box.height - cgFont.fontBBox.height * scale) < 0.001)
            #expect(CTFontGetUnderlinePosition(ctFont) < 0 && CTFontGetUnderlineThickness(ctFont) > 0)
            #expect(CTFontCopyFullName(ctFont) as String == cgFont.fullName)
        }
        // The toll-free bridge: a UIFont is a CTFont and back.
        let font = UIFont.boldSystemFont(ofSize: 15)
        let bridged = font as CTFont
        #expect(CTFontGetSymbolicTraits(bridged).contains(.traitBold))
        #expect((bridged as UIFont).pointSize == 15)
    }

    @Test func namesSizesAndTraitsAsCoreTextGivesThem() throws {
        // Size 0 is 12 pt; a name no font has gives the best match, Helvetica.
        #expect(CTFontGetSize(CTFontCreateWithName("Helvetica" as CFString, 0, nil)) == 12)
        #expect(CTFontCreateWithName("NoSuchFont-Regular" as CFString, 14, nil) == UIFont(name: "Helvetica", size: 14))
        let regular = CTFontCreateWithName("Inter-Regular" as CFString, 16, nil)
        let boldItalic = try #require(CTFontCreateCopyWithSymbolicTraits(regular, 0, nil, [.traitBold, .traitItalic], [.traitBold, .traitItalic]))
        #expect(CTFontCopyPostScriptName(boldItalic) as String == "Inter-BoldItalic" && CTFontGetSize(boldItalic) == 16)
        #expect(CTFontCreateCopyWithSymbolicTraits(regular, 0, nil, .traitCondensed, .traitCondensed) == nil)
        let traits = CTFontCopyTraits(boldItalic)
        #expect((traits[kCTFontSymbolicTrait] as? NSNumber)?.uint32Value == CTFontSymbolicTraits([.boldTrait, .italicTrait]).rawValue)
        #expect((traits[kCTFontWeightTrait] as? NSNumber)?.doubleValue == Double(UIFont.Weight.bold.rawValue))
        let descriptor = CTFontDescriptorCreateWithNameAndSize("Menlo-Bold" as CFString, 11)
        let menlo = CTFontCreateWithFontDescriptor(descriptor, 0, nil)
        #expect(menlo == UIFont(name: "Menlo-Bold", size: 11))
        #expect(CTFontCopyPostScriptName(CTFontCreateCopyWithAttributes(regular, 20, nil, descriptor)) as String == "DejaVuSansMono-Bold")
    }

    @Test func glyphsAndAdvancesAreTheFontsOwn() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let characters = Array("Al".utf16)
        var glyphs = [CGGlyph](repeating: 0, count: 2)
        #expect(CTFontGetGlyphsForCharacters(font, characters, &glyphs, 2))
        #expect(glyphs[0] != 0 && glyphs[1] != 0 && glyphs[0] != glyphs[1])
        // Inter has no Chinese: its own glyph is missing (Core Text does not fall back here).
        var missing: [CGGlyph] = [1]
        #expect(!CTFontGetGlyphsForCharacters(font, Array("中".utf16), &missing, 1) && missing == [0])
        // One glyph's advance is the width of a line of that character.
        var advances = [CGSize](repeating: .zero, count: 2)
        let total = CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advances, 2)
        #expect(abs(total - Double(advances[0].width + advances[1].width)) < 1e-9)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "l", attributes: [.font: font]) as CFAttributedString)
        #expect(abs(CTLineGetTypographicBounds(line, nil, nil, nil) - Double(advances[1].width)) < 0.01)
    }

    // MARK: Lines

    @Test func lineWidthsAgreeWithNSAttributedStringSize() {
        let strings = [
            NSAttributedString(string: "Hello, Core Text", attributes: [.font: UIFont.systemFont(ofSize: 17)]),
            NSAttributedString(string: "Kerned", attributes: [.font: UIFont.systemFont(ofSize: 24), .kern: 3]),
            NSAttributedString(string: "Défaut"),  // Helvetica 12, the default of both
            NSAttributedString(string: "Mono 123", attributes: [kCTFontAttributeName as NSAttributedString.Key: UIFont(name: "Menlo-Regular", size: 13)!]),
        ]
        for string in strings {
            let line = CTLineCreateWithAttributedString(string as CFAttributedString)
            var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
            let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
            let size = string.size()
            #expect(abs(CGFloat(width) - size.width) < 0.001, "\(string.string)")
            // One font: the line is the font's height, as a label's line.
            let font = (string.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) ?? UIFont(name: "Helvetica", size: 12)!
            #expect(abs(ascent + descent + leading - font.lineHeight) < 0.01, "\(string.string)")
            #expect(abs(size.height - font.lineHeight) < 0.01)
        }
    }

    @Test func stringRangesOffsetsAndCaretIndices() {
        let text = "Hello world"
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        let width = CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil))
        #expect(CTLineGetStringRange(line) == CFRangeMake(0, 11))
        #expect(CTLineGetGlyphCount(line) == 11)
        #expect(CTLineGetOffsetForStringIndex(line, 0, nil) == 0)
        #expect(abs(CTLineGetOffsetForStringIndex(line, 11, nil) - width) < 0.001)
        var previous: CGFloat = -1
        for index in 0...11 {
            let x = CTLineGetOffsetForStringIndex(line, index, nil)
            #expect(x > previous)
            previous = x
            // The caret nearest to an offset is the index it came from.
            #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: x + 0.5, y: 0)) == index)
        }
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: width + 40, y: 0)) == 11)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: -40, y: 0)) == 0)
        // A line break in a CTLine takes no room and moves no index.
        let broken = CTLineCreateWithAttributedString(NSAttributedString(string: "Hello\nworld", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        #expect(CTLineGetStringRange(broken) == CFRangeMake(0, 11))
    }

    @Test func glyphRunsFollowFontsAndAttributes() throws {
        let string = NSMutableAttributedString(string: "Plain ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        string.append(NSAttributedString(string: "Bold", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 17), kCTForegroundColorAttributeName as NSAttributedString.Key: UIColor.red.cgColor,
        ]))
        let line = CTLineCreateWithAttributedString(string)
        let runs = CTLineGetGlyphRuns(line) as! [CTRun]
        #expect(runs.count == 2)
        #expect(CTRunGetStringRange(runs[0]) == CFRangeMake(0, 6) && CTRunGetStringRange(runs[1]) == CFRangeMake(6, 4))
        #expect(runs.map(CTRunGetGlyphCount) == [6, 4])
        let attributes = CTRunGetAttributes(runs[1]) as NSDictionary
        #expect(attributes[kCTFontAttributeName] as? UIFont == UIFont.boldSystemFont(ofSize: 17))
        #expect(attributes[kCTForegroundColorAttributeName] != nil)
        // Positions: the second run starts where the first one's width ends.
        var positions = [CGPoint](repeating: .zero, count: 4)
        CTRunGetPositions(runs[1], CFRangeMake(0, 0), &positions)
        let firstWidth = CTRunGetTypographicBounds(runs[0], CFRangeMake(0, 0), nil, nil, nil)
        #expect(abs(positions[0].x - CGFloat(firstWidth)) < 0.001 && positions[0].y == 0)
        #expect(positions[1].x > positions[0].x)
        var ascent: CGFloat = 0
        let boldWidth = CTRunGetTypographicBounds(runs[1], CFRangeMake(0, 0), &ascent, nil, nil)
        #expect(abs(firstWidth + boldWidth - CTLineGetTypographicBounds(line, nil, nil, nil)) < 0.001)
        #expect(abs(ascent - UIFont.boldSystemFont(ofSize: 17).ascender) < 0.01)
        var glyphs = [CGGlyph](repeating: 0, count: 4)
        CTRunGetGlyphs(runs[1], CFRangeMake(0, 0), &glyphs)
        var expected = [CGGlyph](repeating: 0, count: 4)
        _ = CTFontGetGlyphsForCharacters(UIFont.boldSystemFont(ofSize: 17), Array("Bold".utf16), &expected, 4)
        #expect(glyphs == expected)
    }

    @Test func truncatedLinesFitTheirWidth() throws {
        let string = NSAttributedString(string: "The quick brown fox jumps over the lazy dog", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let line = CTLineCreateWithAttributedString(string)
        let full = CTLineGetTypographicBounds(line, nil, nil, nil)
        for type in [CTLineTruncationType.start, .middle, .end] {
            let truncated = try #require(CTLineCreateTruncatedLine(line, 120, type, nil))
            let width = CTLineGetTypographicBounds(truncated, nil, nil, nil)
            #expect(width <= 120 && width > 60, "\(type)")
            #expect(CTLineGetGlyphCount(truncated) < CTLineGetGlyphCount(line))
        }
        let fits = try #require(CTLineCreateTruncatedLine(line, full + 10, .end, nil))
        #expect(abs(CTLineGetTypographicBounds(fits, nil, nil, nil) - full) < 0.001)
        #expect(CTLineCreateTruncatedLine(line, -1, .end, nil) == nil)
    }

    // MARK: Frames

    static let paragraph = NSAttributedString(
        string: "Core Text frames wrap text into a rectangle, line after line, as a label wraps it.",
        attributes: [.font: UIFont.systemFont(ofSize: 17)])

    @Test func framesWrapAsNSAttributedStringDrawingDoes() {
        let width: CGFloat = 180
        let framesetter = CTFramesetterCreateWithAttributedString(Self.paragraph as CFAttributedString)
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: width, height: 400), transform: nil)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), path, nil)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        let measured = Self.paragraph.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                                   options: .usesLineFragmentOrigin, context: nil)
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(lines.count == Int((measured.height / lineHeight).rounded()))
        #expect(lines.count >= 3)
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
        // The first baseline one ascender below the top (y up from the rectangle's
        // bottom), the next ones a line height apart, as a label's.
        #expect(abs(origins[0].y - (400 - UIFont.systemFont(ofSize: 17).ascender)) < 0.01)
        for i in 1..<lines.count { #expect(abs(origins[i - 1].y - origins[i].y - lineHeight) < 0.01) }
        // Line ranges tile the string.
        var next = 0
        for line in lines {
            let range = CTLineGetStringRange(line)
            #expect(range.location == next)
            next = range.location + range.length
        }
        #expect(next == Self.paragraph.length)
        #expect(CTFrameGetVisibleStringRange(frame) == CFRangeMake(0, Self.paragraph.length))
        #expect(CTFrameGetPath(frame) === path)
        // The suggested size is what NSAttributedString measures.
        var fit = CFRange()
        let suggested = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(0, 0), nil,
                                                                     CGSize(width: width, height: .greatestFiniteMagnitude), &fit)
        #expect(abs(suggested.height - measured.height) < 0.01 && suggested.width <= width)
        #expect(fit == CFRangeMake(0, Self.paragraph.length))
    }

    @Test func aShortFrameShowsTheLinesThatFit() {
        let framesetter = CTFramesetterCreateWithAttributedString(Self.paragraph)
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0),
                                             CGPath(rect: CGRect(x: 0, y: 0, width: 180, height: lineHeight * 2 + 5), transform: nil), nil)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        #expect(lines.count == 2)
        let visible = CTFrameGetVisibleStringRange(frame)
        let second = CTLineGetStringRange(lines[1])
        #expect(visible.location == 0 && visible.length == second.location + second.length && visible.length < Self.paragraph.length)
        #expect(CTFrameGetStringRange(frame) == CFRangeMake(0, Self.paragraph.length))
        // Too short for one line: none.
        let none = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: CGRect(x: 0, y: 0, width: 180, height: 5), transform: nil), nil)
        #expect(CFArrayGetCount(CTFrameGetLines(none)) == 0)
    }

    // MARK: Drawing

    @Test func theTextMatrixIsNotPartOfTheGraphicsState() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            let cg = context.cgContext
            #expect(cg.textMatrix == .identity && cg.textPosition == .zero)
            cg.textPosition = CGPoint(x: 3, y: 4)
            #expect(cg.textMatrix == CGAffineTransform(translationX: 3, y: 4))
            cg.saveGState()
            cg.textMatrix = CGAffineTransform(scaleX: 2, y: 2)
            cg.restoreGState()
            #expect(cg.textMatrix == CGAffineTransform(scaleX: 2, y: 2) && cg.textPosition == .zero)
        }
        #expect(image.size == CGSize(width: 10, height: 10))
    }

    /// The flipped idiom draws upright text whose baseline is where a label's is;
    /// without the flip, Core Text's glyphs hang upside down below the baseline,
    /// as on iOS.
    @Test func unflippedContextsDrawUpsideDown() throws {
        func inkRows(flip: Bool) throws -> ClosedRange<Int> {
            let view = CoreTextLineView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            view.flips = flip
            let image = try #require(view.offscreenImage(scale: 1).cgImage)
            var rows: [Int] = []
            for y in 0..<60 where (0..<120).contains(where: { image.rgba(x: $0, y: y).r < 128 }) { rows.append(y) }
            return try #require(rows.first)...(try #require(rows.last))
        }
        // Baseline 40 points from the top: flipped, the capitals stand above it.
        let upright = try inkRows(flip: true)
        #expect(upright.upperBound <= 40 && upright.lowerBound >= 40 - 15)
        // Unflipped the baseline is 40 points from the top too (y down), and the glyphs hang below it.
        let hanging = try inkRows(flip: false)
        #expect(hanging.lowerBound >= 40 && hanging.upperBound <= 40 + 15)
    }

    @Test func framesDrawWhereALabelDrawsTheSameText() throws {
        let size = CGSize(width: 200, height: 120)
        let view = CoreTextFrameView(frame: CGRect(origin: .zero, size: size))
        view.text = Self.paragraph
        let label = UILabel(frame: CGRect(origin: .zero, size: size))
        label.backgroundColor = .white
        label.numberOfLines = 0
        label.attributedText = Self.paragraph
        // A label of whole points (so its backing store is not stretched), moved up
        // by the offset its vertical centring (on whole pixels) gives the text: the
        // text's top is the host's top, where the frame's first line starts.
        let height = Self.paragraph.boundingRect(with: CGSize(width: size.width, height: .greatestFiniteMagnitude),
                                                 options: .usesLineFragmentOrigin, context: nil).height
        let labelHeight = height.rounded(.up)
        let centring = ((labelHeight - height) / 2 * 2).rounded() / 2
        label.frame = CGRect(x: 0, y: -centring, width: size.width, height: labelHeight)
        let host = UIView(frame: CGRect(origin: .zero, size: size))
        host.backgroundColor = .white
        host.addSubview(label)
        let drawn = try #require(view.offscreenImage(scale: 2).cgImage)
        let labelled = try #require(host.offscreenImage(scale: 2).cgImage)
        var differing = 0
        for y in 0..<drawn.height {
            for x in 0..<drawn.width where drawn.rgba(x: x, y: y) != labelled.rgba(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
    }

    /// The pixels of "HEH" drawn by CTLineDraw in a flipped 120 x 60 context at scale
    /// 1, baseline 40 points from the top, after `prepare` set up the context.
    func drawnLine(_ string: NSAttributedString, _ prepare: (CGContext) -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60), format: format).image { context in
            let cg = context.cgContext
            UIColor.white.setFill()
            cg.fill(CGRect(x: 0, y: 0, width: 120, height: 60))
            cg.translateBy(x: 0, y: 60)
            cg.scaleBy(x: 1, y: -1)
            prepare(cg)
            cg.textPosition = CGPoint(x: 10, y: 20)
            CTLineDraw(CTLineCreateWithAttributedString(string), cg)
        }.cgImage!
    }

    /// The colours of the inked pixels (straight RGB, those darker or more coloured than white).
    func inkColours(_ image: CGImage) -> Set<[UInt8]> {
        var colours = Set<[UInt8]>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                if [p.r, p.g, p.b] != [255, 255, 255] { colours.insert([p.r, p.g, p.b]) }
            }
        }
        return colours
    }

    @Test func coloursComeFromAttributesOrTheContext() {
        let font = UIFont.boldSystemFont(ofSize: 30)
        // No colour: black, whatever the context's fill colour.
        let plain = drawnLine(NSAttributedString(string: "HEH", attributes: [.font: font])) { $0.setFillColor(UIColor.red.cgColor) }
        #expect(inkColours(plain).contains([0, 0, 0]) && !inkColours(plain).contains([255, 0, 0]))
        // Core Text's CGColor, and UIKit's UIColor.
        let ctColour = drawnLine(NSAttributedString(string: "HEH", attributes: [
            .font: font, kCTForegroundColorAttributeName as NSAttributedString.Key: UIColor.blue.cgColor,
        ])) { _ in }
        #expect(inkColours(ctColour).contains([0, 0, 255]) && !inkColours(ctColour).contains([0, 0, 0]))
        let uiColour = drawnLine(NSAttributedString(string: "HEH", attributes: [.font: font, .foregroundColor: UIColor.green])) { _ in }
        #expect(inkColours(uiColour).contains([0, 255, 0]))
        // From the context: its fill colour.
        let fromContext = drawnLine(NSAttributedString(string: "HEH", attributes: [
            .font: font, NSAttributedString.Key(kCTForegroundColorFromContextAttributeName as String): true,
        ])) { $0.setFillColor(UIColor.red.cgColor) }
        #expect(inkColours(fromContext).contains([255, 0, 0]) && !inkColours(fromContext).contains([0, 0, 0]))
    }

    @Test func textDrawingModes() {
        let string = NSAttributedString(string: "HEH", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
        func ink(_ image: CGImage) -> Int { (0..<60).reduce(0) { sum, y in sum + (0..<120).filter { image.rgba(x: $0, y: y).g < 128 }.count } }
        let filled = drawnLine(string) { _ in }
        let invisible = drawnLine(string) { $0.setTextDrawingMode(.invisible) }
        let stroked = drawnLine(string) { cg in
            cg.setTextDrawingMode(.stroke)
            cg.setStrokeColor(UIColor.red.cgColor)
            cg.setLineWidth(1)
        }
        #expect(ink(invisible) == 0)
        // An outline covers less than the filled glyphs, in the stroke colour.
        #expect(ink(stroked) > 20 && ink(stroked) < ink(filled))
        #expect(inkColours(stroked).contains([255, 0, 0]) && !inkColours(stroked).contains([0, 0, 0]))
        // The ink sits where the line says it does: image bounds from the text position.
        let line = CTLineCreateWithAttributedString(string)
        let bounds = CTLineGetImageBounds(line, nil)
        #expect(bounds.minY >= -0.5 && bounds.maxY > 20 && bounds.maxY < UIFont.boldSystemFont(ofSize: 30).ascender)
        #expect(bounds.minX >= 0 && bounds.maxX <= CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil)) + 0.5)
        var inked: [Int] = []
        for y in 0..<60 where (0..<120).contains(where: { filled.rgba(x: $0, y: y).g < 128 }) { inked.append(y) }
        // y up from 20 points above the bottom (row 40 from the top).
        #expect(abs(CGFloat(inked.last! + 1) - (60 - 20 - bounds.minY)) <= 1)
        #expect(abs(CGFloat(inked.first!) - (60 - 20 - bounds.maxY)) <= 1)
    }

    @Test func descriptorsFromAttributes() {
        let descriptor = CTFontDescriptorCreateWithAttributes([kCTFontNameAttribute: "Helvetica-Bold", kCTFontSizeAttribute: 18] as CFDictionary)
        let font = CTFontCreateWithFontDescriptor(descriptor, 0, nil)
        #expect(font == UIFont(name: "Helvetica-Bold", size: 18))
        #expect(CTFontDescriptorCopyAttribute(CTFontCopyFontDescriptor(font), kCTFontNameAttribute) as? String == "Inter-Bold")
        #expect(CTFontCopyDisplayName(font) as String == "Inter Bold")
        var glyph: CGGlyph = 0
        _ = CTFontGetGlyphsForCharacters(font, Array("W".utf16), &glyph, 1)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "W", attributes: [.font: font]))
        let run = (CTLineGetGlyphRuns(line) as! [CTRun])[0]
        var advance = CGSize.zero
        CTRunGetAdvances(run, CFRangeMake(0, 1), &advance)
        var fontAdvance = CGSize.zero
        CTFontGetAdvancesForGlyphs(font, .horizontal, [glyph], &fontAdvance, 1)
        #expect(abs(advance.width - fontAdvance.width) < 0.01 && advance.width > 10)
    }

    @Test func customDrawingGolden() {
        let view = CoreTextDemoView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        expectGolden(view.offscreenImage(scale: 2).cgImage!, named: "core-text-line-and-frame@2x", in: "Text")
    }
}

/// A view on white, for the Core Text views below.
class CoreTextCanvasView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Draws one line with CTLineDraw at a baseline 40 points from the top.
final class CoreTextLineView: CoreTextCanvasView {
    var flips = true

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.textMatrix = .identity
        if flips {
            context.translateBy(x: 0, y: bounds.height)
            context.scaleBy(x: 1, y: -1)
        }
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "HEH", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        context.textPosition = CGPoint(x: 10, y: flips ? bounds.height - 40 : 40)
        CTLineDraw(line, context)
    }
}

/// The Core Text tutorial's view: a framesetter's frame over the whole bounds.
final class CoreTextFrameView: CoreTextCanvasView {
    var text = NSAttributedString(string: "")

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.textMatrix = .identity
        context.translateBy(x: 0, y: bounds.size.height)
        context.scaleBy(x: 1.0, y: -1.0)
        let path = CGMutablePath()
        path.addRect(bounds)
        let framesetter = CTFramesetterCreateWithAttributedString(text as CFAttributedString)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, text.length), path, nil)
        CTFrameDraw(frame, context)
    }
}

/// A line in colour with an underline and kerning, a frame with a centred
/// paragraph style in an inset rectangle, and a line laid out per run.
final class CoreTextDemoView: CoreTextCanvasView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.textMatrix = .identity
        context.translateBy(x: 0, y: bounds.height)
        context.scaleBy(x: 1, y: -1)

        let font = CTFontCreateWithName("Helvetica-Bold" as CFString, 22, nil)
        let attributes: [CFString: Any] = [
            kCTFontAttributeName: font,
            kCTForegroundColorAttributeName: UIColor.systemBlue.cgColor,
            kCTKernAttributeName: 1.5,
            kCTUnderlineStyleAttributeName: CTUnderlineStyle.single.rawValue,
        ]
        let title = CFAttributedStringCreate(nil, "Core Text line" as CFString, attributes as CFDictionary)!
        let line = CTLineCreateWithAttributedString(title)
        context.textPosition = CGPoint(x: 16, y: bounds.height - 36)
        CTLineDraw(line, context)

        var alignment = CTTextAlignment.center
        var spacing: CGFloat = 6
        let style = withUnsafePointer(to: &alignment) { alignment in
            withUnsafePointer(to: &spacing) { spacing in
                let settings = [
                    CTParagraphStyleSetting(spec: .alignment, valueSize: MemoryLayout<CTTextAlignment>.size, value: alignment),
                    CTParagraphStyleSetting(spec: .lineSpacingAdjustment, valueSize: MemoryLayout<CGFloat>.size, value: spacing),
                ]
                return CTParagraphStyleCreate(settings, settings.count)
            }
        }
        let body = NSMutableAttributedString(string: "A frame of centred text wraps inside its rectangle, with six points between lines.",
                                             attributes: [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: style])
        body.addAttribute(kCTForegroundColorAttributeName as NSAttributedString.Key, value: UIColor.systemRed.cgColor,
                          range: NSRange(location: 2, length: 5))
        let box = CGRect(x: 16, y: 16, width: bounds.width - 32, height: 110)
        context.setFillColor(UIColor(white: 0.93, alpha: 1).cgColor)
        context.fill(box)
        let frame = CTFramesetterCreateFrame(CTFramesetterCreateWithAttributedString(body), CFRangeMake(0, 0),
                                             CGPath(rect: box, transform: nil), nil)
        CTFrameDraw(frame, context)
    }
}
