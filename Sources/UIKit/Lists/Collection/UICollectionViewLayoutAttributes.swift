import Foundation

/// Where a layout puts one element of a collection view (a cell, a
/// supplementary view or a decoration view): its frame, transform, alpha,
/// z-order and visibility. Subclasses that add properties override
/// `copy(with:)` (calling super, which makes an instance of the subclass)
/// and `isEqual(_:)`.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying, @unchecked Sendable {
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)

    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    public private(set) var representedElementKind: String?

    public required override init() { super.init() }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// `center` and `size` together; setting it keeps the transform.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return center == other.center && size == other.size && transform3D == other.transform3D && transform == other.transform
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory && representedElementKind == other.representedElementKind
    }

    open override var hash: Int { indexPath.hashValue ^ (representedElementKind?.hashValue ?? 0) }

    open override var description: String {
        let kind = representedElementKind.map { " kind: \($0);" } ?? ""
        return "<\(type(of: self)) index path: (\(indexPath.section)-\(indexPath.item));\(kind) frame = \(frame)>"
    }

    /// The key a collection view files the element's view under.
    package var elementKey: ElementKey { ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath) }
}

/// One element of a collection view: its category, its kind (for
/// supplementary and decoration views) and its index path.
package struct ElementKey: Hashable {
    package var category: UICollectionView.ElementCategory
    package var kind: String?
    package var indexPath: IndexPath
}

extension CGRect {
    /// True when the rectangles share some area: on Linux, Foundation's
    /// `intersects` also counts rectangles that only touch, which would show
    /// one more row than iOS does at each edge.
    package func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && maxX > other.minX && minY < other.maxY && maxY > other.minY
    }
}
