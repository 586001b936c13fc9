import Foundation

// Swipe actions, as UIKit shows them since iOS 11: a mostly horizontal drag
// that starts on a row (through `panGestureRecognizer`, so
// `UIWindow.simulateTouches` drives it) slides the row and shows the
// delegate's trailing actions behind it when it goes left, the leading ones
// when it goes right (the other way round right to left). Released past half of the actions' width the row stays
// open by exactly that width, otherwise it closes; released past 60 % of the
// row's width with `performsFirstActionWithFullSwipe` it performs the first
// action. A tap on a button calls its action's handler; the completion the
// handler calls closes the row, and so does a touch anywhere else in the table.

/// The open (or opening) row: which side, what it shows, how far it slid.
package struct TableSwipe {
    package var indexPath: IndexPath
    package var leading: Bool
    /// The buttons' side: the leading one is the right one right to left.
    package var onLeft: Bool
    package var configuration: UISwipeActionsConfiguration
    package var view: SwipeActionsView
    /// The row's horizontal offset: positive when the buttons are on the left.
    package var offset: CGFloat
    package var startOffset: CGFloat
    package var tracking: Bool
}

extension UITableView {
    /// The share of the row's width past which a release performs the first action.
    private static let fullSwipeFraction: CGFloat = 0.6

    /// Handles the table's pan while it swipes a row; false lets it scroll.
    package func handleSwipePan(_ pan: UIPanGestureRecognizer) -> Bool {
        switch pan.state {
        case .began:
            let t = pan.translation(in: self)
            let location = pan.location(in: self)
            let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
            guard abs(t.x) > abs(t.y), !isEditing, let indexPath = indexPathForRow(at: start) else {
                closeSwipe()
                return false
            }
            var base: CGFloat = 0
            if let open = swipe, open.indexPath == indexPath { base = open.offset } else { closeSwipe() }
            let onLeft = base != 0 ? base > 0 : t.x > 0
            let leading = onLeft != isRightToLeft
            if let open = swipe, open.indexPath == indexPath, open.leading == leading {
                swipe?.tracking = true
                swipe?.startOffset = base
            } else {
                guard let configuration = swipeConfiguration(indexPath, leading: leading) else { return false }
                let view = SwipeActionsView(configuration: configuration, onLeft: onLeft)
                view.onTap = { [weak self] button in self?.perform(button.action, from: button) }
                swipe = TableSwipe(indexPath: indexPath, leading: leading, onLeft: onLeft, configuration: configuration, view: view,
                                   offset: 0, startOffset: 0, tracking: true)
            }
            moveSwipe(pan)
            return true
        case .changed:
            guard swipe?.tracking == true else { return false }
            moveSwipe(pan)
            return true
        case .ended, .cancelled, .failed:
            guard let current = swipe, current.tracking else { return false }
            swipe?.tracking = false
            let width = current.view.actionsWidth
            let distance = abs(current.offset)
            if pan.state == .ended, current.configuration.performsFirstActionWithFullSwipe,
               distance > bounds.width * Self.fullSwipeFraction, let first = current.view.buttons.first {
                perform(first.action, from: first)
            } else if pan.state == .ended, distance >= width / 2 {
                swipe?.offset = current.onLeft ? width : -width
                setNeedsLayout()
                layoutIfNeeded()
            } else {
                closeSwipe()
            }
            return true
        default:
            return false
        }
    }

