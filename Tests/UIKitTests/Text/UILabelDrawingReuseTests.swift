import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// A label draws the layout it measured its text with when that is the same
/// text at the same settings; anything changed after the measurement must
/// still be drawn. Each case draws a label that measured itself (as Auto
/// Layout makes it do) and then changed, and one made with the final settings
/// that never measured: the pixels must be the same.
@MainActor @Suite struct UILabelDrawingReuseTests {
    let pangram = "The quick brown fox jumps over the lazy dog."

    /// The label at its measured size (or `size`) in a grey container (text in
    /// either appearance shows on it),
    /// `configure` run before the measurement and `change` after it.
    func pixels(measuring: Bool, size: CGSize? = nil, _ configure: (UILabel) -> Void,
                then change: (UILabel, UIView) -> Void = { _, _ in }) -> PixelStorage {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        container.backgroundColor = UIColor(white: 0.5, alpha: 1)
        let label = UILabel()
        container.addSubview(label)
        configure(label)
        if measuring {
            _ = label.intrinsicContentSize
            _ = label.baselineOffsets
        }
        // The same size either way: the measured one is computed on a label of its own.
        let measured = { () -> CGSize in
            let twin = UILabel()
            container.addSubview(twin)
            defer { twin.removeFromSuperview() }
            configure(twin)
            return twin.intrinsicContentSize
        }()
        label.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size ?? measured)
        change(label, container)
        return container.imageAtScale3.storage
    }

    func expectSameDrawing(size: CGSize? = nil, _ configure: @escaping (UILabel) -> Void,
                           then change: @escaping (UILabel, UIView) -> Void = { _, _ in },
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let measuredFirst = pixels(measuring: true, size: size, configure, then: change)
        let fresh = pixels(measuring: false, size: size, { label in configure(label) }, then: change)
        #expect(measuredFirst.samePixels(as: fresh), sourceLocation: sourceLocation)
    }

    @Test func unchangedTextDrawsAsIfNeverMeasured() {
        expectSameDrawing { $0.text = "Settings" }
        expectSameDrawing(size: CGSize(width: 300, height: 40)) { $0.text = "Wi-Fi"; $0.textAlignment = .center }
        expectSameDrawing(size: CGSize(width: 300, height: 40)) { $0.text = "Right"; $0.textAlignment = .right }
        expectSameDrawing(size: CGSize(width: 300, height: 40)) { $0.text = "שלום עולם" }
        expectSameDrawing(size: CGSize(width: 120, height: 30)) { $0.text = pangram }
    }

    @Test func changesAfterTheMeasurementAreDrawn() {
        let wide = CGSize(width: 300, height: 60)
        expectSameDrawing(size: wide, { $0.text = "Before" }, then: { label, _ in label.text = "After" })
        expectSameDrawing(size: wide, { $0.text = "Font" }, then: { label, _ in label.font = .boldSystemFont(ofSize: 24) })
        expectSameDrawing(size: wide, { $0.text = "Colour" }, then: { label, _ in label.textColor = .systemRed })
        expectSameDrawing(size: wide, { $0.text = "Aligned" }, then: { label, _ in label.textAlignment = .center })
        expectSameDrawing(size: CGSize(width: 100, height: 60), { $0.text = pangram },
                          then: { label, _ in label.lineBreakMode = .byTruncatingHead })
        expectSameDrawing(size: CGSize(width: 150, height: 60), { $0.text = pangram },
                          then: { label, _ in label.numberOfLines = 0 })
        expectSameDrawing({ $0.text = pangram }, then: { label, _ in label.frame.size.width -= 30 })
        expectSameDrawing(size: wide, { $0.text = "Direction" },
                          then: { label, _ in label.semanticContentAttribute = .forceRightToLeft })
        expectSameDrawing(size: wide, { $0.text = "Disabled" }, then: { label, _ in label.isEnabled = false })
        expectSameDrawing(size: wide, { $0.text = "Highlighted"; $0.highlightedTextColor = .systemOrange },
                          then: { label, _ in label.isHighlighted = true })
        expectSameDrawing(size: wide, { $0.text = "Shadow" }, then: { label, _ in
            label.shadowColor = .systemBlue
            label.shadowOffset = CGSize(width: 2, height: 2)
        })
        expectSameDrawing(size: wide, { $0.text = "Shrinks to fit the width" },
                          then: { label, _ in
                              label.adjustsFontSizeToFitWidth = true
                              label.minimumScaleFactor = 0.5
                              label.frame.size.width = 120
                          })
    }

    @Test func traitChangesAfterTheMeasurementAreDrawn() {
        // A dynamic colour resolves again in the new appearance.
        expectSameDrawing(size: CGSize(width: 300, height: 40), { $0.text = "Dark"; $0.textColor = .label },
                          then: { _, container in container.overrideUserInterfaceStyle = .dark })
        // The layout direction flips natural alignment.
        expectSameDrawing(size: CGSize(width: 300, height: 40), { $0.text = "Natural" },
                          then: { _, container in container.semanticContentAttribute = .forceRightToLeft })
        // Dynamic Type makes the font again at the new size.
        expectSameDrawing(size: CGSize(width: 300, height: 80), {
            $0.font = .preferredFont(forTextStyle: .body)
            $0.adjustsFontForContentSizeCategory = true
            $0.text = "Dynamic Type"
        }, then: { _, container in container.traitOverrides.preferredContentSizeCategory = .accessibilityLarge })
    }

    @Test func attributedTextWithColoursOfItsOwnIsDrawnInThem() {
        let text = NSMutableAttributedString(string: "Red and blue", attributes: [.foregroundColor: UIColor.systemRed])
        text.addAttributes([.foregroundColor: UIColor.systemBlue], range: NSRange(location: 8, length: 4))
        expectSameDrawing(size: CGSize(width: 300, height: 40), { $0.attributedText = text },
                          then: { _, container in container.overrideUserInterfaceStyle = .dark })
        expectSameDrawing(size: CGSize(width: 300, height: 40), { $0.attributedText = text },
                          then: { label, _ in label.isEnabled = false })
    }

    @Test func theDrawnTextChangesWithTheChange() {
        // Guards the cases above against comparing two blank images.
        let before = pixels(measuring: true, size: CGSize(width: 300, height: 40), { $0.text = "Dark"; $0.textColor = .label })
        let after = pixels(measuring: true, size: CGSize(width: 300, height: 40), { $0.text = "Dark"; $0.textColor = .label },
                           then: { _, container in container.overrideUserInterfaceStyle = .dark })
        #expect(!before.samePixels(as: after))
    }
}
