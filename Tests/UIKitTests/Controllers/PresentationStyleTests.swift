import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// A controller that logs its appearance callbacks and trait changes.
private final class StyleLoggingController: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
}

/// Answers the adaptive style it is given and logs the question.
private final class AdaptingDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    let answer: UIModalPresentationStyle
    var asked: [UIModalPresentationStyle] = []
    init(answer: UIModalPresentationStyle) { self.answer = answer }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        asked.append(controller.presentationStyle)
        return answer
    }
}

/// A custom presentation: the bottom 200 pt, the presenter's view removed.
private final class BottomPresentationController: UIPresentationController {
    var calls: [String] = []
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height - 200, width: bounds.width, height: 200)
    }
    override func presentationTransitionWillBegin() { calls.append("willBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("didEnd \(completed)") }
    override func dismissalTransitionWillBegin() { calls.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { calls.append("dismissalDidEnd \(completed)") }
}

private final class BottomTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    var made: BottomPresentationController?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = BottomPresentationController(presentedViewController: presented, presenting: presenting)
        made = controller
        return controller
    }
}

@Suite("presentation styles")
@MainActor
struct PresentationStyleTests {
    func window(_ root: UIViewController) -> UIWindow { phoneWindow(root) }

    @Test func theDefaultsAreUIKits() {
        let controller = UIViewController()
        #expect(controller.modalPresentationStyle == .automatic)
        #expect(controller.modalTransitionStyle == .coverVertical)
        #expect(!controller.isModalInPresentation && !controller.definesPresentationContext)
        // .automatic is a sheet for a plain controller: it has a sheet controller, no popover one.
        let sheet = controller.sheetPresentationController
        #expect(sheet != nil)
        #expect(controller.sheetPresentationController === sheet)
        #expect(controller.popoverPresentationController == nil)
        #expect(sheet?.detents.map { $0.identifier } == [.large])
        controller.modalPresentationStyle = .popover
        #expect(controller.sheetPresentationController == nil)
        #expect(controller.popoverPresentationController?.permittedArrowDirections == .any)
        controller.modalPresentationStyle = .fullScreen
        #expect(controller.sheetPresentationController == nil && controller.popoverPresentationController == nil)
        #expect(controller.presentationController?.presentationStyle == .fullScreen)
    }

    @Test func aPageSheetIsACardBelowTheTopSafeAreaOverTheDimmedPresenter() throws {
        let root = StyleLoggingController()
        let window = window(root)
        let presented = UIViewController()
        root.log = []
        root.present(presented, animated: false)
        // The presenter stays in the window, without appearance callbacks (iOS 13 and later).
        #expect(root.log.isEmpty)
        #expect(root.view.window === window)
        #expect(presented.view.window === window)
        let frame = presented.view.convert(presented.view.bounds, to: window)
        #expect(frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        // The card's top corners are rounded, 10 pt.
        let card = try #require(presented.view.superview)
        #expect(card.layer.cornerRadius == 10)
        #expect(card.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(card.clipsToBounds)
        // The safe area follows the sheet: none at the top, the home indicator at the bottom.
        #expect(presented.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(presented.traitCollection.userInterfaceLevel == .elevated)
        #expect(root.traitCollection.userInterfaceLevel != .elevated)
        #expect(presented.presentationController?.containerView?.superview === window)

        presented.dismiss(animated: false)
        #expect(root.log.isEmpty)
        #expect(presented.view.window == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === root.view)
        #expect(presented.presentationController?.containerView == nil)
    }

    @Test func fullScreenRemovesThePresentersViewAndOverFullScreenKeepsIt() {
        let root = StyleLoggingController()
        let window = window(root)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        #expect(root.view.window == nil)
        #expect(full.view.frame == window.bounds)
        #expect(root.log == ["willAppear", "willDisappear"])
        full.dismiss(animated: false)
        #expect(root.view.window === window)

        root.log = []
        let over = UIViewController()
        over.modalPresentationStyle = .overFullScreen
        root.present(over, animated: false)
        #expect(root.view.window === window)
        #expect(over.view.frame == window.bounds)
        #expect(over.view.superview === window)
        #expect(over.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(root.log.isEmpty)
        over.dismiss(animated: false)
        #expect(over.view.window == nil)
        #expect(root.log.isEmpty)
    }

    @Test func aMediumDetentIsHalfTheScreenAndMayLeaveThePresenterUndimmed() throws {
        let root = UIViewController()
        let window = window(root)
        let presented = UIViewController()
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        root.present(presented, animated: false)
        // The smallest detent when none is selected: half of 844.
        #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 0, y: 422, width: 390, height: 422))
        let container = try #require(sheet.containerView)
        let dimming = container.subviews[0]
        #expect(!dimming.isHidden)
        let grabber = try #require(presented.view.superview?.subviews.last)
        #expect(grabber.frame == CGRect(x: 177, y: 5, width: 36, height: 5) && !grabber.isHidden)

        // Undimmed up to medium: the presenter takes the touches around the sheet.
        sheet.animateChanges { sheet.largestUndimmedDetentIdentifier = .medium }
        #expect(dimming.isHidden)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === root.view)
        #expect(window.hitTest(CGPoint(x: 100, y: 500), with: nil) === presented.view)

        // Selecting large moves the sheet up and dims again.
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(presented.view.convert(presented.view.bounds, to: window).minY == 57)
        #expect(!dimming.isHidden)
        #expect(window.hitTest(CGPoint(x: 100, y: 20), with: nil) === dimming)
    }

