import Foundation
import Testing
@testable import UIKit

/// `CGFont` from font data and by name: names, metrics in font units and
/// glyphs, read from the font's own tables.
@MainActor @Suite struct CGFontTests {
    static func dejaVuPath() throws -> String {
        try PinnedFontSet.locate(try #require(PinnedFontSet.files.first { $0.name == "DejaVuSans.ttf" }))
    }

    @Test func aFontFromADataProvider() throws {
        let provider = try #require(CGDataProvider(url: URL(fileURLWithPath: try Self.dejaVuPath()) as NSURL))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName == "DejaVuSans")
        #expect(font.fullName == "DejaVu Sans")
        #expect(font.unitsPerEm == 2048)
        // DejaVu Sans's hhea table: ascender 1901, descender -483, no line gap.
        #expect(font.ascent == 1901 && font.descent == -483 && font.leading == 0)
        #expect(font.numberOfGlyphs > 5000)
        #expect(font.italicAngle == 0)
        #expect(font.fontBBox.width > 0 && font.fontBBox.minY < 0)
        let a = font.getGlyphWithGlyphName(name: "A")
        #expect(a != 0 && font.name(for: a) == "A")
        var advance: Int32 = 0
        var glyph = a
        #expect(font.getGlyphAdvances(glyphs: &glyph, count: 1, advances: &advance) && advance > 1000 && advance < 1600)
        let tags = try #require(font.copyTableTags() as? [NSNumber]).map(\.uint32Value)
        #expect(tags.contains(0x6865_6164)) // 'head'
        #expect(font.table(for: 0x6865_6164)?.length == 54)
        // The pinned face is also a UIFont by the same name.
        #expect(UIFont(name: font.postScriptName! as String, size: 12)?.fontName == "DejaVuSans")
    }

    @Test func notFontDataGivesNil() throws {
        #expect(CGFont(CGDataProvider(data: Data("not a font at all".utf8) as NSData)!) == nil)
        #expect(CGFont(CGDataProvider(data: Data() as NSData)!) == nil)
    }

    @Test func pinnedFacesByPostScriptOrFullName() throws {
        let bold = try #require(CGFont("DejaVuSans-Bold" as CFString))
        #expect(bold.fullName == "DejaVu Sans Bold")
        #expect(CGFont("Inter Semi Bold" as CFString)?.postScriptName == "Inter-SemiBold")
        #expect(CGFont("NoSuchFont-Regular" as CFString) == nil)
    }
}
