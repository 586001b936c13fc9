import Foundation

/// The smallest element of a compositional layout: one cell, sized
/// relative to its group, with content insets taken out of that size.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, NSCopying {
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary views attached to the item (badges); drawn at their anchors.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A frame a custom group's item provider gives for one item.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying {
    public let frame: CGRect
    public let zIndex: Int

    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// What a section provider and a custom group are told about where they lay out.
@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

@MainActor
package final class LayoutContainer: NSCollectionLayoutContainer {
    package let contentSize: CGSize
    package let contentInsets: NSDirectionalEdgeInsets
    package init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
    package var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    package var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

@MainActor
package final class LayoutEnvironment: NSCollectionLayoutEnvironment {
    package let container: NSCollectionLayoutContainer
    package let traitCollection: UITraitCollection
    package init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}

/// Items (or groups) laid out along a line, down a column, or where a
/// custom provider puts them. A horizontal or vertical group repeats its
/// subitems while they fit (or exactly `count` times).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    package enum Arrangement { case horizontal, vertical, custom((NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]) }
    package let arrangement: Arrangement
    public let subitems: [NSCollectionLayoutItem]
    package let repeatCount: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    package init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement, count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .horizontal, count: nil)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, count: count)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, count: count)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .vertical, count: nil)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, count: count)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, count: count)
    }
    public typealias NSCollectionLayoutGroupCustomItemProvider = (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
    public static func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider), count: nil)
    }
}

/// Where a supplementary item attaches to its item: edges and an offset.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, NSCopying {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    open var isFractionalOffset: Bool { !isAbsoluteOffset }

    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: true) }
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { self.init(edges: edges, offset: absoluteOffset, absolute: true) }
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { self.init(edges: edges, offset: fractionalOffset, absolute: false) }

    package init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The supplementary's frame for `size` anchored on `container`.
    package func frame(of size: CGSize, on container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2
        var y = container.midY - size.height / 2
        // An anchor on an edge centres the supplementary on that edge, as UIKit's badges sit.
        if edges.contains(.leading) { x = container.minX - size.width / 2 }
        if edges.contains(.trailing) { x = container.maxX - size.width / 2 }
        if edges.contains(.top) { y = container.minY - size.height / 2 }
        if edges.contains(.bottom) { y = container.maxY - size.height / 2 }
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
        let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

/// A supplementary view attached to an item (a badge) or, as a boundary
/// item, to a section or the whole layout.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    open var zIndex = 1

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header, footer or side item of a section (or of the whole layout).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Stays in view while its section is visible (a sticky header).
    open var pinToVisibleBounds = false
    /// Whether the section makes room for the item (true) or the item overlaps the content.
    open var extendsBoundary = true

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
        zIndex = 10
    }
}

/// A view behind a section (its background), from a class registered with the layout.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = -1

    package init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), supplementaryItems: [])
    }

    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem { NSCollectionLayoutDecorationItem(elementKind: elementKind) }
}

/// A section of a compositional layout: its group repeated until the
/// section's items are placed, with insets, spacing between groups,
/// boundary items (headers, footers) and decorations (backgrounds).
///
/// Orthogonally scrolling sections put their groups side by side across the
/// layout's scrolling axis; Offscreen shows them at their resting position
/// (scrolled to the start), clipped by the collection view.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, NSCopying {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether boundary items are inset with the content.
    open var supplementariesFollowContentInsets = true
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    package var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
