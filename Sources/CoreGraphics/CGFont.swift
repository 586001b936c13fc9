@_implementationOnly import CCairo
import Foundation

/// A glyph index in a font.
public typealias CGGlyph = UInt16

/// A font face read from font data (TrueType, OpenType, or a face of a
/// collection), as Core Graphics' `CGFont`: its names, metrics in font units
/// and glyphs. HarfBuzz (the text stack's shaper, over FreeType and Cairo)
/// reads the tables. `CGFont(_ name:)` finds the pinned faces (the fonts
/// Offscreen draws text with) by PostScript or full name; any other name
/// gives nil, as Core Graphics gives for a font it does not have.
public final class CGFont: @unchecked Sendable {
    /// The file's bytes, which HarfBuzz reads in place; freed with the font.
    private let bytes: UnsafeMutableRawPointer
    private let byteCount: Int
    /// Which face of the data this is (collections hold several).
    package let faceIndex: UInt32
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer

    /// The first face of `provider`'s data, or nil when it is not font data.
    public convenience init?(_ provider: CGDataProvider) {
        self.init(data: provider.bytes, index: 0)
    }

    /// The pinned face whose PostScript name (or full name) is `name`.
    public convenience init?(_ name: CFString) {
        guard let location = CGFont.namedFaces[name as String],
              let data = FileManager.default.contents(atPath: location.path) else { return nil }
        self.init(data: data, index: location.index)
    }

