@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux
import Foundation
import Testing

/// `CTFontManagerRegisterGraphicsFont` and `CTFontManagerRegisterFontsForURL`:
/// a font from data becomes a UIFont by its PostScript name and text draws
/// with it. Noto Serif (SIL Open Font License) comes with fonts-noto-core,
/// which the pinned set already needs; it is not one of the pinned faces.
@MainActor
@Suite(.serialized) struct RegisteredFontTests {
    static let folder = "/usr/share/fonts/truetype/noto/"

    @Test func aFontFromDataIsFoundByNameAndDrawsText() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.folder + "NotoSerif-Regular.ttf"))
        let provider = try #require(CGDataProvider(data: data as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName == "NotoSerif-Regular")
        #expect(UIFont(name: "NotoSerif-Regular", size: 30) == nil)

        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error) && error == nil)
        let serif = try #require(UIFont(name: "NotoSerif-Regular", size: 30))
        #expect(serif.fontName == "NotoSerif-Regular" && serif.familyName == "Noto Serif")
        #expect(UIFont.familyNames.contains("Noto Serif"))
        #expect(UIFont.fontNames(forFamilyName: "Noto Serif") == ["NotoSerif-Regular"])
        // Pango draws the text with the registered face.
        #expect(TextSystem.shared.faceNames(drawing: "Serif", with: serif) == ["NotoSerif-Regular"])
        #expect(serif.ascender > 0 && serif.lineHeight > serif.ascender)

        // A label drawn with it differs from one in the system font.
        func labelImage(_ font: UIFont) -> UIImage {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
            label.text = "Regal"
            label.font = font
            label.backgroundColor = .white
            return label.offscreenImage(scale: 1)
        }
        let serifImage = try #require(labelImage(serif).pngData())
        let sansImage = try #require(labelImage(.systemFont(ofSize: 30)).pngData())
        #expect(serifImage != sansImage)
        #expect("Regal".size(withAttributes: [.font: serif]).width
                    != "Regal".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)]).width)

        // A second registration of the name fails, as in Core Text.
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        let failure = try #require(error?.takeRetainedValue())
        #expect(failure.domain == kCTFontManagerErrorDomain && failure.code == CTFontManagerError.alreadyRegistered.rawValue)

        error = nil
        #expect(CTFontManagerUnregisterGraphicsFont(font, &error) && error == nil)
        #expect(UIFont(name: "NotoSerif-Regular", size: 30) == nil)
        #expect(!CTFontManagerUnregisterGraphicsFont(font, nil))
    }

    @Test func aFontFileIsRegisteredByURL() throws {
        let url = URL(fileURLWithPath: Self.folder + "NotoSerif-Bold.ttf")
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        let bold = try #require(UIFont(name: "NotoSerif-Bold", size: 20))
        #expect(TextSystem.shared.faceNames(drawing: "Bold", with: bold) == ["NotoSerif-Bold"])
        #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error))
        #expect(UIFont(name: "NotoSerif-Bold", size: 20) == nil)

        // Not a font, and no file: false with Core Text's codes.
        let notFont = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf")
        try Data("hello".utf8).write(to: notFont)
        defer { try? FileManager.default.removeItem(at: notFont) }
        #expect(!CTFontManagerRegisterFontsForURL(notFont as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.invalidFontData.rawValue)
        error = nil
        #expect(!CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: "/nonexistent/x.ttf") as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue)
    }

    @Test func dataThatIsNotAFontGivesNoFont() throws {
        let junk = try #require(CGDataProvider(data: Data("this is not a font at all".utf8) as CFData))
        #expect(CGFont(junk) == nil)
        #expect(CGFont(try #require(CGDataProvider(data: Data() as CFData))) == nil)
        // A cut-off font file: either no CGFont, or a registration that draws
        // without crashing (FreeType reads what it can).
        let whole = try #require(FileManager.default.contents(atPath: Self.folder + "NotoSerif-Italic.ttf"))
        let provider = try #require(CGDataProvider(data: whole.prefix(2048) as CFData))
        if let cut = CGFont(provider), let name = cut.postScriptName {
            var error: Unmanaged<CFError>?
            if CTFontManagerRegisterGraphicsFont(cut, &error) {
                if let font = UIFont(name: name, size: 20) {
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                    label.text = "Cut"
                    label.font = font
                    #expect(label.offscreenImage(scale: 1).size == CGSize(width: 100, height: 30))
                }
                #expect(CTFontManagerUnregisterGraphicsFont(cut, nil))
            } else {
                _ = error?.takeRetainedValue()
            }
        }
    }
}
