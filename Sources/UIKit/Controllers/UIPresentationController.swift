import Foundation

/// Told about a presentation's adaptation and its interactive dismissal.
/// Offscreen asks `adaptivePresentationStyle(for:traitCollection:)` when it
/// presents a form sheet, page sheet or popover. No one swipes a sheet down
/// headless, so the dismissal methods are called by the app only.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Without an answer, UIKit adapts as it would without a delegate.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.systemAdaptivePresentationStyle
    }
    /// Without an answer, UIKit asks `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// Manages how a presented controller's view is placed. UIKit makes one per
/// presentation (a sheet or popover controller for those styles); a
/// `.custom` presentation uses the one its `transitioningDelegate` returns.
/// Its `containerView` covers the window; `frameOfPresentedViewInContainerView`
/// places the presented view in it.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment {
    /// Unowned: the presented controller keeps its presentation controller.
    private unowned let presentedStorage: UIViewController
    private weak var presentingStorage: UIViewController?
    package var containerStorage: UIView?
    /// The style this controller was made for.
    package var styleStorage: UIModalPresentationStyle

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        styleStorage = .custom
        super.init()
    }

    /// The presenting controller; before the presentation (a controller made
    /// at the first access to `presentationController`), the presented one.
    open var presentingViewController: UIViewController {
        presentingStorage ?? presentedViewController.presentingStorage ?? presentedViewController
    }

    public var presentedViewController: UIViewController { presentedStorage }

    package func setPresenting(_ controller: UIViewController) { presentingStorage = controller }

    /// The view the presentation happens in (covering the window), while presented.
    open var containerView: UIView? { containerStorage }

    /// The view that is animated: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    open var presentationStyle: UIModalPresentationStyle { styleStorage }

    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Where the presented view goes in `containerView`: all of it by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerStorage?.bounds ?? .zero }

    /// Whether the presenter's view leaves the window (false by default, as on iOS).
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }

    /// The style this presentation adapts to in a compact width without a
    /// delegate: none for a custom presentation.
    open var adaptivePresentationStyle: UIModalPresentationStyle { systemAdaptivePresentationStyle }

    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        systemAdaptivePresentationStyle
    }

    package var systemAdaptivePresentationStyle: UIModalPresentationStyle {
        switch styleStorage {
        // On a phone a popover becomes a sheet (iOS 13 and later).
        case .popover: return .pageSheet
        case .formSheet, .pageSheet, .automatic: return .pageSheet
        default: return .none
        }
    }

    open var traitCollection: UITraitCollection { presentedViewController.traitCollection }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Trait overrides for the presented controller.
    open var overrideTraitCollection: UITraitCollection?

    // Called around the presentation and the dismissal (finished: true, as
    // nothing animates or is cancelled).
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

/// A popover presentation. On a phone (compact width) UIKit adapts it to a
/// sheet unless the delegate answers `.none` to
/// `adaptivePresentationStyle(for:traitCollection:)`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var backgroundColor: UIColor?
    open var passthroughViews: [UIView]?
    open var canOverlapSourceViewRect = false
    /// The direction of the arrow once presented (`.unknown` before).
    open var arrowDirection: UIPopoverArrowDirection { arrowStorage }
    package var arrowStorage: UIPopoverArrowDirection = .unknown
}

/// A popover's delegate (set it as `delegate`, which takes any adaptive
/// presentation delegate). `prepareForPopoverPresentation(_:)` is called
/// before a popover that stays a popover is shown; no one taps outside it
/// headless, so the dismissal methods are called by the app only.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// Told that the user changed a sheet's detent (not headless: no one drags).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// What a custom detent's resolver is given.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the large detent, within the sheet's safe area.
    var maximumDetentValue: CGFloat { get }
}

/// A sheet presentation (`.pageSheet`, `.formSheet`, and `.automatic` for a
/// plain controller, on a phone): a card under the top safe area that the
/// presenter shows behind, at one of its `detents`.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    @preconcurrency @MainActor
    public class Detent: NSObject {
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The full height.
        public class func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// About half the screen's height (UIKit's documentation); inactive in compact height.
        public class func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard context.containerTraitCollection.verticalSizeClass != .compact,
                      let sheetContext = context as? SheetDetentContext else { return nil }
                return sheetContext.screenHeight / 2 - sheetContext.bottomInset
            }
        }
        /// A detent at the height (within the sheet's safe area) `resolver` returns.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }
        /// The detent's height in `context`, nil when inactive.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { min(max($0, 0), context.maximumDetentValue) }
        }
    }

    /// UIKit's value meaning "the system's corner radius".
    public static let automaticDimension: CGFloat = -1

    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    /// The corner radius; the system's (10 pt) by default.
    open var preferredCornerRadius: CGFloat = UISheetPresentationController.automaticDimension
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var prefersPageSizing = true
    open var sourceView: UIView?

    /// Runs `changes`; a presented sheet takes its new detent or grabber now.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        invalidateDetents()
    }

    /// Places a presented sheet again after its detents changed.
    open func invalidateDetents() {
        guard let container = containerStorage as? PresentationContainerView else { return }
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }

    /// The detent the sheet rests at: the selected one, else the smallest.
    package func restingHeight(in context: SheetDetentContext) -> (identifier: Detent.Identifier, height: CGFloat) {
        var resolved: [(Detent.Identifier, CGFloat)] = []
        for detent in detents {
            if let value = detent.resolvedValue(in: context) { resolved.append((detent.identifier, value)) }
        }
        if let selected = selectedDetentIdentifier {
            for entry in resolved where entry.0 == selected { return entry }
        }
        var smallest: (Detent.Identifier, CGFloat)?
        for entry in resolved where smallest == nil || entry.1 < smallest!.1 { smallest = entry }
        return smallest ?? (.large, context.maximumDetentValue)
    }

    /// Whether the presenter is dimmed at the detent `resting`: yes above
    /// `largestUndimmedDetentIdentifier` (all detents when it is nil).
    package func dims(at resting: Detent.Identifier, in context: SheetDetentContext) -> Bool {
        guard let largest = largestUndimmedDetentIdentifier else { return true }
        var heights: [Detent.Identifier: CGFloat] = [:]
        for detent in detents { heights[detent.identifier] = detent.resolvedValue(in: context) }
        if largest == .large { return false }
        let limit = heights[largest] ?? (largest == .medium ? Detent.medium().resolvedValue(in: context) : nil)
        guard let limit, let value = heights[resting] else { return true }
        return value > limit
    }
}

/// The context detents resolve in: the window's height less the sheet's
/// top (the top safe area and 10 pt) and the bottom safe area.
package final class SheetDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    package let containerTraitCollection: UITraitCollection
    package let screenHeight: CGFloat
    package let topInset: CGFloat
    package let bottomInset: CGFloat

    package init(traits: UITraitCollection, screenHeight: CGFloat, topInset: CGFloat, bottomInset: CGFloat) {
        containerTraitCollection = traits
        self.screenHeight = screenHeight
        self.topInset = topInset
        self.bottomInset = bottomInset
    }

    package var maximumDetentValue: CGFloat { max(screenHeight - topInset - bottomInset, 0) }
}
