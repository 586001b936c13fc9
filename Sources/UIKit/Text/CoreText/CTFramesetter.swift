import Foundation

// Core Text's frames: an attributed string wrapped into the rectangle of a path,
// laid out by UIKit's text system as `NSAttributedString.draw(in:)` lays it out
// (the same line breaks, line heights and paragraph styles).

/// Makes frames of an attributed string.
public final class CTFramesetter: @unchecked Sendable {
    let string: NSAttributedString

    init(string: NSAttributedString) {
        self.string = NSAttributedString(attributedString: string)
    }

    /// The part of the string a range names (length 0: to the end), clamped.
    func part(_ range: CFRange) -> (string: NSAttributedString, location: Int) {
        let indices = range.indices(within: string.length)
        return (string.attributedSubstring(from: NSRange(location: indices.lowerBound, length: indices.count)), indices.lowerBound)
    }
}

/// Lines of text that fit a path's rectangle.
public final class CTFrame: @unchecked Sendable {
    let path: CGPath
    let rect: CGRect
    let layout: TextLayout
    let lines: [CTLine]
    /// The part of the string the frame was made for, and the part that fits.
    let requested: CFRange
    let range: CFRange

    init(path: CGPath, rect: CGRect, layout: TextLayout, lines: [CTLine], requested: CFRange, range: CFRange) {
        self.path = path
        self.rect = rect
        self.layout = layout
        self.lines = lines
        self.requested = requested
        self.range = range
    }
}

public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString) -> CTFramesetter {
    CTFramesetter(string: attrString)
}

/// The lines of `stringRange` (length 0: to the end) wrapped to the width of
/// `path`'s bounding box, as many as fit its height. Core Text flows text into
/// any shape; here every path is its bounding box, so a rectangle (the common
/// case) is exact and other shapes get their bounding rectangle. Frame attributes
/// are ignored (lines progress top to bottom, as by default).
public func CTFramesetterCreateFrame(_ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath,
                                     _ frameAttributes: CFDictionary?) -> CTFrame {
    let box = path.boundingBox
    let rect = box.isNull || !box.width.isFinite || !box.height.isFinite ? .zero : box.standardized
    let (part, location) = framesetter.part(stringRange)
    var options = TextLayout.Options(width: rect.width, height: rect.height)
    options.defaults = CTLine.defaults
    let layout = TextLayout(part, options: options)
    // The layout keeps a first line that does not fit; Core Text does not.
    let visible = layout.lineIndices.filter { $0 > 0 || layout.lineOrigin($0).y + layout.lineDescent($0) <= rect.height + 0.001 }
    let lines = visible.map { CTLine(layout: layout, index: $0, string: part, offset: location) }
    var length = 0
    if let last = lines.last { length = NSMaxRange(layout.lineRange(last.index)) }
    return CTFrame(path: path, rect: rect, layout: layout, lines: lines,
                   requested: CFRange(location: location, length: part.length), range: CFRange(location: location, length: length))
}

/// The size the text of `stringRange` takes within `constraints` (an unbounded
/// width, `.greatestFiniteMagnitude` or infinite, keeps paragraphs on one line
/// each): the widest line by the bottom of the last line that fits. `fitRange`
/// gets the part of the string that fits.
public func CTFramesetterSuggestFrameSizeWithConstraints(_ framesetter: CTFramesetter, _ stringRange: CFRange,
                                                         _ frameAttributes: CFDictionary?, _ constraints: CGSize,
                                                         _ fitRange: UnsafeMutablePointer<CFRange>?) -> CGSize {
    func limit(_ value: CGFloat) -> CGFloat? { value.isFinite && value < CGFloat.greatestFiniteMagnitude / 2 ? max(value, 0) : nil }
    let (part, location) = framesetter.part(stringRange)
    var options = TextLayout.Options(width: limit(constraints.width), height: limit(constraints.height))
    options.defaults = CTLine.defaults
    let layout = TextLayout(part, options: options)
    let count = layout.lineIndices.count
    fitRange?.pointee = CFRange(location: location, length: count > 0 ? NSMaxRange(layout.lineRange(count - 1)) : 0)
    return layout.size
}

/// Draws each line at its origin (`CTFrameGetLineOrigins`) from the bottom-left of
/// the path's rectangle, as `CTLineDraw` draws at the text position. The context's
/// text position is left as it was.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    let position = context.textPosition
    defer { context.textPosition = position }
    for line in frame.lines {
        let origin = frameOrigin(frame, line.index)
        context.textPosition = CGPoint(x: frame.rect.minX + origin.x, y: frame.rect.minY + origin.y)
        CTLineDraw(line, context)
    }
}

/// The frame's `CTLine`s, top to bottom (`as! [CTLine]` gives an array).
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray {
    frame.lines as NSArray
}

/// The origins of the lines in `range` (length 0: to the last), from the bottom-left
/// corner of the path's rectangle, y up: the left end of each baseline.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    for (i, lineIndex) in range.indices(within: frame.lines.count).enumerated() {
        origins[i] = frameOrigin(frame, frame.lines[lineIndex].index)
    }
}

private func frameOrigin(_ frame: CTFrame, _ index: Int) -> CGPoint {
    let origin = frame.layout.lineOrigin(index)
    return CGPoint(x: origin.x, y: frame.rect.height - origin.y)
}

/// The range of the string the frame was asked to hold.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange { frame.requested }

/// The range of the string whose lines fit in the frame.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange { frame.range }

public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }
