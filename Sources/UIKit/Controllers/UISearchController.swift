import Foundation

/// Tells an object that the search controller's search bar changed (UIKit's
/// `UISearchResultsUpdating`).
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search becomes active, when it ends, and (on iOS)
    /// as the user types; Offscreen has no typing, so the first two.
    func updateSearchResults(for searchController: UISearchController)
}

/// Hears about the search controller's presentation and dismissal. Every
/// method is optional: the defaults do nothing, as UIKit's optional methods
/// do when not implemented.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar and what searching shows, as UIKit's search controller
/// manages them in a navigation bar (`UINavigationItem.searchController`).
///
/// At rest, the navigation bar shows `searchBar` in a 52-point row below
/// its title (see `UINavigationBar`). `isActive = true` is the search in
/// progress, drawn as iOS 17 draws it on a phone: the navigation bar's
/// title row and large title go away (`hidesNavigationBarDuringPresentation`,
/// default true), leaving the search row below the status bar; the search
/// bar shows Cancel (`automaticallyShowsCancelButton`, default true); and
/// this controller's view covers the content below the bar with the
/// results controller's view (`searchResultsController`, shown when
/// `showsSearchResultsController` is set, or, while
/// `automaticallyShowsSearchResultsController`, once the search text is not
/// empty) or else, with `obscuresBackgroundDuringPresentation` (default
/// true), a dimming view. A tap on Cancel ends the search and clears the text.
///
/// The delegate hears `willPresentSearchController` /
/// `didPresentSearchController` when the search starts, the dismissal ones
/// when it ends, and the results updater `updateSearchResults(for:)` after
/// each (iOS also calls it as the user types; there is no typing here).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    private let defaultSearchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.rowHeight))
    private let resultsStorage: UIViewController?

    /// The search bar the navigation bar shows (read-only; a subclass may
    /// return its own, as on iOS).
    open var searchBar: UISearchBar { defaultSearchBar }

    /// The controller showing results over the content while the search is
    /// active; nil shows them in the searched controller itself.
    open var searchResultsController: UIViewController? { resultsStorage }

    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the content is covered by a dimming view while the search is
    /// active and the results controller does not show (UIKit's default, true).
    open var obscuresBackgroundDuringPresentation = true {
        didSet { searchStateDidChange() }
    }

    /// The iOS 8 name of `obscuresBackgroundDuringPresentation`.
    @available(iOS, deprecated: 12.0, message: "Use obscuresBackgroundDuringPresentation instead")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the navigation bar's title row and large title go away while
    /// the search is active (UIKit's default, true).
    open var hidesNavigationBarDuringPresentation = true {
        didSet { searchStateDidChange() }
    }

    /// Whether the controller shows the search bar's Cancel button while
    /// the search is active (default true); setting the bar's
    /// `showsCancelButton` turns it off, as in UIKit.
    open var automaticallyShowsCancelButton = true {
        didSet { searchStateDidChange() }
    }

    /// Whether the controller shows the results controller once the search
    /// text is not empty (default true); setting
    /// `showsSearchResultsController` turns it off, as in UIKit.
    open var automaticallyShowsSearchResultsController = true {
        didSet { searchStateDidChange() }
    }

    private var showsResultsStorage = false
    /// Whether the results controller is shown while the search is active.
    /// Setting it turns `automaticallyShowsSearchResultsController` off.
    open var showsSearchResultsController: Bool {
        get { automaticallyShowsSearchResultsController ? isActive && !(searchBar.text ?? "").isEmpty : showsResultsStorage }
        set {
            automaticallyShowsSearchResultsController = false
            showsResultsStorage = newValue
            searchStateDidChange()
        }
    }

    private var activeStorage = false
    /// Whether the search is in progress. Setting it tells the delegate
    /// (will/did present or dismiss) and the results updater, as UIKit does.
    open var isActive: Bool {
        get { activeStorage }
        set {
            guard newValue != activeStorage else { return }
            if newValue {
                delegate?.willPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
            }
            activeStorage = newValue
            if automaticallyShowsCancelButton { searchBar.setCancelButtonShownBySearchController(newValue) }
            searchStateDidChange()
            if newValue {
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.didDismissSearchController(self)
            }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    /// Where the navigation bar shows the search bar (iOS 16): the item's
    /// resolved placement, `.stacked` when no item holds this controller.
    open var searchBarPlacement: UINavigationItem.SearchBarPlacement {
        owningNavigationItem?.searchBarPlacement ?? .stacked
    }

    /// The navigation item whose `searchController` this is.
    package weak var owningNavigationItem: UINavigationItem?

    /// Covers the content while the search is active and no results show.
    private let dimmingView = UIView(frame: .zero)

    public init(searchResultsController: UIViewController?) {
        resultsStorage = searchResultsController
        super.init(nibName: nil, bundle: nil)
        commonSearchControllerInit()
    }

    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        resultsStorage = nil
        super.init(coder: coder)
        commonSearchControllerInit()
    }

    private func commonSearchControllerInit() {
        defaultSearchBar.owningSearchController = self
        // UIKit's search controller bar shows a localized "Search" while its
        // `placeholder` is nil (and still reads back nil).
        defaultSearchBar.searchTextField.systemPlaceholder = "Search"
        if let results = resultsStorage {
            addChild(results)
            results.didMove(toParent: self)
        }
    }

    /// The view covering the content: clear, holding the dimming view and
    /// the results controller's view.
    open override func loadView() {
        let container = SearchPresentationView(frame: UIScreen.main.bounds)
        container.searchController = self
        container.backgroundColor = .clear
        // Offscreen's dimming: black at 20%, as its alerts dim.
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        container.addSubview(dimmingView)
        view = container
    }

    /// The text changed or the state did: the bar and the covering views follow.
    package func searchStateDidChange() {
        owningNavigationItem?.itemDidChange()
        viewIfLoaded?.setNeedsLayout()
    }

    /// A tap on the search bar's Cancel: the search ends and its text is
    /// cleared, as UIKit's does.
    package func searchBarCancelTapped() {
        guard isActive else { return }
        searchBar.text = ""
        isActive = false
    }

    /// Lays out the covering views: the results controller's view fills
    /// the whole view (its safe area starts below the bar), the dimming
    /// view covers what is below `contentTop`.
    package func layoutPresentation(in view: UIView, contentTop: CGFloat) {
        let showsResults = isActive && showsSearchResultsController && searchResultsController != nil
        dimmingView.isHidden = !(isActive && !showsResults && obscuresBackgroundDuringPresentation)
        dimmingView.frame = CGRect(x: 0, y: contentTop, width: view.bounds.width, height: max(0, view.bounds.height - contentTop))
        guard let results = searchResultsController else { return }
        if showsResults {
            results.loadViewIfNeeded()
            guard let resultsView = results.viewStorage else { return }
            if resultsView.superview !== view { view.addSubview(resultsView) }
            resultsView.frame = view.bounds
            resultsView.containerSafeAreaInsets = UIEdgeInsets(top: contentTop, left: 0, bottom: 0, right: 0)
        } else if let resultsView = results.viewStorage, resultsView.superview === view {
            resultsView.removeFromSuperview()
        }
    }

    /// Whether the covering view shows anything (the search is active and
    /// either the results or the dimming view show).
    package var coversContent: Bool {
        isActive && ((showsSearchResultsController && searchResultsController != nil) || obscuresBackgroundDuringPresentation)
    }
}

/// The search controller's view while the search is active: it sits over
/// the searched controller's view, under the navigation bar.
@preconcurrency @MainActor
package final class SearchPresentationView: UIView {
    package weak var searchController: UISearchController?
    /// The navigation bar's bottom, in this view (set by the navigation controller).
    package var contentTop: CGFloat = 0 {
        didSet { if contentTop != oldValue { setNeedsLayout() } }
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        searchController?.layoutPresentation(in: self, contentTop: contentTop)
    }
}
