import Testing
@testable import UIKit

// UILabel under Auto Layout. Expected frames come from the pinned fonts'
// metrics (UIFont.ascender, lineHeight) and the label's own measurements
// (intrinsicContentSize, sizeThatFits of one line), never from magic numbers.

@MainActor
private func label(_ text: String, size: CGFloat, lines: Int = 1, in superview: UIView? = nil) -> UILabel {
    let l = UILabel()
    l.translatesAutoresizingMaskIntoConstraints = false
    l.font = .systemFont(ofSize: size)
    l.numberOfLines = lines
    l.text = text
    superview?.addSubview(l)
    return l
}

/// Width of `text` on one line in `font`.
@MainActor
private func oneLineWidth(_ text: String, size: CGFloat) -> CGFloat {
    label(text, size: size).intrinsicContentSize.width
}

/// `v` rounded up to the 3x pixel grid (text heights are).
private func pxUp(_ v: CGFloat) -> CGFloat { (v * 3 - 1e-9).rounded(.up) / 3 }

@MainActor
@Suite struct LabelLayoutTests {
    @Test func labelsMadeInCodeHaveUIViewsDefaultPriorities() {
        // iOS: a UILabel made in code hugs at 250 (Interface Builder writes 251).
        let l = UILabel()
        #expect(l.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(l.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(l.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(l.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    /// A width where exactly three "Wrap" words fit on a line (between the
    /// width of three and of four).
    private func threeWordWidth(size: CGFloat) -> CGFloat {
        let w3 = oneLineWidth("Wrap Wrap Wrap", size: size)
        let w4 = oneLineWidth("Wrap Wrap Wrap Wrap", size: size)
        #expect(w4 - w3 > 4)
        return px((w3 + w4) / 2)
    }

    @Test func multiLineLabelPinnedToMarginsWrapsUnderTheSolvedWidthInOneLayoutPass() {
        let window = makeScreen()
        let container = plainView(in: window)
        container.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        let width = threeWordWidth(size: 17)
        let text = Array(repeating: "Wrap", count: 9).joined(separator: " ")
        let l = label(text, size: 17, lines: 0, in: container)
        let below = plainView(in: container)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: width + 32),
            l.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            l.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            l.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            below.topAnchor.constraint(equalTo: l.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
            container.bottomAnchor.constraint(equalTo: below.bottomAnchor),
        ])
        window.layoutIfNeeded()

        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(close(l.frame.origin.x, 16) && close(l.frame.origin.y, 10))
        #expect(close(l.frame.width, width))
        // Three lines of three words.
        #expect(l.frame.height >= 3 * lineHeight - 0.01 && l.frame.height <= pxUp(3 * lineHeight) + 0.01)
        #expect(close(l.frame.height, l.sizeThatFits(CGSize(width: width, height: 0)).height))
        #expect(close(below.frame.minY, l.frame.maxY + 8))
        #expect(close(container.frame.height, 10 + l.frame.height + 8 + 10))

