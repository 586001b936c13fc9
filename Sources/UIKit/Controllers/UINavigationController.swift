/// A stack of controllers: the top one's view fills the area below the
/// navigation bar, and the bar shows the top one's navigation item with a
/// back button naming the one below.
///
/// The bar is 44 pt tall (74 with a prompt) and sits below the status bar, as on iOS: its y is
/// the view's top safe-area inset (the window's, `UIWindow.offscreenSafeAreaInsets`:
/// 47 pt on an iPhone 14, 59 on a 14 Pro, 20 on a phone with a Home button,
/// 0 in a window without one), and its background extends up behind the
/// status bar. The bar being opaque (see `UINavigationBar`), the top
/// controller's view fills the rest below it, as iOS lays out opaque bars
/// (`extendedLayoutIncludesOpaqueBars == false`): its safe area starts at
/// the bar's bottom.
///
/// Nothing animates: push and pop run every appearance callback before
/// returning, in UIKit's order (see UIViewController+Appearance.swift). While
/// the navigation controller is not on screen, they only change the stack.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    private let bar: UINavigationBar

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

    public var navigationBar: UINavigationBar { bar }

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
        container.addSubview(bar)
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
        bar.setItems(stack.map(\.navigationItem), animated: animated)
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
        installTopView()
        layoutForTransition()
        oldTop?.endAppearance()
        newTop?.endAppearance()
    }

    /// Puts the top controller's view (and only it) in the container.
    private func installTopView() {
        guard let container = viewStorage else { return }
        let top = topViewController
        for subview in container.subviews where subview !== bar && subview !== top?.viewStorage {
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

    /// The top controller's view: everything below the bar.
    private func contentFrame(in container: UIView) -> CGRect {
        let bounds = container.bounds
        let top = barFrame(in: container).maxY
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
    }

    package func layoutContainer(_ container: UIView) {
        let frame = barFrame(in: container)
        bar.frame = frame
        bar.statusBarExtension = frame.minY - container.bounds.minY
        topViewController?.viewStorage?.frame = contentFrame(in: container)
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
