import Foundation

// Where a cell puts its parts: editing control on the leading side,
// accessory (or reorder control) on the trailing side, the content view
// between them, the style's labels inside the content view, and the
// separator hairline along the bottom.

extension UITableViewCell {
    package func layoutCell() {
        let b = bounds
        let m = tableMargin
        // Leading: the editing control.
        var contentMinX: CGFloat = 0
        let editingStyle = isEditing ? tableEditingStyle : .none
        if editingStyle != .none {
            let control = editingControl ?? CellAccessoryGlyphView(glyph: .delete)
            control.glyph = editingStyle == .delete ? .delete : .insert
            if control.superview !== self { addSubview(control) }
            editingControl = control
            let s = control.glyphSize
            control.frame = CGRect(x: m, y: ((b.height - s.height) / 2).rounded(), width: s.width, height: s.height)
            if shouldIndentWhileEditing { contentMinX = m + s.width }
        } else {
            editingControl?.removeFromSuperview()
            editingControl = nil
        }
        contentMinX += CGFloat(indentationLevel) * indentationWidth
        // Trailing: the reorder control while editing, else the accessory.
        var contentMaxX = b.width
        if isEditing && showsReorderControl && tableAllowsReorder {
            let control = reorderControl ?? CellAccessoryGlyphView(glyph: .reorder)
            if control.superview !== self { addSubview(control) }
            reorderControl = control
            let s = control.glyphSize
            control.frame = CGRect(x: b.width - m - s.width, y: ((b.height - s.height) / 2).rounded(), width: s.width, height: s.height)
            contentMaxX = control.frame.minX - 8
        } else {
            reorderControl?.removeFromSuperview()
            reorderControl = nil
        }
        let accessory = currentAccessory()
        if let accessory {
            if accessory.superview !== self { addSubview(accessory) }
            let s = accessory.frame.size
            let maxX = contentMaxX == b.width ? b.width - m : contentMaxX
            accessory.frame = CGRect(x: maxX - s.width, y: ((b.height - s.height) / 2).rounded(), width: s.width, height: s.height)
            contentMaxX = accessory.frame.minX
        }
        let separatorHeight = showsSeparator ? separatorThickness : 0
        contentView.frame = CGRect(x: contentMinX, y: 0, width: max(0, contentMaxX - contentMinX), height: max(0, b.height - separatorHeight))
        let trailingMargin: CGFloat = contentMaxX < b.width ? 8 : m
        let leadingMargin: CGFloat = contentMinX > 0 && editingStyle != .none ? 16 : m
        let rtl = isRightToLeft
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: rtl ? trailingMargin : leadingMargin,
                                                 bottom: 11, right: rtl ? leadingMargin : trailingMargin)
        backgroundView?.frame = b
        backgroundConfigurationView?.frame = b
        storedSelectedBackgroundViewIfShown?.frame = b
        layoutContent(leading: leadingMargin, trailing: trailingMargin)
        // Separators (sublayers above everything).
        if layer.sublayers?.last !== topSeparatorLayer {
            separatorLayer.removeFromSuperlayer(); topSeparatorLayer.removeFromSuperlayer()
            layer.addSublayer(separatorLayer); layer.addSublayer(topSeparatorLayer)
        }
        separatorLayer.isHidden = !showsSeparator
        if showsSeparator {
            let inset = separatorFullWidth ? .zero : effectiveSeparatorInset
            let x = separatorFullWidth ? 0 : inset.left + contentMinX
            let frame = CGRect(x: x, y: b.height - separatorThickness, width: max(0, b.width - x - inset.right), height: separatorThickness)
            separatorLayer.frame = rtl ? Self.mirror(frame, in: b.width) : frame
        }
        topSeparatorLayer.isHidden = !showsTopSeparator
        if showsTopSeparator { topSeparatorLayer.frame = CGRect(x: 0, y: 0, width: b.width, height: separatorThickness) }
        // Right to left, iOS mirrors all of it: the editing control and the
        // content at the right, the accessory (its chevron pointing left) and
        // the reorder control at the left, the style's image and labels inside
        // the content view, and the separator inset from the right.
        if rtl {
            for view in [editingControl, reorderControl, accessory, contentView].compactMap({ $0 }) {
                view.frame = Self.mirror(view.frame, in: b.width)
            }
            if installedContentView == nil {
                let width = contentView.bounds.width
                for view in [imageViewIfMade as UIView?, textLabelIfMade, storedDetailTextLabel].compactMap({ $0 }) {
                    view.frame = Self.mirror(view.frame, in: width)
                }
            }
        }
    }

    /// `frame` reflected across the middle of a box `width` wide.
    private static func mirror(_ frame: CGRect, in width: CGFloat) -> CGRect {
        var f = frame
        f.origin.x = width - frame.maxX
        return f
    }

    private var storedSelectedBackgroundViewIfShown: UIView? {
        guard (isSelected || isHighlighted) && selectionStyle != .none else { return nil }
        return selectedBackgroundView
    }

    /// The separator starts where the text does when there is an image.
    private var effectiveSeparatorInset: UIEdgeInsets {
        var inset = separatorInset
        if let content = installedContentView as? UIListContentView, content.listContentConfiguration.image != nil {
            inset.left = max(inset.left, content.frame.minX + content.textLeadingOffset)
        } else if installedContentView == nil, let image = imageViewIfMade, image.image != nil, let text = textLabelIfMade {
            inset.left = max(inset.left, text.frame.minX)
        }
        return inset
    }

    private var imageViewIfMade: UIImageView? { storedImageView }
    private var textLabelIfMade: UILabel? { storedTextLabel }

    private func currentAccessory() -> UIView? {
        let type = isEditing ? editingAccessoryType : accessoryType
        if let custom = isEditing ? editingAccessoryView : accessoryView {
            accessoryContainer?.removeFromSuperview()
            accessoryContainer = nil
            if custom.frame.size == .zero { custom.sizeToFit() }
            return custom
        }
        if isEditing, let view = accessoryView { view.removeFromSuperview() }
        if !isEditing, let view = editingAccessoryView { view.removeFromSuperview() }
        guard type != .none else {
            accessoryContainer?.removeFromSuperview()
            accessoryContainer = nil
            return nil
        }
        if let container = accessoryContainer as? TableAccessoryView, container.type == type { return container }
        accessoryContainer?.removeFromSuperview()
        let container = TableAccessoryView(type: type)
        accessoryContainer = container
        return container
    }

    /// The style's labels in the content view (a content configuration's view fills it instead).
    /// Laid out left to right (`leading` and `trailing` are the margins);
    /// `layoutCell` mirrors the frames right to left.
    private func layoutContent(leading: CGFloat, trailing: CGFloat) {
        let c = contentView.bounds
        if let view = installedContentView {
            view.frame = c
            return
        }
        var x0 = leading
        if let imageView = imageViewIfMade, let image = imageView.image {
            var s = image.size
            let maxH = max(0, c.height - 8)
            if s.height > maxH, s.height > 0 { s = CGSize(width: s.width * maxH / s.height, height: maxH) }
            imageView.frame = CGRect(x: x0, y: ((c.height - s.height) / 2).rounded(), width: s.width, height: s.height)
            x0 = imageView.frame.maxX + 16
        }
        let maxX = c.width - trailing
        let width = max(0, maxX - x0)
        let text = textLabelIfMade
        let detail = storedDetailTextLabel
        func fit(_ label: UILabel?, _ w: CGFloat) -> CGSize {
            guard let label, label.text?.isEmpty == false || (label.attributedText?.length ?? 0) > 0 else { return .zero }
            let s = label.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
            return CGSize(width: min(ceil(s.width), w), height: ceil(s.height))
        }
        switch cellStyle {
        case .default:
            let s = fit(text, width)
            text?.frame = CGRect(x: x0, y: ((c.height - s.height) / 2).rounded(), width: width, height: s.height)
        case .subtitle:
            let t = fit(text, width), d = fit(detail, width)
            let gap: CGFloat = t.height > 0 && d.height > 0 ? 3 : 0
            let top = ((c.height - t.height - gap - d.height) / 2).rounded()
            text?.frame = CGRect(x: x0, y: top, width: width, height: t.height)
            detail?.frame = CGRect(x: x0, y: top + t.height + gap, width: width, height: d.height)
        case .value1:
            let d = fit(detail, width)
            let t = fit(text, max(0, width - d.width - (d.width > 0 ? 8 : 0)))
            detail?.frame = CGRect(x: maxX - d.width, y: ((c.height - d.height) / 2).rounded(), width: d.width, height: d.height)
            text?.frame = CGRect(x: x0, y: ((c.height - t.height) / 2).rounded(), width: t.width, height: t.height)
        case .value2:
            let column = (width * 0.25).rounded()
            let t = fit(text, column)
            let dx = x0 + column + 6
            let d = fit(detail, max(0, maxX - dx))
            text?.frame = CGRect(x: x0, y: ((c.height - t.height) / 2).rounded(), width: column, height: t.height)
            detail?.frame = CGRect(x: dx, y: ((c.height - d.height) / 2).rounded(), width: max(0, maxX - dx), height: d.height)
        }
    }

    /// The height the cell wants at `width` (separator included): its
    /// content configuration's view, its style's labels, or the Auto Layout
    /// constraints in its content view; 44 when nothing gives a height.
    package func fittingHeight(width: CGFloat) -> CGFloat {
        var f = frame
        f.size.width = width
        frame = f
        layoutIfNeeded()
        let separator = showsSeparator ? separatorThickness : 0
        let contentWidth = contentView.bounds.width
        var height: CGFloat = 0
        if let view = installedContentView {
            height = view.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        } else if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            height = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel).height
        } else {
            let labels = [textLabelIfMade, storedDetailTextLabel]
                .compactMap { $0 }.filter { $0.text?.isEmpty == false || ($0.attributedText?.length ?? 0) > 0 }
            if !labels.isEmpty {
                let heights = labels.map(\.frame.height)
                let content = cellStyle == .subtitle ? heights.reduce(0, +) + CGFloat(max(0, labels.count - 1)) * 3 : heights.max() ?? 0
                // At least the standard 44 points, separator included.
                return max(44, content + 22 + separator)
            }
        }
        if height <= 0 { return 44 }
        return (height + separator)
    }
}

