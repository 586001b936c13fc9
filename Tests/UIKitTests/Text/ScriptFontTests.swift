@testable import UIKit
import Foundation
import Testing

/// The pinned fonts for scripts Inter lacks: emoji draw from the colour emoji
/// font (in colour), Arabic and Hebrew from Noto Sans Arabic / Hebrew.
@MainActor
@Suite struct ScriptFontTests {
    private func image(_ text: String, size: CGFloat = 40) -> CGImage {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.backgroundColor = .white
        label.font = .systemFont(ofSize: size)
        label.text = text
        return label.offscreenImage(scale: 1).cgImage!
    }

    /// Pixels whose channels differ by more than `spread`: coloured, not grey or black.
    private func colouredPixels(_ image: CGImage, spread: Int = 60) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                let channels = [Int(p.r), Int(p.g), Int(p.b)]
                if channels.max()! - channels.min()! > spread { count += 1 }
            }
        }
        return count
    }

    /// The emoji font's bitmaps are scaled to the font size: a line with an
    /// emoji is as tall as one without, and the emoji about a font size wide.
    @Test func emojiAreScaledToTheFontSize() {
        func size(_ text: String) -> CGSize {
            let label = UILabel()
            label.text = text
            return label.intrinsicContentSize
        }
        #expect(size("Hi 👍").height == size("Hi").height)
        let emojiWidth = size("Hi 👍").width - size("Hi ").width
        #expect(emojiWidth > 17 && emojiWidth < 24)
    }

    @Test func aThumbsUpEmojiDrawsInColour() {
        #expect(colouredPixels(image("👍")) > 200)
        // Black text stays grey-scale.
        #expect(colouredPixels(image("Hi")) == 0)
    }

    @Test func arabicHebrewAndEmojiComeFromTheirNotoFaces() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(TextSystem.shared.faceNames(drawing: "مرحبا", with: font) == ["NotoSansArabic-Regular"])
        #expect(TextSystem.shared.faceNames(drawing: "שלום", with: font) == ["NotoSansHebrew-Regular"])
        #expect(TextSystem.shared.faceNames(drawing: "שלום", with: .boldSystemFont(ofSize: 17)) == ["NotoSansHebrew-Bold"])
        #expect(TextSystem.shared.faceNames(drawing: "👍", with: font) == ["NotoColorEmoji"])
        // Latin text around them keeps Inter.
        #expect(TextSystem.shared.faceNames(drawing: "Hi 👍", with: font) == ["Inter-Regular", "NotoColorEmoji"])
    }
}
