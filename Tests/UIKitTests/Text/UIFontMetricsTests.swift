import Testing
@testable import UIKit

/// Metrics of the pinned fonts. These are facts of Inter 4.0, DejaVu Sans Mono 2.37 and
/// Noto Sans CJK 2.004 (em fractions from their OpenType tables); the tolerances are far
/// below the difference between any two of those fonts, so a wrong font fails them.
@Suite struct UIFontMetricsTests {
    let tolerance = 0.01

    @Test func systemFontMetricsAreInter() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(abs(font.ascender - 17 * 0.96875) < tolerance)        // 2728 / 2816 em
        #expect(abs(font.descender + 17 * 680 / 2816) < tolerance)     // negative, as UIKit
        #expect(font.leading == 0)
        #expect(abs(font.capHeight - 17 * 2048 / 2816) < tolerance)
        #expect(abs(font.xHeight - 17 * 1536 / 2816) < tolerance)
        #expect(abs(font.lineHeight - (font.ascender - font.descender)) < 0.0001)
        #expect(abs(font.lineHeight - 20.574) < tolerance)
    }

    @Test func metricsScaleWithPointSize() {
        let small = UIFont.systemFont(ofSize: 10), large = UIFont.systemFont(ofSize: 19)
        #expect(abs(large.ascender / 19 - small.ascender / 10) < 0.0001)
        #expect(abs(large.capHeight / 19 - small.capHeight / 10) < 0.0001)
    }

    @Test func monospacedSystemFontIsDejaVuSansMono() {
        let font = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)
        #expect(abs(font.ascender - 15.780) < tolerance)
        #expect(abs(font.descender + 4.009) < tolerance)
        #expect(abs(font.capHeight - 12.376) < tolerance)
    }

    @Test func pingFangIsNotoSansCJK() throws {
        let font = try #require(UIFont(name: "PingFangSC-Regular", size: 17))
        #expect(abs(font.ascender - 17 * 1.16) < tolerance)
        #expect(abs(font.descender + 17 * 0.288) < tolerance)
    }
}
