import Foundation

// Core Text's lines and glyph runs, laid out by UIKit's text system (Pango, the
// pinned fonts): a line measures and draws exactly as the same attributed string
// does with `NSAttributedString.size()` / `draw(at:)` and in a UILabel.

/// A line of text, from `CTLineCreateWithAttributedString` or a frame's lines.
public final class CTLine: @unchecked Sendable {
    let layout: TextLayout
    let index: Int
    /// The attributed string the layout was made from, and where it starts in the
    /// string the caller gave (frames lay out a part of theirs).
    let string: NSAttributedString
    let offset: Int

    init(layout: TextLayout, index: Int, string: NSAttributedString, offset: Int) {
        self.layout = layout
        self.index = index
        self.string = string
        self.offset = offset
    }

    /// Core Text's drawing: runs without a colour draw black, runs marked
    /// `kCTForegroundColorFromContextAttributeName` in the context's fill colour.
    static var defaults: TextLayout.Defaults {
        var defaults = TextLayout.Defaults()
        defaults.colorsFromContext = true
        return defaults
    }

    fileprivate lazy var runs: [CTRun] = layout.glyphRuns(inLine: index).map { run in
        let location = min(max(run.range.location, 0), max(string.length - 1, 0))
        var attributes: [String: Any] = [:]
        if string.length > 0 {
            for (key, value) in string.attributes(at: location, effectiveRange: nil) { attributes[key.rawValue] = value }
        }
        var shifted = run
        shifted.range.location += offset
        return CTRun(run: shifted, attributes: attributes as NSDictionary)
    }

    fileprivate var font: UIFont {
        let location = layout.lineRange(index).location
        guard location < string.length else { return TextLayout.defaultFont }
        return (string.attribute(.font, at: location, effectiveRange: nil) as? UIFont) ?? TextLayout.defaultFont
    }
}

/// A run of glyphs of a line with one font and one set of attributes.
public final class CTRun: @unchecked Sendable {
    let run: TextLayout.GlyphRun
    let attributes: NSDictionary

    init(run: TextLayout.GlyphRun, attributes: NSDictionary) {
        self.run = run
        self.attributes = attributes
    }
}

/// Where a truncated line loses its text.
public enum CTLineTruncationType: UInt32, Sendable {
    case start = 0
    case end = 1
    case middle = 2
}

public struct CTLineBoundsOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let excludeTypographicLeading = CTLineBoundsOptions(rawValue: 1 << 0)
    public static let excludeTypographicShifts = CTLineBoundsOptions(rawValue: 1 << 1)
    public static let useHangingPunctuation = CTLineBoundsOptions(rawValue: 1 << 2)
    public static let useGlyphPathBounds = CTLineBoundsOptions(rawValue: 1 << 3)
    public static let useOpticalBounds = CTLineBoundsOptions(rawValue: 1 << 4)
    public static let includeLanguageExtents = CTLineBoundsOptions(rawValue: 1 << 5)
}

// MARK: Lines

/// One line of the whole string, unwrapped. Line separators in it do not break the
/// line (they take no room), as in Core Text.
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    let string = NSMutableAttributedString(attributedString: attrString)
    let text = string.string as NSString
    for i in 0..<text.length {
        let unit = text.character(at: i)
        if unit == 0x0A || unit == 0x0D || unit == 0x2029 || unit == 0x85 || unit == 0x2028 {
            // Zero-width space: the same length, so indices do not move.
            string.replaceCharacters(in: NSRange(location: i, length: 1), with: "\u{200B}")
        }
    }
    var options = TextLayout.Options()
    options.defaults = CTLine.defaults
    let layout = TextLayout(string, options: options)
    return CTLine(layout: layout, index: 0, string: attrString, offset: 0)
}

/// Draws the line with its origin (the left end of its baseline) at the context's
/// text position, in text space (the text matrix): glyphs stand upright where y
/// points up, so in a UIKit view's `draw(_:)` the context is flipped first, as on
/// iOS. Follows the context's text drawing mode.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    guard line.layout.lineIndices.contains(line.index) else { return }
    context.showText(fill: { cr, color in line.layout.drawLine(line.index, in: cr, color: color) },
                     outline: { cr in line.layout.addLinePath(line.index, to: cr) })
}

/// The line's width; its ascent, descent (positive) and leading through the pointers.
public func CTLineGetTypographicBounds(_ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                       _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    guard line.layout.lineIndices.contains(line.index) else {
        ascent?.pointee = 0
        descent?.pointee = 0
        leading?.pointee = 0
        return 0
    }
    ascent?.pointee = line.layout.lineAscent(line.index)
    descent?.pointee = line.layout.lineDescent(line.index)
    leading?.pointee = line.font.leading
    return Double(line.layout.lineWidth(line.index))
}

/// The typographic bounds (origin at the baseline's left end, y up), or the ink's
/// with `.useGlyphPathBounds`.
public func CTLineGetBoundsWithOptions(_ line: CTLine, _ options: CTLineBoundsOptions) -> CGRect {
    guard line.layout.lineIndices.contains(line.index) else { return .zero }
    if options.contains(.useGlyphPathBounds) { return line.layout.lineInkBounds(line.index) }
    var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
    let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
    let extra = options.contains(.excludeTypographicLeading) ? 0 : leading
    return CGRect(x: 0, y: -descent - extra, width: CGFloat(width), height: ascent + descent + extra)
}

