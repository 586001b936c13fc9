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
/// the secondary). The arrangement follows the horizontal size class at
/// each layout. Nothing animates; there is no delegate and no overlay
/// (`.oneOverSecondary`) mode: Offscreen lays the primary column beside the
/// secondary in every regular-width orientation.
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
    }

    open var style: Style { styleStorage }

    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The mode shown: `.secondaryOnly` when collapsed or preferred, else the
    /// columns beside the secondary.
    open var displayMode: DisplayMode {
        if isCollapsed || preferredDisplayMode == .secondaryOnly { return .secondaryOnly }
        return styleStorage == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
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
            let sources: [Column] = shown(.compact) != nil ? [.compact] : [.primary, .supplementary, .secondary]
            for column in sources {
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
        let hidesOthers = preferredDisplayMode == .secondaryOnly
        let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = bounds.minX
        var separators: [CGFloat] = []
        for column in [Column.primary, .supplementary] {
            guard let view = shown(column)?.viewStorage else { continue }
            view.isHidden = hidesOthers
            if hidesOthers { continue }
            let width = primaryColumnWidth
            view.frame = CGRect(x: rightToLeft ? bounds.maxX - (x - bounds.minX) - width : x, y: bounds.minY, width: width, height: bounds.height)
            x += width
            separators.append(x)
        }
        if let view = shown(.secondary)?.viewStorage {
            let hairline = 1 / max(container.contentScaleFactor, 1)
            let start = separators.isEmpty ? x : x + hairline
            let width = max(0, bounds.maxX - start)
            view.frame = CGRect(x: rightToLeft ? bounds.minX : start, y: bounds.minY, width: width, height: bounds.height)
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
