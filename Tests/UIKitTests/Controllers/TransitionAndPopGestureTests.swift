import CoreGraphics
import Foundation
import Testing
@testable import UIKit

/// A coordinator as a test (or a container of the app's) hands on: it runs
/// the animations at once and keeps the completions.
@MainActor final class ImmediateCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let containerView = UIView()
    var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}

/// A controller written as iOS code handles rotation.
@MainActor final class RotatingController: UIViewController {
    var log: [String] = []
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("size \(Int(size.width))x\(Int(size.height))")
        coordinator.animate(alongsideTransition: { _ in self.log.append("alongside") }) { context in
            self.log.append("done \(context.isCancelled)")
        }
        coordinator.animate(alongsideTransition: { _ in self.log.append("second") })
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.append("traits \(newCollection.horizontalSizeClass == .regular ? "regular" : "other")")
    }
}

@Suite("Size transitions and the interactive pop gesture")
@MainActor
struct TransitionAndPopGestureTests {
    @Test func aContainerPassesSizeAndTraitTransitionsToItsChildren() {
        let parent = UIViewController()
        let child = RotatingController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        let navigation = UINavigationController(rootViewController: parent)
        let coordinator = ImmediateCoordinator()
        navigation.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)
        #expect(child.log == ["size 844x390", "alongside", "second"])
        coordinator.completions.forEach { $0(coordinator) }
        #expect(child.log.last == "done false")
        navigation.willTransition(to: UITraitCollection(horizontalSizeClass: .regular), with: coordinator)
        #expect(child.log.last == "traits regular")
    }

    @Test func aSwipeFromTheLeftEdgePopsTheTopController() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = try LayoutFileScene.window(showing: navigation, size: CGSize(width: 390, height: 844), scale: 1,
                                                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        defer { withExtendedLifetime(window) {} }
        let recognizer = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .left && recognizer.view === navigation.view && recognizer.isEnabled)
        // At the root nothing pops.
        try window.simulateTouches(.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400)))
        #expect(navigation.viewControllers.count == 1)

        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        // A short, slow swipe is not enough.
        try window.simulateTouches(.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 60, y: 400), steps: 10, duration: 1))
        #expect(navigation.topViewController === detail)
        // One from the middle of the screen is not from the edge.
        try window.simulateTouches(.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 380, y: 400)))
        #expect(navigation.topViewController === detail)
        try window.simulateTouches(.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400)))
        #expect(navigation.topViewController === root)

        // Apps turn it off.
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        try window.simulateTouches(.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400)))
        #expect(navigation.topViewController === detail)
    }
}
