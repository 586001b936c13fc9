import Foundation

/// Settings for a whole compositional layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// Only `.vertical` is laid out in Offscreen (sections may still scroll orthogonally).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (`.top` and `.bottom` alignments).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    public override init() { super.init() }
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

public typealias UICollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout made of sections of groups of items, each sized absolutely,
/// as a fraction of its container, or estimated and measured from its view.
///
/// Sections are stacked vertically; each repeats its group until its items
/// are placed (groups side by side for orthogonally scrolling sections).
/// Estimated dimensions are measured on the shown views only (self-sizing
/// through `preferredLayoutAttributesFitting(_:)`); the rest keep their estimates.
///
/// Not done: `scrollDirection = .horizontal` for the whole layout (sections are
/// stacked vertically), leading/trailing boundary items, `visibleItemsInvalidationHandler`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
    /// Set by `list(using:)`: the collection view's background.
    package var listBackgroundColor: UIColor?

    private struct SectionLayout {
        var span: (start: CGFloat, end: CGFloat) = (0, 0)
        var items: [UICollectionViewLayoutAttributes] = []
        var supplementaries: [UICollectionViewLayoutAttributes] = []
        var pinned: [(attributes: UICollectionViewLayoutAttributes, alignment: NSRectAlignment)] = []
        var decorations: [UICollectionViewLayoutAttributes] = []
    }

    private var sections: [SectionLayout] = []
    private var globalSupplementaries: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero
    private var itemsByPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementariesByKey: [String: UICollectionViewLayoutAttributes] = [:]
    /// Axes estimated per element (for self-sizing), by element key.
    private var estimatedAxes: [ElementKey: (width: Bool, height: Bool)] = [:]
    /// Sizes measured from views, by element key; kept until the data changes.
    private var measured: [ElementKey: CGSize] = [:]

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { measured.removeAll() }
        super.invalidateLayout(with: context)
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        sections = []
        globalSupplementaries = []
        itemsByPath = [:]
        supplementariesByKey = [:]
        estimatedAxes = [:]
        badges = []
        pendingBadges = []
        guard let cv = collectionView else { contentSize = .zero; return }
        if let listBackgroundColor { cv.backgroundColor = listBackgroundColor }
        let inset = cv.adjustedContentInset
        let width = max(0, cv.bounds.width - inset.left - inset.right)
        let height = max(0, cv.bounds.height - inset.top - inset.bottom)
        let container = LayoutContainer(contentSize: CGSize(width: width, height: height), contentInsets: .zero)
        let environment = LayoutEnvironment(container: container, traitCollection: cv.traitCollection)
        let rtl = cv.traitCollection.layoutDirection == .rightToLeft
        var y: CGFloat = 0

        for item in configuration.boundarySupplementaryItems where item.alignment == .top || item.alignment == .topLeading || item.alignment == .topTrailing {
            y += placeBoundary(item, section: 0, top: y, left: 0, width: width, containerHeight: height, global: true)
        }
        let count = cv.numberOfSections
        for section in 0..<count {
            guard let description = sectionProvider(section, environment) else {
                sections.append(SectionLayout(span: (y, y)))
                continue
            }
            var layout = SectionLayout()
            y = layoutSection(description, index: section, top: y, width: width, height: height, environment: environment, into: &layout)
            sections.append(layout)
            if section < count - 1 { y += configuration.interSectionSpacing }
        }
        for item in configuration.boundarySupplementaryItems where item.alignment == .bottom || item.alignment == .bottomLeading || item.alignment == .bottomTrailing {
            y += placeBoundary(item, section: 0, top: y, left: 0, width: width, containerHeight: height, global: true)
        }
        contentSize = CGSize(width: width, height: y)
        placeBadges()
        if rtl { mirror(width: width) }
    }

    /// Lays out one section from `top`; returns where the next begins.
    private func layoutSection(_ s: NSCollectionLayoutSection, index section: Int, top: CGFloat, width: CGFloat, height: CGFloat,
                               environment: NSCollectionLayoutEnvironment, into layout: inout SectionLayout) -> CGFloat {
        var y = top
        let list = s.listConfiguration
        let grouped = list.map { [.grouped, .insetGrouped].contains($0.appearance) } ?? false
        let hasHeader = s.boundarySupplementaryItems.contains { $0.elementKind == UICollectionView.elementKindSectionHeader }
        if grouped { y += list?.headerTopPadding ?? (hasHeader ? 19 : 35) }
        let insets = s.contentInsets
        let boundaryLeft = s.supplementariesFollowContentInsets ? insets.leading : 0
        let boundaryWidth = s.supplementariesFollowContentInsets ? max(0, width - insets.leading - insets.trailing) : width
        let sectionStart = y

        for item in s.boundarySupplementaryItems where [.top, .topLeading, .topTrailing].contains(item.alignment) {
            let h = placeBoundary(item, section: section, top: y, left: boundaryLeft, width: boundaryWidth, containerHeight: height, global: false,
                                  into: &layout, list: list)
            if item.extendsBoundary { y += h }
        }
        let contentTop = y
        y += insets.top
        let effectiveWidth = max(0, width - insets.leading - insets.trailing)
        let groupContainer = CGSize(width: effectiveWidth, height: height)
        let total = collectionView?.numberOfItems(inSection: section) ?? 0
        var placed = 0
        let firstItem = layout.items.count
        if s.orthogonalScrollingBehavior == .none {
            while placed < total {
                let before = placed
                let size = place(s.group, at: CGPoint(x: insets.leading, y: y), container: groupContainer, section: section,
                                 next: &placed, total: total, environment: environment, into: &layout.items)
                if placed == before { break }  // a group that holds no item would loop forever
                y += size.height
                if placed < total { y += s.interGroupSpacing }
            }
        } else {
            var x = insets.leading
            var rowHeight: CGFloat = 0
            while placed < total {
                let before = placed
                let size = place(s.group, at: CGPoint(x: x, y: y), container: groupContainer, section: section,
                                 next: &placed, total: total, environment: environment, into: &layout.items)
                if placed == before { break }
                rowHeight = max(rowHeight, size.height)
                x += size.width + s.interGroupSpacing
            }
            y += rowHeight
        }
        y += insets.bottom
        let contentBottom = y
        if let list { decorateList(list, items: layout.items[firstItem...], section: section, width: width) }
        for item in s.boundarySupplementaryItems where [.bottom, .bottomLeading, .bottomTrailing].contains(item.alignment) {
            let h = placeBoundary(item, section: section, top: y, left: boundaryLeft, width: boundaryWidth, containerHeight: height, global: false,
                                  into: &layout, list: list)
            if item.extendsBoundary { y += h }
        }
        for decoration in s.decorationItems {
            let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: section))
            let d = decoration.contentInsets
            // The section's frame (its content insets included, its boundary items not), less the decoration's insets.
            a.frame = CGRect(x: d.leading, y: contentTop + d.top,
                             width: max(0, width - d.leading - d.trailing), height: max(0, contentBottom - contentTop - d.top - d.bottom))
            a.zIndex = decoration.zIndex
            layout.decorations.append(a)
        }
        layout.span = (sectionStart, y)
        return y
    }

    /// Places a boundary item; returns its height.
    @discardableResult
    private func placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, top: CGFloat, left: CGFloat, width: CGFloat,
                               containerHeight: CGFloat, global: Bool) -> CGFloat {
        var scratch = SectionLayout()
        return placeBoundary(item, section: section, top: top, left: left, width: width, containerHeight: containerHeight, global: global,
                             into: &scratch, list: nil)
    }

    private func placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, top: CGFloat, left: CGFloat, width: CGFloat,
                               containerHeight: CGFloat, global: Bool, into layout: inout SectionLayout,
                               list: UICollectionLayoutListConfiguration?) -> CGFloat {
        let path = IndexPath(item: 0, section: section)
        let a: UICollectionViewLayoutAttributes
        if let list {
            let listAttributes = ListCellAttributes(forSupplementaryViewOfKind: item.elementKind, with: path)
            listAttributes.appearance = list.appearance
            listAttributes.showsSeparators = false
            listAttributes.isSupplementary = true
            listAttributes.horizontalMargin = UICollectionLayoutListConfiguration.cellMargin(forWidth: collectionView?.bounds.width ?? width)
            a = listAttributes
        } else {
            a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: path)
        }
        let key = a.elementKey
        let container = CGSize(width: width, height: containerHeight)
        var size = CGSize(width: item.layoutSize.widthDimension.resolve(in: container), height: item.layoutSize.heightDimension.resolve(in: container))
        if let m = measured[key] {
            if item.layoutSize.widthDimension.isEstimated { size.width = m.width }
            if item.layoutSize.heightDimension.isEstimated { size.height = m.height }
        }
        estimatedAxes[key] = (item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated)
        var x = left
        switch item.alignment {
        case .topTrailing, .bottomTrailing, .trailing: x = left + width - size.width
        case .top, .bottom: x = left + (width - size.width) / 2
        default: break
        }
        a.frame = CGRect(x: x + item.offset.x, y: top + item.offset.y, width: size.width, height: size.height)
        a.zIndex = item.zIndex
        if global {
            globalSupplementaries.append(a)
        } else {
            layout.supplementaries.append(a)
            if item.pinToVisibleBounds { layout.pinned.append((a, item.alignment)) }
        }
        supplementariesByKey[item.elementKind + "/\(section)"] = a
        return size.height
    }

    /// Places `group` (or a leaf item) at `origin`, taking items from `next`; returns its size.
    private func place(_ element: NSCollectionLayoutItem, at origin: CGPoint, container: CGSize, section: Int,
                       next: inout Int, total: Int, environment: NSCollectionLayoutEnvironment,
                       into items: inout [UICollectionViewLayoutAttributes]) -> CGSize {
        let widthDimension = element.layoutSize.widthDimension
        let heightDimension = element.layoutSize.heightDimension
        let width = widthDimension.resolve(in: container)
        let estimatedHeight = heightDimension.resolve(in: container)
        guard let group = element as? NSCollectionLayoutGroup else {
            return placeLeaf(element, at: origin, size: CGSize(width: width, height: estimatedHeight), section: section, next: &next, into: &items)
        }
        let spacing = group.interItemSpacing?.spacing ?? 0
        let flexible = group.interItemSpacing?.isFlexibleSpacing ?? false
        let groupSize = CGSize(width: width, height: estimatedHeight)
        let start = items.count
        var frames: [(range: Range<Int>, size: CGSize)] = []
        switch group.arrangement {
        case .horizontal, .vertical:
            let horizontal: Bool = { if case .horizontal = group.arrangement { return true } else { return false } }()
            let mainLength = horizontal ? width : estimatedHeight
            var cursor: CGFloat = 0
            var placedCount = 0
            var index = 0
            while next < total, !group.subitems.isEmpty {
                if let count = group.repeatCount, placedCount >= count { break }
                let sub = group.subitems[index % group.subitems.count]
                var childContainer = groupSize
                if let count = group.repeatCount, count > 0 {
                    let share = (mainLength - spacing * CGFloat(count - 1)) / CGFloat(count)
                    if horizontal { childContainer.width = share } else { childContainer.height = share }
                }
                let forced = group.repeatCount != nil
                let childMain: CGFloat = forced ? (horizontal ? childContainer.width : childContainer.height)
                    : (horizontal ? sub.layoutSize.widthDimension.resolve(in: groupSize) : sub.layoutSize.heightDimension.resolve(in: groupSize))
                // Estimated main-axis lengths (vertical groups of self-sizing items) grow the group instead of filling it.
                let growsMain = !horizontal && heightDimension.isEstimated
                if group.repeatCount == nil, placedCount > 0, !growsMain, cursor + childMain > mainLength + 0.5 { break }
                let childOrigin = horizontal ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
                let itemStart = items.count
                var size: CGSize
                if forced {
                    let fixed = NSCollectionLayoutSize(
                        widthDimension: horizontal ? .absolute(childContainer.width) : sub.layoutSize.widthDimension,
                        heightDimension: horizontal ? sub.layoutSize.heightDimension : .absolute(childContainer.height))
                    size = placeResized(sub, layoutSize: fixed, at: childOrigin, container: groupSize, section: section, next: &next, total: total,
                                        environment: environment, into: &items)
                } else {
                    size = place(sub, at: childOrigin, container: groupSize, section: section, next: &next, total: total,
                                 environment: environment, into: &items)
                }
                frames.append((itemStart..<items.count, size))
                cursor += (horizontal ? size.width : size.height) + spacing
                placedCount += 1
                index += 1
                if childMain <= 0 && group.repeatCount == nil && placedCount >= group.subitems.count { break }
            }
            // The group's cross size: estimated groups take their tallest (widest) child; vertical estimated groups their sum.
            var finalHeight = estimatedHeight
            if heightDimension.isEstimated {
                if horizontal {
                    finalHeight = frames.map(\.size.height).max() ?? estimatedHeight
                } else {
                    finalHeight = max(0, cursor - spacing)
                }
            }
            if horizontal {
                // Children that fill the group's height follow its final height; uniform siblings share the tallest.
                var childIndex = 0
                for (range, size) in frames {
                    let sub = group.subitems[childIndex % group.subitems.count]
                    childIndex += 1
                    let dimension = sub.layoutSize.heightDimension
                    if dimension.isFractionalHeight || dimension.isUniformAcrossSiblings {
                        let target = dimension.isFractionalHeight ? finalHeight * dimension.dimension : finalHeight
                        if target != size.height { stretch(items: &items, range: range, by: target - size.height, vertical: true) }
                    }
                }
            }
            if flexible, frames.count > 1 {
                let used = frames.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) } + spacing * CGFloat(frames.count - 1)
                let extra = max(0, mainLength - used) / CGFloat(frames.count - 1)
                for (k, frame) in frames.enumerated() where k > 0 {
                    shift(items: &items, range: frame.range, by: horizontal ? CGPoint(x: extra * CGFloat(k), y: 0) : CGPoint(x: 0, y: extra * CGFloat(k)))
                }
            }
            return CGSize(width: width, height: horizontal ? finalHeight : (heightDimension.isEstimated ? finalHeight : estimatedHeight))
        case .custom(let provider):
            let customContainer = LayoutContainer(contentSize: groupSize, contentInsets: .zero)
            let customEnvironment = LayoutEnvironment(container: customContainer, traitCollection: environment.traitCollection)
            for custom in provider(customEnvironment) where next < total {
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: next, section: section))
                a.frame = custom.frame.offsetBy(dx: origin.x, dy: origin.y)
                a.zIndex = custom.zIndex
                estimatedAxes[a.elementKey] = (false, false)
                items.append(a)
                itemsByPath[a.indexPath] = a
                next += 1
            }
            _ = start
            return groupSize
        }
    }

    private func placeResized(_ element: NSCollectionLayoutItem, layoutSize: NSCollectionLayoutSize, at origin: CGPoint, container: CGSize,
                              section: Int, next: inout Int, total: Int, environment: NSCollectionLayoutEnvironment,
                              into items: inout [UICollectionViewLayoutAttributes]) -> CGSize {
        if let group = element as? NSCollectionLayoutGroup {
            let copy = NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: group.subitems, arrangement: group.arrangement, count: group.repeatCount)
            copy.interItemSpacing = group.interItemSpacing
            copy.contentInsets = group.contentInsets
            return place(copy, at: origin, container: container, section: section, next: &next, total: total, environment: environment, into: &items)
        }
        let copy = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: element.supplementaryItems)
        copy.contentInsets = element.contentInsets
        copy.edgeSpacing = element.edgeSpacing
        return place(copy, at: origin, container: container, section: section, next: &next, total: total, environment: environment, into: &items)
    }

    /// One cell: its frame is the item's size less its content insets.
    private func placeLeaf(_ item: NSCollectionLayoutItem, at origin: CGPoint, size proposed: CGSize, section: Int, next: inout Int,
                           into items: inout [UICollectionViewLayoutAttributes]) -> CGSize {
        let path = IndexPath(item: next, section: section)
        next += 1
        let a = UICollectionViewLayoutAttributes(forCellWith: path)
        let key = a.elementKey
        let insets = item.contentInsets
        let lead = item.edgeSpacing?.leading?.spacing ?? 0
        let topSpacing = item.edgeSpacing?.top?.spacing ?? 0
        let trail = item.edgeSpacing?.trailing?.spacing ?? 0
        let bottomSpacing = item.edgeSpacing?.bottom?.spacing ?? 0
        var size = proposed
        let widthEstimated = item.layoutSize.widthDimension.isEstimated
        let heightEstimated = item.layoutSize.heightDimension.isEstimated
        if let m = measured[key] {
            if widthEstimated { size.width = m.width + insets.leading + insets.trailing }
            if heightEstimated { size.height = m.height + insets.top + insets.bottom }
        }
        estimatedAxes[key] = (widthEstimated, heightEstimated)
        a.frame = CGRect(x: origin.x + lead + insets.leading, y: origin.y + topSpacing + insets.top,
                         width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
        items.append(a)
        itemsByPath[path] = a
        // Placed once the item's frame is final (flexible spacing and stretching move it later).
        for supplementary in item.supplementaryItems { pendingBadges.append((supplementary, path)) }
        return CGSize(width: size.width + lead + trail, height: size.height + topSpacing + bottomSpacing)
    }

    private var badges: [UICollectionViewLayoutAttributes] = []
    private var pendingBadges: [(item: NSCollectionLayoutSupplementaryItem, path: IndexPath)] = []

    /// Item supplementaries (badges) at their anchors on their items' final frames.
    private func placeBadges() {
        for (supplementary, path) in pendingBadges {
            guard let itemFrame = itemsByPath[path]?.frame else { continue }
            let s = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.elementKind, with: path)
            let size = CGSize(width: supplementary.layoutSize.widthDimension.resolve(in: itemFrame.size),
                              height: supplementary.layoutSize.heightDimension.resolve(in: itemFrame.size))
            s.frame = supplementary.containerAnchor.frame(of: size, on: itemFrame)
            s.zIndex = supplementary.zIndex
            badges.append(s)
            supplementariesByKey[supplementary.elementKind + "/\(path.section)/\(path.item)"] = s
        }
        pendingBadges = []
    }

    private func shift(items: inout [UICollectionViewLayoutAttributes], range: Range<Int>, by offset: CGPoint) {
        for i in range { items[i].center = CGPoint(x: items[i].center.x + offset.x, y: items[i].center.y + offset.y) }
    }

    private func stretch(items: inout [UICollectionViewLayoutAttributes], range: Range<Int>, by delta: CGFloat, vertical: Bool) {
        // A leaf fills the change; a nested group's last item does.
        guard let last = range.last else { return }
        var f = items[last].frame
        f.size.height = max(0, f.height + delta)
        items[last].frame = f
    }

    /// List sections: every cell learns its appearance and place for corners and separators.
    private func decorateList(_ list: UICollectionLayoutListConfiguration, items: ArraySlice<UICollectionViewLayoutAttributes>, section: Int, width: CGFloat) {
        let margin = UICollectionLayoutListConfiguration.cellMargin(forWidth: collectionView?.bounds.width ?? width)
        let headerItem = list.headerMode == .firstItemInSection
        for a in items {
            let listAttributes = ListCellAttributes(forCellWith: a.indexPath)
            listAttributes.frame = a.frame
            listAttributes.zIndex = a.zIndex
            listAttributes.appearance = list.appearance
            listAttributes.showsSeparators = list.showsSeparators
            listAttributes.horizontalMargin = margin
            listAttributes.isHeaderItem = headerItem && a.indexPath.item == 0
            let firstRow = headerItem ? 1 : 0
            listAttributes.isFirstInSection = a.indexPath.item == firstRow
            listAttributes.isLastInSection = a.indexPath.item == items.count - 1
            listAttributes.cornerRadius = list.appearance == .insetGrouped ? 10 : 0
            // Answered in place of the plain attributes (see layoutAttributesForElements).
            itemsByPath[a.indexPath] = listAttributes
        }
    }

    private func mirror(width: CGFloat) {
        var flipped: Set<ObjectIdentifier> = []
        func flip(_ a: UICollectionViewLayoutAttributes) {
            guard flipped.insert(ObjectIdentifier(a)).inserted else { return }
            a.center.x = width - a.center.x
        }
        for s in sections { s.items.forEach(flip); s.supplementaries.forEach(flip); s.decorations.forEach(flip) }
        itemsByPath.values.forEach(flip)
        globalSupplementaries.forEach(flip)
        badges.forEach(flip)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// True: sections mirror in right-to-left (leading insets and groups start on the right).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // MARK: Answering

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = globalSupplementaries.filter { $0.frame.overlaps(rect) }
        for (index, s) in sections.enumerated() {
            guard !s.pinned.isEmpty || (s.span.end >= rect.minY && s.span.start <= rect.maxY) else { continue }
            result += s.decorations.filter { $0.frame.overlaps(rect) }
            for a in s.items {
                let shown = itemsByPath[a.indexPath] ?? a
                if shown.frame.overlaps(rect) { result.append(shown) }
            }
            for a in s.supplementaries {
                let shown = pinnedCopy(a, section: index)
                if shown.frame.overlaps(rect) { result.append(shown) }
            }
        }
        result += badges.filter { $0.frame.overlaps(rect) }
        return result
    }

    private func pinnedCopy(_ a: UICollectionViewLayoutAttributes, section: Int) -> UICollectionViewLayoutAttributes {
        guard let pin = sections[section].pinned.first(where: { $0.attributes === a }), let cv = collectionView else { return a }
        let copy = a.copy() as! UICollectionViewLayoutAttributes
        let span = sections[section].span
        let visibleTop = cv.contentOffset.y + cv.adjustedContentInset.top
        let visibleBottom = cv.contentOffset.y + cv.bounds.height - cv.adjustedContentInset.bottom
        var f = copy.frame
        if [.top, .topLeading, .topTrailing].contains(pin.alignment) {
            f.origin.y = min(max(f.minY, visibleTop), span.end - f.height)
        } else {
            f.origin.y = max(min(f.minY, visibleBottom - f.height), span.start)
        }
        copy.frame = f
        copy.zIndex = max(copy.zIndex, 1024)
        return copy
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { itemsByPath[indexPath] }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if let a = supplementariesByKey[elementKind + "/\(indexPath.section)/\(indexPath.item)"] { return a }
        guard let a = supplementariesByKey[elementKind + "/\(indexPath.section)"] else { return nil }
        return sections.indices.contains(indexPath.section) ? pinnedCopy(a, section: indexPath.section) : a
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].decorations.first { $0.representedElementKind == elementKind }
    }

    /// A resize lays out again (fractional sizes follow the width); scrolling does when a header is pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size || sections.contains { !$0.pinned.isEmpty } || newBounds.width != contentSize.width
    }

    package override func selfSizingPriorities(for attributes: UICollectionViewLayoutAttributes) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        guard let axes = estimatedAxes[attributes.elementKey] else { return (.required, .required) }
        return (axes.width ? .fittingSizeLevel : .required, axes.height ? .fittingSizeLevel : .required)
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let key = originalAttributes.elementKey
        guard let axes = estimatedAxes[key], axes.width || axes.height else { return false }
        var size = originalAttributes.size
        if axes.width { size.width = preferredAttributes.size.width.rounded(.up) }
        if axes.height { size.height = preferredAttributes.size.height.rounded(.up) }
        guard measured[key] != size else { return false }
        measured[key] = size
        return size != originalAttributes.size
    }
}
