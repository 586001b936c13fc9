import Foundation

/// A bar's overall style: `.black` shows the bar in its dark appearance
/// (dark background, light content), whatever the interface style.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "Use UIBarStyle.black and set the translucent property to true")
    case blackTranslucent = 2

    @available(*, deprecated, message: "Use UIBarStyle.black instead")
    public static var blackOpaque: UIBarStyle { .black }
}

/// Where a bar sits, which decides the edge its hairline runs along.
public enum UIBarPosition: Int, Sendable {
    /// Unspecified: a toolbar draws as at the bottom.
    case any = 0
    /// At the bottom of its container: the hairline along the top.
    case bottom = 1
    /// At the top of its container: the hairline along the bottom.
    case top = 2
    /// At the top, its background reaching up behind the status bar.
    case topAttached = 3
}

/// A bar that reports its position.
@MainActor
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// Tells a bar where it sits. The method is optional: the default answers
/// `.any`, as UIKit does without it.
@MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// A toolbar's delegate: places the toolbar (`position(for:)`).
@MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// A bar of bar button items along an edge, usually the bottom of a
/// navigation controller (`UINavigationController.toolbar`).
///
/// Items are laid out as iOS lays them out: from the leading margin (16 pt)
/// to the trailing one, 8 pt apart, a `.fixedSpace` item taking its
/// `width`, the `.flexibleSpace` items sharing what is left equally (so
/// `[a, flexible, b]` puts `b` at the trailing margin), items packed at the
/// leading side when there is no flexible space. Titles are 17 pt (semibold
/// for `.done`), images template-tinted, both in the tint colour (an item's
/// own `tintColor` wins, disabled ones in `tertiaryLabel`), custom views
/// are subviews centred in the bar, as in UIKit. The bar is 44 pt tall (32
/// in a compact-height environment); in a navigation controller over the
/// home indicator it is 49 pt and its background reaches down behind the
/// indicator.
///
/// Its background is a `UIToolbarAppearance`, drawn as the other bars'
/// (`BarBackgroundView`): by default the `systemChromeMaterial` blur and a
/// hairline along the edge that meets the content (the top, unless
/// `barPosition` is `.top`/`.topAttached`). In a navigation controller it
/// shows `scrollEdgeAppearance` while the top controller's content ends at
/// or above the toolbar (or nothing scrolls), or, when none is set, the
/// standard one with a transparent background, as Apple documents it
/// (iOS 15); else the standard one.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// The height of the bar's items, as on an iPhone in portrait.
    package static let height: CGFloat = 44
    /// The height in a compact-height environment (a phone in landscape).
    package static let compactHeight: CGFloat = 32
    /// A navigation controller's toolbar over the home indicator: iOS
    /// makes it as tall as a tab bar's items.
    package static let homeIndicatorHeight: CGFloat = 49

    private static let sideMargin: CGFloat = 16
    private static let gap: CGFloat = 8

    open var items: [UIBarButtonItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }

    open weak var delegate: (any UIToolbarDelegate)? {
        didSet { positionDidChange() }
    }

    /// `.black` shows the bar dark (its colours resolved as in dark mode).
    open var barStyle: UIBarStyle = .default {
        didSet {
            backgroundView.overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark
            contentView.overrideUserInterfaceStyle = backgroundView.overrideUserInterfaceStyle
            appearanceDidChange()
        }
    }

    /// Whether the bar is translucent (UIKit's default, true): a navigation
    /// controller lays the top controller's view out under it. An opaque
    /// bar draws `barTintColor` or a light grey in place of the blur.
    open var isTranslucent = true {
        didSet {
            guard isTranslucent != oldValue else { return }
            appearanceDidChange()
            if let container = superview as? NavigationContainerView { container.setNeedsLayout() }
        }
    }

    /// Colours a blurred background that has no colour of its own (and an
    /// opaque bar's); nil for none.
    open var barTintColor: UIColor? {
        didSet { appearanceDidChange() }
    }

    /// The look while content scrolls under the bar, and outside a
    /// navigation controller: the default background, blurred.
    @NSCopying open var standardAppearance = UIToolbarAppearance() {
        didSet { appearanceDidChange() }
    }
    /// The look at compact height; nil uses the standard one.
    @NSCopying open var compactAppearance: UIToolbarAppearance? {
        didSet { appearanceDidChange() }
    }
    /// The look while the content's bottom edge is at the bar (in a
    /// navigation controller); nil: the standard look with a transparent background.
    @NSCopying open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet { appearanceDidChange() }
    }
    /// The scroll-edge look at compact height; nil uses `scrollEdgeAppearance`.
    @NSCopying open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet { appearanceDidChange() }
    }

    /// Where the bar sits: the delegate's answer; a navigation controller's
    /// toolbar is at the bottom; else `.any`.
    open var barPosition: UIBarPosition {
        if let delegate { return delegate.position(for: self) }
        return isManagedByNavigationController ? .bottom : .any
    }

    /// Set while a navigation controller manages the bar: only then does the
    /// scroll-edge appearance apply, as in UIKit.
    package var isManagedByNavigationController = false {
        didSet { positionDidChange() }
    }
    /// Whether the top controller's content ends at or above the bar (or
    /// does not scroll); set by the navigation controller.
    package var isAtScrollEdge = true {
        didSet { if isAtScrollEdge != oldValue { appearanceDidChange() } }
    }
    /// How far the background reaches below the bar (behind the home
    /// indicator); set by the navigation controller.
    package var bottomExtension: CGFloat = 0 {
        didSet { if bottomExtension != oldValue { setNeedsLayout() } }
    }

    /// The appearance shown now, for the size class and scroll position.
    package var currentAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        var standard = standardAppearance
        if compact, let compactAppearance { standard = compactAppearance }
        guard isManagedByNavigationController, isAtScrollEdge else { return standard }
        var edge = scrollEdgeAppearance
        if compact, let appearance = compactScrollEdgeAppearance { edge = appearance }
        return edge ?? standard.withTransparentBackground()
    }

    private let backgroundView = BarBackgroundView(shadowAtTop: true)
    private let contentView = ToolbarContentView(frame: .zero)
    private var itemStorage: [UIBarButtonItem] = []
    /// The custom views placed as subviews by `layoutSubviews`.
    private var managedViews: [UIView] = []

    /// Whether the background view draws anything (false while transparent).
    package var drawsBackground: Bool { backgroundView.drawsBackground }
    /// Whether the hairline is drawn.
    package var drawsShadow: Bool { backgroundView.drawsShadow }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonBarInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonBarInit()
    }

    private func commonBarInit() {
        contentView.bar = self
        backgroundView.install(in: self, under: contentView)
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for item in itemStorage where item.owningToolbar === self { item.owningToolbar = nil }
        itemStorage = items ?? []
        for item in itemStorage { item.owningToolbar = self }
        itemsDidChange()
    }

    package func itemsDidChange() {
        contentView.setNeedsDisplay()
        setNeedsLayout()
    }

    private func appearanceDidChange() {
        setNeedsLayout()
        contentView.setNeedsDisplay()
    }

    private func positionDidChange() {
        let position = barPosition
        backgroundView.shadowAtTop = position != .top && position != .topAttached
        setNeedsLayout()
    }

    /// 44 pt (32 at compact height), the width offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: traitCollection.verticalSizeClass == .compact ? Self.compactHeight : Self.height)
    }

    /// No width of its own; its height, as `sizeThatFits(_:)` gives it, so
    /// constraints need not give one (Interface Builder relies on it).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(.zero).height)
    }

    open override func tintColorDidChange() {
        contentView.setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        appearanceDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        positionDidChange()
        backgroundView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + max(0, bottomExtension))
        backgroundView.apply(currentAppearance, translucent: isTranslucent,
                             opaqueColor: barTintColor ?? UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1),
                             legacyColor: barTintColor)
        contentView.frame = bounds
        // Items take their appearance proxies' values when a bar in a window first lays them out.
        for item in itemStorage { item.applyAppearanceProxiesOnce(in: self) }
        var shown: [UIView] = []
        for placement in placements() {
            guard let view = placement.item.customView else { continue }
            let height = min(UIBarButtonItem.fittingSize(of: view).height, bounds.height)
            if view.superview !== self { addSubview(view) }
            view.frame = CGRect(x: barX(placement.x, placement.width), y: ((bounds.height - height) / 2).rounded(),
                                width: placement.width, height: height)
            shown.append(view)
        }
        for view in managedViews where !shown.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
        managedViews = shown
    }

    // MARK: Geometry

    /// One item's place, from the leading edge.
    package struct Placement {
        var item: UIBarButtonItem
        var x: CGFloat
        var width: CGFloat
        var text: TextLayout?
    }

    /// Each item's frame in the bar (spaces included), the bar's height tall.
    package func itemFrames() -> [(item: UIBarButtonItem, frame: CGRect)] {
        placements().map { ($0.item, CGRect(x: barX($0.x, $0.width), y: 0, width: $0.width, height: bounds.height)) }
    }

    private static func isFlexibleSpace(_ item: UIBarButtonItem) -> Bool { item.systemItem == .flexibleSpace }

    private func placements() -> [Placement] {
        let tint: UIColor = tintColor
        var measured: [(item: UIBarButtonItem, width: CGFloat, text: TextLayout?, space: Bool)] = []
        for item in itemStorage {
            if Self.isFlexibleSpace(item) {
                measured.append((item, 0, nil, true))
            } else if item.isSpace {
                measured.append((item, max(0, item.width), nil, true))
            } else if let view = item.customView {
                measured.append((item, UIBarButtonItem.fittingSize(of: view).width, nil, false))
            } else if let title = item.title {
                let attributes = titleAttributes(for: item)
                let color = item.isEnabled ? (item.tintColor ?? tint) : UIColor.tertiaryLabel
                let text = UINavigationBar.line(title, font: attributes[.font] as? UIFont ?? font(for: item), color: color.cgColor,
                                                width: bounds.width / 2, attributes: attributes)
                measured.append((item, item.width > 0 ? item.width : text.size.width, text, false))
            } else if let image = item.image {
                measured.append((item, item.width > 0 ? item.width : image.size.width, nil, false))
            }
        }
        // Gaps between neighbouring items that are not spaces.
        var gaps: CGFloat = 0
        for index in measured.indices.dropFirst() where !measured[index].space && !measured[index - 1].space {
            gaps += Self.gap
        }
        var fixed = gaps, flexibleCount = 0
        for entry in measured {
            fixed += entry.width
            if Self.isFlexibleSpace(entry.item) { flexibleCount += 1 }
        }
        let room = bounds.width - 2 * Self.sideMargin
        let flexibleWidth = flexibleCount > 0 ? max(0, (room - fixed) / CGFloat(flexibleCount)) : 0
        var x = Self.sideMargin
        var result: [Placement] = []
        for (index, entry) in measured.enumerated() {
            if index > 0, !entry.space, !measured[index - 1].space { x += Self.gap }
            let width = Self.isFlexibleSpace(entry.item) ? flexibleWidth : entry.width
            result.append(Placement(item: entry.item, x: x, width: width, text: entry.text))
            x += width
        }
        return result
    }

    /// Leading-edge x to the bar's own x (mirrored right to left).
    private func barX(_ x: CGFloat, _ width: CGFloat) -> CGFloat {
        isRightToLeft ? bounds.width - x - width : x
    }

    private func font(for item: UIBarButtonItem) -> UIFont {
        item.style == .done ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17)
    }

    /// An item's text attributes: the appearance's (done or plain, normal or
    /// disabled), with the item's own `titleTextAttributes(for:)` over them.
    private func titleAttributes(for item: UIBarButtonItem) -> [NSAttributedString.Key: Any] {
        let appearance = currentAppearance
        return item.drawnTitleAttributes(plain: appearance.buttonAppearance, done: appearance.doneButtonAppearance)
    }

    // MARK: Drawing

    /// The content view's drawing: titles and images, centred in the bar.
    fileprivate func drawContent() {
        let tint: UIColor = tintColor
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        for placement in placements() where placement.item.customView == nil && !placement.item.isSpace {
            let x = barX(placement.x, placement.width)
            if let text = placement.text {
                text.draw(in: ctx.cairo, at: CGPoint(x: x, y: ((bounds.height - text.size.height) / 2).rounded()))
            } else if let image = placement.item.image {
                let size = image.size
                let origin = CGPoint(x: x + (placement.width - size.width) / 2, y: ((bounds.height - size.height) / 2).rounded())
                let color = placement.item.isEnabled ? (placement.item.tintColor ?? tint) : UIColor.tertiaryLabel
                let shown = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color, renderingMode: .alwaysOriginal)
                shown.draw(in: CGRect(origin: origin, size: size))
            }
        }
    }

    // MARK: Touches

    /// A tap that ends on an item sends its action to its target (nil: along
    /// the responder chain), with the item as the sender, as UIKit does.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        for (item, frame) in itemFrames() where item.isEnabled && item.customView == nil && !item.isSpace {
            guard point.x >= frame.minX - 8, point.x <= frame.maxX + 8 else { continue }
            if item.sendTap(for: event) { return }
        }
    }
}

/// The toolbar's content view: draws the items over the background.
@preconcurrency @MainActor
final class ToolbarContentView: UIView {
    weak var bar: UIToolbar?

    override func draw(_ rect: CGRect) {
        bar?.drawContent()
    }
}
