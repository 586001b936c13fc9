import Foundation

/// A view controller whose view is a collection view, with itself as the
/// collection view's data source and delegate. Override the data source and
/// delegate methods you need (they are declared here, so `override func`
/// compiles as it does against UIKit).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var initialLayout: UICollectionViewLayout

    /// Deselects the selected items each time the view is about to appear.
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = false

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The controller's view, as a collection view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (the one given at initialisation until the view is loaded).
    open var collectionViewLayout: UICollectionViewLayout {
        isViewLoaded ? (collectionView?.collectionViewLayout ?? initialLayout) : initialLayout
    }

    open override func loadView() {
        // A nib's or storyboard scene's collection view (with its prototype cells).
        if nibName != nil || sceneView != nil {
            super.loadView()
            if let cv = view as? UICollectionView {
                if cv.dataSource == nil { cv.dataSource = self }
                if cv.delegate == nil { cv.delegate = self }
                withoutSectionViewsItCannotSupply(cv)
            }
            return
        }
        let cv = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        cv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cv.dataSource = self
        cv.delegate = self
        view = cv
    }

    /// UIKit's own class supplies no section header or footer views (on iOS
    /// the collection view raises when its layout asks for one): a scene made
    /// as a plain UICollectionViewController (its class is not registered, as
    /// under `render`) is drawn without them, with a warning, not stopped.
    private func withoutSectionViewsItCannotSupply(_ cv: UICollectionView) {
        guard type(of: self) == UICollectionViewController.self, cv.dataSource === self,
              let flow = cv.collectionViewLayout as? UICollectionViewFlowLayout,
              flow.headerReferenceSize != .zero || flow.footerReferenceSize != .zero else { return }
        NibWarnings.report(NibWarning(file: nibName ?? "storyboard scene", line: 0, column: 0,
                                      message: "a plain UICollectionViewController supplies no section header or footer views (its subclass overrides collectionView(_:viewForSupplementaryElementOfKind:at:)); drawn without them"))
        flow.headerReferenceSize = .zero
        flow.footerReferenceSize = .zero
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let cv = collectionView {
            for indexPath in cv.indexPathsForSelectedItems ?? [] { cv.deselectItem(at: indexPath, animated: animated) }
        }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A subclass that has items overrides this (UIKit requires it too).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:)")
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("\(type(of: self)): the layout asked for a supplementary view of kind \(kind), "
                            + "but collectionView(_:viewForSupplementaryElementOfKind:at:) is not overridden")
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
