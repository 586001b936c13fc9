/// Tabs: every controller of `viewControllers` is a child, the selected
/// one's view fills the area above the tab bar, and the bar shows each
/// child's `tabBarItem`. A tap on an item selects its tab (asking the
/// delegate first); setting `selectedIndex` or `selectedViewController`
/// selects without asking.
///
/// Headless layout, as `UINavigationController`'s: the bar being translucent
/// (UIKit's default), the selected view fills the container, under the bar,
/// its safe area stopping at the bar's top; an opaque bar (or a view whose
/// `edgesForExtendedLayout` leaves out the bottom) keeps it above the bar.
/// The bar is 49 pt tall plus the bottom safe area
/// (`UIWindow.offscreenSafeAreaInsets`). The selected content's scroll view
/// (`contentScrollView(for: .bottom)`, through a navigation controller's top
/// controller) decides the bar's scroll-edge look. All tabs are shown
/// (iOS moves a sixth and later tabs of a phone into a "More" tab; Offscreen does not).
/// Switching tabs on screen runs the appearance callbacks (old tab's
/// viewWillDisappear, new tab's viewWillAppear, layout, then the two did-callbacks).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    private var tabs: [UIViewController] = []
    private var selectedIndexStorage = 0
    private let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UITabBar.contentHeight))

    open weak var delegate: (any UITabBarControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        bar.tabBarController = self
        bar.delegate = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bar.tabBarController = self
        bar.delegate = self
    }

    /// The bar; its items are the tabs' `tabBarItem`s.
    open var tabBar: UITabBar { bar }

    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selectedIndexStorage) ? tabs[selectedIndexStorage] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// The selected tab's index; an index past the tabs is ignored, as UIKit
    /// ignores it (NSNotFound selects nothing there).
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        let oldSelected = selectedViewController
        let added = unique.filter { controller in !tabs.contains { $0 === controller } }
        let removed = tabs.filter { controller in !unique.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        tabs = unique
        childStorage = unique
        // The selection stays on the same controller when it remains, else the first tab.
        selectedIndexStorage = oldSelected.flatMap { old in unique.firstIndex { $0 === old } } ?? 0
        selectionChanged(from: oldSelected, animated: animated)
        for controller in removed {
            controller.viewStorage?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
        refreshItems()
    }

    /// The tab bar's delegate method: the controller is its bar's delegate.
    /// Selection itself is done before this is called; a subclass may
    /// override this to hear about taps.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    open override func loadView() {
        let container = TabBarContainerView(frame: UIScreen.main.bounds)
        container.tabBarController = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(bar)
        view = container
        installSelectedView()
    }

    package override func childrenReceivingAppearance() -> [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    // MARK: Selection

    /// A tap on the bar's item `index`: the delegate may refuse it.
    package func selectFromBar(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ index: Int) {
        let old = selectedViewController
        selectedIndexStorage = index
        selectionChanged(from: old, animated: false)
        bar.selectedItem = selectedViewController?.tabBarItem
    }

    /// Shows the selected tab in place of `old`: with appearance callbacks on
    /// screen, else only its view.
    private func selectionChanged(from old: UIViewController?, animated: Bool) {
        let new = selectedViewController
        guard new !== old, isViewLoaded else { return }
        if appearanceState == .appeared {
            transition(from: old, to: new, animated: animated)
        } else {
            installSelectedView()
        }
    }

    private func transition(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        new?.loadViewIfNeeded()
        old?.beginAppearance(false, animated: animated)
        new?.beginAppearance(true, animated: animated)
        installSelectedView()
        layoutForTransition()
        old?.endAppearance()
        new?.endAppearance()
    }

    /// The bar's items follow the tabs' `tabBarItem`s.
    package func refreshItems() {
        bar.setItems(tabs.map { $0.tabBarItem }, animated: false)
        bar.selectedItem = selectedViewController?.tabBarItem
    }

    /// Puts the selected tab's view (and no other tab's) in the container.
    private func installSelectedView() {
        guard let container = viewStorage else { return }
        let selected = selectedViewController
        for subview in container.subviews where subview !== bar && subview !== selected?.viewStorage {
            if subview.viewDelegate?.parentStorage === self {
                subview.containerSafeAreaInsets = .zero
                subview.removeFromSuperview()
            }
        }
        guard let selected else { return }
        selected.loadViewIfNeeded()
        guard let selectedView = selected.viewStorage else { return }
        selectedView.frame = contentFrame(in: container)
        selectedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if selectedView.superview !== container { container.insertSubview(selectedView, belowSubview: bar) }
    }

    private func barHeight(in container: UIView) -> CGFloat {
        UITabBar.contentHeight + container.safeAreaInsets.bottom
    }

    /// Whether the selected view reaches under the bar.
    private var selectedExtendsUnderBar: Bool {
        selectedViewController?.extendsLayout(under: .bottom, translucent: bar.isTranslucent) ?? false
    }

    /// Whether a controller pushed on the selected tab's navigation stack
    /// (above its root) sets `hidesBottomBarWhenPushed`: the bar then hides
    /// until that controller is popped, as on iOS.
    package var barHiddenByPushedController: Bool {
        guard let navigation = selectedViewController as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    private func contentFrame(in container: UIView) -> CGRect {
        let b = container.bounds
        guard !selectedExtendsUnderBar, !barHiddenByPushedController else { return b }
        return CGRect(x: b.minX, y: b.minY, width: b.width, height: max(0, b.height - barHeight(in: container)))
    }

    package func layoutContainer(_ container: UIView) {
        if selectedViewController?.barContentController.contentScrollView(for: .bottom) == nil {
            bar.isAtScrollEdge = true
        }
        let height = barHeight(in: container)
        bar.frame = CGRect(x: container.bounds.minX, y: container.bounds.maxY - height, width: container.bounds.width, height: height)
        let hidden = barHiddenByPushedController
        bar.isHidden = hidden
        guard let selectedView = selectedViewController?.viewStorage else { return }
        let content = contentFrame(in: container)
        selectedView.frame = content
        // Under the bar, the view's safe area stops at the bar's top.
        let covered = selectedExtendsUnderBar && !hidden ? max(0, content.maxY - bar.frame.minY) : 0
        selectedView.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: covered, right: 0)
    }

    /// A scroll view inside the container scrolled or laid out: when it is
    /// the selected content's scroll view, the bar is at the scroll edge while
    /// the content's bottom edge is at or above the bar's top.
    package func contentDidScroll(_ scrollView: UIScrollView) {
        guard let container = viewStorage, let selected = selectedViewController,
              selected.barContentController.contentScrollView(for: .bottom) === scrollView,
              scrollView.isDescendant(of: container) else { return }
        let bottom = scrollView.contentSize.height + scrollView.contentInset.bottom
        let contentBottom = scrollView.convert(CGPoint(x: 0, y: bottom), to: container).y
        bar.isAtScrollEdge = contentBottom <= bar.frame.minY + 0.5
    }
}

/// The tab bar controller's view: it keeps the bar and the selected view in place.
@preconcurrency @MainActor
package final class TabBarContainerView: UIView {
    package weak var tabBarController: UITabBarController?

    package override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.layoutContainer(self)
    }

    package override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}
