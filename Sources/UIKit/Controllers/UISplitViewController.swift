/// Columns side by side in a regular-width environment, collapsed into one
/// navigation stack in a compact one (a phone), as iOS does.
///
/// Both styles are read: the classic one (`init(nibName:bundle:)`,
/// `viewControllers` = [primary, secondary]) and the column styles
/// (`init(style:)`, `setViewController(_:for:)`), whose column controllers
/// are each wrapped in a navigation controller, as iOS wraps them.
///
/// Expanded (regular width): the primary column (and the supplementary one
/// with `.tripleColumn`) on the leading side, `preferredPrimaryColumnWidth`
/// wide (320 pt by default, at most 40% of the width), a hairline, then the
/// secondary column filling the rest — iOS's `.oneBesideSecondary`
/// (`.twoBesideSecondary`) display mode; `preferredDisplayMode =
/// .secondaryOnly` hides the other columns. Collapsed (compact width): one
/// navigation controller shows the compact column's controller when there
/// is one, else the primary's controllers with the supplementary's and the
/// secondary's pushed on top (iOS's default top column for collapsing is
/// the secondary), unless the delegate says otherwise
/// (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`;
/// classic style: `splitViewController(_:collapseSecondary:onto:)`
/// returning true keeps the secondary out of the stack). The arrangement
/// follows the horizontal size class at each layout. `preferredSplitBehavior`
/// and `preferredDisplayMode` choose tiling (the default, in every
/// regular-width orientation), overlaying (`.oneOverSecondary`: the
/// secondary fills the width, the other columns on top) or displacing
/// (`.twoDisplaceSecondary`: the secondary keeps the full width and is pushed
/// partly off screen). Nothing animates.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6
    }

    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    private let styleStorage: Style
    /// What was set for each column (classic: primary and secondary).
    private var columns: [Column: UIViewController] = [:]
    /// Column style: the navigation controller wrapping each column's controller.
    private var wrappers: [Column: UINavigationController] = [:]
    /// The stack shown while collapsed.
    private var collapsedNavigation: UINavigationController?
    /// Controllers moved out of a column's navigation controller into the collapsed stack, to put back.
    private var borrowed: [(from: UINavigationController, controllers: [UIViewController])] = []
    private var arrangedCollapsed: Bool?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        styleStorage = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public init(style: Style) {
        styleStorage = style
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        styleStorage = Style(rawValue: coder.decodeInteger(forKey: "UISplitViewController.style")) ?? .unspecified
        super.init(coder: coder)
        if coder.containsValue(forKey: "UISplitViewController.preferredDisplayMode"),
           let mode = DisplayMode(rawValue: coder.decodeInteger(forKey: "UISplitViewController.preferredDisplayMode")) {
            preferredDisplayMode = mode
        }
        if coder.containsValue(forKey: "UISplitViewController.preferredSplitBehavior"),
           let behavior = SplitBehavior(rawValue: coder.decodeInteger(forKey: "UISplitViewController.preferredSplitBehavior")) {
            preferredSplitBehavior = behavior
        }
        // A storyboard's compactViewController relationship: made while the split view controller is decoded.
        if let coder = coder as? LayoutFileCoder, let id = coder.decodeObject(forKey: "UISplitViewController.compactViewController") as? String,
           let source = coder.object.properties["UISplitViewController.compactViewController"],
           let compact = coder.instantiation?.makeRelatedController(id, source: source) {
            setViewController(compact, for: .compact)
        }
    }

    /// Asked how to collapse (see UISplitViewControllerDelegate).
    open weak var delegate: (any UISplitViewControllerDelegate)? {
        didSet { arrangedCollapsed = nil; viewIfLoaded?.setNeedsLayout() }
    }

    /// How the columns share the width: `.automatic` tiles them here.
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The behaviour used: the preferred one, `.tile` for `.automatic`.
    open var splitBehavior: SplitBehavior {
        preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }

    open var style: Style { styleStorage }

    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The mode shown: `.secondaryOnly` when collapsed; else the preferred
    /// one (a two-column mode is its one-column form without a supplementary
    /// column), or for `.automatic` what the split behaviour gives (tile:
    /// beside, overlay: over, displace: `.twoDisplaceSecondary` with three
    /// columns, beside with two).
    open var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        let triple = styleStorage == .tripleColumn
        switch preferredDisplayMode {
        case .automatic:
            switch splitBehavior {
            case .overlay: return triple ? .twoOverSecondary : .oneOverSecondary
            case .displace: return triple ? .twoDisplaceSecondary : .oneBesideSecondary
            default: return triple ? .twoBesideSecondary : .oneBesideSecondary
            }
        case .twoBesideSecondary, .twoDisplaceSecondary: return triple ? preferredDisplayMode : .oneBesideSecondary
        case .twoOverSecondary: return triple ? .twoOverSecondary : .oneOverSecondary
        default: return preferredDisplayMode
        }
    }

    /// The primary column's width when shown; 0 for UIKit's automatic width (320 pt here).
    open var preferredPrimaryColumnWidth: CGFloat = 0 {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var primaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        let preferred = preferredPrimaryColumnWidth > 0 ? preferredPrimaryColumnWidth : 320
        return min(preferred, (width * 0.4).rounded())
    }

    /// Whether one column is shown (a compact-width environment).
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// Classic style: [primary, secondary]; column style: the columns' navigation controllers.
    open var viewControllers: [UIViewController] {
        get {
            let order: [Column] = styleStorage == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return order.compactMap { column in styleStorage == .unspecified ? columns[column] : wrappers[column] }
        }
        set {
            guard styleStorage == .unspecified else {
                print("Warning: setting viewControllers on a UISplitViewController of style \(styleStorage) is not supported; use setViewController(_:for:)")
                return
            }
            replaceColumns([.primary: newValue.first, .secondary: newValue.count > 1 ? newValue[1] : nil])
        }
    }

    /// The controller set for `column` (column styles), not its navigation controller.
    open func viewController(for column: Column) -> UIViewController? {
        columns[column]
    }

    open func setViewController(_ vc: UIViewController?, for column: Column) {
        var next = columns
        next[column] = vc
        replaceColumns(next)
    }

    /// A layout file's `viewControllers`: [primary, secondary], or with
    /// `.tripleColumn` [primary, supplementary, secondary].
    package func setColumnsFromFile(_ controllers: [UIViewController]) {
        if styleStorage == .unspecified {
            viewControllers = controllers
        } else {
            let order: [Column] = controllers.count == 3 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            replaceColumns(Dictionary(uniqueKeysWithValues: zip(order, controllers.map { Optional($0) })))
        }
    }

    /// Shows `vc` in the secondary column; collapsed, pushes it on the stack.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if isViewLoaded, isCollapsed, let navigation = collapsedNavigation {
            navigation.pushViewController(vc, animated: true)
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    open func show(_ column: Column) {
        if column != .secondary, preferredDisplayMode == .secondaryOnly { preferredDisplayMode = .automatic }
    }

    open func hide(_ column: Column) {
        if column != .secondary { preferredDisplayMode = .secondaryOnly }
    }

    open override func loadView() {
        let container = SplitContainerView(frame: UIScreen.main.bounds)
        container.splitViewController = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = container
        arrange()
    }

    package override func childrenReceivingAppearance() -> [UIViewController] {
        childStorage.filter { $0.viewStorage?.superview != nil && $0.viewStorage?.superview === viewStorage }
    }

    // MARK: Arrangement

    private func replaceColumns(_ next: [Column: UIViewController?]) {
        tearDown()
        columns = [:]
        for (column, vc) in next { if let vc { columns[column] = vc } }
        wrappers = [:]
        if styleStorage != .unspecified {
            for (column, vc) in columns {
                wrappers[column] = vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
            }
        }
        arrangedCollapsed = nil
        if isViewLoaded { arrange() }
    }

    /// The controller shown for `column`: its wrapper (column style) or itself.
    private func shown(_ column: Column) -> UIViewController? {
        styleStorage == .unspecified ? columns[column] : wrappers[column]
    }

    /// Undoes the current arrangement: children leave, borrowed controllers go home.
    private func tearDown() {
        for child in childStorage {
            child.willMove(toParent: nil)
            child.viewStorage?.removeFromSuperview()
            child.removeFromParent()
        }
        if let collapsed = collapsedNavigation {
            collapsed.setViewControllers([], animated: false)
            collapsedNavigation = nil
        }
        for (navigation, controllers) in borrowed { navigation.setViewControllers(controllers, animated: false) }
        borrowed = []
    }

    /// Builds the children and views for the current size class.
    package func arrange() {
        guard let container = viewStorage else { return }
        let collapsed = isCollapsed
        tearDown()
        arrangedCollapsed = collapsed
        if collapsed {
            var stack: [UIViewController] = []
            for column in collapsedColumns() {
                guard let vc = shown(column) else { continue }
                if let navigation = vc as? UINavigationController {
                    let moved = navigation.viewControllers
                    borrowed.append((navigation, moved))
                    navigation.setViewControllers([], animated: false)
                    stack += moved
                } else {
                    stack.append(vc)
                }
            }
            let navigation = UINavigationController()
            navigation.setViewControllers(stack, animated: false)
            collapsedNavigation = navigation
            addChild(navigation)
            navigation.view.frame = container.bounds
            navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(navigation.view)
            navigation.didMove(toParent: self)
        } else {
            for column in [Column.primary, .supplementary, .secondary] {
                guard let vc = shown(column) else { continue }
                addChild(vc)
                container.addSubview(vc.view)
                vc.didMove(toParent: self)
            }
        }
        layoutContainer(container)
    }

    /// The columns whose controllers make the collapsed stack, bottom up:
    /// the compact column when there is one; else, classic style, the
    /// primary and (unless the delegate keeps it out) the secondary; column
    /// styles, the columns up to the delegate's top column.
    private func collapsedColumns() -> [Column] {
        if shown(.compact) != nil { return [.compact] }
        let all: [Column] = [.primary, .supplementary, .secondary]
        if styleStorage == .unspecified {
            if let delegate, let primary = columns[.primary], let secondary = columns[.secondary],
               delegate.splitViewController(self, collapseSecondary: secondary, onto: primary) {
                return [.primary]
            }
            return all
        }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        guard top != .compact, let index = all.firstIndex(of: top) else { return all }
        return Array(all[...index])
    }

    package func layoutContainer(_ container: UIView) {
        if arrangedCollapsed != isCollapsed {
            arrange()
            return
        }
        let bounds = container.bounds
        if isCollapsed {
            collapsedNavigation?.viewStorage?.frame = bounds
            return
        }
        let mode = displayMode
        // The leading columns shown: none, the one beside the secondary (the
        // supplementary with three columns), or both.
        let leading: [Column]
        switch mode {
        case .secondaryOnly: leading = []
        case .oneBesideSecondary, .oneOverSecondary: leading = styleStorage == .tripleColumn ? [.supplementary] : [.primary]
        default: leading = [.primary, .supplementary]
        }
        let overlays = mode == .oneOverSecondary || mode == .twoOverSecondary
        let displaces = mode == .twoDisplaceSecondary
        let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = bounds.minX
        var separators: [CGFloat] = []
        for column in [Column.primary, .supplementary] {
            guard let view = shown(column)?.viewStorage else { continue }
            view.isHidden = !leading.contains(column)
            if view.isHidden { continue }
            let width = primaryColumnWidth
            view.frame = CGRect(x: rightToLeft ? bounds.maxX - (x - bounds.minX) - width : x, y: bounds.minY, width: width, height: bounds.height)
            if overlays { container.bringSubviewToFront(view) }
            x += width
            if !overlays { separators.append(x) }
        }
        if let view = shown(.secondary)?.viewStorage {
            let hairline = 1 / max(container.contentScaleFactor, 1)
            // Overlaid: the full width under the columns; displaced: the full
            // width, pushed past them (partly off screen); tiled: what is left.
            let start = overlays ? bounds.minX : separators.isEmpty ? x : x + hairline
            let width = overlays || displaces ? bounds.width : max(0, bounds.maxX - start)
            let minX = rightToLeft ? bounds.maxX - (start - bounds.minX) - width : start
            view.frame = CGRect(x: minX, y: bounds.minY, width: width, height: bounds.height)
        }
        (container as? SplitContainerView)?.separators = separators.map { rightToLeft ? bounds.maxX - ($0 - bounds.minX) : $0 }
    }
}

/// The split view controller's view: it lays out the columns and draws the
/// hairlines between them (iOS's separator colour).
@preconcurrency @MainActor
package final class SplitContainerView: UIView {
    package weak var splitViewController: UISplitViewController?
    package var separators: [CGFloat] = [] {
        didSet { if separators != oldValue { setNeedsDisplay() } }
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        splitViewController?.layoutContainer(self)
    }

    package override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }

    package override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(UIColor.separator.cgColor)
        let hairline = 1 / max(contentScaleFactor, 1)
        for x in separators { ctx.fill(CGRect(x: x, y: bounds.minY, width: hairline, height: bounds.height)) }
    }
}