/// The standard accessories, drawn with the list glyphs: a chevron, a
/// tinted checkmark, an info button, or an info button and a chevron.
@MainActor
package final class TableAccessoryView: UIView {
    package let type: UITableViewCell.AccessoryType

    package init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: .zero)
        var x: CGFloat = 0
        var height: CGFloat = 0
        func add(_ view: UIView, _ size: CGSize) {
            view.frame = CGRect(x: x, y: 0, width: size.width, height: size.height)
            addSubview(view)
            x += size.width + 12
            height = max(height, size.height)
        }
        switch type {
        case .disclosureIndicator:
            let g = CellAccessoryGlyphView(glyph: .disclosureIndicator); add(g, g.glyphSize)
        case .checkmark:
            let g = CellAccessoryGlyphView(glyph: .checkmark); add(g, g.glyphSize)
        case .detailButton:
            add(TableDetailButton(), CGSize(width: 22, height: 22))
        case .detailDisclosureButton:
            add(TableDetailButton(), CGSize(width: 22, height: 22))
            let g = CellAccessoryGlyphView(glyph: .disclosureIndicator); add(g, g.glyphSize)
        case .none:
            break
        }
        for sub in subviews { sub.frame.origin.y = ((height - sub.frame.height) / 2).rounded() }
        frame = CGRect(x: 0, y: 0, width: max(0, x - 12), height: height)
    }

    package required init?(coder: NSCoder) { nil }
}

/// iOS's detail (info) button: a tinted circle with an "i".
@MainActor
package final class TableDetailButton: UIControl {
    package override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
    }

    package required init?(coder: NSCoder) { nil }

    package override func tintColorDidChange() { setNeedsDisplay() }

    private func tapped() {
        var view: UIView? = superview
        while let v = view, !(v is UITableViewCell) { view = v.superview }
        guard let cell = view as? UITableViewCell, let table = cell.superview as? UITableView,
              let indexPath = table.indexPath(for: cell) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }

    package override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = bounds.insetBy(dx: 1, dy: 1)
        ctx.setStrokeColor(tintColor.cgColor)
        ctx.setFillColor(tintColor.cgColor)
        ctx.setLineWidth(1.5)
        ctx.strokeEllipse(in: b.insetBy(dx: 0.25, dy: 0.25))
        let cx = b.midX
        ctx.fillEllipse(in: CGRect(x: cx - 1.1, y: b.minY + 4.6, width: 2.2, height: 2.2))
        let stem = UIBezierPath(roundedRect: CGRect(x: cx - 0.9, y: b.minY + 8.4, width: 1.8, height: 8), cornerRadius: 0.9)
        ctx.addPath(stem.cgPath)
        ctx.fillPath()
    }
}
