@_implementationOnly import CCairo
import Foundation

// Core Text's fonts. On iOS `CTFont` and `UIFont` are toll-free bridged (the same
// objects): `font as CTFont`, `ctFont as UIFont` and passing a UIFont to CTFont
// functions all work. Here `CTFont` is `UIFont`, so they work the same, and the
// metrics are UIFont's (`CTFontGetAscent(font) == font.ascender`).

public typealias CTFont = UIFont
public typealias CTFontDescriptor = UIFontDescriptor

/// Which way glyph advances are measured.
public enum CTFontOrientation: UInt32, Sendable {
    case `default` = 0
    case horizontal = 1
    case vertical = 2
}

/// A font's style traits, as Core Text's (the same bits as
/// `UIFontDescriptor.SymbolicTraits`), under both of its Swift spellings.
public struct CTFontSymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let traitItalic = CTFontSymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = CTFontSymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = CTFontSymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = CTFontSymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = CTFontSymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = CTFontSymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = CTFontSymbolicTraits(rawValue: 1 << 12)
    public static let traitColorGlyphs = CTFontSymbolicTraits(rawValue: 1 << 13)
    public static let italicTrait = traitItalic
    public static let boldTrait = traitBold
    public static let expandedTrait = traitExpanded
    public static let condensedTrait = traitCondensed
    public static let monoSpaceTrait = traitMonoSpace
    public static let verticalTrait = traitVertical
    public static let uiOptimizedTrait = traitUIOptimized
    public static let colorGlyphsTrait = traitColorGlyphs
}

// Keys of `CTFontCopyTraits`' dictionary and of font descriptor attributes
// (the descriptor keys are UIFontDescriptor.AttributeName's strings).
public let kCTFontSymbolicTrait: CFString = "NSCTFontSymbolicTrait"
public let kCTFontWeightTrait: CFString = "NSCTFontWeightTrait"
public let kCTFontWidthTrait: CFString = "NSCTFontProportionTrait"
public let kCTFontSlantTrait: CFString = "NSCTFontSlantTrait"
public let kCTFontNameAttribute: CFString = "NSFontNameAttribute"
public let kCTFontFamilyNameAttribute: CFString = "NSFontFamilyAttribute"
public let kCTFontSizeAttribute: CFString = "NSFontSizeAttribute"
public let kCTFontTraitsAttribute: CFString = "NSCTFontTraitsAttribute"

// MARK: Creating fonts

/// The font with this PostScript or family name (a size of 0 is 12 pt). A name no
/// font answers to gives Helvetica (Offscreen's Inter), as Core Text falls back to
/// a best match; the matrix is ignored.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let face = FontNames.face(forName: name as String) ?? FontNames.face(forName: "Helvetica")!
    return UIFont(face: face, size: size == 0 ? 12 : size)
}

/// The font a descriptor describes; a size of 0 keeps the descriptor's (12 pt when it has none).
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat,
                                           _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    UIFont(face: descriptor.face, size: size != 0 ? size : (descriptor.pointSize > 0 ? descriptor.pointSize : 12))
}

/// A copy of `font` at `size` (0 keeps its size), with the face of `attributes` when given.
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                           _ attributes: CTFontDescriptor?) -> CTFont {
    UIFont(face: attributes?.face ?? font.face, size: size != 0 ? size : font.pointSize)
}

/// A copy of `font` with the bold and italic traits in `symTraitMask` set as in
/// `symTraitValue` (size 0 keeps its size); nil when the mask asks for traits the
/// pinned faces do not have (condensed, expanded...), as Core Text gives nil when
/// no such font exists.
public func CTFontCreateCopyWithSymbolicTraits(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                               _ symTraitValue: CTFontSymbolicTraits, _ symTraitMask: CTFontSymbolicTraits) -> CTFont? {
    let changed = symTraitMask.intersection([.traitBold, .traitItalic])
    guard symTraitValue.intersection(symTraitMask.subtracting(changed)).isEmpty else { return nil }
    var face = font.face
    if changed.contains(.traitItalic) { face.italic = symTraitValue.contains(.traitItalic) }
    if changed.contains(.traitBold) {
        if symTraitValue.contains(.traitBold) {
            if face.weight < 600 { face.weight = 700 }
        } else if face.weight >= 600 {
            face.weight = 400
        }
    }
    return UIFont(face: face, size: size != 0 ? size : font.pointSize)
}

public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor {
    font.fontDescriptor
}

public func CTFontDescriptorCreateWithNameAndSize(_ name: CFString, _ size: CGFloat) -> CTFontDescriptor {
    UIFontDescriptor(name: name as String, size: size)
}

