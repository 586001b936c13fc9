import CCairo
import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// Goldens of the text engine drawn straight into Cairo at scale 3. Each block sits on a
/// light grey rectangle showing the layout width and measured height.
@Suite struct TextLayoutGoldenTests {
    static let pangram = "The quick brown fox jumps over the lazy dog."

    /// Lays out each block below the previous one and renders them all.
    func render(width: CGFloat, _ blocks: [(NSAttributedString, TextLayout.Options)]) -> CGImage {
        let layouts = blocks.map { TextLayout($0.0, options: $0.1) }
        let height = layouts.reduce(CGFloat(8)) { $0 + $1.size.height + 8 }
        return TextCanvas.render(size: CGSize(width: width + 16, height: height)) { cr in
            var y: CGFloat = 8
            for (layout, block) in zip(layouts, blocks) {
                cairo_set_source_rgb(cr, 0.9, 0.9, 0.9)
                cairo_rectangle(cr, 8, Double(y), Double(block.1.width ?? layout.size.width), Double(layout.size.height))
                cairo_fill(cr)
                layout.draw(in: cr, at: CGPoint(x: 8, y: y))
                y += layout.size.height + 8
            }
        }
    }

    func text(_ string: String, font: UIFont = .systemFont(ofSize: 15), alignment: NSTextAlignment? = nil,
              _ extra: [NSAttributedString.Key: Any] = [:]) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let alignment {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            attributes[.paragraphStyle] = style
        }
        return NSAttributedString(string: string, attributes: attributes.merging(extra) { $1 })
    }

    @Test func alignments() {
        let blocks = [NSTextAlignment.left, .center, .right, .justified, .natural].map {
            (text(Self.pangram + " Pack my box with five dozen liquor jugs.", alignment: $0), TextLayout.Options(width: 220))
        }
        let rtl = (text("שלום עולם, זהו טקסט מימין לשמאל.", alignment: .natural), TextLayout.Options(width: 220))
        expectGolden(render(width: 220, blocks + [rtl]), named: "text-alignments@3x", in: "Text")
    }

    @Test func wrapping() {
        let long = "Supercalifragilisticexpialidocious words wrap: " + Self.pangram
        expectGolden(render(width: 150, [
            (text(long), TextLayout.Options(width: 150, lineBreakMode: .byWordWrapping)),
            (text(long), TextLayout.Options(width: 150, lineBreakMode: .byCharWrapping)),
        ]), named: "text-wrapping-word-and-char@3x", in: "Text")
    }

    @Test func truncationModes() {
        let modes: [NSLineBreakMode] = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byClipping]
        let single = modes.map { (text(Self.pangram), TextLayout.Options(width: 150, numberOfLines: 1, lineBreakMode: $0)) }
        let double = modes.map { (text(Self.pangram + " " + Self.pangram), TextLayout.Options(width: 150, numberOfLines: 2, lineBreakMode: $0)) }
        expectGolden(render(width: 150, single + double), named: "text-truncation-head-middle-tail-clip@3x", in: "Text")
    }

    @Test func chineseWrapsOverLines() {
        let chinese = "离离原上草，一岁一枯荣。野火烧不尽，春风吹又生。远芳侵古道，晴翠接荒城。又送王孙去，萋萋满别情。"
        expectGolden(render(width: 200, [
            (text(chinese, font: .systemFont(ofSize: 17)), TextLayout.Options(width: 200)),
            (text(chinese, font: UIFont(name: "PingFangSC-Semibold", size: 17)!), TextLayout.Options(width: 200, numberOfLines: 2, lineBreakMode: .byTruncatingTail)),
        ]), named: "text-chinese-multiline@3x", in: "Text")
    }

    @Test func mixedChineseAndEnglish() {
        let mixed = "Offscreen 在 Linux 上渲染 UIKit 视图，支持 Auto Layout 和 Core Graphics 绘图，Chinese 与 English 混排。"
        expectGolden(render(width: 220, [
            (text(mixed, font: .systemFont(ofSize: 16)), TextLayout.Options(width: 220)),
            (text(mixed, font: .boldSystemFont(ofSize: 16), alignment: .center), TextLayout.Options(width: 220)),
        ]), named: "text-mixed-chinese-english@3x", in: "Text")
    }

    @Test func attributedRuns() {
        let s = NSMutableAttributedString(string: "")
        let base: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        func add(_ string: String, _ attributes: [NSAttributedString.Key: Any] = [:]) {
            s.append(NSAttributedString(string: string, attributes: base.merging(attributes) { $1 }))
        }
        add("Red ", [.foregroundColor: CGColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1)])
        add("translucent ", [.foregroundColor: CGColor(red: 0, green: 0, blue: 1, alpha: 0.4)])
        add("highlight", [.backgroundColor: CGColor(red: 1, green: 0.9, blue: 0, alpha: 1)])
        add(" kern ", [.kern: 4])
        add("underline", [.underlineStyle: NSUnderlineStyle.single.rawValue])
        add(" ")
        add("double", [.underlineStyle: NSUnderlineStyle.double.rawValue, .underlineColor: CGColor(red: 0, green: 0.6, blue: 0, alpha: 1)])
        add(" ")
        add("struck", [.strikethroughStyle: 1, .strikethroughColor: CGColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1)])
        add(" x")
        add("2", [.baselineOffset: 6, .font: UIFont.systemFont(ofSize: 11)])
        add(" H")
        add("2", [.baselineOffset: -3, .font: UIFont.systemFont(ofSize: 11)])
        add("O ")
        add("bold", [.font: UIFont.boldSystemFont(ofSize: 17)])
        add(" and ")
        add("mono", [.font: UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)])
        expectGolden(render(width: 240, [(s, TextLayout.Options(width: 240))]), named: "text-attributed-runs@3x", in: "Text")
    }

    @Test func weights() {
        let weights: [(String, UIFont.Weight)] = [
            ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
            ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        var blocks = weights.map { (text("\($0.0) Hamburgefonstiv 粗细", font: .systemFont(ofSize: 17, weight: $0.1)), TextLayout.Options()) }
        blocks.append((text("italic Hamburgefonstiv 斜体", font: .italicSystemFont(ofSize: 17)), TextLayout.Options()))
        blocks.append((text("mono 0123456789 {}", font: .monospacedSystemFont(ofSize: 17, weight: .regular)), TextLayout.Options()))
        blocks.append((text("111111 tabular", font: .monospacedDigitSystemFont(ofSize: 17, weight: .regular)), TextLayout.Options()))
        blocks.append((text("111111 proportional", font: .systemFont(ofSize: 17)), TextLayout.Options()))
        blocks.append((text("Display 28", font: .systemFont(ofSize: 28, weight: .bold)), TextLayout.Options()))
        expectGolden(render(width: 260, blocks), named: "text-weights@3x", in: "Text")
    }

    @Test func paragraphStyles() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        style.paragraphSpacing = 10
        style.firstLineHeadIndent = 24
        style.headIndent = 8
        style.tailIndent = -8
        let tall = NSMutableParagraphStyle()
        tall.lineHeightMultiple = 1.5
        let body = Self.pangram + " " + Self.pangram
        expectGolden(render(width: 220, [
            (text(body + "\n" + body, [.paragraphStyle: style]), TextLayout.Options(width: 220)),
            (text(body, [.paragraphStyle: tall]), TextLayout.Options(width: 220)),
        ]), named: "text-paragraph-styles@3x", in: "Text")
    }
}