    @Test func aCustomDetentIsAHeightWithinTheSheetsSafeArea() throws {
        let root = UIViewController()
        let window = window(root)
        let presented = UIViewController()
        let sheet = try #require(presented.sheetPresentationController)
        var maximum: CGFloat = 0
        sheet.detents = [.custom { context in
            maximum = context.maximumDetentValue
            return 200
        }]
        root.present(presented, animated: false)
        // The large height: the window less the sheet's top (47 + 10) and the home indicator.
        let largest: CGFloat = 844 - 57 - 34
        #expect(maximum == largest)
        #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 0, y: 844 - 234, width: 390, height: 234))
    }

    @Test func aPopoverAdaptsToASheetUnlessItsDelegateAnswersNone() throws {
        let root = UIViewController()
        let window = window(root)
        let button = UIView(frame: CGRect(x: 300, y: 100, width: 40, height: 40))
        root.view.addSubview(button)

        let adapted = UIViewController()
        adapted.modalPresentationStyle = .popover
        let sheetDelegate = AdaptingDelegate(answer: .pageSheet)
        adapted.popoverPresentationController?.delegate = sheetDelegate
        adapted.popoverPresentationController?.sourceView = button
        root.present(adapted, animated: false)
        #expect(sheetDelegate.asked == [.popover])
        #expect(adapted.view.convert(adapted.view.bounds, to: window).minY == 57)
        #expect(adapted.traitCollection.userInterfaceLevel == .elevated)
        adapted.dismiss(animated: false)

        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 200, height: 150)
        let keep = AdaptingDelegate(answer: .none)
        let controller = try #require(popover.popoverPresentationController)
        controller.delegate = keep
        controller.sourceView = button
        root.present(popover, animated: false)
        #expect(keep.asked == [.popover])
        // Below the button (13 pt for the arrow), kept 10 pt inside the safe area.
        #expect(popover.view.convert(popover.view.bounds, to: window) == CGRect(x: 180, y: 153, width: 200, height: 150))
        #expect(controller.arrowDirection == .up)
        #expect(root.view.window === window)
    }

    @Test func aCustomPresentationUsesTheTransitioningDelegatesController() throws {
        let root = StyleLoggingController()
        let window = window(root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        let transitioning = BottomTransitioning()
        presented.transitioningDelegate = transitioning
        root.log = []
        root.present(presented, animated: false)
        let controller = try #require(transitioning.made)
        #expect(presented.presentationController === controller)
        #expect(controller.presentingViewController === root)
        #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 0, y: 644, width: 390, height: 200))
        #expect(root.view.window === window)
        #expect(root.log.isEmpty)
        presented.dismiss(animated: false)
        #expect(controller.calls == ["willBegin", "didEnd true", "dismissalWillBegin", "dismissalDidEnd true"])
        #expect(presented.view.window == nil)
    }

    /// A list-like presenter under a page sheet with a navigation bar.
    func presenterAndSheet() -> (UIViewController, UIViewController) {
        let root = UIViewController()
        let header = UILabel(frame: CGRect(x: 20, y: 14, width: 350, height: 30))
        header.text = "Presenter header, above the sheet"
        root.view.addSubview(header)
        for row in 0..<12 {
            let label = UILabel(frame: CGRect(x: 20, y: 60 + CGFloat(row) * 44, width: 350, height: 44))
            label.text = "Presenter row \(row + 1)"
            root.view.addSubview(label)
        }
        let content = UIViewController()
        content.title = "New Event"
        content.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 80, width: 350, height: 30))
        label.text = "Sheet content"
        content.view.addSubview(label)
        return (root, UINavigationController(rootViewController: content))
    }

    @Test func goldenPageSheetOverItsPresenter() throws {
        let (root, sheet) = presenterAndSheet()
        let window = window(root)
        root.present(sheet, animated: false)
        window.layoutIfNeeded()
        expectGolden(try #require(window.renderedImage()), named: "page-sheet@2x", in: "Controllers")
    }

    @Test func goldenMediumDetentWithGrabber() throws {
        let (root, sheet) = presenterAndSheet()
        let window = window(root)
        sheet.sheetPresentationController?.detents = [.medium()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        root.present(sheet, animated: false)
        window.layoutIfNeeded()
        expectGolden(try #require(window.renderedImage()), named: "sheet-medium-grabber@2x", in: "Controllers")
    }
}

@Suite("share sheet stand-in")
@MainActor
struct ActivityViewControllerTests {
    @Test func itIsAMediumSheetAndItsDismissalIsACancel() throws {
        let root = UIViewController()
        let window = phoneWindow(root)
        let share = UIActivityViewController(activityItems: ["Hello", URL(string: "https://example.com")!], applicationActivities: nil)
        share.excludedActivityTypes = [.airDrop, .print]
        var calls: [String] = []
        share.completionWithItemsHandler = { type, completed, items, error in
            calls.append("\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil)")
        }
        root.present(share, animated: true)
        #expect(share.view.convert(share.view.bounds, to: window) == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(share.sheetPresentationController?.detents.map { $0.identifier } == [.medium, .large])
        #expect(UIActivity.ActivityType.copyToPasteboard.rawValue == "com.apple.UIKit.activity.CopyToPasteboard")
        #expect(share.activityItems.count == 2 && share.excludedActivityTypes == [.airDrop, .print])
        #expect(calls.isEmpty)
        share.dismiss(animated: true)
        #expect(calls == ["nil false true true"])
        #expect(root.presentedViewController == nil)
    }
}
