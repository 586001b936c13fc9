import Foundation

/// Draws the standard list accessory glyphs with paths (there are no SF
/// Symbols in Offscreen): chevrons, checkmark, delete/insert circles, the
/// reorder handle and the multiselect circle, at iOS's sizes.
@MainActor
package final class CellAccessoryGlyphView: UIView {
    package enum Glyph: Equatable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure
    }

    package var glyph: Glyph { didSet { setNeedsDisplay() } }
    /// Points the outline chevron down.
    package var isExpanded = false { didSet { if isExpanded != oldValue { setNeedsDisplay() } } }
    /// Fills the multiselect circle.
    package var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    package var glyphColor: UIColor? { didSet { setNeedsDisplay() } }
    package var fillColor: UIColor? { didSet { setNeedsDisplay() } }

    package init(glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    package required init?(coder: NSCoder) { nil }

    package override func tintColorDidChange() { setNeedsDisplay() }

    /// The glyph's own size in points.
    package var glyphSize: CGSize {
        switch glyph {
        case .disclosureIndicator: CGSize(width: 8, height: 14)
        case .checkmark: CGSize(width: 15, height: 13)
        case .delete, .insert, .multiselect: CGSize(width: 22, height: 22)
        case .reorder: CGSize(width: 18, height: 12)
        case .outlineDisclosure: CGSize(width: 14, height: 14)
        }
    }

    package override func sizeThatFits(_ size: CGSize) -> CGSize { glyphSize }
    package override var intrinsicContentSize: CGSize { glyphSize }

    package override func draw(_ rect: CGRect) {
        let size = glyphSize
        let box = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        let rtl = traitCollection.layoutDirection == .rightToLeft
        switch glyph {
        case .disclosureIndicator:
            (glyphColor ?? .tertiaryLabel).setStroke()
            chevron(in: box.insetBy(dx: 1.5, dy: 1.5), pointing: rtl ? .left : .right, width: 2.25).stroke()
        case .outlineDisclosure:
            (glyphColor ?? tintColor).setStroke()
            let direction: Direction = isExpanded ? .down : (rtl ? .left : .right)
            let inner = CGRect(x: box.midX - (direction == .down ? 6 : 3.5), y: box.midY - (direction == .down ? 3.5 : 6),
                               width: direction == .down ? 12 : 7, height: direction == .down ? 7 : 12)
            chevron(in: inner, pointing: direction, width: 2.25).stroke()
        case .checkmark:
            (glyphColor ?? tintColor).setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: box.minX + 1.5, y: box.minY + box.height * 0.55))
            path.addLine(to: CGPoint(x: box.minX + box.width * 0.38, y: box.maxY - 1.5))
            path.addLine(to: CGPoint(x: box.maxX - 1.5, y: box.minY + 1.5))
            path.lineWidth = 2.25
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.stroke()
        case .delete, .insert:
            (fillColor ?? (glyph == .delete ? .systemRed : .systemGreen)).setFill()
            UIBezierPath(ovalIn: box).fill()
            (glyphColor ?? .white).setFill()
            UIBezierPath(roundedRect: CGRect(x: box.midX - 6.5, y: box.midY - 1.25, width: 13, height: 2.5), cornerRadius: 1.25).fill()
            if glyph == .insert {
                UIBezierPath(roundedRect: CGRect(x: box.midX - 1.25, y: box.midY - 6.5, width: 2.5, height: 13), cornerRadius: 1.25).fill()
            }
        case .reorder:
            (glyphColor ?? .tertiaryLabel).setFill()
            for i in 0..<3 {
                let y = box.minY + CGFloat(i) * 5
                UIBezierPath(roundedRect: CGRect(x: box.minX, y: y, width: box.width, height: 2), cornerRadius: 1).fill()
            }
        case .multiselect:
            if isSelected {
                (fillColor ?? tintColor).setFill()
                UIBezierPath(ovalIn: box).fill()
                UIColor.white.setStroke()
                let check = UIBezierPath()
                check.move(to: CGPoint(x: box.minX + 6, y: box.midY + 0.5))
                check.addLine(to: CGPoint(x: box.minX + 9.5, y: box.midY + 4))
                check.addLine(to: CGPoint(x: box.maxX - 6, y: box.midY - 4))
                check.lineWidth = 2
                check.lineCapStyle = .round
                check.lineJoinStyle = .round
                check.stroke()
            } else {
                (glyphColor ?? .systemGray3).setStroke()
                let circle = UIBezierPath(ovalIn: box.insetBy(dx: 0.75, dy: 0.75))
                circle.lineWidth = 1.5
                circle.stroke()
            }
        }
    }

    private enum Direction { case left, right, down }

    private func chevron(in r: CGRect, pointing direction: Direction, width: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        switch direction {
        case .right:
            path.move(to: CGPoint(x: r.minX, y: r.minY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.midY))
            path.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        case .left:
            path.move(to: CGPoint(x: r.maxX, y: r.minY))
            path.addLine(to: CGPoint(x: r.minX, y: r.midY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        case .down:
            path.move(to: CGPoint(x: r.minX, y: r.minY))
            path.addLine(to: CGPoint(x: r.midX, y: r.maxY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        }
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        return path
    }
}
