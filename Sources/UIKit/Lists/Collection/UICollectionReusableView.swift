import Foundation

/// A view a collection view shows for a cell, supplementary or decoration
/// element, kept in a reuse queue by its reuse identifier when it scrolls
/// out of sight and handed out again by the dequeue methods (after
/// `prepareForReuse()`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    package var storedReuseIdentifier: String?
    /// The fitting priorities the collection view asks `preferredLayoutAttributesFitting(_:)` to size with:
    /// required in an axis the layout fixes, fitting-size level in an axis it estimates.
    package var selfSizingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.fittingSizeLevel, .fittingSizeLevel)
    /// The attributes last applied.
    package var appliedAttributes: UICollectionViewLayoutAttributes?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `init(frame: .zero)`. Required so that a collection view can make
    /// instances of registered classes (UIKit calls `init(frame:)` through
    /// the Objective-C runtime); subclasses that override `init(frame:)` and
    /// `init?(coder:)` inherit it.
    public required convenience init() { self.init(frame: .zero) }

    /// The identifier the view was registered and dequeued with.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Called before a dequeue hands the view out again; reset what your configuration sets.
    open func prepareForReuse() {}

    /// The attributes with the size the view's constraints want, the layout's
    /// size kept in any axis the layout fixes.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let result = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        result.size = sizeFitting(layoutAttributes.size)
        return result
    }

    /// How the default `preferredLayoutAttributesFitting(_:)` measures: the view's own constraints.
    package func sizeFitting(_ target: CGSize) -> CGSize {
        let p = selfSizingPriorities
        var size = systemLayoutSizeFitting(target, withHorizontalFittingPriority: p.horizontal, verticalFittingPriority: p.vertical)
        if p.horizontal == .required { size.width = target.width }
        if p.vertical == .required { size.height = target.height }
        return size
    }

    /// Receives the layout's attributes for this view (after its frame is set); override to read custom attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