/// A descriptor from `kCTFontNameAttribute`, `kCTFontFamilyNameAttribute` and
/// `kCTFontSizeAttribute` (UIFontDescriptor's attribute names).
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
    var converted: [UIFontDescriptor.AttributeName: Any] = [:]
    for (key, value) in attributes {
        if let name = key as? String { converted[UIFontDescriptor.AttributeName(name)] = value }
    }
    return UIFontDescriptor(fontAttributes: converted)
}

/// The value of a descriptor attribute (name, family, size), or nil.
public func CTFontDescriptorCopyAttribute(_ descriptor: CTFontDescriptor, _ attribute: CFString) -> AnyObject? {
    descriptor.fontAttributes[UIFontDescriptor.AttributeName(attribute as String)].map { $0 as AnyObject }
}

// MARK: Names

public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.fontName }
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.familyName }

/// The face's full name from its `name` table ("Inter Semi Bold"); its PostScript
/// name when the table has none.
public func CTFontCopyFullName(_ font: CTFont) -> CFString {
    TextSystem.shared.fullName(of: font.face) ?? font.fontName
}

/// The name to show to people: the full name, as Core Text's for these faces.
public func CTFontCopyDisplayName(_ font: CTFont) -> CFString { CTFontCopyFullName(font) }

// MARK: Metrics

public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.ascender }
/// Positive, as Core Text's (UIFont's `descender` is negative).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.descender }
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.leading }
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.capHeight }
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.xHeight }
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 { UInt32(TextSystem.shared.tables(of: font.face).unitsPerEm) }
/// The `post` table's underline position, in points (negative: below the baseline).
public func CTFontGetUnderlinePosition(_ font: CTFont) -> CGFloat {
    TextSystem.shared.tables(of: font.face).underlinePosition * font.pointSize
}
public func CTFontGetUnderlineThickness(_ font: CTFont) -> CGFloat {
    TextSystem.shared.tables(of: font.face).underlineThickness * font.pointSize
}
/// The box holding every glyph of the font (the `head` table's), in points, y up.
public func CTFontGetBoundingBox(_ font: CTFont) -> CGRect {
    let box = TextSystem.shared.tables(of: font.face).boundingBox
    return CGRect(x: box.minX * font.pointSize, y: box.minY * font.pointSize,
                  width: box.width * font.pointSize, height: box.height * font.pointSize)
}

/// The pinned faces' traits: bold from weight 600, italic, monospace.
public func CTFontGetSymbolicTraits(_ font: CTFont) -> CTFontSymbolicTraits {
    CTFontSymbolicTraits(rawValue: font.fontDescriptor.symbolicTraits.rawValue)
}

/// The symbolic traits, the weight (UIFont.Weight's value, -1...1) and the slant.
public func CTFontCopyTraits(_ font: CTFont) -> CFDictionary {
    let weight = UIFont.Weight(cssWeight: font.face.availableWeight).rawValue
    return [kCTFontSymbolicTrait: NSNumber(value: CTFontGetSymbolicTraits(font).rawValue),
            kCTFontWeightTrait: NSNumber(value: Double(weight)),
            kCTFontWidthTrait: NSNumber(value: 0.0),
            kCTFontSlantTrait: NSNumber(value: font.face.italic ? 0.07 : 0.0)] as NSDictionary
}

// MARK: Glyphs

/// The font's own glyphs for UTF-16 `characters` (a surrogate pair gets its glyph
/// at the first unit and 0 at the second). False when some character is not in the
/// font, whose glyph is then 0; Core Text does not look in other fonts here.
public func CTFontGetGlyphsForCharacters(_ font: CTFont, _ characters: UnsafePointer<UniChar>,
                                         _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex) -> Bool {
    var scalars: [UInt32] = []
    var i = 0
    while i < count {
        let unit = characters[i]
        if (0xD800..<0xDC00).contains(unit), i + 1 < count, (0xDC00..<0xE000).contains(characters[i + 1]) {
            scalars += [0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(characters[i + 1]) - 0xDC00), 0]
            i += 2
        } else {
            scalars.append(UInt32(unit))
            i += 1
        }
    }
    let found = TextSystem.shared.glyphs(of: font.face, for: scalars)
    var all = true
    for (index, glyph) in found.enumerated() {
        glyphs[index] = glyph ?? 0
        // The second unit of a pair has no glyph of its own.
        if glyph == nil, scalars[index] != 0 || index == 0 || scalars[index - 1] < 0x10000 { all = false }
    }
    return all
}

