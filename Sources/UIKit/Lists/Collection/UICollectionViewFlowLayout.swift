import Foundation

/// Asks a flow layout's delegate (the collection view's delegate) for sizes
/// and spacing per item or section; each method is optional and falls back
/// on the layout's property.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// Lays items out in lines: rows filled left to right when scrolling
/// vertically (columns top to bottom when horizontally), with section
/// headers and footers.
///
/// Lines are placed as iOS places them: a line that is followed by another
/// spreads its leftover space evenly between its items (the first and last
/// touch the section insets); a line holding a single item centres it; the
/// last line of a section keeps the minimum spacing from the leading edge.
/// Items in a line are centred across it.
///
/// With `estimatedItemSize` set, shown cells are measured by Auto Layout
/// (`preferredLayoutAttributesFitting(_:)`) and the layout is redone with
/// their sizes; items never shown keep the estimate.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// Set as `estimatedItemSize` to have cells size themselves (with a 50 x 50 estimate).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [UICollectionViewLayoutAttributes?] = []
    private var footers: [UICollectionViewLayoutAttributes?] = []
    private var sectionSpans: [(start: CGFloat, end: CGFloat)] = []
    private var contentSize: CGSize = .zero
    /// Sizes measured from cells (self-sizing), by index path; kept across invalidations until the data reloads.
    private var measuredSizes: [IndexPath: CGSize] = [:]

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { measuredSizes.removeAll() }
        super.invalidateLayout(with: context)
    }

    open override func prepare() {
        super.prepare()
        items = []; headers = []; footers = []; sectionSpans = []
        guard let cv = collectionView else { contentSize = .zero; return }
        let flow = cv.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        let bounds = cv.bounds.size
        let inset = cv.adjustedContentInset
        // The space lines are laid across: the view less the content inset,
        // and also less the safe area or layout margins beyond it when asked.
        var across: (lead: CGFloat, trail: CGFloat) = vertical ? (0, bounds.width - inset.left - inset.right) : (0, bounds.height - inset.top - inset.bottom)
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea:
            let s = cv.safeAreaInsets
            let extra = vertical ? (max(0, s.left - inset.left), max(0, s.right - inset.right)) : (max(0, s.top - inset.top), max(0, s.bottom - inset.bottom))
            across = (extra.0, across.trail - extra.1)
        case .fromLayoutMargins:
            let m = cv.layoutMargins
            let extra = vertical ? (max(0, m.left - inset.left), max(0, m.right - inset.right)) : (max(0, m.top - inset.top), max(0, m.bottom - inset.bottom))
            across = (extra.0, across.trail - extra.1)
        }
        let fullAcross = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        var along: CGFloat = 0
        for section in 0..<cv.numberOfSections {
            let sectionStart = along
            let insets = flow?.collectionView(cv, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let headerSize = flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footerSize = flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let (insetLead, insetTrail, insetBefore, insetAfter) = vertical
                ? (insets.left, insets.right, insets.top, insets.bottom) : (insets.top, insets.bottom, insets.left, insets.right)

            let headerLength = vertical ? headerSize.height : headerSize.width
            if headerLength > 0 {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section))
                a.frame = vertical ? CGRect(x: 0, y: along, width: fullAcross, height: headerLength) : CGRect(x: along, y: 0, width: headerLength, height: fullAcross)
                a.zIndex = 10
                headers.append(a)
                along += headerLength
            } else {
                headers.append(nil)
            }
            along += insetBefore

            // Sizes, then lines.
            let count = cv.numberOfItems(inSection: section)
            let lineStart = across.lead + insetLead
            let lineEnd = across.trail - insetTrail
            let available = max(0, lineEnd - lineStart)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                var size: CGSize
                if let measured = measuredSizes[path] {
                    size = measured
                } else if isSelfSizing {
                    size = estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
                } else {
                    size = flow?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize
                }
                size.width = max(0, size.width)
                size.height = max(0, size.height)
                sizes.append(size)
            }
            var lines: [[Int]] = []
            var current: [Int] = []
            var used: CGFloat = 0
            for (i, size) in sizes.enumerated() {
                let length = vertical ? size.width : size.height
                if !current.isEmpty && used + itemSpacing + length > available + 0.0001 {
                    lines.append(current)
                    current = []
                    used = 0
                }
                used += (current.isEmpty ? 0 : itemSpacing) + length
                current.append(i)
            }
            if !current.isEmpty { lines.append(current) }

            var sectionItems: [UICollectionViewLayoutAttributes] = []
            sectionItems.reserveCapacity(count)
            for (lineIndex, line) in lines.enumerated() {
                let lengths = line.map { vertical ? sizes[$0].width : sizes[$0].height }
                let thickness = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let total = lengths.reduce(0, +)
                let isLast = lineIndex == lines.count - 1
                var positions: [CGFloat] = []
                if line.count == 1 && !isLast {
                    positions = [lineStart + (available - total) / 2]
                } else if isLast || line.count == 1 {
                    var x = lineStart
                    for length in lengths { positions.append(x); x += length + itemSpacing }
                } else {
                    let gap = (available - total) / CGFloat(line.count - 1)
                    var x = lineStart
                    for length in lengths { positions.append(x); x += length + gap }
                }
                for (k, i) in line.enumerated() {
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: section))
                    let size = sizes[i]
                    let cross = vertical ? size.height : size.width
                    let offset = along + (thickness - cross) / 2
                    a.frame = vertical ? CGRect(x: positions[k], y: offset, width: size.width, height: size.height)
                        : CGRect(x: offset, y: positions[k], width: size.width, height: size.height)
                    sectionItems.append(a)
                }
                along += thickness + (isLast ? 0 : lineSpacing)
            }
            items.append(sectionItems)
            along += insetAfter

            let footerLength = vertical ? footerSize.height : footerSize.width
            if footerLength > 0 {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: section))
                a.frame = vertical ? CGRect(x: 0, y: along, width: fullAcross, height: footerLength) : CGRect(x: along, y: 0, width: footerLength, height: fullAcross)
                a.zIndex = 10
                footers.append(a)
                along += footerLength
            } else {
                footers.append(nil)
            }
            sectionSpans.append((sectionStart, along))
        }
        contentSize = vertical ? CGSize(width: fullAcross, height: along) : CGSize(width: along, height: fullAcross)
        // Right to left, lines run from the right edge (UIKit flips flow layouts in the opposite direction).
        if cv.traitCollection.layoutDirection == .rightToLeft {
            let width = contentSize.width
            for a in items.joined() { a.center.x = width - a.center.x }
            for a in headers.compactMap({ $0 }) + footers.compactMap({ $0 }) { a.center.x = width - a.center.x }
        }
    }

    /// True: a flow layout mirrors in right-to-left, as UIKit's does.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let vertical = scrollDirection == .vertical
        let (lo, hi) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        for (section, span) in sectionSpans.enumerated() {
            let pinned = (sectionHeadersPinToVisibleBounds && headers[section] != nil) || (sectionFootersPinToVisibleBounds && footers[section] != nil)
            guard pinned || (span.end > lo && span.start < hi) else { continue }
            if let header = headers[section] { result.append(pinnedCopy(header, section: section, header: true)) }
            // Items are in order along the scrolling axis: binary search the first that may intersect.
            let sectionItems = items[section]
            var low = 0, high = sectionItems.count
            while low < high {
                let mid = (low + high) / 2
                let f = sectionItems[mid].frame
                if (vertical ? f.maxY : f.maxX) < lo - 1000 { low = mid + 1 } else { high = mid }
            }
            for a in sectionItems[low...] {
                let f = a.frame
                if (vertical ? f.minY : f.minX) > hi { break }
                if f.overlaps(rect) { result.append(a) }
            }
            if let footer = footers[section] { result.append(pinnedCopy(footer, section: section, header: false)) }
        }
        return result.filter { $0.frame.overlaps(rect) }
    }

    /// A header (footer) pinned to the visible top (bottom) while its section is on screen.
    private func pinnedCopy(_ a: UICollectionViewLayoutAttributes, section: Int, header: Bool) -> UICollectionViewLayoutAttributes {
        guard header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds, let cv = collectionView else { return a }
        let vertical = scrollDirection == .vertical
        let copy = a.copy() as! UICollectionViewLayoutAttributes
        let span = sectionSpans[section]
        let inset = cv.adjustedContentInset
        let visibleStart = vertical ? cv.contentOffset.y + inset.top : cv.contentOffset.x + inset.left
        let visibleEnd = vertical ? cv.contentOffset.y + cv.bounds.height - inset.bottom : cv.contentOffset.x + cv.bounds.width - inset.right
        var f = copy.frame
        let length = vertical ? f.height : f.width
        let otherLength = vertical ? (footers[section]?.frame.height ?? 0) : (footers[section]?.frame.width ?? 0)
        if header {
            let start = min(max(vertical ? f.minY : f.minX, visibleStart), span.end - length - otherLength)
            if vertical { f.origin.y = max(f.minY, start) } else { f.origin.x = max(f.minX, start) }
        } else {
            let headerLength = vertical ? (headers[section]?.frame.height ?? 0) : (headers[section]?.frame.width ?? 0)
            let end = max(min(vertical ? f.maxY : f.maxX, visibleEnd), span.start + headerLength + length)
            if vertical { f.origin.y = min(f.minY, end - length) } else { f.origin.x = min(f.minX, end - length) }
        }
        copy.frame = f
        copy.zIndex = 1024
        return copy
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard headers.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headers[indexPath.section].map { pinnedCopy($0, section: indexPath.section, header: true) }
        case UICollectionView.elementKindSectionFooter: return footers[indexPath.section].map { pinnedCopy($0, section: indexPath.section, header: false) }
        default: return nil
        }
    }

    /// A new width (height, scrolling horizontally) lays the lines out again; scrolling does when headers or footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        return newBounds.size != cv.bounds.size || newBounds.size != lastPreparedSize
    }

    private var lastPreparedSize: CGSize { contentSize == .zero ? .zero : (collectionView?.bounds.size ?? .zero) }

    package override func selfSizingPriorities(for attributes: UICollectionViewLayoutAttributes) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        guard attributes.representedElementCategory == .cell else { return (.required, .required) }
        return isSelfSizing ? (.fittingSizeLevel, .fittingSizeLevel) : (.required, .required)
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard isSelfSizing, preferredAttributes.representedElementCategory == .cell else { return false }
        let size = CGSize(width: preferredAttributes.size.width.rounded(.up), height: preferredAttributes.size.height.rounded(.up))
        let path = originalAttributes.indexPath
        guard measuredSizes[path] != size else { return false }
        measuredSizes[path] = size
        return size != originalAttributes.size
    }
}

/// A flow layout's invalidation: whether the delegate's metrics or the attributes must be asked again (always, here).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}

extension UICollectionView {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}
