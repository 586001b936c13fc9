// iOS code in Swift 5 mode choosing how controllers are presented: full
// screen, a half-height sheet with a grabber, a popover kept as a popover on
// a phone, a custom transition with its animator (never run headless), and
// the adaptive-presentation delegate that hears about swipe-to-dismiss.
import UIKit
import XCTest

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class ComposerController: UIViewController, UIAdaptivePresentationControllerDelegate,
    UIPopoverPresentationControllerDelegate, UIViewControllerTransitioningDelegate {
    var dismissedBySwipe = false

    func showSettings() {
        let settings = UIViewController()
        settings.modalPresentationStyle = .fullScreen
        settings.modalTransitionStyle = .crossDissolve
        present(settings, animated: true, completion: nil)
    }

    func showFilters() {
        let filters = UIViewController()
        if let sheet = filters.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.preferredCornerRadius = 20
        }
        filters.isModalInPresentation = true
        filters.presentationController?.delegate = self
        present(filters, animated: true)
    }

    func showMenu(from sourceView: UIView) {
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 240, height: 180)
        if let popover = menu.popoverPresentationController {
            popover.sourceView = sourceView
            popover.sourceRect = sourceView.bounds
            popover.permittedArrowDirections = [.up, .down]
            popover.delegate = self
        }
        present(menu, animated: true)
    }

    func showFaded() {
        let faded = UIViewController()
        faded.modalPresentationStyle = .custom
        faded.transitioningDelegate = self
        present(faded, animated: true)
    }

    // Keeps popovers as popovers on a phone.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller is UIPopoverPresentationController ? .none : controller.presentationStyle
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissedBySwipe = true
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator()
    }
}

final class PresentationIdiomTests: XCTestCase {
    private func shown() -> (UIWindow, ComposerController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.offscreenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = ComposerController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    func testEachStyleIsPlacedAsOnAPhone() throws {
        let (window, controller) = shown()
        controller.showSettings()
        XCTAssertNil(controller.view.window)
        XCTAssertEqual(controller.presentedViewController?.view.frame, window.bounds)
        controller.dismiss(animated: false)

        controller.showFilters()
        let filters = try XCTUnwrap(controller.presentedViewController)
        XCTAssertEqual(filters.view.convert(filters.view.bounds, to: window), CGRect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertEqual(filters.view.superview?.layer.cornerRadius, 20)
        XCTAssertTrue(controller.view.window === window)
        controller.dismiss(animated: false)

        let button = UIView(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
        controller.view.addSubview(button)
        controller.showMenu(from: button)
        let menu = try XCTUnwrap(controller.presentedViewController)
        XCTAssertEqual(menu.view.convert(menu.view.bounds, to: window), CGRect(x: 10, y: 157, width: 240, height: 180))
        controller.dismiss(animated: false)

        // The animator is never asked: the faded view just covers the window.
        controller.showFaded()
        XCTAssertEqual(controller.presentedViewController?.view.frame, window.bounds)
        XCTAssertFalse(controller.dismissedBySwipe)
    }
}
