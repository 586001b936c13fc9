import Foundation

/// Pages: the controllers given to `setViewControllers(_:direction:animated:completion:)`
/// are children, and their views fill the page view controller's view (two
/// side by side, or one above the other, when the spine is in the middle).
/// The data source's `pageViewController(_:viewControllerBefore:)` and
/// `(_:viewControllerAfter:)` supply the neighbours, which UIKit asks for when
/// the user swipes; headless, no one swipes, so pages change only through
/// `setViewControllers`, which shows the new pages at once (nothing animates)
/// and then calls the completion with `true`.
///
/// As on iOS, a scroll-style page view controller whose data source answers
/// `presentationCount(for:)` with a count above zero shows a page indicator: a
/// `UIPageControl` in a band at the bottom, above the bottom safe area, with
/// the pages above it; the current dot is `presentationIndex(for:)`, asked
/// after each `setViewControllers`. (The band's height is UIPageControl's,
/// 26 points: Offscreen's layout, not measured on a device.)
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// The keys of the options dictionary given at initialisation.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `SpineLocation`'s raw value (an `NSNumber`), for the page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages, in points (an `NSNumber`), for the scroll style.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// `.min` for the page-curl style unless the options name another; `.none` for the scroll style.
    public private(set) var spineLocation: SpineLocation
    /// The space between pages of the scroll style, from the options (0 by default).
    package let interPageSpacing: CGFloat

    /// Whether content is on the back of pages; true when the spine is in the middle.
    open var isDoubleSided: Bool

    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?

    private var pages: [UIViewController] = []
    private let pageIndicator = UIPageControl(frame: .zero)

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        if style == .pageCurl {
            let raw = (options?[.spineLocation] as? NSNumber)?.intValue ?? (options?[.spineLocation] as? Int)
            spineLocation = raw.flatMap(SpineLocation.init(rawValue:)).flatMap { $0 == .none ? nil : $0 } ?? .min
        } else {
            spineLocation = .none
        }
        let spacing = (options?[.interPageSpacing] as? NSNumber)?.doubleValue
            ?? (options?[.interPageSpacing] as? CGFloat).map(Double.init)
        interPageSpacing = style == .scroll ? CGFloat(max(0, spacing ?? 0)) : 0
        isDoubleSided = spineLocation == .mid
        super.init(nibName: nil, bundle: nil)
    }

    /// `UIPageViewController()` is a page-curl, horizontal page view
    /// controller, as the Objective-C `init` gives on iOS.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        interPageSpacing = 0
        isDoubleSided = false
        super.init(coder: coder)
    }

    /// The pages shown: one, or two when the spine is in the middle.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// The page-curl style's pan and tap recognizers on iOS; the scroll
    /// style's scroll view has its own, so this is empty there. Offscreen
    /// turns no pages by gesture, so it is empty for both.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// Shows `viewControllers` in place of the current pages. UIKit requires
    /// one controller (two when the spine is in the middle) and raises
    /// otherwise; so does this, with UIKit's message.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let new = viewControllers ?? []
        let required = spineLocation == .mid ? 2 : 1
        guard new.count == required else {
            preconditionFailure("The number of view controllers provided (\(new.count)) doesn't match the number required (\(required)) for the requested transition")
        }
        let old = pages
        let added = new.filter { controller in !old.contains { $0 === controller } }
        let removed = old.filter { controller in !new.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        let onScreen = isViewLoaded && appearanceState == .appeared
        if onScreen {
            for controller in added { controller.loadViewIfNeeded() }
            for controller in removed { controller.beginAppearance(false, animated: animated) }
            for controller in added { controller.beginAppearance(true, animated: animated) }
        }
        pages = new
        installPages()
        updatePageIndicator()
        if onScreen { layoutForTransition() }
        for controller in removed {
            controller.viewStorage?.removeFromSuperview()
            controller.removeFromParent()
        }
        if onScreen {
            for controller in removed { controller.endAppearance() }
            for controller in added { controller.endAppearance() }
        }
        for controller in added { controller.didMove(toParent: self) }
        completion?(true)
    }

    open override func loadView() {
        let container = PageViewContainerView(frame: UIScreen.main.bounds)
        container.pageViewController = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pageIndicator.isHidden = true
        container.addSubview(pageIndicator)
        view = container
        installPages()
        updatePageIndicator()
    }

    package override func childrenReceivingAppearance() -> [UIViewController] { pages }

    /// Puts the pages' views (and no other child's) in the container, under the indicator.
    private func installPages() {
        guard let container = viewStorage else { return }
        for subview in container.subviews where subview !== pageIndicator {
            if subview.viewDelegate?.parentStorage === self, !pages.contains(where: { $0.viewStorage === subview }) {
                subview.removeFromSuperview()
            }
        }
        for page in pages {
            page.loadViewIfNeeded()
            guard let pageView = page.viewStorage else { continue }
            pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if pageView.superview !== container { container.insertSubview(pageView, belowSubview: pageIndicator) }
        }
        container.setNeedsLayout()
    }

    /// The indicator shows when the scroll style's data source gives a count.
    private func updatePageIndicator() {
        guard isViewLoaded, transitionStyle == .scroll, let dataSource else {
            pageIndicator.isHidden = true
            return
        }
        let count = dataSource.presentationCount(for: self)
        pageIndicator.numberOfPages = max(0, count)
        pageIndicator.currentPage = dataSource.presentationIndex(for: self)
        pageIndicator.isHidden = count <= 0
        viewStorage?.setNeedsLayout()
    }

    package func layoutContainer(_ container: UIView) {
        var content = container.bounds
        if !pageIndicator.isHidden {
            let bottom = container.safeAreaInsets.bottom
            let band = UIPageControl.height
            pageIndicator.frame = CGRect(x: content.minX, y: content.maxY - bottom - band, width: content.width, height: band)
            content.size.height = max(0, content.height - bottom - band)
        }
        let views = pages.compactMap { $0.viewStorage }
        guard !views.isEmpty else { return }
        if views.count == 1 {
            views[0].frame = content
            return
        }
        // Two pages meet at the spine: side by side, or one above the other.
        for (index, pageView) in views.enumerated() {
            if navigationOrientation == .horizontal {
                let half = content.width / 2
                pageView.frame = CGRect(x: content.minX + CGFloat(index) * half, y: content.minY, width: half, height: content.height)
            } else {
                let half = content.height / 2
                pageView.frame = CGRect(x: content.minX, y: content.minY + CGFloat(index) * half, width: content.width, height: half)
            }
        }
    }
}

/// The page view controller's view: it keeps the pages and the indicator in place.
@preconcurrency @MainActor
package final class PageViewContainerView: UIView {
    package weak var pageViewController: UIPageViewController?

    package override func layoutSubviews() {
        super.layoutSubviews()
        pageViewController?.layoutContainer(self)
    }

    package override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}

/// Supplies a page view controller's pages. The neighbour methods are
/// required; a scroll-style page view controller shows a page indicator
/// when `presentationCount(for:)` is implemented (its default, 0, shows none).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears about page turns. Every method is optional. Headless, pages turn
/// only through `setViewControllers`, which UIKit does not report here
/// either (these methods follow gesture-driven turns), so they are never called.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