/// The advances of `glyphs` in points (written to `advances` when given) and their
/// sum. Vertical advances are the line height, as for horizontal scripts.
@discardableResult
public func CTFontGetAdvancesForGlyphs(_ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
                                       _ advances: UnsafeMutablePointer<CGSize>?, _ count: CFIndex) -> Double {
    let list = (0..<max(count, 0)).map { glyphs[$0] }
    let widths = TextSystem.shared.advances(of: font.face, for: list)
    var total: Double = 0
    for (index, width) in widths.enumerated() {
        let size = orientation == .vertical ? CGSize(width: 0, height: font.lineHeight)
                                            : CGSize(width: width * font.pointSize, height: 0)
        advances?[index] = size
        total += Double(orientation == .vertical ? size.height : size.width)
    }
    return total
}

// MARK: The font files' tables

/// What Core Text reads from a face's tables beyond UIFont's metrics, in em units.
package struct FontTables: Sendable {
    var unitsPerEm: Int
    var underlinePosition: CGFloat
    var underlineThickness: CGFloat
    var boundingBox: CGRect
}

extension TextSystem {
    /// Calls `body` with the HarfBuzz font of `face`'s first family at its units per
    /// em (unscaled), inside the lock; nil if fontconfig found no font.
    private func withUnscaledFont<T>(_ face: FontFace, _ body: (OpaquePointer, OpaquePointer, CGFloat) -> T) -> T? {
        withLock {
            guard let font = loadFont(fontDescription(face: face, size: 100)), let scaled = pango_font_get_hb_font(font) else {
                return nil
            }
            defer { g_object_unref(font) }
            let hbFace = hb_font_get_face(scaled)!
            let unscaled = hb_font_create(hbFace)!
            defer { hb_font_destroy(unscaled) }
            return body(unscaled, hbFace, CGFloat(hb_face_get_upem(hbFace)))
        }
    }

    package func tables(of face: FontFace) -> FontTables {
        withUnscaledFont(face) { font, hbFace, upem in
            func read(_ tag: hb_ot_metrics_tag_t) -> CGFloat {
                var value: hb_position_t = 0
                return hb_ot_metrics_get_position(font, tag, &value) != 0 ? CGFloat(value) / upem : 0
            }
            var box = CGRect.zero
            if let blob = hb_face_reference_table(hbFace, 0x6865_6164) {  // 'head'
                defer { hb_blob_destroy(blob) }
                var length: UInt32 = 0
                if let data = hb_blob_get_data(blob, &length), length >= 44 {
                    let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
                    func int16(_ at: Int) -> CGFloat { CGFloat(Int16(bitPattern: UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]))) }
                    box = CGRect(x: int16(36) / upem, y: int16(38) / upem,
                                 width: (int16(40) - int16(36)) / upem, height: (int16(42) - int16(38)) / upem)
                }
            }
            return FontTables(unitsPerEm: Int(upem), underlinePosition: read(HB_OT_METRICS_TAG_UNDERLINE_OFFSET),
                              underlineThickness: read(HB_OT_METRICS_TAG_UNDERLINE_SIZE), boundingBox: box)
        } ?? FontTables(unitsPerEm: 1000, underlinePosition: 0, underlineThickness: 0, boundingBox: .zero)
    }

    /// The face's glyph for each Unicode scalar (0 gives nil), nil where it has none.
    package func glyphs(of face: FontFace, for scalars: [UInt32]) -> [CGGlyph?] {
        withUnscaledFont(face) { font, _, _ in
            scalars.map { scalar -> CGGlyph? in
                var glyph: hb_codepoint_t = 0
                guard scalar != 0, hb_font_get_nominal_glyph(font, scalar, &glyph) != 0, glyph <= 0xFFFF else { return nil }
                return CGGlyph(glyph)
            }
        } ?? scalars.map { _ in nil }
    }

    /// Horizontal advances in em units.
    package func advances(of face: FontFace, for glyphs: [CGGlyph]) -> [CGFloat] {
        withUnscaledFont(face) { font, hbFace, upem in
            let count = hb_face_get_glyph_count(hbFace)
            return glyphs.map { UInt32($0) < count ? CGFloat(hb_font_get_glyph_h_advance(font, hb_codepoint_t($0))) / upem : 0 }
        } ?? glyphs.map { _ in 0 }
    }

    /// The full name (`name` table id 4) of the face's first family.
    package func fullName(of face: FontFace) -> String? {
        withUnscaledFont(face) { _, hbFace, _ -> String? in
            var length = hb_ot_name_get_utf8(hbFace, 4, nil, nil, nil)
            guard length > 0 else { return nil }
            var buffer = [CChar](repeating: 0, count: Int(length) + 1)
            length += 1
            _ = hb_ot_name_get_utf8(hbFace, 4, nil, &length, &buffer)
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        } ?? nil
    }
}
