import Foundation

/// One dimension of a compositional layout element: absolute points, a
/// fraction of the container's width or height, or an estimate that the
/// element's view refines by self-sizing.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject, NSCopying {
    package enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    package let kind: Kind
    public let dimension: CGFloat

    package init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension) }
    /// An estimate whose measured value is the largest among the group's items.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    open var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The points this dimension gives in a container of `size`.
    package func resolve(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        }
    }
}

/// A width and a height.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject, NSCopying {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Space between items of a group: fixed, or at least an amount with the leftover shared out.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject, NSCopying {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    open var isFixedSpacing: Bool { !isFlexibleSpacing }

    package init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Space added around an item inside its group, on any of its edges.
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Where a boundary supplementary item sits on its section or layout.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// What content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// How a section scrolls across the layout's scrolling axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