        // Narrower: two words a line, five lines.
        let w2 = oneLineWidth("Wrap Wrap", size: 17), w3 = oneLineWidth("Wrap Wrap Wrap", size: 17)
        (container.constraints.first { $0.firstAttribute == .width && $0.firstItem === container }
            ?? container.widthAnchor.constraint(equalToConstant: 0)).constant = px((w2 + w3) / 2) + 32
        window.layoutIfNeeded()
        #expect(l.frame.height >= 5 * lineHeight - 0.01 && l.frame.height <= pxUp(5 * lineHeight) + 0.01)
        #expect(close(below.frame.minY, l.frame.maxY + 8))
    }

    @Test func preferredMaxLayoutWidthDecidesTheWrappingWidth() {
        let window = makeScreen()
        let l = label(Array(repeating: "Wrap", count: 9).joined(separator: " "), size: 17, lines: 0, in: window)
        l.preferredMaxLayoutWidth = threeWordWidth(size: 17)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            l.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(l.frame.width <= l.preferredMaxLayoutWidth)
        #expect(l.frame.height >= 3 * lineHeight - 0.01 && l.frame.height <= pxUp(3 * lineHeight) + 0.01)
    }

    @Test func higherHuggingKeepsItsSizeAndHigherCompressionResistanceIsNotCompressed() {
        let window = makeScreen()
        let row = plainView(in: window)
        let a = label("Name", size: 17, in: row)
        let b = label("Value", size: 17, in: row)
        let rowWidth = row.widthAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor), row.topAnchor.constraint(equalTo: window.topAnchor),
            rowWidth,
            a.leadingAnchor.constraint(equalTo: row.leadingAnchor), a.topAnchor.constraint(equalTo: row.topAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8), b.topAnchor.constraint(equalTo: row.topAnchor),
            b.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        ])
        // Room to spare: the label hugging less (b, 250) stretches.
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        window.layoutIfNeeded()
        #expect(close(a.frame.width, a.intrinsicContentSize.width))
        #expect(close(b.frame.minX, px(a.intrinsicContentSize.width + 8)))
        #expect(close(b.frame.maxX, 300))
        // Swap the hugging: a stretches, b keeps its text width.
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        window.layoutIfNeeded()
        #expect(close(b.frame.width, b.intrinsicContentSize.width))
        #expect(close(a.frame.width, px(300 - 8 - b.intrinsicContentSize.width)))

        // Too little room: the label resisting compression less (b, 750) is compressed.
        a.text = String(repeating: "Long name ", count: 2)
        b.text = String(repeating: "Long value ", count: 3)
        a.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        #expect(a.intrinsicContentSize.width + 8 + b.intrinsicContentSize.width > 300)
        #expect(a.intrinsicContentSize.width < 300 - 8)
        window.layoutIfNeeded()
        #expect(close(a.frame.width, a.intrinsicContentSize.width))
        #expect(close(b.frame.width, px(300 - 8 - a.intrinsicContentSize.width), tolerance: 0.34))
        #expect(close(b.frame.maxX, 300))
    }

    @Test func firstBaselineAlignedStackPutsTheTallestAscenderAtTheTop() {
        let window = makeScreen()
        let sizes: [CGFloat] = [12, 24, 17]
        let labels = sizes.map { label("Baseline", size: $0) }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.alignment = .firstBaseline
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
        ])
        window.layoutIfNeeded()

        let ascenders = sizes.map { UIFont.systemFont(ofSize: $0).ascender }
        let top = ascenders.max()!
        var x: CGFloat = 0
        var bottom: CGFloat = 0
        for (l, ascender) in zip(labels, ascenders) {
            let size = l.intrinsicContentSize
            #expect(close(l.frame, CGRect(x: px(x), y: px(top - ascender), width: px(x + size.width) - px(x), height: size.height),
                          tolerance: 0.34), "\(l.font.pointSize) pt: \(l.frame)")
            // Baselines (top + ascender) meet.
            #expect(abs(l.frame.minY + ascender - top) < 0.34)
            x += size.width + 6
            bottom = max(bottom, top - ascender + size.height)
        }
        #expect(close(stack.frame.height, bottom, tolerance: 0.34))
        #expect(close(stack.frame.origin, CGPoint(x: 20, y: 30)))
    }

    @Test func lastBaselineAlignedStackLinesUpTheLastLines() {
        let window = makeScreen()
        // numberOfLines 2, not 0: TextLayout traps on a second paragraph with no line limit (reported).
        let twoLines = label("First line\nSecond line", size: 17, lines: 2)
        let big = label("Big", size: 34)
        let stack = UIStackView(arrangedSubviews: [twoLines, big])
        stack.alignment = .lastBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        let f17 = UIFont.systemFont(ofSize: 17), f34 = UIFont.systemFont(ofSize: 34)
        // Last baseline of the two-line label: its second line's baseline,
        // one line height below the first's.
        let twoLineBaseline = twoLines.frame.minY + f17.ascender + f17.lineHeight
        let bigBaseline = big.frame.minY + f34.ascender
        #expect(abs(twoLineBaseline - bigBaseline) < 0.5)
        // The two-line label is taller than the big one's line above the baseline: it touches the top.
        #expect(f17.ascender + f17.lineHeight > f34.ascender)
        #expect(close(twoLines.frame.minY, 0))
        #expect(twoLines.frame.height >= 2 * f17.lineHeight - 0.01)
    }

    @Test func baselineAnchorsOfLabelsWithDifferentFonts() {
        let window = makeScreen()
        let small = label("small", size: 12, in: window)
        let large = label("LARGE", size: 30, in: window)
        NSLayoutConstraint.activate([
            large.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            large.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 4),
            small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let a12 = UIFont.systemFont(ofSize: 12).ascender, a30 = UIFont.systemFont(ofSize: 30).ascender
        #expect(close(small.frame.minY, px(50 + a30 - a12), tolerance: 0.34))
        // lastBaselineAnchor of a one-line label is the same baseline.
        let other = label("other", size: 20, in: window)
        NSLayoutConstraint.activate([
            other.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 4),
            other.lastBaselineAnchor.constraint(equalTo: large.lastBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let a20 = UIFont.systemFont(ofSize: 20).ascender
        #expect(close(other.frame.minY, px(50 + a30 - a20), tolerance: 0.34))
    }

    @Test func selfSizingCellHeightFromSystemLayoutSizeFittingWrapsTheLabel() {
        let contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let text = Array(repeating: "Wrap", count: 12).joined(separator: " ")
        let l = label(text, size: 17, lines: 0, in: contentView)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            l.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            l.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            l.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let w3 = oneLineWidth("Wrap Wrap Wrap", size: 17), w4 = oneLineWidth("Wrap Wrap Wrap Wrap", size: 17)
        let width = px((w3 + w4) / 2) + 24
        let size = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(close(size.width, width))
        // Twelve words, three a line: four lines, plus the insets.
        let textHeight = size.height - 24
        #expect(textHeight >= 4 * lineHeight - 0.01 && textHeight <= pxUp(4 * lineHeight) + 0.01)
        #expect(close(textHeight, l.sizeThatFits(CGSize(width: width - 24, height: 0)).height))

        // Twice as wide: six words a line, two lines.
        let w6 = oneLineWidth(Array(repeating: "Wrap", count: 6).joined(separator: " "), size: 17)
        let w7 = oneLineWidth(Array(repeating: "Wrap", count: 7).joined(separator: " "), size: 17)
        let wide = contentView.systemLayoutSizeFitting(
            CGSize(width: px((w6 + w7) / 2) + 24, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(wide.height - 24 >= 2 * lineHeight - 0.01 && wide.height - 24 <= pxUp(2 * lineHeight) + 0.01)
    }
}

private func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-3) -> Bool { abs(a - b) < tolerance }
private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }
