@_implementationOnly import CCairo
import Foundation

/// An attributed string laid out in lines: wrapped to a width, limited to a number of
/// lines or a height, truncated as its line break mode says, measured in points, and
/// drawn into a cairo_t. What UILabel and NSString drawing are built on.
///
/// Each paragraph is its own PangoLayout, because NSParagraphStyle is per paragraph and
/// Pango's alignment, indents and line limits are per layout. Pango shapes, wraps and
/// ellipsizes each paragraph; lines are then placed the way TextKit places them (extra
/// line height above the glyphs, spacing between lines and paragraphs, alignment within
/// the width), and drawn one by one at those positions.
///
/// All Pango work, including freeing, happens under `TextSystem`'s lock.
package final class TextLayout {
    package struct Defaults {
        /// For characters without `.font`.
        package var font: UIFont
        /// For characters without `.foregroundColor`.
        package var color: TextColor.RGBA
        /// Core Text's drawing: every run gets its colour as an attribute (`color` when
        /// it has none), except runs marked `kCTForegroundColorFromContextAttributeName`,
        /// which draw in the source colour given to `draw` (the context's fill colour).
        package var colorsFromContext = false

        package init(font: UIFont = TextLayout.defaultFont, color: TextColor.RGBA = TextColor.black) {
            self.font = font
            self.color = color
        }
    }

    package struct Options {
        /// The wrapping width; nil lays each paragraph out on one line.
        package var width: CGFloat?
        /// Lines that do not fit entirely within this height are left out (the first line
        /// never is), as in a text container of this height.
        package var height: CGFloat?
        /// 0 means no limit.
        package var numberOfLines: Int = 0
        /// Overrides every paragraph style's line break mode when set (UILabel's).
        package var lineBreakMode: NSLineBreakMode?
        /// Ends the last visible line with an ellipsis when text was left out, whatever the
        /// line break mode (NSStringDrawingOptions.truncatesLastVisibleLine).
        package var truncatesLastVisibleLine = false
        package var defaults = Defaults()

        package init(width: CGFloat? = nil, height: CGFloat? = nil, numberOfLines: Int = 0,
                     lineBreakMode: NSLineBreakMode? = nil, defaults: Defaults = Defaults()) {
            self.width = width
            self.height = height
            self.numberOfLines = numberOfLines
            self.lineBreakMode = lineBreakMode
            self.defaults = defaults
        }
    }

    struct Line {
        var layout: OpaquePointer
        var index: Int32
        /// Left edge of the line's logical rect, from the layout's left.
        var x: CGFloat = 0
        /// Where Pango's line origin is relative to its logical rect's left.
        var logicalX: CGFloat
        var top: CGFloat
        var height: CGFloat
        var baseline: CGFloat
        var width: CGFloat
        /// Leading-edge inset and trailing limit from the paragraph style, for alignment.
        var leadingIndent: CGFloat
        var tailIndent: CGFloat
        var alignment: NSTextAlignment
        var rightToLeft: Bool
        /// The font ascent and descent of the line's glyphs (Pango's logical rect), and
        /// which of `paragraphs` the line belongs to: what Core Text's lines report.
        var ascent: CGFloat = 0
        var descent: CGFloat = 0
        var paragraph: Int = 0
        /// Whether the paragraph wraps when the layout has a width (not
        /// clipped text limited to one line), the smaller of its first-line
        /// and head indents, and the line's logical width in Pango units:
        /// what Pango's wrapping at a width compares (`reused(width:height:)`).
        var wrapsAtWidth = true
        var wrapIndent: CGFloat = 0
        var pangoWidth: Int32 = 0
    }

    /// Size of the text: widest line (with its indent) by the bottom of the last line.
    package private(set) var size: CGSize = .zero
    package var lineCount: Int { lines.count }
    /// Baselines from the top of the layout; 0 when there is no text.
    package var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    package var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }
    /// True when text was left out or ellipsized.
    package private(set) var isTruncated = false
    /// The width lines are aligned in: the wrapping width, else the widest line.
    package private(set) var alignmentWidth: CGFloat = 0

    private var layouts: [OpaquePointer] = []
    private(set) var lines: [Line] = []
    /// The paragraphs laid out, in order (`Line.paragraph` indexes them).
    private(set) var paragraphs: [TextParagraph] = []
    private var clipsHorizontally = false
    let defaultColor: TextColor.RGBA
    /// True when some characters are text attachments (`TextLayout+Attachments.swift`).
    private(set) var hasAttachments = false
    let system = TextSystem.shared
    /// The wrapping width the layout was made with (nil: none).
    private var builtWidth: CGFloat?
    /// True when some text has a colour of its own (text, background,
    /// underline or strikethrough) rather than the default colour.
    package private(set) var hasOwnColors = false
    /// False when what Pango would wrap at a width cannot be told from the
    /// lines laid out without one (letter spacing, justified text, a first
    /// line indented differently from the others).
    private var placesAtAnyWidth = true

    package init(_ string: NSAttributedString, options: Options) {
        defaultColor = options.defaults.color
        builtWidth = options.width.map { max($0, 0) }
        system.withLock { build(string, options) }
    }

    /// The same Pango layouts (shaped once) with the lines placed for another width.
    private init(placing other: TextLayout, width: CGFloat, clipsHorizontally: Bool) {
        defaultColor = other.defaultColor
        builtWidth = width
        hasOwnColors = other.hasOwnColors
        hasAttachments = other.hasAttachments
        placesAtAnyWidth = other.placesAtAnyWidth
        isTruncated = other.isTruncated
        layouts = other.layouts
        lines = other.lines
        paragraphs = other.paragraphs
        self.clipsHorizontally = clipsHorizontally
        system.withLock { for layout in layouts { g_object_ref(UnsafeMutableRawPointer(layout)) } }
        finishHorizontalPlacement(width: width)
    }

    /// This layout as `TextLayout(string, options:)` would make it from the
    /// same string and options but with `width` and `height`, when that is
    /// certain to be the same lines; nil when it must be made again.
    ///
    /// A layout made without a width (a one-line label measuring its
    /// intrinsic size) serves any width every line fits in: Pango would wrap
    /// and ellipsize nothing there, so only the lines' horizontal placement
    /// (alignment within the width, clipping) differs. A layout serves any
    /// height its lines all fit in, as nothing is left out for it.
    package func reused(width: CGFloat?, height: CGFloat?) -> TextLayout? {
        guard !isTruncated else { return nil }
        if let height {
            for line in lines where line.top + line.height > height + 0.001 { return nil }
        }
        let width = width.map { max($0, 0) }
        if width == builtWidth { return self }
        guard builtWidth == nil, let width, placesAtAnyWidth else { return nil }
        var clips = false
        for line in lines {
            guard line.wrapsAtWidth else {
                clips = true
                continue
            }
            let right = line.tailIndent > 0 ? line.tailIndent : width + line.tailIndent
            if line.pangoWidth > pangoUnits(max(right - line.wrapIndent, 0)) { return nil }
        }
        return TextLayout(placing: self, width: width, clipsHorizontally: clips)
    }

    deinit {
        let layouts = self.layouts
        system.withLock { for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) } }
    }

    private func build(_ string: NSAttributedString, _ options: Options) {
        let paragraphs = TextParagraph.split(string.string as NSString)
        let width = options.width.map { max($0, 0) }
        var remaining = options.numberOfLines > 0 ? options.numberOfLines : Int.max
        var y: CGFloat = 0
        var previousStyle: NSParagraphStyle?
        for paragraph in paragraphs {
            if remaining == 0 {
                isTruncated = true
                break
            }
            let index = min(paragraph.range.location, max(string.length - 1, 0))
            let style = (string.attribute(.paragraphStyle, at: index, effectiveRange: nil) as? NSParagraphStyle)
                ?? NSParagraphStyle()
            if let previousStyle {
                y += previousStyle.paragraphSpacing + style.paragraphSpacingBefore + style.lineSpacing
            }
            previousStyle = style
            self.paragraphs.append(paragraph)
            let font = (string.attribute(.font, at: index, effectiveRange: nil) as? UIFont) ?? options.defaults.font
            let (kept, cut, bottom) = addParagraph(paragraph, of: string, style: style, font: font, options: options,
                                                   width: width, top: y, remaining: remaining)
            if let bottom { y = bottom }
            remaining -= kept
            if cut { break }
        }
        finishHorizontalPlacement(width: width)
    }

    /// Lays one paragraph out at `top` and appends its lines: at most
    /// `remaining`, and only those within `options.height`; the last one kept
    /// is ellipsized when the paragraph is cut and the mode truncates.
    /// Returns how many lines were kept, whether the paragraph was cut, and
    /// the bottom of its last line (nil when none was kept).
    private func addParagraph(_ paragraph: TextParagraph, of string: NSAttributedString, style: NSParagraphStyle,
                              font: UIFont, options: Options, width: CGFloat?, top: CGFloat,
                              remaining: Int) -> (kept: Int, cut: Bool, bottom: CGFloat?) {
        let mode = options.lineBreakMode ?? style.lineBreakMode
        let wraps = width != nil && !(mode == .byClipping && options.numberOfLines == 1)
        if width != nil && !wraps { clipsHorizontally = true }
        let layout = makeLayout(paragraph, string, style: style, font: font, mode: mode,
                                width: wraps ? width : nil, defaults: options.defaults)
        layouts.append(layout)
        if style.alignment == .justified || style.firstLineHeadIndent != style.headIndent { placesAtAnyWidth = false }
        let wrapsAtWidth = !(mode == .byClipping && options.numberOfLines == 1)

        let ellipsis = ellipsizeMode(mode, forced: options.truncatesLastVisibleLine)
        let canEllipsize = wraps && ellipsis != PANGO_ELLIPSIZE_NONE
        // `remaining` starts at Int.max when lines are unlimited and only
        // goes down per paragraph, so test the limit itself.
        if canEllipsize && options.numberOfLines > 0 {
            // Known line limit: let Pango stop and ellipsize in the first pass.
            // Negative height: at most this many lines for the paragraph; the last
            // one holds the rest of the paragraph, ellipsized.
            pango_layout_set_ellipsize(layout, ellipsis)
            pango_layout_set_height(layout, Int32(-remaining))
        }
        let count = Int(pango_layout_get_line_count(layout))
        var keep = min(count, remaining)
        var cut = keep < count || pango_layout_is_ellipsized(layout) != 0
        let kern = { (byteEnd: Int) in Self.kern(endingAt: byteEnd, in: paragraph, of: string) }
        if let limit = options.height {
            let placed = place(layout, count: keep, style: style, top: top, trailingKern: kern)
            let fitting = placed.prefix { $0.top + $0.height <= limit + 0.001 }.count
            let fits = (lines.isEmpty && fitting == 0) ? 1 : fitting
            if fits < keep {
                // Lines beyond the height go: lay the paragraph out again ending at
                // the last line that fits.
                keep = fits
                cut = true
                if canEllipsize, keep > 0 {
                    pango_layout_set_ellipsize(layout, ellipsis)
                    pango_layout_set_height(layout, Int32(-keep))
                }
            }
        }
        if cut { isTruncated = true }
        var placed = place(layout, count: keep, style: style, top: top, trailingKern: kern)
        for i in placed.indices {
            placed[i].wrapsAtWidth = wrapsAtWidth
            placed[i].wrapIndent = min(style.firstLineHeadIndent, style.headIndent)
        }
        lines += placed
        return (keep, cut, placed.last.map { $0.top + $0.height })
    }

    private func ellipsizeMode(_ mode: NSLineBreakMode, forced: Bool) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: return PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: return PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: return PANGO_ELLIPSIZE_END
        default: return forced ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE
        }
    }

    private func makeLayout(_ paragraph: TextParagraph, _ string: NSAttributedString, style: NSParagraphStyle,
                            font: UIFont, mode: NSLineBreakMode, width: CGFloat?, defaults: Defaults) -> OpaquePointer {
        let rightToLeft = style.baseWritingDirection == .rightToLeft
        let layout = pango_layout_new(system.context(rightToLeft: rightToLeft))!
        // Natural direction: Pango finds it from the first strong character.
        pango_layout_set_auto_dir(layout, style.baseWritingDirection == .natural ? 1 : 0)
        if paragraph.utf8.isEmpty {
            pango_layout_set_text(layout, "", 0)
        } else {
            paragraph.utf8.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
            }
        }
        pango_layout_set_font_description(layout, system.fontDescription(face: font.face, size: font.pointSize))
        let attributes = Self.attributeList(for: paragraph, of: string, layoutFont: font, defaults: defaults, system: system)
        if attributes.colors { hasOwnColors = true }
        if attributes.letterSpacing { placesAtAnyWidth = false }
        if attributes.attachments { hasAttachments = true }
        pango_layout_set_attributes(layout, attributes.list)
        pango_attr_list_unref(attributes.list)
        // UIKit's default tab stops are every 28 pt.
        let tabs = pango_tab_array_new(1, 1)
        pango_tab_array_set_tab(tabs, 0, PANGO_TAB_LEFT, 28)
        pango_layout_set_tabs(layout, tabs)
        pango_tab_array_free(tabs)

        if let width {
            // Pango narrows the first line by `indent` (or the others by -indent); with
            // both insets as leading indents, the wrap widths are right - min(first, head).
            let first = style.firstLineHeadIndent, head = style.headIndent
            let right = style.tailIndent > 0 ? style.tailIndent : width + style.tailIndent
            pango_layout_set_width(layout, pangoUnits(max(right - min(first, head), 0)))
            pango_layout_set_indent(layout, pangoUnits(first - head))
            pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
        }
        return layout
    }

    /// Vertical placement of the first `count` lines of a paragraph starting at `top`.
    private func place(_ layout: OpaquePointer, count: Int, style: NSParagraphStyle, top: CGFloat,
                       trailingKern: (Int) -> CGFloat) -> [Line] {
        var result: [Line] = []
        var y = top
        for i in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(i)) else { break }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let ascent = -CGFloat(logical.y) / CGFloat(PANGO_SCALE)
            let natural = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
            let descent = natural - ascent
            var height = style.lineHeightMultiple > 0 ? natural * style.lineHeightMultiple : natural
            if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
            if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
            if i > 0 { y += style.lineSpacing }
            let isFirst = pango_layout_line_is_paragraph_start(line) != 0
            let end = Int(line.pointee.start_index + line.pointee.length)
            result.append(Line(
                layout: layout, index: Int32(i),
                logicalX: CGFloat(logical.x) / CGFloat(PANGO_SCALE),
                // Extra height goes above the glyphs, as TextKit does.
                top: y, height: height, baseline: y + height - descent,
                width: CGFloat(logical.width) / CGFloat(PANGO_SCALE) + (line.pointee.length > 0 ? trailingKern(end) : 0),
                leadingIndent: isFirst ? style.firstLineHeadIndent : style.headIndent,
                tailIndent: style.tailIndent, alignment: style.alignment,
                rightToLeft: line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue,
                ascent: ascent, descent: descent, paragraph: paragraphs.count - 1,
                pangoWidth: logical.width))
            y += height
        }
        return result
    }

    /// The kern of the character that ends at byte `byteEnd`. Pango spaces letters only
    /// between characters; UIKit also adds the kern after a line's last character, which
    /// only changes the line's width (glyph positions are the same).
    private static func kern(endingAt byteEnd: Int, in paragraph: TextParagraph, of string: NSAttributedString) -> CGFloat {
        // The last UTF-16 unit starting before byteEnd.
        var low = 0, high = paragraph.range.length - 1
        guard high >= 0 else { return 0 }
        while low < high {
            let mid = (low + high + 1) / 2
            if paragraph.utf8Offsets[mid] < byteEnd { low = mid } else { high = mid - 1 }
        }
        let value = number(string.attribute(.kern, at: paragraph.range.location + low, effectiveRange: nil)) ?? 0
        return value.isFinite ? CGFloat(value) : 0
    }

    private func finishHorizontalPlacement(width: CGFloat?) {
        let widest = lines.map { $0.leadingIndent + $0.width }.max() ?? 0
        let box = width ?? widest
        alignmentWidth = box
        for i in lines.indices {
            let line = lines[i]
            let right = line.tailIndent > 0 ? line.tailIndent : box + line.tailIndent
            let available = right - line.leadingIndent
            // Offset from the leading edge, then mirrored for right-to-left lines.
            var offset: CGFloat
            switch line.alignment {
            case .center: offset = (available - line.width) / 2
            case .left: offset = line.rightToLeft ? available - line.width : 0
            case .right: offset = line.rightToLeft ? 0 : available - line.width
            case .natural, .justified: offset = 0
            }
            offset += line.leadingIndent
            lines[i].x = line.rightToLeft ? box - offset - line.width : offset
        }
        let height = lines.last.map { $0.top + $0.height } ?? 0
        size = CGSize(width: widest, height: height)
    }

    /// Draws the lines with the layout's top-left at `origin` (user space of `cr`, points).
    /// `color` replaces the default colour the layout was made with; only a
    /// layout without colours of its own (`hasOwnColors`) may be given one,
    /// as its text is then wholly in the default colour.
    package func draw(in cr: OpaquePointer, at origin: CGPoint, color: TextColor.RGBA? = nil) {
        precondition(color == nil || !hasOwnColors, "a layout with colours of its own is drawn in them")
        let defaultColor = color ?? self.defaultColor
        system.withLock {
            cairo_save(cr)
            if clipsHorizontally {
                // Unwrapped clipped text stops at the width; vertically nothing is cut.
                cairo_rectangle(cr, Double(origin.x), Double(origin.y) - 1e5, Double(alignmentWidth), 2e5 + Double(size.height))
                cairo_clip(cr)
            }
            cairo_set_source_rgba(cr, defaultColor.r, defaultColor.g, defaultColor.b, defaultColor.a)
            for line in lines {
                guard let pangoLine = pango_layout_get_line_readonly(line.layout, line.index) else { continue }
                cairo_move_to(cr, Double(origin.x + line.x - line.logicalX), Double(origin.y + line.baseline))
                pango_cairo_show_layout_line(cr, pangoLine)
            }
            cairo_restore(cr)
        }
    }
}

func pangoUnits(_ points: CGFloat) -> Int32 {
    Int32(clamping: Int((points * CGFloat(PANGO_SCALE)).rounded()))
}
