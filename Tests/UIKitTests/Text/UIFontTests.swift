import Testing
@testable import UIKit

@Suite struct UIFontTests {
    @Test func systemFontHasTheRequestedSize() {
        #expect(UIFont.systemFont(ofSize: 17).pointSize == 17)
        #expect(UIFont.boldSystemFont(ofSize: 12.5).pointSize == 12.5)
    }

    @Test func systemFontSwitchesToTheDisplayFaceAt20Points() {
        #expect(UIFont.systemFont(ofSize: 19.5).familyName == "Inter")
        #expect(UIFont.systemFont(ofSize: 20).familyName == "Inter Display")
        #expect(UIFont.systemFont(ofSize: 17).withSize(28).fontName == "InterDisplay-Regular")
    }

    @Test func eachWeightHasItsOwnFace() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let names = weights.map { UIFont.systemFont(ofSize: 17, weight: $0).fontName }
        #expect(names == ["Inter-Thin", "Inter-ExtraLight", "Inter-Light", "Inter-Regular", "Inter-Medium",
                          "Inter-SemiBold", "Inter-Bold", "Inter-ExtraBold", "Inter-Black"])
    }

    @Test func boldAndItalicSystemFonts() {
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == "Inter-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 17).fontName == "Inter-Italic")
        #expect(UIFont.italicSystemFont(ofSize: 17).fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(UIFont.boldSystemFont(ofSize: 17).fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    @Test func unknownFontNameReturnsNil() {
        #expect(UIFont(name: "NoSuchFont-Regular", size: 17) == nil)
        #expect(UIFont(name: "", size: 17) == nil)
    }

    @Test func knownFontNamesMapToPinnedFaces() throws {
        #expect(try #require(UIFont(name: "Helvetica", size: 12)).familyName == "Inter")
        #expect(try #require(UIFont(name: "HelveticaNeue-Bold", size: 12)).fontName == "Inter-Bold")
        #expect(try #require(UIFont(name: "Menlo-Regular", size: 12)).familyName == "DejaVu Sans Mono")
        #expect(try #require(UIFont(name: "Courier", size: 12)).familyName == "DejaVu Sans Mono")
        #expect(try #require(UIFont(name: "PingFangSC-Regular", size: 12)).familyName == "Noto Sans CJK SC")
        #expect(try #require(UIFont(name: "PingFangTC-Semibold", size: 12)).fontName == "NotoSansCJKtc-Bold")
        let inter = try #require(UIFont(name: "Inter-SemiBoldItalic", size: 15))
        #expect(inter.fontName == "Inter-SemiBoldItalic")
        #expect(inter.pointSize == 15)
    }

    @Test func fontNameRoundTrips() throws {
        for font in [UIFont.systemFont(ofSize: 30, weight: .heavy), .monospacedSystemFont(ofSize: 11, weight: .bold),
                     UIFont(name: "PingFangSC-Regular", size: 14)!] {
            let again = try #require(UIFont(name: font.fontName, size: font.pointSize))
            #expect(again == font)
        }
    }

    @Test func preferredFontsUseTheLargeContentSizes() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter-SemiBold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == "Inter-Regular")
    }

    @Test func nonPositiveSizeBecomesTwelvePoints() {
        #expect(UIFont.systemFont(ofSize: 0).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: -3).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 12)
    }

    @Test func descriptorSymbolicTraitsMakeVariants() throws {
        let base = UIFont.systemFont(ofSize: 17).fontDescriptor
        let boldItalic = try #require(base.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(UIFont(descriptor: boldItalic, size: 0).fontName == "Inter-BoldItalic")
        #expect(UIFont(descriptor: boldItalic, size: 0).pointSize == 17)
        let mono = try #require(base.withSymbolicTraits(.traitMonoSpace))
        #expect(UIFont(descriptor: mono, size: 13).familyName == "DejaVu Sans Mono")
        #expect(UIFont(descriptor: mono, size: 13).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        // Traits replace the previous ones.
        let plain = try #require(boldItalic.withSymbolicTraits([]))
        #expect(UIFont(descriptor: plain, size: 0).fontName == "Inter-Regular")
    }

    @Test func equalFontsAreEqualAndHashEqually() {
        let a = UIFont.systemFont(ofSize: 17), b = UIFont.systemFont(ofSize: 17, weight: .regular)
        #expect(a == b)
        #expect(a.hash == b.hash)
        #expect(a != UIFont.systemFont(ofSize: 17, weight: .bold))
        #expect(a != UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular))
    }

    @Test func familyNamesListThePinnedFamilies() {
        #expect(UIFont.familyNames.contains("Inter"))
        #expect(UIFont.fontNames(forFamilyName: "Inter").contains("Inter-Black"))
        #expect(UIFont.fontNames(forFamilyName: "Times New Roman").isEmpty)
    }
}
