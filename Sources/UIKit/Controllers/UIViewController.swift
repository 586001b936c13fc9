import Foundation

/// Manages a view hierarchy: loads its root view lazily, hears about its
/// appearance and layout, and takes part in containment and presentation.
///
/// Swift cannot override members declared in extensions, so every member a
/// subclass may override is declared here; the work lives in
/// `UIViewController+Concern.swift` files.
///
/// Where Offscreen differs from iOS: nothing animates, so a transition
/// (push, pop, present, dismiss, a window showing its root controller) runs
/// all of its callbacks before the call returns, in UIKit's order (see
/// UIViewController+Appearance.swift).
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    private let nibNameStorage: String?
    private let nibBundleStorage: Bundle?

    /// The layout file name given to `init(nibName:bundle:)`; nil when the
    /// default lookup applies (see `loadView()`).
    open var nibName: String? { nibNameStorage }
    /// The bundle given to `init(nibName:bundle:)`.
    open var nibBundle: Bundle? { nibBundleStorage }

    package var viewStorage: UIView?
    package var isLoadingView = false
    /// While `checkedLoadViewIfNeeded()` runs, the default `loadView()` keeps
    /// its error here instead of stopping the process.
    package var collectsLoadError = false
    package var loadError: LayoutFileError?
    /// Set by a storyboard: where this scene's view is described, loaded lazily.
    package var sceneView: StoryboardSceneView?
    package var storyboardStorage: UIStoryboard?
    /// The storyboard scene this controller was made from (its segues).
    package var storyboardScene: NibObject?

    package var appearanceState: AppearanceState = .disappeared
    /// The `animated` flag of the transition under way, for its did- callback.
    package var appearanceAnimated = false
    /// A transition begun because the root view entered or left a window.
    package var windowTransitionPending = false

    package weak var parentStorage: UIViewController?
    package var childStorage: [UIViewController] = []
    package var presentedStorage: UIViewController?
    package weak var presentingStorage: UIViewController?
    /// Where the presenter's view was before a full-screen presentation took its place.
    package var viewPlaceBeforePresenting: (superview: UIView, index: Int, frame: CGRect)?
    /// The presentation controller (made at first access or at presentation).
    package var presentationControllerStorage: UIPresentationController?
    /// The style this controller is shown with while presented (`.automatic` resolved).
    package var presentedStyle: UIModalPresentationStyle?
    package var navigationItemStorage: UINavigationItem?
    package var tabBarItemStorage: UITabBarItem?
    /// `edgesForExtendedLayout` and friends, made at first use.
    package var extendedLayoutStorage: ExtendedLayoutSettings?
    package var extendedLayout: ExtendedLayoutSettings {
        if let settings = extendedLayoutStorage { return settings }
        let settings = ExtendedLayoutSettings()
        extendedLayoutStorage = settings
        return settings
    }

    // Traits (see Traits/UIViewController+Traits.swift).
    package var traitOverrideValues = TraitValues()
    package var cachedTraits: UITraitCollection?
    package var traitRegistrations: [TraitChangeRegistration] = []
    /// What `setOverrideTraitCollection(_:forChild:)` set, per child.
    package var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// The window this controller is the root view controller of.
    package weak var rootOfWindow: UIWindow?

    // MARK: Initialisers

    /// The designated initializer. `nibName` names a layout file holding this
    /// controller's view (with the controller as its owner); nil lets
    /// `loadView()` look one up by class name.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibNameStorage = nibNameOrNil
        nibBundleStorage = nibBundleOrNil
        super.init()
    }

    /// `UIViewController()` goes through `init(nibName: nil, bundle: nil)`, as on iOS.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Makes a controller from a layout file or storyboard. Its `title` and
    /// other properties from the file are read here; a controller decoded
    /// from a nib with its `view` has that view when this returns, a
    /// storyboard scene's view loads later, at the first access to `view`.
    public required init?(coder: NSCoder) {
        nibNameStorage = nil
        nibBundleStorage = nil
        super.init()
        (coder as? UIViewControllerCoderProperties)?.applyProperties(to: self)
    }

    open func awakeFromNib() {}

    // MARK: The view

    /// The root view, loaded at the first access: `loadView()` then
    /// `viewDidLoad()`. Setting it replaces the view without calling `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { replaceView(with: newValue) }
    }

    open var isViewLoaded: Bool { viewStorage != nil }

    open var viewIfLoaded: UIView? { viewStorage }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() { loadViewIfRequired() }

    /// Makes the root view. The default, as UIKit's: the layout file named
    /// `nibName` if one was given; else a storyboard scene's view; else a file
    /// named after the class (`FirstViewController`); else one named after the
    /// class without `Controller` (`FirstView`); else a plain `UIView` the size
    /// of the screen. A file's owner is this controller: its `view` outlet
    /// gives the view. Override to make the view in code, without calling super.
    ///
    /// The order of the two class-name lookups is the one UIKit was logged
    /// taking on iOS (class name first); Apple's documentation lists the
    /// `Controller`-less name first. It only matters when both files exist.
    open func loadView() { loadDefaultView() }

    open func viewDidLoad() {}

    // MARK: Appearance and layout (see UIViewController+Appearance.swift)

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called by the root view's layout pass, before its `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called by the root view's layout pass, after its `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    // MARK: Layout margins (see Layout/UIView+LayoutMargins.swift)

    /// Whether the root view's margins are at least
    /// `systemMinimumLayoutMargins` (UIKit's default, true). False leaves the
    /// root view the margins its `directionalLayoutMargins` were set to.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            guard viewRespectsSystemMinimumLayoutMargins != oldValue else { return }
            viewStorage?.marginsDidChange()
        }
    }

    /// The least margins UIKit gives the root view: no top or bottom margin,
    /// 16 points leading and trailing, 20 in a regular-width environment or
    /// in a view at least 414 points wide (see UIView+LayoutMargins.swift).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { systemMinimumMargins }

    /// Whether children whose views are in this controller's view get the
    /// appearance callbacks this controller gets.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition: `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)`, unless the controller is already there.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Ends the transition begun last: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    open func endAppearanceTransition() { endAppearance() }

    /// The children that get this controller's appearance callbacks: those
    /// whose loaded view is inside this controller's view. A container
    /// overrides it (a navigation controller forwards to its top controller).
    package func childrenReceivingAppearance() -> [UIViewController] {
        guard let root = viewStorage else { return [] }
        return childStorage.filter { $0.viewStorage?.isDescendant(of: root) ?? false }
    }

    // MARK: Traits (see Traits/UIViewController+Traits.swift)

    /// The controller's traits: its parent's (with the parent's override for
    /// it), else its window's, with its own overrides applied.
    open var traitCollection: UITraitCollection { currentTraitCollection }

    /// Called once after each change of the controller's traits, before its
    /// view hears about the same change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Light or dark for this controller and its views; `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrideValues.userInterfaceStyle }
        set { setTraitOverrides { $0.userInterfaceStyle = newValue } }
    }

    /// Overrides traits for `childViewController` (nil removes the override).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        setChildTraitOverride(collection, for: childViewController)
    }

    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    // MARK: Memory

    /// Drops the view when it is not in a window; the next access to `view`
    /// loads it again (`loadView()` runs again).
    ///
    /// iOS stopped unloading views on memory warnings in iOS 6; Offscreen keeps
    /// the iOS 5 behaviour so that view reloading (`loadView` again) can be tested. A view still inside another view is
    /// kept, since taking it out would change that view's hierarchy behind its
    /// owner's back. Offscreen has no UIApplication to broadcast warnings:
    /// call this method to send one.
    open func didReceiveMemoryWarning() { unloadViewIfOffscreen() }

    // MARK: Containment (see UIViewController+Containment.swift)

    open var children: [UIViewController] { childStorage }
    open var parent: UIViewController? { parentStorage }

    /// Adds a child controller; calls `willMove(toParent:)` first. The
    /// container adds the child's view and then calls `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) { addChildController(childController) }

    /// Removes this controller from its parent; calls `didMove(toParent: nil)`.
    open func removeFromParent() { removeFromParentController() }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (see UIViewController+Presentation.swift)

    /// How this controller is shown when presented; `.automatic` (UIKit's
    /// default) is a page sheet on a phone.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Kept: nothing animates headless.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a sheet refuses interactive dismissal (no one swipes headless).
    open var isModalInPresentation = false
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Kept; presentations are made from the root-most controller.
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    /// Asked for a `.custom` presentation's controller.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Shows `viewControllerToPresent` as its `modalPresentationStyle` says:
    /// full screen, over full screen, or as a sheet (see UIViewController+Presentation.swift).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller (or its nearest ancestor) presented, or,
    /// if it presented nothing, this controller itself. With nothing to
    /// dismiss, `completion` runs at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissController(animated: flag, completion: completion)
    }

    // MARK: Segues and showing (see UIViewController+Segues.swift)

    /// Performs the segue `identifier` of this controller's storyboard scene
    /// (made, `prepare(for:sender:)`, performed). UIKit raises an exception for
    /// an identifier the scene does not have; Offscreen stops with its message.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performSegueFromScene(withIdentifier: identifier, sender: sender)
    }

    /// Whether a segue a control triggers should be performed; asked before
    /// a triggered segue that has an identifier (not by `performSegue`).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called with each segue before it is performed; does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Shows `vc` as the context asks: the closest navigation controller
    /// pushes it, a split view controller shows it in a column; otherwise
    /// it is presented.
    open func show(_ vc: UIViewController, sender: Any?) { showInContext(vc, sender: sender) }

    /// Shows `vc` as a split view controller's secondary column; otherwise
    /// it is presented.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { showDetailInContext(vc, sender: sender) }

    /// Whether this controller takes an unwind segue's `action` from
    /// `fromViewController`. UIKit answers whether it responds to the action;
    /// Offscreen, whether its class registered an action of that name
    /// (`UINib.register(_:_:)`, or the OffscreenCompatibility plugin).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && NibClassRegistry.shared.connections(for: self).actions[action.name] != nil
    }

    // MARK: Responder chain

    /// A root view's controller passes events to the view's superview, or, for
    /// a window's root controller or a presented one, to the window.
    open override var next: UIResponder? {
        viewStorage?.superview ?? parentStorage ?? presentingStorage
    }

    /// Identifies the controller for state restoration (kept, not used here).
    open var restorationIdentifier: String?

    /// The edges on which the view reaches under translucent bars
    /// (UIKit's default: all of them).
    /// See UIViewController+ExtendedLayout.swift.
    open var edgesForExtendedLayout: UIRectEdge {
        get { extendedLayout.edges }
        set {
            extendedLayout.edges = newValue
            parentStorage?.viewStorage?.setNeedsLayout()
        }
    }

    /// Whether the view also reaches under opaque bars (UIKit's default, false).
    open var extendedLayoutIncludesOpaqueBars: Bool {
        get { extendedLayout.includesOpaqueBars }
        set {
            extendedLayout.includesOpaqueBars = newValue
            parentStorage?.viewStorage?.setNeedsLayout()
        }
    }

    /// The size the controller would like for its content, for containers that ask.
    open var preferredContentSize: CGSize = .zero

    // MARK: Title and navigation

    /// Also the navigation item's and the tab bar item's title, as on iOS.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    /// What a tab bar shows for this controller; made at first use with the
    /// controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            (parentStorage as? UITabBarController)?.refreshItems()
        }
    }

    /// What a navigation bar shows for this controller; made at first use
    /// with the controller's title.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The items a navigation controller's toolbar shows while this
    /// controller is on top (see `UINavigationController.isToolbarHidden`).
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(of: self, animated: false) }
    }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// Whether a tab bar controller hides its tab bar while this controller
    /// is pushed on the navigation stack of its selected tab (UIKit's
    /// default, false): the tab bar stays hidden until the controller is
    /// popped, and the views on top fill the screen down to its bottom.
    /// See UIViewController+ExtendedLayout.swift.
    open var hidesBottomBarWhenPushed: Bool {
        get { extendedLayoutStorage?.hidesBottomBarWhenPushed ?? false }
        set { extendedLayout.hidesBottomBarWhenPushed = newValue }
    }

    // MARK: Size and trait transitions (UIContentContainer)

    /// Called before the view's container changes size (on iOS: a rotation,
    /// a window resized). UIKit's implementation, which an override calls
    /// through `super`, passes the call to each child. Offscreen's screen
    /// neither rotates nor resizes a window by itself: UIKit never calls it
    /// here (see UIViewControllerTransitionCoordinator.swift).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Called before the trait collection changes (a size class, on
    /// rotation); UIKit's implementation passes the call to each child.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    // MARK: Status bar and orientations (headless: no status bar is drawn,
    // the screen does not rotate; the answers are kept for code that reads them)

    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// All but upside-down on a phone, all on a pad, as UIKit's default.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
}

/// Implemented by the layout-file decoder's coder: applies a controller's
/// properties from the file (title, ...) and, for a nib, decodes its view,
/// inside `UIViewController.init?(coder:)`.
@preconcurrency @MainActor
package protocol UIViewControllerCoderProperties: AnyObject {
    func applyProperties(to controller: UIViewController)
}
