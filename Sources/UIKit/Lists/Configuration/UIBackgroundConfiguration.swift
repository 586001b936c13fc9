import Foundation

/// A cell's or header's background: a colour, an optional custom view and
/// image, a stroke, a corner radius and insets. Cells draw it behind their
/// content view and update it for their state (selected and highlighted list
/// cells turn grey; sidebar cells take the tint colour).
///
/// Not done: `visualEffect` (there are no blur effects in Offscreen).
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    package enum Kind: Hashable { case custom, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell,
                                      listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader, clear }
    package var kind: Kind

    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// nil means the view's tint colour (see `resolvedBackgroundColor(for:)`).
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// nil means the view's tint colour; drawn only when `strokeWidth` is above zero.
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    /// How far the stroke extends outside the background's edge.
    public var strokeOutset: CGFloat = 0
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill

    package init(kind: Kind, backgroundColor: UIColor?) {
        self.kind = kind
        self.backgroundColor = backgroundColor
    }

    // MARK: Presets

    /// A plain list's cell: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(kind: .listPlainCell, backgroundColor: .systemBackground) }
    /// A grouped or inset-grouped list's cell: the secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(kind: .listGroupedCell, backgroundColor: .secondarySystemGroupedBackground)
    }
    /// A sidebar cell: clear, a rounded tint-coloured plate when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration(kind: .listSidebarCell, backgroundColor: .clear)
        c.cornerRadius = 10
        return c
    }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration(kind: .listAccompaniedSidebarCell, backgroundColor: .clear)
        c.cornerRadius = 10
        return c
    }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(kind: .listPlainHeaderFooter, backgroundColor: .systemBackground)
    }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(kind: .listGroupedHeaderFooter, backgroundColor: .clear)
    }
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(kind: .listSidebarHeader, backgroundColor: .clear)
    }
    /// Nothing at all.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(kind: .clear, backgroundColor: .clear) }

    // MARK: Resolving

    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// This configuration as the preset draws it in `state`: list cells grey
    /// when highlighted or selected, sidebar cells tinted; custom ones unchanged.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var result = self
        let cell = state as? UICellConfigurationState
        let view = state as? UIViewConfigurationState
        let highlighted = cell?.isHighlighted ?? view?.isHighlighted ?? false
        let selected = cell?.isSelected ?? view?.isSelected ?? false
        let active = highlighted || selected
        switch kind {
        case .listPlainCell, .listGroupedCell:
            if active { result.backgroundColor = .systemGray4 }
        case .listSidebarCell, .listAccompaniedSidebarCell:
            if selected { result.backgroundColor = nil } else if highlighted { result.backgroundColor = .systemGray5 }
        case .custom, .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader, .clear:
            break
        }
        return result
    }

    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.kind == b.kind && a.customView === b.customView && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets
            && a.edgesAddingLayoutMarginsToBackgroundInsets == b.edgesAddingLayoutMarginsToBackgroundInsets
            && a.backgroundColor == b.backgroundColor && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth
            && a.strokeOutset == b.strokeOutset && a.image === b.image && a.imageContentMode == b.imageContentMode
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(cornerRadius)
        hasher.combine(strokeWidth)
        hasher.combine(backgroundColor)
    }
}

/// Draws a background configuration: the colour plate (with corner radius
/// and stroke), the image and the custom view, inset by `backgroundInsets`.
/// Cells keep one behind their content view.
@MainActor
package final class BackgroundConfigurationView: UIView {
    package var configuration: UIBackgroundConfiguration? { didSet { setNeedsLayout(); apply() } }
    /// Corners a list section rounds (inset-grouped lists round the first and last cells).
    package var sectionCornerRadius: CGFloat = 0 { didSet { apply() } }
    package var sectionMaskedCorners: CACornerMask = [] { didSet { apply() } }
    private let plate = UIView()
    private let imageView = UIImageView()
    private weak var installedCustomView: UIView?

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(plate)
        plate.addSubview(imageView)
        plate.clipsToBounds = true
    }

    package required init?(coder: NSCoder) { nil }

    package override func tintColorDidChange() { apply() }

    private func apply() {
        guard let c = configuration else {
            plate.isHidden = true
            return
        }
        plate.isHidden = false
        plate.backgroundColor = c.resolvedBackgroundColor(for: tintColor)
        let radius = max(c.cornerRadius, sectionCornerRadius)
        plate.layer.cornerRadius = radius
        plate.layer.cornerCurve = .continuous
        plate.layer.maskedCorners = c.cornerRadius > 0 || sectionMaskedCorners.isEmpty
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : sectionMaskedCorners
        plate.layer.borderWidth = c.strokeWidth
        plate.layer.borderColor = c.strokeWidth > 0 ? c.resolvedStrokeColor(for: tintColor).cgColor : nil
        imageView.image = c.image
        imageView.contentMode = c.imageContentMode
        imageView.isHidden = c.image == nil
        if installedCustomView !== c.customView {
            installedCustomView?.removeFromSuperview()
            if let custom = c.customView { plate.insertSubview(custom, at: 0) }
            installedCustomView = c.customView
        }
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        guard let c = configuration else { return }
        var insets = c.backgroundInsets
        let margins = superview?.directionalLayoutMargins ?? .zero
        let edges = c.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        let rtl = traitCollection.layoutDirection == .rightToLeft
        var rect = bounds
        rect.origin.x += rtl ? insets.trailing : insets.leading
        rect.origin.y += insets.top
        rect.size.width -= insets.leading + insets.trailing
        rect.size.height -= insets.top + insets.bottom
        rect = rect.insetBy(dx: -c.strokeOutset, dy: -c.strokeOutset)
        plate.frame = rect
        imageView.frame = plate.bounds
        installedCustomView?.frame = plate.bounds
    }
}
