import Foundation

/// Decides where a collection view's cells, supplementary views and
/// decoration views go. The collection view calls `prepare()` after each
/// invalidation, reads `collectionViewContentSize`, then asks
/// `layoutAttributesForElements(in:)` for its visible rectangle and shows
/// only those elements.
///
/// Self-sizing goes through UIKit's protocol: each shown cell's
/// `preferredLayoutAttributesFitting(_:)` is offered to
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`,
/// and a yes invalidates the layout with
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
/// and lays out again, until the sizes settle.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    package weak var owningCollectionView: UICollectionView?
    /// False after an invalidation until `prepare()` has run.
    package var isPrepared = false
    package var decorationClasses: [String: AnyClass] = [:]
    package var decorationNibs: [String: UINib] = [:]

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The collection view this layout lays out (set when it is given to one).
    open var collectionView: UICollectionView? { owningCollectionView }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Invalidation

    open func invalidateLayout() {
        let contextClass = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        invalidateLayout(with: contextClass.init())
    }

    /// Marks the layout to be prepared again at the collection view's next layout pass.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        isPrepared = false
        owningCollectionView?.layoutDidInvalidate(context)
    }

    // MARK: Providing layout

    /// Compute what the other methods will answer; called after every invalidation.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a scroll or a resize) needs a new layout; no by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeContext()
        context.isBoundsChange = true
        return context
    }

    /// Whether a cell's preferred attributes (from self-sizing) need a new layout; no by default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// How the collection view measures an element for this layout: the
    /// fitting priorities per axis (required where the layout fixes the size),
    /// or nil when the element is not offered for self-sizing. Custom layouts
    /// get their attributes back unchanged (both required).
    package func selfSizingPriorities(for attributes: UICollectionViewLayoutAttributes) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        (.required, .required)
    }

    /// Where scrolling should stop when it would stop at `proposedContentOffset`; unchanged by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Whether the layout is mirrored in right-to-left; UIKit's default is no for custom layouts.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Decoration views

    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
        decorationNibs[elementKind] = nil
    }

    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationNibs[elementKind] = nib
        decorationClasses[elementKind] = nil
    }

    private func makeContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return contextClass.init()
    }
}

/// What an invalidation covers. Offscreen's layouts always prepare
/// everything again; the context is passed to `invalidateLayout(with:)` so
/// custom layouts can read it.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    package var everything = false
    package var dataSourceCounts = false
    package var isBoundsChange = false

    public required override init() { super.init() }

    /// True when the data was reloaded (`reloadData()` or a new layout).
    open var invalidateEverything: Bool { everything }
    /// True when the numbers of sections or items changed.
    open var invalidateDataSourceCounts: Bool { dataSourceCounts || everything }
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths![elementKind, default: []] += indexPaths
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths![elementKind, default: []] += indexPaths
    }
}
