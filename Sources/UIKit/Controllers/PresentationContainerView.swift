import Foundation

/// The view a sheet, popover or custom presentation happens in (UIKit's
/// transition view): it covers the window, over the presenter's view, and
/// places the presented controller's view as its presentation controller says.
///
/// A sheet, as iOS 17 draws one on a phone: a card whose top is 10 pt below
/// the window's top safe-area inset (at the large detent) and that reaches
/// the bottom of the window, its top corners rounded (10 pt, or the sheet's
/// `preferredCornerRadius`), over a dimming view (black at 20%, Offscreen's
/// figure, the same as an alert's) unless `largestUndimmedDetentIdentifier`
/// leaves the resting detent undimmed; the grabber, when asked, is 36 × 5 pt,
/// 5 pt from the card's top. A medium detent is half the window's height.
/// The presenter's view behind is not scaled down (iOS shrinks it a little
/// behind a large sheet).
package final class PresentationContainerView: UIView {
    private unowned let controller: UIPresentationController
    private let style: UIModalPresentationStyle
    private let dimmingView = UIView()
    private let cardView = UIView()
    private let grabberView = UIView()
    private weak var presentedView: UIView?

    /// The top of a large sheet below the top safe-area inset.
    package static let sheetTopGap: CGFloat = 10
    package static let sheetCornerRadius: CGFloat = 10
    /// A popover's size when the presented controller prefers none (Offscreen's figure).
    package static let defaultPopoverSize = CGSize(width: 320, height: 480)
    /// Between a popover and its source rect (the arrow's length; no arrow is drawn).
    package static let popoverArrowLength: CGFloat = 13

    package init(controller: UIPresentationController, style: UIModalPresentationStyle) {
        self.controller = controller
        self.style = style
        super.init(frame: .zero)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        cardView.clipsToBounds = true
        grabberView.backgroundColor = .tertiaryLabel
        grabberView.layer.cornerRadius = 2.5
        grabberView.isUserInteractionEnabled = false
    }

    package required init?(coder: NSCoder) { nil }

    /// Adds the presented view where this style puts it.
    package func addPresentedView(_ view: UIView) {
        presentedView = view
        switch style {
        case .pageSheet, .formSheet:
            addSubview(dimmingView)
            addSubview(cardView)
            cardView.addSubview(view)
            cardView.addSubview(grabberView)
        case .popover:
            addSubview(cardView)
            cardView.addSubview(view)
        default:
            addSubview(view)
        }
    }

    /// Touches on no view of the presentation (an undimmed sheet's
    /// surroundings, a popover's) reach the presenter, as on iOS.
    package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        guard let presentedView else { return }
        switch style {
        case .pageSheet, .formSheet:
            layoutSheet()
            presentedView.frame = cardView.bounds
        case .popover:
            cardView.frame = popoverFrame()
            cardView.layer.cornerRadius = 13
            presentedView.frame = cardView.bounds
        default:
            presentedView.frame = controller.frameOfPresentedViewInContainerView
        }
    }

    /// The window's safe area (this view covers the window), exactly.
    private var windowSafeArea: UIEdgeInsets { window?.offscreenSafeAreaInsets ?? .zero }

    private func layoutSheet() {
        let safe = windowSafeArea
        let context = SheetDetentContext(traits: traitCollection, screenHeight: bounds.height,
                                         topInset: safe.top + Self.sheetTopGap, bottomInset: safe.bottom)
        let sheet = controller as? UISheetPresentationController
        let resting = sheet?.restingHeight(in: context) ?? (identifier: .large, height: context.maximumDetentValue)
        let height = min(resting.height + safe.bottom, bounds.height)
        cardView.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        let radius = sheet?.preferredCornerRadius ?? -1
        cardView.layer.cornerRadius = radius >= 0 ? radius : Self.sheetCornerRadius
        cardView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        dimmingView.frame = bounds
        dimmingView.isHidden = !(sheet?.dims(at: resting.identifier, in: context) ?? true)
        grabberView.isHidden = !(sheet?.prefersGrabberVisible ?? false)
        grabberView.frame = CGRect(x: (bounds.width - 36) / 2, y: 5, width: 36, height: 5)
    }

    /// Below the source rect if the popover fits there or may not go above,
    /// else above; inside the safe area less 10 pt.
    private func popoverFrame() -> CGRect {
        let popover = controller as? UIPopoverPresentationController
        let preferred = controller.presentedViewController.preferredContentSize
        let size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultPopoverSize
        let area = bounds.inset(by: windowSafeArea).insetBy(dx: 10, dy: 10)
        var anchor = CGRect(x: area.midX, y: area.minY, width: 0, height: 0)
        if let source = popover?.sourceView, source.window === window {
            let rect = popover?.sourceRect ?? .zero
            anchor = source.convert(rect == .zero ? source.bounds : rect, to: self)
        }
        let permitted = popover?.permittedArrowDirections ?? .any
        let below = area.maxY - anchor.maxY - Self.popoverArrowLength
        let above = anchor.minY - Self.popoverArrowLength - area.minY
        let goesBelow = permitted.contains(.up) && (below >= size.height || below >= above || !permitted.contains(.down))
        let width = min(size.width, area.width)
        let height = max(min(size.height, goesBelow ? below : above), 0)
        let x = min(max(anchor.midX - width / 2, area.minX), max(area.maxX - width, area.minX))
        let y = goesBelow ? anchor.maxY + Self.popoverArrowLength : anchor.minY - Self.popoverArrowLength - height
        popover?.arrowStorage = goesBelow ? .up : .down
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