/// The box of the line's ink when drawn at `context`'s text position (the origin
/// without a context), y up.
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    guard line.layout.lineIndices.contains(line.index) else { return .null }
    let ink = line.layout.lineInkBounds(line.index)
    guard let context else { return ink }
    return ink.offsetBy(dx: context.textPosition.x, dy: context.textPosition.y)
}

public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex {
    line.runs.reduce(0) { $0 + $1.run.glyphs.count }
}

/// The line's `CTRun`s in visual order (`as! [CTRun]` gives an array).
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray {
    line.runs as NSArray
}

/// The range of the string the line holds.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    guard line.layout.lineIndices.contains(line.index) else { return CFRange(location: line.offset, length: 0) }
    let range = line.layout.lineRange(line.index)
    return CFRange(location: range.location + line.offset, length: range.length)
}

/// The distance from the line's origin to the caret before the character at
/// `charIndex` (the line's width past its end); the secondary offset is the same
/// (no bidirectional split carets).
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex,
                                          _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    guard line.layout.lineIndices.contains(line.index) else {
        secondaryOffset?.pointee = 0
        return 0
    }
    let x = line.layout.offset(ofStringIndex: charIndex - line.offset, inLine: line.index)
    secondaryOffset?.pointee = x
    return x
}

/// The string index of the caret nearest to `position.x` from the line's origin.
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    guard line.layout.lineIndices.contains(line.index), position.x.isFinite else { return kCFNotFound }
    return line.layout.stringIndex(atOffset: position.x, inLine: line.index) + line.offset
}

/// The line shortened to `width` points with an ellipsis ("…", Pango's; a
/// `truncationToken` line is not used) at its start, middle or end; the line's
/// text unchanged when it fits. Nil for a width that is not a positive number.
public func CTLineCreateTruncatedLine(_ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType,
                                      _ truncationToken: CTLine?) -> CTLine? {
    guard width.isFinite, width > 0 else { return nil }
    let range = CTLineGetStringRange(line)
    let part = line.string.attributedSubstring(from: NSRange(location: range.location - line.offset, length: range.length))
    let mode: NSLineBreakMode = switch truncationType {
    case .start: .byTruncatingHead
    case .middle: .byTruncatingMiddle
    case .end: .byTruncatingTail
    }
    var options = TextLayout.Options(width: CGFloat(width), numberOfLines: 1, lineBreakMode: mode)
    options.defaults = CTLine.defaults
    return CTLine(layout: TextLayout(part, options: options), index: 0, string: part, offset: range.location)
}

// MARK: Runs

public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.run.glyphs.count }

/// The attributes of the run's text (keys are attribute names: `kCTFontAttributeName`...).
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary { run.attributes }

public func CTRunGetStringRange(_ run: CTRun) -> CFRange {
    CFRange(location: run.run.range.location, length: run.run.range.length)
}

/// The glyphs in `range` of the run (length 0: to the run's end).
public func CTRunGetGlyphs(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>) {
    for (i, g) in runIndices(run, range).enumerated() { buffer[i] = run.run.glyphs[g] }
}

/// Each glyph's origin from the line's origin (y up).
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    for (i, g) in runIndices(run, range).enumerated() { buffer[i] = run.run.positions[g] }
}

public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    for (i, g) in runIndices(run, range).enumerated() { buffer[i] = run.run.advances[g] }
}

/// Nil: the glyphs are not kept in that form; Core Text allows nil here, and callers
/// then copy them with `CTRunGetGlyphs`.
public func CTRunGetGlyphsPtr(_ run: CTRun) -> UnsafePointer<CGGlyph>? { nil }
/// Nil: see `CTRunGetGlyphsPtr`; callers copy with `CTRunGetPositions`.
public func CTRunGetPositionsPtr(_ run: CTRun) -> UnsafePointer<CGPoint>? { nil }

/// The width of the glyphs in `range` (length 0: to the run's end), and the run's
/// font ascent, descent and leading.
public func CTRunGetTypographicBounds(_ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                      _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    ascent?.pointee = run.run.ascent
    descent?.pointee = run.run.descent
    leading?.pointee = (run.attributes[kCTFontAttributeName] as? UIFont)?.leading ?? 0
    return runIndices(run, range).reduce(0) { $0 + Double(run.run.advances[$1].width) }
}

/// The glyph indices a range names.
private func runIndices(_ run: CTRun, _ range: CFRange) -> Range<Int> {
    range.indices(within: run.run.glyphs.count)
}

extension CFRange {
    /// The indices of `0..<count` this range names, as Core Text reads ranges: a
    /// length of 0 (or less) means to the end; clamped to the count.
    func indices(within count: Int) -> Range<Int> {
        let start = Swift.min(Swift.max(location, 0), count)
        let end = length > 0 ? Swift.min(start + Swift.min(length, count), count) : count
        return start..<Swift.max(end, start)
    }
}
