/// A stack of controllers: the top one's view fills the area below the
/// navigation bar, and the bar shows the top one's navigation item with a
/// back button naming the one below.
///
/// The bar is 44 pt tall (74 with a prompt) and sits below the status bar, as on iOS: its y is
/// the view's top safe-area inset (the window's, `UIWindow.offscreenSafeAreaInsets`:
/// 47 pt on an iPhone 14, 59 on a 14 Pro, 20 on a phone with a Home button,
/// 0 in a window without one), and its background extends up behind the
/// status bar. The bar being translucent (UIKit's default), the top
/// controller's view fills the whole container, under the bar, and its safe
/// area starts at the bar's bottom, as iOS lays it out; an opaque bar
/// (`isTranslucent = false`, unless `extendedLayoutIncludesOpaqueBars`) or a
/// controller whose `edgesForExtendedLayout` leaves out the top keeps the
/// view below the bar.
///
/// The top controller's content scroll view (`contentScrollView(for:)`)
/// decides the bar's look: at the scroll edge (its content's top at or
/// below the bar's bottom, or no scroll view) the scroll-edge appearance,
/// else the standard one; and, with a large title, how much of the title's
/// area shows as the content scrolls up under it.
///
/// Nothing animates: push and pop run every appearance callback before
/// returning, in UIKit's order (see UIViewController+Appearance.swift). While
/// the navigation controller is not on screen, they only change the stack.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, _UINavigationControllerDelegateProperty {
    /// What `delegate` reads and writes (UINavigationControllerDelegate.swift
    /// says why the property is declared outside the class).
    package weak var navigationDelegateStorage: UINavigationControllerDelegate?
    private var stack: [UIViewController] = []
    private let bar: UINavigationBar
    /// The toolbar at the bottom, made at the first need (see `toolbar`).
    private var toolbarStorage: UIToolbar?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UINavigationBar.height))
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UINavigationBar.height))
        super.init(coder: coder)
    }

    /// A navigation controller whose stack holds `rootViewController`.
    /// Designated, as in UIKit's Swift interface, so subclasses can call
    /// `super.init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
        bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UINavigationBar.height))
        super.init(nibName: nil, bundle: nil)
        setStack([rootViewController], animated: false)
    }

    public var navigationBar: UINavigationBar {
        bar.isManagedByNavigationController = true
        return bar
    }

    /// The toolbar at the bottom of the container, showing the top
    /// controller's `toolbarItems` while `isToolbarHidden` is false.
    public var toolbar: UIToolbar! {
        if let toolbarStorage { return toolbarStorage }
        let made = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIToolbar.height))
        made.isManagedByNavigationController = true
        made.isHidden = true
        made.setItems(topViewController?.toolbarItems, animated: false)
        toolbarStorage = made
        if let container = viewStorage { container.insertSubview(made, aboveSubview: bar) }
        return made
    }

    /// The swipe from the left edge that pops the top controller, as on iOS:
    /// a `UIScreenEdgePanGestureRecognizer` on the navigation controller's
    /// view. A swipe that ends past the middle of the view, or moving right
    /// faster than 500 points a second, pops the top controller (animated);
    /// at the root it does nothing. Apps disable it or give it a delegate.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGestureRecognizer }
    private lazy var popGestureRecognizer: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer(
            target: self, action: Selector("handleNavigationTransition:", { (navigation: UINavigationController) in navigation.handlePopGesture(_:) }))
        recognizer.edges = .left
        return recognizer
    }()

    private func handlePopGesture(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard recognizer.state == .ended, stack.count > 1, let container = viewStorage else { return }
        let moved = recognizer.translation(in: container).x
        let speed = recognizer.velocity(in: container).x
        if moved > container.bounds.width / 2 || speed > 500 { popViewController(animated: true) }
    }

    /// Whether the navigation bar is hidden (UIKit's default, false). A
    /// hidden bar leaves the whole container to the top controller's view,
    /// whose safe area then starts below the status bar, as on iOS.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var navigationBarHiddenStorage = false

    /// Hides or shows the navigation bar; the top controller's view and
    /// safe area follow at the next layout (at once: no animation is drawn).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBarHiddenStorage = hidden
        bar.isHidden = hidden
        viewStorage?.setNeedsLayout()
    }

    /// Whether the toolbar is hidden (UIKit's default, true).
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHiddenStorage = true

    /// Shows or hides the toolbar; the top controller's safe area and, for
    /// an opaque toolbar, its view's frame follow at the next layout.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHiddenStorage = hidden
        toolbar.isHidden = hidden
        viewStorage?.setNeedsLayout()
    }

    /// The top controller's toolbar items changed: the toolbar shows them.
    package func toolbarItemsDidChange(of controller: UIViewController, animated: Bool) {
        guard controller === topViewController else { return }
        toolbarStorage?.setItems(controller.toolbarItems, animated: animated)
    }

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The top controller, or what it (or this controller) presents.
    open var visibleViewController: UIViewController? {
        var visible = presentedStorage ?? topViewController
        while let presented = visible?.presentedStorage { visible = presented }
        return visible
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        setStack(viewControllers, animated: animated)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            print("Warning: pushing the same view controller instance (\(viewController)) more than once is not supported")
            return
        }
        setStack(stack + [viewController], animated: animated)
    }

    /// A navigation controller shows a controller by pushing it (the target
    /// of `show(_:sender:)` and of show segues from its children).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let top = stack.last
        setStack(Array(stack.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setStack([stack[0]], animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setStack(Array(stack[...index]), animated: animated)
        return popped
    }

    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.navigationController = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        bar.isManagedByNavigationController = true
        container.addSubview(bar)
        if let toolbarStorage { container.addSubview(toolbarStorage) }
        container.addGestureRecognizer(popGestureRecognizer)
        view = container
        installTopView()
    }

    package override func childrenReceivingAppearance() -> [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    // MARK: The stack

    /// Every stack change goes through here: children are added and removed
    /// as UIKit's containment asks, and the old top's view gives way to the
    /// new top's, with appearance callbacks when this controller is on screen.
    private func setStack(_ newStack: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in newStack where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        let oldTop = topViewController
        let added = unique.filter { controller in !stack.contains { $0 === controller } }
        let removed = stack.filter { controller in !unique.contains { $0 === controller } }

        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = unique
        childStorage = unique
        let newTop = topViewController

        if newTop !== oldTop {
            if isViewLoaded, appearanceState == .appeared {
                transition(from: oldTop, to: newTop, animated: animated)
            } else if isViewLoaded {
                installTopView()
            }
        }
        if newTop !== oldTop {
            // A new top starts at rest: its large title and search bar show in full.
            bar.largeTitleShownHeight = nil
            bar.searchRowShownHeight = nil
            oldTop?.viewStorage?.containerSafeAreaInsets = .zero
        }
        bar.setItems(stack.map(\.navigationItem), animated: animated)
        toolbarStorage?.setItems(topViewController?.toolbarItems, animated: animated)
        // A pushed controller's hidesBottomBarWhenPushed hides the tab bar around this stack.
        if let tabs = parentStorage as? UITabBarController { tabs.viewStorage?.setNeedsLayout() }
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// On screen: the new top loads its view, then old top viewWillDisappear,
    /// new top viewWillAppear, the views swap, layout runs (the new top's
    /// viewWillLayoutSubviews / viewDidLayoutSubviews), then old top
    /// viewDidDisappear and new top viewDidAppear (UIKit's push order).
    private func transition(from oldTop: UIViewController?, to newTop: UIViewController?, animated: Bool) {
        newTop?.loadViewIfNeeded()
        oldTop?.beginAppearance(false, animated: animated)
        newTop?.beginAppearance(true, animated: animated)
        if let newTop { navigationDelegateStorage?.navigationController(self, willShow: newTop, animated: animated) }
        installTopView()
        layoutForTransition()
        oldTop?.endAppearance()
        newTop?.endAppearance()
        if let newTop { navigationDelegateStorage?.navigationController(self, didShow: newTop, animated: animated) }
    }

    /// Puts the top controller's view (and only it) in the container.
    private func installTopView() {
        guard let container = viewStorage else { return }
        let top = topViewController
        for subview in container.subviews where subview !== bar && subview !== toolbarStorage && subview !== top?.viewStorage {
            if stack.contains(where: { $0.viewStorage === subview }) || removedChildView(subview) { subview.removeFromSuperview() }
        }
        guard let top else { return }
        top.loadViewIfNeeded()
        guard let topView = top.viewStorage else { return }
        topView.frame = contentFrame(in: container)
        topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if topView.superview !== container { container.insertSubview(topView, belowSubview: bar) }
    }

    /// A view of a controller that left the stack (its parent is gone already or going).
    private func removedChildView(_ view: UIView) -> Bool {
        guard let controller = view.viewDelegate else { return false }
        return controller.parentStorage === self && !stack.contains { $0 === controller }
    }

    /// The bar's frame: below the status bar (the container's top safe-area
    /// inset), the container's width.
    private func barFrame(in container: UIView) -> CGRect {
        let bounds = container.bounds
        return CGRect(x: bounds.minX, y: bounds.minY + container.safeAreaInsets.top,
                      width: bounds.width, height: bar.contentHeight)
    }

    /// Whether the top controller's view reaches under the bar (a hidden
    /// bar covers nothing: the view starts at the container's top).
    private var topExtendsUnderBar: Bool {
        !navigationBarHiddenStorage && (topViewController?.extendsLayout(under: .top, translucent: bar.isTranslucent) ?? false)
    }

    /// The toolbar's frame when it shows: above the container's bottom safe
    /// area, 44 pt tall (32 at compact height; 49 over the home indicator,
    /// as iOS makes it); nil while hidden.
    private func toolbarFrame(in container: UIView) -> CGRect? {
        guard let toolbar = toolbarStorage, !toolbarHiddenStorage else { return nil }
        let bounds = container.bounds
        let bottom = container.safeAreaInsets.bottom
        var height = toolbar.sizeThatFits(bounds.size).height
        if bottom > 0, height == UIToolbar.height { height = UIToolbar.homeIndicatorHeight }
        return CGRect(x: bounds.minX, y: bounds.maxY - bottom - height, width: bounds.width, height: height)
    }

    /// Whether the top controller's view reaches under the shown toolbar.
    private var topExtendsUnderToolbar: Bool {
        guard let toolbar = toolbarStorage, !toolbarHiddenStorage else { return false }
        return topViewController?.extendsLayout(under: .bottom, translucent: toolbar.isTranslucent) ?? false
    }

    /// The top controller's view: the whole container when it reaches under
    /// the bar, else everything below the bar; above an opaque toolbar.
    private func contentFrame(in container: UIView) -> CGRect {
        let bounds = container.bounds
        let top = topExtendsUnderBar || navigationBarHiddenStorage ? bounds.minY : barFrame(in: container).maxY
        var bottom = bounds.maxY
        if let toolbar = toolbarFrame(in: container), !topExtendsUnderToolbar { bottom = toolbar.minY }
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bottom - top))
    }

    package func layoutContainer(_ container: UIView) {
        if topViewController?.contentScrollView(for: .top) == nil {
            // Nothing scrolls: the content is at the edge, the large title at rest.
            bar.isAtScrollEdge = true
            bar.largeTitleShownHeight = nil
            bar.searchRowShownHeight = nil
        }
        let frame = barFrame(in: container)
        bar.frame = frame
        bar.statusBarExtension = frame.minY - container.bounds.minY
        let toolbarFrame = toolbarFrame(in: container)
        if let toolbar = toolbarStorage, let toolbarFrame {
            if topViewController?.barContentController.contentScrollView(for: .bottom) == nil { toolbar.isAtScrollEdge = true }
            toolbar.frame = toolbarFrame
            // The background reaches down behind the home indicator.
            toolbar.bottomExtension = container.bounds.maxY - toolbarFrame.maxY
        }
        guard let topView = topViewController?.viewStorage else { return }
        let content = contentFrame(in: container)
        topView.frame = content
        // Under the bar, the view's safe area starts at the bar's bottom;
        // under a translucent toolbar, it stops at the toolbar's top.
        let covered = topExtendsUnderBar ? max(0, frame.maxY - content.minY) : 0
        let coveredBelow = topExtendsUnderToolbar ? max(0, content.maxY - (toolbarFrame?.minY ?? content.maxY)) : 0
        topView.containerSafeAreaInsets = UIEdgeInsets(top: covered, left: 0, bottom: coveredBelow, right: 0)
        layoutSearchPresentation(in: container, barBottom: frame.maxY)
    }

    /// While the top controller's search is active, its search controller's
    /// view lies over the content, under the bar: the results controller's
    /// view or the dimming view below the bar (see `UISearchController`).
    private func layoutSearchPresentation(in container: UIView, barBottom: CGFloat) {
        var current: UIView?
        if let search = topViewController?.navigationItemStorage?.searchController, search.coversContent {
            search.loadViewIfNeeded()
            if let view = search.viewStorage {
                if view.superview !== container { container.insertSubview(view, belowSubview: bar) }
                view.frame = container.bounds
                (view as? SearchPresentationView)?.contentTop = barBottom - container.bounds.minY
                current = view
            }
        }
        for subview in container.subviews where subview is SearchPresentationView && subview !== current {
            subview.removeFromSuperview()
        }
    }

    /// A scroll view inside the container scrolled or laid out: when it is
    /// the top controller's bottom content scroll view, the toolbar is at
    /// the scroll edge while the content's bottom edge is at or above its top.
    private func toolbarFollow(_ scrollView: UIScrollView, in container: UIView) {
        guard let toolbar = toolbarStorage, !toolbarHiddenStorage,
              topViewController?.contentScrollView(for: .bottom) === scrollView else { return }
        let bottom = scrollView.contentSize.height + scrollView.contentInset.bottom
        let contentBottom = scrollView.convert(CGPoint(x: 0, y: bottom), to: container).y
        toolbar.isAtScrollEdge = contentBottom <= toolbar.frame.minY + 0.5
    }

    /// A scroll view inside the container scrolled or laid out: when it is
    /// the top controller's content scroll view, the bar follows it: its
    /// scroll-edge look, and how much of a large title shows.
    package func contentDidScroll(_ scrollView: UIScrollView) {
        if let container = viewStorage, scrollView.isDescendant(of: container) { toolbarFollow(scrollView, in: container) }
        guard let container = viewStorage, let top = topViewController, top.contentScrollView(for: .top) === scrollView,
              let topView = top.viewStorage, scrollView.isDescendant(of: container),
              // Until the container has laid the bar and the view out as they
              // are now, and the insets follow the safe area, the position says nothing yet.
              bar.frame.height == bar.contentHeight,
              topView.containerSafeAreaInsets.top == (topExtendsUnderBar ? max(0, bar.frame.maxY - topView.frame.minY) : 0),
              scrollView.lastAdjustedContentInset == scrollView.adjustedContentInset else { return }
        let heightBefore = bar.contentHeight
        let barTop = container.safeAreaInsets.top
        let row = UINavigationBar.height + (bar.topItem?.prompt == nil ? 0 : UINavigationBar.promptHeight)
        let frameTop = scrollView.convert(scrollView.bounds, to: container).minY
        // The content's top edge (above its own content inset) in the container.
        let contentTop = scrollView.convert(CGPoint.zero, to: container).y - scrollView.contentInset.top
        // Scrolled past the resting position, in points.
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        // A scroll view under the bar is followed by its content's top edge;
        // one below the bar (an opaque bar, a view kept below it) by how far it scrolled.
        let underBar = frameTop < barTop + row
        if bar.topItem?.searchController?.isActive != true {
            // Below the row: the large-title area, then the search row. As
            // the content scrolls up the search row goes first (when the
            // item hides it when scrolling), then the large title, as UIKit's do.
            let largeFull = bar.showsLargeTitle ? bar.largeTitleAreaHeight : 0
            let searchFull = bar.searchRowHeight
            let total = underBar ? contentTop - (barTop + row) : largeFull + searchFull - scrolled
            var search = searchFull
            if searchFull > 0, bar.topItem?.hidesSearchBarWhenScrolling == true { search = min(searchFull, max(0, total - largeFull)) }
            if searchFull > 0 { bar.searchRowShownHeight = abs(search - searchFull) < 0.5 ? nil : max(0, search) }
            if bar.showsLargeTitle {
                let shown = total - search
                bar.largeTitleShownHeight = abs(shown - largeFull) < 0.5 ? nil : max(0, shown)
            }
        }
        let atEdge = underBar ? contentTop >= barTop + bar.contentHeight - 0.5 : scrolled <= 0.5
        bar.isAtScrollEdge = atEdge || (bar.showsLargeTitle && !bar.largeTitleIsCollapsed)
        if bar.contentHeight != heightBefore { container.setNeedsLayout() }
    }
}

/// The navigation controller's view: it keeps the bar and the top view in place.
@preconcurrency @MainActor
package final class NavigationContainerView: UIView {
    package weak var navigationController: UINavigationController?

    package override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutContainer(self)
    }

    package override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}
