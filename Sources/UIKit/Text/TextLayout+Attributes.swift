@_implementationOnly import CCairo
import Foundation
import _CoreTextKeys

extension TextLayout {
    /// The default font of attributed strings without a `.font`: Helvetica 12 pt, as UIKit.
    package static var defaultFont: UIFont { UIFont(name: "Helvetica", size: 12)! }

    /// A Pango attribute list for one paragraph. Call inside `TextSystem.withLock`.
    ///
    /// Runs in the layout's own font (`layoutFont`) and default colour get no font or colour
    /// attribute: Pango itemizes much faster without them (the benchmark's labels lay out
    /// in about two thirds of the time), and the layout's font description and the Cairo
    /// source colour already say the same.
    ///
    /// Also says whether the list holds a colour of its own (text, background,
    /// underline or strikethrough) or letter spacing: a layout without colours
    /// draws wholly in the default colour, and one without letter spacing
    /// measures its lines as Pango wraps them (see `reused(width:height:)`),
    /// and whether it holds text attachments.
    static func attributeList(for paragraph: TextParagraph, of string: NSAttributedString,
                              layoutFont: UIFont, defaults: Defaults,
                              system: TextSystem) -> (list: OpaquePointer, colors: Bool, letterSpacing: Bool, attachments: Bool) {
        let list = pango_attr_list_new()!
        var colors = false, letterSpacing = false, attachments = false
        guard paragraph.range.length > 0 else { return (list, colors, letterSpacing, attachments) }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int) {
            guard let attribute else { return }
            attribute.pointee.start_index = guint(start)
            attribute.pointee.end_index = guint(end)
            pango_attr_list_insert(list, attribute)
        }
        // UIKit breaks long words without a hyphen (hyphenationFactor is 0 by default);
        // Pango would insert one.
        insert(pango_attr_insert_hyphens_new(0), 0, paragraph.utf8.count)
        func u16(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        string.enumerateAttributes(in: paragraph.range, options: []) { attributes, range, _ in
            let start = paragraph.byteOffset(ofStringIndex: range.location)
            let end = paragraph.byteOffset(ofStringIndex: range.location + range.length)
            guard end > start else { return }

            let font = (attributes[.font] as? UIFont) ?? defaults.font
            if font != layoutFont {
                insert(pango_attr_font_desc_new(system.fontDescription(face: font.face, size: font.pointSize)), start, end)
            }
            if font.face.tabularDigits { insert(pango_attr_font_features_new("tnum"), start, end) }

            // UIKit's colour (a UIColor), else Core Text's (a CGColor), as both draw.
            let color = TextColor.rgba(attributes[.foregroundColor] ?? attributes[kCTForegroundColorAttributeName as NSAttributedString.Key])
            let runColor: TextColor.RGBA?
            if defaults.colorsFromContext {
                let fromContext = number(attributes[kCTForegroundColorFromContextAttributeName as NSAttributedString.Key]).map { $0 != 0 } ?? false
                runColor = fromContext ? nil : (color ?? defaults.color)
            } else {
                runColor = color.flatMap { $0 != defaults.color ? $0 : nil }
            }
            if let runColor {
                colors = true
                insert(pango_attr_foreground_new(u16(runColor.r), u16(runColor.g), u16(runColor.b)), start, end)
                insert(pango_attr_foreground_alpha_new(u16(runColor.a)), start, end)
            }

            // An attachment's box replaces its character's glyph (see TextLayout+Attachments).
            if let attachment = attributes[.attachment] as? NSTextAttachment {
                attachments = true
                let image = attachment.shownImage
                insert(InlineAttachment(image: image, box: attachment.layoutBounds(image: image), color: runColor)
                    .shapeAttribute(), start, end)
            }
            if let background = TextColor.rgba(attributes[.backgroundColor]), background.a > 0 {
                colors = true
                insert(pango_attr_background_new(u16(background.r), u16(background.g), u16(background.b)), start, end)
                insert(pango_attr_background_alpha_new(u16(background.a)), start, end)
            }
            if let kern = number(attributes[.kern]), kern != 0, kern.isFinite {
                letterSpacing = true
                insert(pango_attr_letter_spacing_new(Int32(clamping: Int((kern * Double(PANGO_SCALE)).rounded()))), start, end)
            }
            if let offset = number(attributes[.baselineOffset]), offset != 0, offset.isFinite {
                insert(pango_attr_rise_new(Int32(clamping: Int((offset * Double(PANGO_SCALE)).rounded()))), start, end)
            }
            if let style = underlineStyle(attributes[.underlineStyle]), style.rawValue != 0 {
                // Pango has no thick underline; thick draws as single.
                let kind = style.contains(.double) && !style.contains(.thick) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
                insert(pango_attr_underline_new(kind), start, end)
                if let c = TextColor.rgba(attributes[.underlineColor] ?? attributes[kCTUnderlineColorAttributeName as NSAttributedString.Key]) {
                    colors = true
                    insert(pango_attr_underline_color_new(u16(c.r), u16(c.g), u16(c.b)), start, end)
                }
            }
            if let style = underlineStyle(attributes[.strikethroughStyle]), style.rawValue != 0 {
                insert(pango_attr_strikethrough_new(1), start, end)
                if let c = TextColor.rgba(attributes[.strikethroughColor]) {
                    colors = true
                    insert(pango_attr_strikethrough_color_new(u16(c.r), u16(c.g), u16(c.b)), start, end)
                }
            }
        }
        return (list, colors, letterSpacing, attachments)
    }

    /// Numbers in attributes arrive as NSNumber, Int, Double or CGFloat.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Int: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int32: return Double(v)
        case let v as NSNumber: return v.doubleValue
        case let v as Bool: return v ? 1 : 0
        default: return nil
        }
    }

    static func underlineStyle(_ value: Any?) -> NSUnderlineStyle? {
        if let style = value as? NSUnderlineStyle { return style }
        return number(value).map { NSUnderlineStyle(rawValue: Int($0)) }
    }
}