    private init?(data: Data, index: UInt32) {
        // Anything shorter cannot hold a font's table directory.
        guard data.count >= 12, data.count <= Int(Int32.max) else { return nil }
        let copy = UnsafeMutableRawPointer.allocate(byteCount: data.count, alignment: 8)
        data.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: data.count) }
        bytes = copy
        byteCount = data.count
        faceIndex = index
        blob = hb_blob_create(copy.assumingMemoryBound(to: CChar.self), UInt32(data.count),
                              HB_MEMORY_MODE_READONLY, nil, nil)
        face = hb_face_create(blob, index)
        font = hb_font_create(face)
        // HarfBuzz makes an empty face from data that is not a font (deinit
        // releases everything).
        guard hb_face_get_glyph_count(face) > 0, hb_face_get_upem(face) > 0 else { return nil }
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
        bytes.deallocate()
    }

    /// The font data the font was made from (CTFontManager registers it).
    package var data: Data { Data(bytes: bytes, count: byteCount) }

    // MARK: Names

    public var postScriptName: CFString? { CGFont.name(of: face, id: 6) }
    public var fullName: CFString? { CGFont.name(of: face, id: 4) }

    /// A string of `face`'s `name` table (English, or the first language there is).
    private static func name(of face: OpaquePointer, id: UInt32) -> String? {
        var length = hb_ot_name_get_utf8(face, id, nil, nil, nil)
        guard length > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        length += 1
        _ = hb_ot_name_get_utf8(face, id, nil, &length, &buffer)
        return CGFont.string(nulTerminated: buffer)
    }

    /// The UTF-8 text of a NUL-terminated C buffer (up to its first NUL).
    private static func string(nulTerminated buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: Metrics, in font units

    public var numberOfGlyphs: Int { Int(hb_face_get_glyph_count(face)) }
    public var unitsPerEm: Int32 { Int32(hb_face_get_upem(face)) }
    public var ascent: Int32 { metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) }
    /// Negative: below the baseline.
    public var descent: Int32 { metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER) }
    public var leading: Int32 { metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP) }
    public var capHeight: Int32 { metric(HB_OT_METRICS_TAG_CAP_HEIGHT) }
    public var xHeight: Int32 { metric(HB_OT_METRICS_TAG_X_HEIGHT) }

    private func metric(_ tag: hb_ot_metrics_tag_t) -> Int32 {
        var position: hb_position_t = 0
        hb_ot_metrics_get_position_with_fallback(font, tag, &position)
        return position
    }

    /// The box that holds every glyph (the `head` table's).
    public var fontBBox: CGRect {
        guard let head = table(tag: "head"), head.count >= 44 else { return .zero }
        let xMin = head.int16(36), yMin = head.int16(38), xMax = head.int16(40), yMax = head.int16(42)
        return CGRect(x: CGFloat(xMin), y: CGFloat(yMin), width: CGFloat(xMax - xMin), height: CGFloat(yMax - yMin))
    }

    /// Degrees counter-clockwise from vertical (the `post` table's).
    public var italicAngle: CGFloat {
        guard let post = table(tag: "post"), post.count >= 8 else { return 0 }
        return CGFloat(Int32(bitPattern: post.uint32(4))) / 65536
    }

    // MARK: Glyphs

    public func getGlyphWithGlyphName(name: CFString) -> CGGlyph {
        var glyph: hb_codepoint_t = 0
        let string = name as String
        let found = string.withCString { hb_font_get_glyph_from_name(font, $0, Int32(string.utf8.count), &glyph) }
        return found != 0 && glyph <= UInt32(UInt16.max) ? CGGlyph(glyph) : 0
    }

    public func name(for glyph: CGGlyph) -> CFString? {
        var buffer = [CChar](repeating: 0, count: 128)
        guard hb_font_get_glyph_name(font, hb_codepoint_t(glyph), &buffer, UInt32(buffer.count)) != 0 else { return nil }
        return CGFont.string(nulTerminated: buffer)
    }

    /// Horizontal advances in font units; false when a glyph is not in the font.
    public func getGlyphAdvances(glyphs: UnsafePointer<CGGlyph>, count: Int, advances: UnsafeMutablePointer<Int32>) -> Bool {
        let total = numberOfGlyphs
        for i in 0..<max(count, 0) {
            guard Int(glyphs[i]) < total else { return false }
            advances[i] = hb_font_get_glyph_h_advance(font, hb_codepoint_t(glyphs[i]))
        }
        return true
    }

    /// The tags of the font's tables, as numbers (`'head'` is 0x68656164).
    public func copyTableTags() -> CFArray? {
        var count: UInt32 = 64
        var tags = [hb_tag_t](repeating: 0, count: 64)
        let total = hb_face_get_table_tags(face, 0, &count, &tags)
        if total > 64 {
            count = total
            tags = [hb_tag_t](repeating: 0, count: Int(total))
            _ = hb_face_get_table_tags(face, 0, &count, &tags)
        }
        return tags.prefix(Int(count)).map { NSNumber(value: $0) } as NSArray
    }

    /// The bytes of the table `tag` (`'head'` as 0x68656164), or nil.
    public func table(for tag: UInt32) -> CFData? {
        table(tag: tag).map { NSData(data: $0) }
    }

    private func table(tag name: String) -> Data? {
        table(tag: name.utf8.reduce(0) { $0 << 8 | UInt32($1) })
    }

    private func table(tag: UInt32) -> Data? {
        guard let blob = hb_face_reference_table(face, tag) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return Data(bytes: data, count: Int(length))
    }

    // MARK: Finding pinned faces by name

    /// PostScript and full names of the faces in the font files UIKit's text
    /// uses → file and face index. Read once.
    private static let namedFaces: [String: (path: String, index: UInt32)] = {
        guard let list = NSClassFromString("UIKit.PinnedFontFileList") as? FontFileListing.Type else { return [:] }
        var faces: [String: (path: String, index: UInt32)] = [:]
        for path in list.fontFilePaths {
            guard let data = FileManager.default.contents(atPath: path), !data.isEmpty,
                  data.count <= Int(Int32.max) else { continue }
            data.withUnsafeBytes { raw in
                let blob = hb_blob_create(raw.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(raw.count),
                                          HB_MEMORY_MODE_READONLY, nil, nil)
                defer { hb_blob_destroy(blob) }
                for index in 0..<hb_face_count(blob) {
                    let face = hb_face_create(blob, index)
                    defer { hb_face_destroy(face) }
                    for id: UInt32 in [6, 4] {
                        if let name = name(of: face!, id: id), faces[name] == nil { faces[name] = (path, index) }
                    }
                }
            }
        }
        return faces
    }()
}

/// Implemented by UIKit: the paths of the pinned font files.
package protocol FontFileListing: AnyObject {
    static var fontFilePaths: [String] { get }
}

private extension Data {
    func int16(_ offset: Int) -> Int16 { Int16(bitPattern: UInt16(self[startIndex + offset]) << 8 | UInt16(self[startIndex + offset + 1])) }
    func uint32(_ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(self[startIndex + offset + $1]) }
    }
}
