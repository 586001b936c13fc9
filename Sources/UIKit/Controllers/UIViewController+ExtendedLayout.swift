import Foundation

/// The edges of a rectangle, as UIKit names them (`edgesForExtendedLayout`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension UIRectEdge {
    /// No edge.
    public static var none: UIRectEdge { [] }
}

// How a container's bars and its child's view share the screen, as UIKit
// lays them out: a translucent navigation bar (or tab bar) lies over the
// child's view, which reaches under it on the edges it extends
// (`edgesForExtendedLayout`, every edge by default), its safe area stopping
// at the bar; an opaque bar keeps the view beside it unless
// `extendedLayoutIncludesOpaqueBars`.
extension UIViewController {
    /// Names the scroll view whose position decides the bars' scroll-edge
    /// look and the large title's collapse, for `edge` (top: the
    /// navigation bar; bottom: the tab bar), as iOS 15's does.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { extendedLayout.topScrollView = scrollView.map { WeakScrollView(view: $0) } }
        if edge.contains(.bottom) { extendedLayout.bottomScrollView = scrollView.map { WeakScrollView(view: $0) } }
        parentStorage?.viewStorage?.setNeedsLayout()
    }

    /// The scroll view bars follow for `edge`: the one set with
    /// `setContentScrollView(_:for:)`, else the view itself when it is a
    /// scroll view, else the first of its subviews that is one (UIKit
    /// looks there too).
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if edge.contains(.top), let set = extendedLayout.topScrollView { return set.view }
        if edge.contains(.bottom), let set = extendedLayout.bottomScrollView { return set.view }
        guard let view = viewStorage else { return nil }
        if let scroll = view as? UIScrollView { return scroll }
        return view.subviews.first { $0 is UIScrollView } as? UIScrollView
    }

    /// Whether the view reaches under a bar on `edge` that is `translucent`.
    package func extendsLayout(under edge: UIRectEdge, translucent: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (translucent || extendedLayoutIncludesOpaqueBars)
    }

    /// The innermost content controller on screen for bars: a navigation
    /// controller's top one, a tab bar controller's selected one (so a tab bar
    /// follows the scroll view of the controller on top of a navigation stack).
    package var barContentController: UIViewController {
        if let navigation = self as? UINavigationController, let top = navigation.topViewController {
            return top.barContentController
        }
        if let tabs = self as? UITabBarController, let selected = tabs.selectedViewController {
            return selected.barContentController
        }
        return self
    }
}

/// A controller's extended-layout settings, kept apart from its stored properties.
@MainActor
package final class ExtendedLayoutSettings {
    var edges: UIRectEdge = .all
    var includesOpaqueBars = false
    var hidesBottomBarWhenPushed = false
    var topScrollView: WeakScrollView?
    var bottomScrollView: WeakScrollView?
}

package struct WeakScrollView {
    weak var view: UIScrollView?
}

extension UIScrollView {
    /// After a scroll or a layout: the navigation and tab bar controllers
    /// around this scroll view check whether their bars are at the scroll
    /// edge (and how far a large title is collapsed).
    package func notifyContainerBars() {
        guard window != nil else { return }
        var current = superview
        while let view = current {
            if let container = view as? NavigationContainerView {
                container.navigationController?.contentDidScroll(self)
            } else if let container = view as? TabBarContainerView {
                container.tabBarController?.contentDidScroll(self)
            }
            current = view.superview
        }
    }
}
