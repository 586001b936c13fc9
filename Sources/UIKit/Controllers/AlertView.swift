import CoreGraphics

/// The view of a `UIAlertController`: it covers the window, dims it (black at
/// 20%) and draws the panel as iOS 17 draws it, without the blur.
///
/// Alert: a 270 pt wide panel with 14 pt corners, centred; the title in
/// semibold 17, the message in 13, 16 pt from the sides, 20 pt above and
/// below; text fields under the message; buttons 44 pt tall under hairline
/// separators, two side by side (cancel on the left), otherwise stacked
/// (cancel at the bottom). Action sheet: the panel 8 pt from the sides at
/// the bottom (above the bottom safe area, or 8 pt from the edge), title and
/// message in grey 13, buttons 57 pt tall in 20 pt type, and the cancel
/// button alone below, 8 pt apart. Buttons are in the tint colour,
/// destructive ones red; the cancel action (or `preferredAction`) is
/// semibold; disabled actions are grey.
package final class AlertView: UIView {
    package struct Layout {
        /// The panel (the action sheet's panel without its cancel button).
        package var panel: CGRect
        /// The action sheet's separate cancel button.
        package var cancelPanel: CGRect?
        package var title: CGRect?
        package var message: CGRect?
        package var textFields: [CGRect] = []
        /// Each action's button, in the order of `actions`.
        package var buttons: [CGRect] = []
        /// The hairlines, each a line from one point to another.
        package var separators: [(CGPoint, CGPoint)] = []
    }

    package static let alertWidth: CGFloat = 270
    package static let cornerRadius: CGFloat = 14
    private static let textFieldHeight: CGFloat = 24

    private unowned let controller: UIAlertController

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        contentMode = .redraw
        isOpaque = false
        backgroundColor = .clear
    }

    package required init?(coder: NSCoder) {
        preconditionFailure("An alert controller's view is made by the controller")
    }

    private var isSheet: Bool { controller.preferredStyle == .actionSheet }

    private func titleText(width: CGFloat) -> TextLayout? {
        guard let title = controller.title, !title.isEmpty else { return nil }
        let font: UIFont = isSheet ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
        return Self.centred(title, font: font, color: isSheet ? Self.sheetHeaderColor : UIColor.label, width: width)
    }

    private func messageText(width: CGFloat) -> TextLayout? {
        guard let message = controller.message, !message.isEmpty else { return nil }
        return Self.centred(message, font: .systemFont(ofSize: 13), color: isSheet ? Self.sheetHeaderColor : UIColor.label, width: width)
    }

    private static let sheetHeaderColor = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
    private static let panelColor = UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
    private static let separatorColor = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)

    private static func centred(_ string: String, font: UIFont, color: UIColor, width: CGFloat) -> TextLayout {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = NSAttributedString(string: string, attributes: [.font: font, .foregroundColor: color, .paragraphStyle: style])
        return TextLayout(text, options: .init(width: width, defaults: .init(font: font, color: color.cgColor.rgba)))
    }

    /// The actions in the order they are drawn, each with its index in `actions`.
    private func orderedActions() -> [(index: Int, action: UIAlertAction)] {
        let all = Array(controller.actions.enumerated()).map { (index: $0.offset, action: $0.element) }
        let cancel = all.filter { $0.action.style == .cancel }
        let others = all.filter { $0.action.style != .cancel }
        if isSheet { return others }  // the cancel button is drawn apart
        // Two buttons side by side: cancel on the left; stacked: at the bottom.
        return all.count == 2 ? cancel + others : others + cancel
    }

    // MARK: Layout

    package func alertLayout() -> Layout {
        isSheet ? sheetLayout() : centredAlertLayout()
    }

    private func header(width: CGFloat, top: CGFloat, bottom: CGFloat, into layout: inout Layout, x: CGFloat, y: CGFloat) -> CGFloat {
        let textWidth = width - 32
        let title = titleText(width: textWidth)
        let message = messageText(width: textWidth)
        var cursor = y
        if title != nil || message != nil || !controller.textFieldsList.isEmpty { cursor += top }
        if let title {
            layout.title = CGRect(x: x + 16, y: cursor, width: textWidth, height: ceil(title.size.height))
            cursor += ceil(title.size.height)
        }
        if let message {
            if title != nil { cursor += 2 }
            layout.message = CGRect(x: x + 16, y: cursor, width: textWidth, height: ceil(message.size.height))
            cursor += ceil(message.size.height)
        }
        for _ in controller.textFieldsList {
            cursor += layout.textFields.isEmpty && (title != nil || message != nil) ? 16 : 8
            layout.textFields.append(CGRect(x: x + 16, y: cursor, width: textWidth, height: Self.textFieldHeight))
            cursor += Self.textFieldHeight
        }
        if cursor > y { cursor += bottom }
        return cursor - y
    }

    private func centredAlertLayout() -> Layout {
        let width = Self.alertWidth
        var layout = Layout(panel: .zero)
        let x = ((bounds.width - width) / 2).rounded()
        // Header first at y 0, moved down once the panel's height is known.
        let headerHeight = header(width: width, top: 20, bottom: 20, into: &layout, x: x, y: 0)
        let ordered = orderedActions()
        var buttons = [CGRect](repeating: .zero, count: controller.actions.count)
        let rowHeight: CGFloat = 44
        var height = headerHeight
        if ordered.count == 2 {
            let half = width / 2
            for (slot, entry) in ordered.enumerated() {
                buttons[entry.index] = CGRect(x: x + half * CGFloat(slot), y: headerHeight, width: half, height: rowHeight)
            }
            if headerHeight > 0 { layout.separators.append((CGPoint(x: x, y: headerHeight), CGPoint(x: x + width, y: headerHeight))) }
            layout.separators.append((CGPoint(x: x + half, y: headerHeight), CGPoint(x: x + half, y: headerHeight + rowHeight)))
            height += rowHeight
        } else {
            for entry in ordered {
                if height > 0 { layout.separators.append((CGPoint(x: x, y: height), CGPoint(x: x + width, y: height))) }
                buttons[entry.index] = CGRect(x: x, y: height, width: width, height: rowHeight)
                height += rowHeight
            }
        }
        let top = ((bounds.height - height) / 2).rounded()
        layout.panel = CGRect(x: x, y: top, width: width, height: height)
        layout.title = layout.title?.offsetBy(dx: 0, dy: top)
        layout.message = layout.message?.offsetBy(dx: 0, dy: top)
        layout.textFields = layout.textFields.map { $0.offsetBy(dx: 0, dy: top) }
        layout.buttons = buttons.map { $0 == .zero ? $0 : $0.offsetBy(dx: 0, dy: top) }
        layout.separators = layout.separators.map { (CGPoint(x: $0.0.x, y: $0.0.y + top), CGPoint(x: $0.1.x, y: $0.1.y + top)) }
        return layout
    }

    private func sheetLayout() -> Layout {
        let rowHeight: CGFloat = 57
        let x: CGFloat = 8
        let width = max(0, bounds.width - 16)
        var layout = Layout(panel: .zero)
        let headerHeight = header(width: width, top: 14, bottom: 14, into: &layout, x: x, y: 0)
        var buttons = [CGRect](repeating: .zero, count: controller.actions.count)
        var height = headerHeight
        for entry in orderedActions() {
            if height > 0 { layout.separators.append((CGPoint(x: x, y: height), CGPoint(x: x + width, y: height))) }
            buttons[entry.index] = CGRect(x: x, y: height, width: width, height: rowHeight)
            height += rowHeight
        }
        var bottom = bounds.height - max(8, safeAreaInsets.bottom)
        if let cancel = controller.actions.firstIndex(where: { $0.style == .cancel }) {
            let rect = CGRect(x: x, y: bottom - rowHeight, width: width, height: rowHeight)
            layout.cancelPanel = rect
            buttons[cancel] = rect
            bottom = rect.minY - 8
        }
        let top = bottom - height
        layout.panel = CGRect(x: x, y: top, width: width, height: height)
        layout.title = layout.title?.offsetBy(dx: 0, dy: top)
        layout.message = layout.message?.offsetBy(dx: 0, dy: top)
        for (index, rect) in buttons.enumerated() where controller.actions[index].style != .cancel {
            buttons[index] = rect.offsetBy(dx: 0, dy: top)
        }
        layout.buttons = buttons
        layout.separators = layout.separators.map { (CGPoint(x: $0.0.x, y: $0.0.y + top), CGPoint(x: $0.1.x, y: $0.1.y + top)) }
        return layout
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let layout = alertLayout()
        for (field, frame) in zip(controller.textFieldsList, layout.textFields) { field.frame = frame.insetBy(dx: 4, dy: 0) }
    }

    // MARK: Drawing

    package override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let layout = alertLayout()
        ctx.setFillColor(UIColor(white: 0, alpha: 0.2).cgColor)
        ctx.fill(bounds)
        ctx.setFillColor(Self.panelColor.cgColor)
        ctx.addPath(UIBezierPath(roundedRect: layout.panel, cornerRadius: Self.cornerRadius).cgPath)
        ctx.fillPath()
        if let cancel = layout.cancelPanel {
            // The separate cancel button is opaque white on iOS.
            ctx.setFillColor(UIColor.white.cgColor)
            ctx.addPath(UIBezierPath(roundedRect: cancel, cornerRadius: Self.cornerRadius).cgPath)
            ctx.fillPath()
        }
        let textWidth = layout.panel.width - 32
        if let frame = layout.title, let text = titleText(width: textWidth) {
            text.draw(in: ctx.cairo, at: frame.origin)
        }
        if let frame = layout.message, let text = messageText(width: textWidth) {
            text.draw(in: ctx.cairo, at: frame.origin)
        }
        let hairline = 1 / max(contentScaleFactor, 1)
        ctx.setFillColor(Self.separatorColor.cgColor)
        for field in layout.textFields {
            // The field's box: white with a hairline border.
            ctx.fill(field.insetBy(dx: -hairline, dy: -hairline))
        }
        ctx.setFillColor(UIColor.white.cgColor)
        for field in layout.textFields { ctx.fill(field) }
        ctx.setFillColor(Self.separatorColor.cgColor)
        for (from, to) in layout.separators {
            ctx.fill(CGRect(x: from.x, y: from.y, width: max(hairline, to.x - from.x), height: max(hairline, to.y - from.y)))
        }
        for (action, frame) in zip(controller.actions, layout.buttons) {
            draw(action, in: frame, ctx)
        }
    }

    private func draw(_ action: UIAlertAction, in frame: CGRect, _ ctx: CGContext) {
        guard let title = action.title else { return }
        let bold = controller.preferredAction.map { $0 === action } ?? (action.style == .cancel)
        let size: CGFloat = isSheet ? 20 : 17
        let font = UIFont.systemFont(ofSize: size, weight: bold ? .semibold : .regular)
        var color: UIColor = action.style == .destructive ? .systemRed : tintColor!
        if !action.isEnabled { color = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3) }
        let text = UINavigationBar.line(title, font: font, color: color.cgColor, width: frame.width - 16)
        text.draw(in: ctx.cairo, at: CGPoint(x: (frame.midX - text.size.width / 2).rounded(),
                                             y: (frame.midY - text.size.height / 2).rounded()))
    }

    // MARK: Touches

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        let layout = alertLayout()
        if let index = layout.buttons.firstIndex(where: { $0.contains(point) }) {
            controller.select(controller.actions[index])
        } else if isSheet, !layout.panel.contains(point),
                  let cancel = controller.actions.first(where: { $0.style == .cancel }) {
            // A tap outside an iPhone's action sheet is its cancel action.
            controller.select(cancel)
        }
    }
}