    /// The delegate's configuration for a side, if it has any actions.
    private func swipeConfiguration(_ indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let delegate = tableDelegate else { return nil }
        let configuration = leading
            ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    private func moveSwipe(_ pan: UIPanGestureRecognizer) {
        guard let current = swipe else { return }
        let wanted = current.startOffset + pan.translation(in: self).x
        // The row never crosses to the other side; it slides up to the
        // actions' width, or on to the row's width when a full swipe is allowed.
        let limit = current.configuration.performsFirstActionWithFullSwipe ? bounds.width : current.view.actionsWidth
        swipe?.offset = current.onLeft ? min(max(wanted, 0), limit) : max(min(wanted, 0), -limit)
        setNeedsLayout()
        layoutIfNeeded()
    }

    private func perform(_ action: UIContextualAction, from button: UIView) {
        action.handler(action, button) { [weak self] _ in self?.closeSwipe() }
    }

    /// Puts the swiped row back in place and removes its buttons.
    package func closeSwipe() {
        guard let current = swipe else { return }
        swipe = nil
        current.view.removeFromSuperview()
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Slides the swiped row by its offset and places the buttons in the space it leaves.
    package func layoutSwipe() {
        guard let current = swipe else { return }
        guard let cell = displayedCells[current.indexPath], current.offset != 0 else {
            if displayedCells[current.indexPath] == nil { closeSwipe() } else { current.view.removeFromSuperview() }
            return
        }
        var frame = cell.frame
        let rowMinX = frame.minX
        frame.origin.x += current.offset
        cell.frame = frame
        let revealed = abs(current.offset)
        let x = current.onLeft ? rowMinX : frame.maxX
        current.view.frame = CGRect(x: x, y: frame.minY, width: revealed, height: frame.height)
        if current.view.superview !== self { insertSubview(current.view, belowSubview: cell) }
    }
}

/// The buttons behind a swiped row, the first at the outer edge. While the
/// row is partly open they share the revealed width in proportion to their
/// own; past it the first one takes the extra.
@MainActor
package final class SwipeActionsView: UIView {
    package let buttons: [SwipeActionButton]
    package let onLeft: Bool
    package var onTap: ((SwipeActionButton) -> Void)?

    package init(configuration: UISwipeActionsConfiguration, onLeft: Bool) {
        self.onLeft = onLeft
        buttons = configuration.actions.map(SwipeActionButton.init(action:))
        super.init(frame: .zero)
        clipsToBounds = true
        for button in buttons {
            addSubview(button)
            button.addAction(UIAction { [weak self, weak button] _ in
                if let button { self?.onTap?(button) }
            }, for: .touchUpInside)
        }
    }

    package required init?(coder: NSCoder) { nil }

    /// The buttons' widths together: how far the row slides when open.
    package var actionsWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    package override func layoutSubviews() {
        let total = actionsWidth
        guard total > 0 else { return }
        let revealed = bounds.width
        let scale = min(1, revealed / total)
        let extra = max(0, revealed - total)
        // From the outer edge inwards.
        var edge: CGFloat = 0
        for (i, button) in buttons.enumerated() {
            let w = button.naturalWidth * scale + (i == 0 ? extra : 0)
            button.frame = CGRect(x: onLeft ? edge : revealed - edge - w, y: 0, width: w, height: bounds.height)
            edge += w
        }
    }
}

/// One full-height swipe action button: the action's colour, its image
/// (white) above its title (white, 15 pt) when it has both.
@MainActor
package final class SwipeActionButton: UIControl {
    package let action: UIContextualAction
    package let titleLabel = UILabel()
    package let imageView = UIImageView()
    /// Space on each side of the title or image; a button is at least `minimumWidth` wide.
    package static let padding: CGFloat = 15
    package static let minimumWidth: CGFloat = 74
    /// Between the image and the title below it.
    package static let imageTitleGap: CGFloat = 4

    package init(action: UIContextualAction) {
        self.action = action
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        titleLabel.text = action.title
        titleLabel.font = .systemFont(ofSize: 15)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        imageView.image = action.image?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = .white
        if action.title?.isEmpty == false { addSubview(titleLabel) }
        if action.image != nil { addSubview(imageView) }
    }

    package required init?(coder: NSCoder) { nil }

    private var titleSize: CGSize {
        guard titleLabel.superview === self else { return .zero }
        let s = titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        return CGSize(width: ceil(s.width), height: ceil(s.height))
    }

    private var imageSize: CGSize { imageView.superview === self ? imageView.image?.size ?? .zero : .zero }

    /// The width the button takes when the row is open.
    package var naturalWidth: CGFloat {
        max(Self.minimumWidth, max(titleSize.width, imageSize.width) + 2 * Self.padding)
    }

    package override func layoutSubviews() {
        let t = titleSize, i = imageSize
        let gap = t.height > 0 && i.height > 0 ? Self.imageTitleGap : 0
        // Content keeps its natural width, centred; it stays whole while the button is narrower.
        var y = ((bounds.height - i.height - gap - t.height) / 2).rounded()
        if i.height > 0 {
            imageView.frame = CGRect(x: ((bounds.width - i.width) / 2).rounded(), y: y, width: i.width, height: i.height)
            y += i.height + gap
        }
        if t.height > 0 {
            titleLabel.frame = CGRect(x: ((bounds.width - t.width) / 2).rounded(), y: y, width: t.width, height: t.height)
        }
    }
}
