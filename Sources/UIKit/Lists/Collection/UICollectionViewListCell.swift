import Foundation

/// A cell for list layouts (`UICollectionViewCompositionalLayout.list(using:)`):
/// list content (`defaultContentConfiguration()`), the list's background for
/// its appearance (grouped cells on the secondary grouped background, inset
/// grouped sections rounded at their first and last cells), a separator under
/// every cell but a section's last, indentation, and accessories on the
/// leading and trailing sides.
///
/// Accessory actions (delete, insert, outline disclosure) are not
/// triggered by taps in Offscreen; an outline disclosure shows the
/// cell's expanded state as the collection view reports it.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    private var accessoryViews: [(accessory: UICellAccessory, view: UIView, width: CGFloat)] = []
    private let separatorView = UIView()
    package var listAttributes: ListCellAttributes?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        listCellInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        listCellInit()
    }

    private func listCellInit() {
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    /// The list content preset for the cell's list: `sidebarCell()` in sidebars, `cell()` otherwise.
    /// Headers get the appearance's header preset (`plainHeader()`, `groupedHeader()`, `sidebarHeader()`), footers its footer preset.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let appearance = listAttributes?.appearance ?? .plain
        if isHeaderOrFooter {
            let footer = listAttributes?.representedElementKind == UICollectionView.elementKindSectionFooter
            switch appearance {
            case .plain: return footer ? .plainFooter() : .plainHeader()
            case .grouped, .insetGrouped: return footer ? .groupedFooter() : .groupedHeader()
            case .sidebar, .sidebarPlain: return footer ? .groupedFooter() : .sidebarHeader()
            }
        }
        switch appearance {
        case .sidebar, .sidebarPlain: return .sidebarCell()
        default: return .cell()
        }
    }

    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let appearance = listAttributes?.appearance ?? .plain
        if isHeaderOrFooter {
            switch appearance {
            case .plain: return .listPlainHeaderFooter()
            case .grouped, .insetGrouped: return .listGroupedHeaderFooter()
            case .sidebar, .sidebarPlain: return .listSidebarHeader()
            }
        }
        switch appearance {
        case .plain: return .listPlainCell()
        case .grouped, .insetGrouped: return .listGroupedCell()
        case .sidebar, .sidebarPlain: return .listSidebarCell()
        }
    }

    private var isHeaderOrFooter: Bool { listAttributes.map { $0.isSupplementary || $0.isHeaderItem } ?? false }

    package override var implicitBackgroundConfiguration: UIBackgroundConfiguration? { defaultBackgroundConfiguration() }

    /// How many steps the content is indented (outline children are one level deeper each).
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether leading accessories move with the indentation.
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let list = layoutAttributes as? ListCellAttributes
        let appearanceChanged = list?.appearance != listAttributes?.appearance
        listAttributes = list
        if let list {
            let margin = list.horizontalMargin
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: margin, bottom: 8, trailing: margin)
            var corners: CACornerMask = []
            if list.isFirstInSection || list.isHeaderItem { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if list.isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            if list.isSupplementary || list.isHeaderItem { corners = [] }
            setSectionCorners(radius: corners.isEmpty ? 0 : list.cornerRadius, corners: corners)
        } else {
            setSectionCorners(radius: 0, corners: [])
        }
        if appearanceChanged { setNeedsUpdateConfiguration() }
        setNeedsLayout()
    }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        // A selected sidebar cell sits on the tint colour: its accessories turn white, as its text does.
        let onTint = state.isSelected && (listAttributes?.appearance == .sidebar || listAttributes?.appearance == .sidebarPlain)
            && backgroundConfiguration == nil
        for (accessory, view, _) in accessoryViews {
            view.isHidden = !accessory.isShown(editing: state.isEditing)
            if let glyph = view as? CellAccessoryGlyphView {
                glyph.isExpanded = state.isExpanded
                glyph.isSelected = state.isSelected
                glyph.glyphColor = onTint ? .white : accessory.tintColor
            } else if let label = view as? UILabel, case .label = accessory.kind {
                label.textColor = onTint ? .white : (accessory.tintColor ?? .secondaryLabel)
            }
        }
        setNeedsLayout()
    }

    private func rebuildAccessories() {
        for (_, view, _) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            let view: UIView
            var width = accessory.standardWidth
            switch accessory.kind {
            case .disclosureIndicator: view = CellAccessoryGlyphView(glyph: .disclosureIndicator)
            case .checkmark: view = CellAccessoryGlyphView(glyph: .checkmark)
            case .delete: view = CellAccessoryGlyphView(glyph: .delete)
            case .insert: view = CellAccessoryGlyphView(glyph: .insert)
            case .reorder: view = CellAccessoryGlyphView(glyph: .reorder)
            case .multiselect: view = CellAccessoryGlyphView(glyph: .multiselect)
            case .outlineDisclosure: view = CellAccessoryGlyphView(glyph: .outlineDisclosure)
            case .label(let text, let font):
                let label = UILabel()
                label.text = text
                label.font = font ?? UIFont.preferredFont(forTextStyle: .body)
                label.textColor = accessory.tintColor ?? .secondaryLabel
                width = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
                view = label
            case .customView(let custom, _, _):
                if custom.bounds.size == .zero { custom.sizeToFit() }
                width = custom.bounds.width
                view = custom
            }
            if let glyph = view as? CellAccessoryGlyphView {
                glyph.glyphColor = accessory.tintColor
                glyph.fillColor = accessory.backgroundColor
            }
            switch accessory.reservedLayoutWidth {
            case .standard: break
            case .actual: width = (view as? CellAccessoryGlyphView)?.glyphSize.width ?? width
            case .custom(let w): width = max(w, width)
            }
            addSubview(view)
            return (accessory, view, width)
        }
        setNeedsUpdateConfiguration()
    }

    // MARK: Layout

    /// Space between accessories, and between accessories and the content's text.
    private static let accessorySpacing: CGFloat = 12
    /// The list content's own leading and trailing margin, which the content view keeps inside its frame.
    private static let contentMargin: CGFloat = 16

    private var shownAccessories: [(accessory: UICellAccessory, view: UIView, width: CGFloat)] {
        accessoryViews.filter { !$0.view.isHidden }
    }

    package override var contentFrame: CGRect {
        let margins = directionalLayoutMargins
        let indentation = CGFloat(indentationLevel) * indentationWidth
        var minX: CGFloat = indentation
        var maxX = bounds.width
        let leading = shownAccessories.filter(\.accessory.isLeading)
        let trailing = shownAccessories.filter { !$0.accessory.isLeading }
        if !leading.isEmpty {
            let end = margins.leading + (indentsAccessories ? indentation : 0)
                + leading.reduce(0) { $0 + $1.width } + CGFloat(leading.count - 1) * Self.accessorySpacing
            minX = max(minX, end + Self.accessorySpacing - Self.contentMargin)
        }
        if !trailing.isEmpty {
            let start = bounds.width - margins.trailing - trailing.reduce(0) { $0 + $1.width } - CGFloat(trailing.count - 1) * Self.accessorySpacing
            maxX = start - Self.accessorySpacing + Self.contentMargin
        }
        return CGRect(x: minX, y: 0, width: max(0, maxX - minX), height: bounds.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = directionalLayoutMargins
        let indentation = CGFloat(indentationLevel) * indentationWidth
        var x = margins.leading + (indentsAccessories ? indentation : 0)
        let shown = shownAccessories
        for (accessory, view, width) in shown where accessory.isLeading {
            place(view, x: x, width: width)
            x += width + Self.accessorySpacing
        }
        var trailingX = bounds.width - margins.trailing
        for (accessory, view, width) in shown.reversed() where !accessory.isLeading {
            trailingX -= width
            place(view, x: trailingX, width: width)
            trailingX -= Self.accessorySpacing
        }
        layoutSeparator()
        bringSubviewToFront(separatorView)
    }

    private func place(_ view: UIView, x: CGFloat, width: CGFloat) {
        let height: CGFloat
        if let glyph = view as? CellAccessoryGlyphView {
            height = glyph.glyphSize.height + 8
        } else if view is UILabel {
            height = view.sizeThatFits(CGSize(width: width, height: bounds.height)).height
        } else {
            height = min(bounds.height, view.bounds.height)
        }
        var frame = CGRect(x: x, y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
        if traitCollection.layoutDirection == .rightToLeft { frame.origin.x = bounds.width - frame.maxX }
        view.frame = frame
    }

    private func layoutSeparator() {
        guard let list = listAttributes, list.showsSeparators, !list.isLastInSection, !list.isSupplementary, !list.isHeaderItem else {
            separatorView.isHidden = true
            return
        }
        separatorView.isHidden = false
        separatorView.backgroundColor = list.separatorColor
        let content = contentFrame
        let textOffset = (contentView as? UIListContentView)?.textLeadingOffset ?? Self.contentMargin
        let leading = content.minX + textOffset
        let thickness = 1 / max(1, traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale)
        var frame = CGRect(x: leading, y: bounds.height - thickness, width: bounds.width - leading, height: thickness)
        if traitCollection.layoutDirection == .rightToLeft { frame.origin.x = bounds.width - frame.maxX }
        separatorView.frame = frame
    }
}

/// What a list layout tells its cells: the appearance, where the cell is in
/// its section (for rounded inset-grouped corners and the last separator),
/// the margins and separator colour.
package final class ListCellAttributes: UICollectionViewLayoutAttributes, @unchecked Sendable {
    package var appearance: UICollectionLayoutListConfiguration.Appearance = .plain
    package var isFirstInSection = false
    package var isLastInSection = false
    package var showsSeparators = true
    package var separatorColor: UIColor = .separator
    package var cornerRadius: CGFloat = 0
    package var horizontalMargin: CGFloat = 16
    /// A header or footer of a list section (a supplementary view).
    package var isSupplementary = false
    /// The first item of a section whose list shows it as the header (`headerMode = .firstItemInSection`).
    package var isHeaderItem = false

    public required init() { super.init() }

    package override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ListCellAttributes
        copy.appearance = appearance
        copy.isFirstInSection = isFirstInSection
        copy.isLastInSection = isLastInSection
        copy.showsSeparators = showsSeparators
        copy.separatorColor = separatorColor
        copy.cornerRadius = cornerRadius
        copy.horizontalMargin = horizontalMargin
        copy.isSupplementary = isSupplementary
        copy.isHeaderItem = isHeaderItem
        return copy
    }

    package override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ListCellAttributes, super.isEqual(object) else { return false }
        return appearance == other.appearance && isFirstInSection == other.isFirstInSection && isLastInSection == other.isLastInSection
            && showsSeparators == other.showsSeparators && isSupplementary == other.isSupplementary && isHeaderItem == other.isHeaderItem && cornerRadius == other.cornerRadius && horizontalMargin == other.horizontalMargin
    }
}
