@_implementationOnly import CCairo
import Foundation

/// The laid-out lines one by one, for Core Text's lines, runs and frames: their
/// metrics, string ranges (UTF-16, from the start of the laid-out string), glyph
/// runs, caret offsets, and drawing one line at a baseline origin.
extension TextLayout {
    /// One glyph run of a line: the glyphs Pango shaped with one font and one set of
    /// attributes, in visual order.
    package struct GlyphRun {
        package var range: NSRange
        package var glyphs: [UInt16]
        /// Glyph origins from the line's origin (x along the baseline, y up).
        package var positions: [CGPoint]
        package var advances: [CGSize]
        package var width: CGFloat
        package var ascent: CGFloat
        package var descent: CGFloat
    }

    package var lineIndices: Range<Int> { lines.indices }

    /// The line's left edge within the layout's width (its alignment offset) and its
    /// baseline from the layout's top.
    package func lineOrigin(_ i: Int) -> CGPoint { CGPoint(x: lines[i].x, y: lines[i].baseline) }
    package func lineWidth(_ i: Int) -> CGFloat { lines[i].width }
    package func lineAscent(_ i: Int) -> CGFloat { lines[i].ascent }
    package func lineDescent(_ i: Int) -> CGFloat { lines[i].descent }

    /// The UTF-16 range of line `i`. Lines are contiguous: a paragraph's last line ends
    /// where the next paragraph starts, so it holds the separator, as Core Text's do.
    package func lineRange(_ i: Int) -> NSRange {
        let start = lineStart(i)
        let end = i + 1 < lines.count ? lineStart(i + 1) : lineEnd(i)
        return NSRange(location: start, length: max(end - start, 0))
    }

    private func lineStart(_ i: Int) -> Int {
        system.withLock { byteBoundary(i, end: false) }
    }

    private func lineEnd(_ i: Int) -> Int {
        system.withLock { byteBoundary(i, end: true) }
    }

    /// The UTF-16 index where line `i` starts or ends. Call inside the lock.
    private func byteBoundary(_ i: Int, end: Bool) -> Int {
        let line = lines[i]
        let paragraph = paragraphs[line.paragraph]
        guard let pango = pango_layout_get_line_readonly(line.layout, line.index) else { return paragraph.range.location }
        let byte = pango.pointee.start_index + (end ? pango.pointee.length : 0)
        return paragraph.range.location + paragraph.utf16Index(ofByte: Int(byte))
    }

    /// The ink (image) bounds of line `i` from its origin, y up.
    package func lineInkBounds(_ i: Int) -> CGRect {
        system.withLock {
            let line = lines[i]
            guard let pango = pango_layout_get_line_readonly(line.layout, line.index) else { return .zero }
            var ink = PangoRectangle()
            pango_layout_line_get_extents(pango, &ink, nil)
            guard ink.width > 0, ink.height > 0 else { return .zero }
            let scale = CGFloat(PANGO_SCALE)
            return CGRect(x: CGFloat(ink.x) / scale - line.logicalX, y: -CGFloat(ink.y + ink.height) / scale,
                          width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale)
        }
    }

    /// The distance from line `i`'s origin to the caret before the character at
    /// `index` (UTF-16, string-wide); the line's end for an index past it.
    package func offset(ofStringIndex index: Int, inLine i: Int) -> CGFloat {
        if index >= lineEnd(i) { return lines[i].width }
        let start = lineStart(i)
        return system.withLock {
            let line = lines[i]
            let paragraph = paragraphs[line.paragraph]
            guard let pango = pango_layout_get_line_readonly(line.layout, line.index) else { return 0 }
            let byte = paragraph.byteOffset(ofStringIndex: max(index, start))
            var x: Int32 = 0
            pango_layout_line_index_to_x(pango, Int32(byte), 0, &x)
            return CGFloat(x) / CGFloat(PANGO_SCALE) - line.logicalX
        }
    }

