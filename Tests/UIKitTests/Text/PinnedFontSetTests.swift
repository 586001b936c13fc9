import Testing
@testable import UIKit

/// The fontconfig configuration sees the pinned files and nothing else.
@Suite struct PinnedFontSetTests {
    let system = TextSystem.shared

    @Test func fontsResolveToThePinnedFacesTheyName() {
        for font in [UIFont.systemFont(ofSize: 17), .systemFont(ofSize: 34, weight: .black), .italicSystemFont(ofSize: 12),
                     .monospacedSystemFont(ofSize: 13, weight: .bold), UIFont(name: "PingFangSC-Regular", size: 15)!] {
            #expect(system.resolvedFaceName(of: font) == font.fontName)
        }
    }

    @Test func systemFontsOfTheMachineAreNotVisible() {
        // DejaVu Serif and Noto Serif CJK are installed on Debian machines with these
        // fonts (fonts-dejavu-core, fonts-noto-cjk) but are not pinned: they resolve to
        // the pinned default, Inter.
        #expect(system.resolvedFaceName(family: "DejaVu Serif") == "Inter-Regular")
        #expect(system.resolvedFaceName(family: "Noto Serif CJK SC") == "Inter-Regular")
        #expect(system.resolvedFaceName(family: "Liberation Sans") == "Inter-Regular")
        #expect(system.resolvedFaceName(family: "serif") == "Inter-Regular")
        #expect(system.resolvedFaceName(family: "monospace") == "DejaVuSansMono")
    }

    @Test func chineseFallsBackToSimplifiedChineseNotJapanese() {
        let names = system.faceNames(drawing: "Hello 你好 world", with: .systemFont(ofSize: 17))
        #expect(names == ["Inter-Regular", "NotoSansCJKsc-Regular", "Inter-Regular"])
        let bold = system.faceNames(drawing: "中文", with: .boldSystemFont(ofSize: 17))
        #expect(bold == ["NotoSansCJKsc-Bold"])
    }

    @Test func symbolsMissingFromInterFallBackToDejaVuSans() {
        // Braille patterns are in DejaVu Sans, not in Inter or Noto Sans CJK.
        #expect(system.faceNames(drawing: "\u{283F}", with: .systemFont(ofSize: 17)) == ["DejaVuSans"])
    }
}
