import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// UILabel goldens at scale 3: labels on light backgrounds showing their bounds.
@MainActor @Suite struct UILabelGoldenTests {
    let pangram = "The quick brown fox jumps over the lazy dog."
    let shade = UIColor(white: 0.9, alpha: 1)

    /// Stacks labels of `width` (heights as given) in a white container.
    func stack(width: CGFloat, _ labels: [(UILabel, CGFloat)]) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width + 16, height: 8 + labels.reduce(0) { $0 + $1.1 + 8 }))
        container.backgroundColor = .white
        var y: CGFloat = 8
        for (label, height) in labels {
            label.frame = CGRect(x: 8, y: y, width: width, height: height)
            if label.backgroundColor == nil { label.backgroundColor = shade }
            container.addSubview(label)
            y += height + 8
        }
        return container
    }

    func label(_ text: String, _ configure: (UILabel) -> Void = { _ in }) -> UILabel {
        let label = UILabel()
        label.text = text
        configure(label)
        return label
    }

    @Test func alignmentsAreCentredVertically() {
        let view = stack(width: 200, [
            (label("Left") { $0.textAlignment = .left }, 30),
            (label("Center") { $0.textAlignment = .center }, 30),
            (label("Right") { $0.textAlignment = .right }, 30),
            (label("Natural") { $0.textAlignment = .natural }, 30),
            (label("שלום עולם") { $0.textAlignment = .natural }, 30),
            (label(pangram + " " + pangram) { $0.textAlignment = .justified; $0.numberOfLines = 0 }, 90),
        ])
        expectGolden(view.imageAtScale3, named: "label-alignments@3x", in: "Text")
    }

    @Test func truncationModes() {
        let modes: [NSLineBreakMode] = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byClipping, .byWordWrapping]
        let single = modes.map { mode in (label(pangram) { $0.lineBreakMode = mode }, CGFloat(24)) }
        let double = modes.map { mode in (label(pangram + " " + pangram) { $0.lineBreakMode = mode; $0.numberOfLines = 2 }, CGFloat(44)) }
        expectGolden(stack(width: 160, single + double).imageAtScale3, named: "label-truncation-modes@3x", in: "Text")
    }

    @Test func multilineChineseAndMixedText() {
        let view = stack(width: 220, [
            (label("春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。床前明月光，疑是地上霜。") { $0.numberOfLines = 0 }, 80),
            (label("UILabel 支持中文与 English 混排，自动换行 and wrapping。") {
                $0.numberOfLines = 0
                $0.font = UIFont(name: "PingFangSC-Regular", size: 16)
            }, 60),
            (label("超出两行的中文文本会在第二行的末尾被截断并显示省略号，就像 iOS 上一样。") { $0.numberOfLines = 2 }, 50),
        ])
        expectGolden(view.imageAtScale3, named: "label-chinese-multiline@3x", in: "Text")
    }

    @Test func attributedRunsStatesAndShrinking() {
        let s = NSMutableAttributedString(string: "Bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        s.append(NSAttributedString(string: "red ", attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 17)]))
        s.append(NSAttributedString(string: "underlined", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue,
                                                                        .font: UIFont.systemFont(ofSize: 17)]))
        s.append(NSAttributedString(string: " struck", attributes: [.strikethroughStyle: 1, .font: UIFont.systemFont(ofSize: 17)]))
        let view = stack(width: 220, [
            (label("") { $0.attributedText = s }, 30),
            (label("Highlighted") { $0.highlightedTextColor = .white; $0.isHighlighted = true; $0.backgroundColor = .systemBlue }, 30),
            (label("Disabled") { $0.isEnabled = false }, 30),
            (label("Custom colour, large") { $0.textColor = .systemGreen; $0.font = .systemFont(ofSize: 24, weight: .semibold) }, 34),
            (label(pangram) { $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5 }, 30),
            (label("Monospaced 0123456789") { $0.font = .monospacedSystemFont(ofSize: 15, weight: .regular) }, 24),
        ])
        expectGolden(view.imageAtScale3, named: "label-attributed-states-shrink@3x", in: "Text")
    }

    @Test func drawTextOverrideInsetsTheText() {
        final class InsetLabel: UILabel {
            override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 16, dy: 8)) }
        }
        let inset = InsetLabel()
        inset.text = pangram
        inset.numberOfLines = 0
        expectGolden(stack(width: 200, [(inset, 80)]).imageAtScale3, named: "label-drawtext-inset@3x", in: "Text")
    }

    @Test func sameLabelRendersIdenticallyTwice() {
        let first = stack(width: 200, [(label("Determinism 确定性"), 30)]).imageAtScale3
        let second = stack(width: 200, [(label("Determinism 确定性"), 30)]).imageAtScale3
        #expect(first.storage.samePixels(as: second.storage))
    }
}