    /// The string index (UTF-16) of the caret nearest to `x` from line `i`'s origin.
    package func stringIndex(atOffset x: CGFloat, inLine i: Int) -> Int {
        system.withLock {
            let line = lines[i]
            let paragraph = paragraphs[line.paragraph]
            guard let pango = pango_layout_get_line_readonly(line.layout, line.index) else { return paragraph.range.location }
            var byte: Int32 = 0, trailing: Int32 = 0
            pango_layout_line_x_to_index(pango, pangoUnits(x + line.logicalX), &byte, &trailing)
            // `trailing` counts the characters of the grapheme the caret is after.
            var end = Int(byte)
            for _ in 0..<max(trailing, 0) where end < paragraph.utf8.count {
                end += 1
                while end < paragraph.utf8.count, paragraph.utf8[end] & 0xC0 == 0x80 { end += 1 }
            }
            return paragraph.range.location + paragraph.utf16Index(ofByte: end)
        }
    }

    /// The glyph runs of line `i`, in visual order.
    package func glyphRuns(inLine i: Int) -> [GlyphRun] {
        system.withLock {
            let line = lines[i]
            let paragraph = paragraphs[line.paragraph]
            guard let pango = pango_layout_get_line_readonly(line.layout, line.index) else { return [] }
            let scale = CGFloat(PANGO_SCALE)
            var runs: [GlyphRun] = []
            var x: CGFloat = 0
            var node = pango.pointee.runs
            while let current = node {
                defer { node = current.pointee.next }
                guard let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                      let glyphString = item.pointee.glyphs else { continue }
                let count = Int(glyphString.pointee.num_glyphs)
                var glyphs: [UInt16] = [], positions: [CGPoint] = [], advances: [CGSize] = []
                var runX: CGFloat = 0
                for g in 0..<count {
                    let info = glyphString.pointee.glyphs[g]
                    let advance = CGFloat(info.geometry.width) / scale
                    // Pango's empty and unknown-character glyphs carry flag bits above 16.
                    glyphs.append(UInt16(truncatingIfNeeded: info.glyph))
                    positions.append(CGPoint(x: x + runX + CGFloat(info.geometry.x_offset) / scale,
                                             y: -CGFloat(info.geometry.y_offset) / scale))
                    advances.append(CGSize(width: advance, height: 0))
                    runX += advance
                }
                var logical = PangoRectangle()
                pango_glyph_string_extents(glyphString, item.pointee.item.pointee.analysis.font, nil, &logical)
                let offset = Int(item.pointee.item.pointee.offset), length = Int(item.pointee.item.pointee.length)
                let start = paragraph.range.location + paragraph.utf16Index(ofByte: offset)
                let end = paragraph.range.location + paragraph.utf16Index(ofByte: offset + length)
                runs.append(GlyphRun(range: NSRange(location: start, length: end - start), glyphs: glyphs,
                                     positions: positions, advances: advances, width: runX,
                                     ascent: -CGFloat(logical.y) / scale,
                                     descent: CGFloat(logical.y + logical.height) / scale))
                x += runX
            }
            return runs
        }
    }

    /// Draws line `i` with its origin (the left end of its baseline) at the origin
    /// of `cr`'s user space, which is y up, as Core Text's text space: glyphs stand
    /// upright when y points up. Runs without their own colour draw in `color`.
    package func drawLine(_ i: Int, in cr: OpaquePointer, color: TextColor.RGBA) {
        system.withLock {
            let line = lines[i]
            guard let pango = pango_layout_get_line_readonly(line.layout, line.index) else { return }
            cairo_save(cr)
            cairo_scale(cr, 1, -1)
            cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
            cairo_move_to(cr, -Double(line.logicalX), 0)
            pango_cairo_show_layout_line(cr, pango)
            cairo_restore(cr)
        }
    }

    /// Adds line `i`'s glyph outlines to `cr`'s path, placed as `drawLine` draws them.
    package func addLinePath(_ i: Int, to cr: OpaquePointer) {
        system.withLock {
            let line = lines[i]
            guard let pango = pango_layout_get_line_readonly(line.layout, line.index) else { return }
            cairo_save(cr)
            cairo_scale(cr, 1, -1)
            cairo_move_to(cr, -Double(line.logicalX), 0)
            pango_cairo_layout_line_path(cr, pango)
            cairo_restore(cr)
        }
    }
}

extension TextParagraph {
    /// The UTF-16 index (from the paragraph's start) of byte `byte` of its UTF-8 text:
    /// the first unit whose bytes start at or after it.
    package func utf16Index(ofByte byte: Int) -> Int {
        var low = 0, high = range.length
        while low < high {
            let mid = (low + high) / 2
            if utf8Offsets[mid] < byte { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
