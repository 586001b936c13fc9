import Foundation

/// Supplies a picker view's components and their rows. Both methods are required.
@MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// A picker view's row content, sizes and selection. Every method is
/// optional; the defaults are what UIKit does when the delegate does not
/// implement one: components share the width, rows are 32 points tall, and
/// a row shows its title (attributed, else plain) in UIKit's own label.
@MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.sharedComponentWidth
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { PickerWheel.rowHeight }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView.titleView(row: row, component: component, reusing: view)
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// iOS 14+'s wheels at rest (see `PickerWheel` for the figures): each
/// component a wheel with its selected row in the grey band across the
/// middle, the rows above and below shrinking and fading along the
/// cylinder. Rows are views, as on iOS: the delegate's
/// `pickerView(_:viewForRow:forComponent:reusing:)`, else UIKit's label
/// showing its attributed or plain title, centred in the row. Only visible
/// rows are asked for; rows that scroll out are handed back for reuse.
///
/// A tap on a row above or below the band selects it, and a vertical drag
/// turns the wheel by the rows it covers; both tell the delegate
/// (`pickerView(_:didSelectRow:inComponent:)`), which `selectRow(_:inComponent:animated:)`
/// does not, as in UIKit. The wheel does not spin on after a drag.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { reloadAllComponents() } }
    /// Deprecated in iOS 13 and without effect since iOS 7: the band is always drawn.
    open var showsSelectionIndicator = false

    private struct Component {
        var rows = 0
        var selected = -1
        var size = CGSize.zero
        var views: [Int: UIView] = [:]
        var reusable: [UIView] = []
    }
    private var components: [Component] = []
    private var loaded = false
    private let band = PickerWheel.makeBand()
    /// Holds the rows, clipped to the picker's bounds as UIKit's wheels are
    /// (a row half out of the wheel is cut at its edge).
    private let rowsView = UIView(frame: .zero)
    /// Set while a drag turns a wheel (component, start point, start row).
    private var drag: (component: Int, start: CGPoint, row: Int)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        setUpPicker()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPicker()
    }

    private func setUpPicker() {
        addSubview(band)
        rowsView.clipsToBounds = true
        rowsView.isUserInteractionEnabled = false
        addSubview(rowsView)
    }

    open override var intrinsicContentSize: CGSize { PickerWheel.defaultSize }
    /// The width offered (320 when none), 216 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : PickerWheel.defaultSize.width, height: PickerWheel.defaultSize.height)
    }

    // MARK: Components and rows

    /// The number of components, as the data source gave it at the last load.
    open var numberOfComponents: Int {
        loadIfNeeded()
        return components.count
    }

    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return components.indices.contains(component) ? components[component].rows : 0
    }

    /// The width the delegate gives the component and its row height; zero
    /// for a component the picker does not have.
    open func rowSize(forComponent component: Int) -> CGSize {
        loadIfNeeded()
        return components.indices.contains(component) ? components[component].size : .zero
    }

    /// The delegate's view for a visible row; nil when the row is not shown
    /// or the delegate does not make views (the row is UIKit's own label).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        loadIfNeeded()
        layoutIfNeeded()
        guard components.indices.contains(component), let view = components[component].views[row] else { return nil }
        return view is PickerTitleLabel ? nil : view
    }

    open func reloadAllComponents() {
        for component in components { for view in component.views.values { view.removeFromSuperview() } }
        let old = components
        components = []
        let count = max(0, min(dataSource?.numberOfComponents(in: self) ?? 0, 1000))
        for c in 0..<count {
            var component = Component()
            if c < old.count { component.selected = old[c].selected }
            components.append(component)
        }
        loaded = true
        for c in 0..<count { loadRows(c) }
        setNeedsLayout()
    }

    open func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard components.indices.contains(component) else { return }
        for view in components[component].views.values { view.removeFromSuperview() }
        components[component].views = [:]
        loadRows(component)
        setNeedsLayout()
    }

    private func loadIfNeeded() {
        if !loaded { reloadAllComponents() }
    }

    private func loadRows(_ c: Int) {
        let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: c) ?? 0)
        components[c].rows = rows
        // The first row is selected until another is, and a selection past the end moves to the last row.
        components[c].selected = rows == 0 ? -1 : min(max(components[c].selected, 0), rows - 1)
        refreshSizes()
    }

    /// Each component's width and row height from the delegate (the shared
    /// width and 32 points without one), asked again at every layout as the
    /// shared width follows the bounds.
    private func refreshSizes() {
        for i in components.indices {
            let width = delegate?.pickerView(self, widthForComponent: i) ?? sharedComponentWidth
            let height = delegate?.pickerView(self, rowHeightForComponent: i) ?? PickerWheel.rowHeight
            components[i].size = CGSize(width: width.isFinite ? min(max(0, width), 100_000) : 0,
                                        height: height.isFinite ? min(max(1, height), 10_000) : PickerWheel.rowHeight)
        }
    }

    /// UIKit's width for a component when the delegate does not give one:
    /// the width inside the band's insets, shared equally.
    package var sharedComponentWidth: CGFloat {
        let n = CGFloat(max(1, components.count))
        let inner = bounds.width - 2 * PickerWheel.bandInset - PickerWheel.componentSpacing * (n - 1)
        return max(0, inner / n)
    }

    // MARK: Selection

    /// Shows `row` in the band; the delegate is not told (as in UIKit). A
    /// row past the end selects the last one; another component does nothing.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard components.indices.contains(component), components[component].rows > 0 else { return }
        let clamped = min(max(row, 0), components[component].rows - 1)
        guard clamped != components[component].selected else { return }
        components[component].selected = clamped
        setNeedsLayout()
    }

    /// The row in the band, or -1 when the component has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return components.indices.contains(component) ? components[component].selected : -1
    }

    /// A user's selection: the row is shown and the delegate told.
    private func userSelect(_ row: Int, in component: Int) {
        let before = components[component].selected
        selectRow(row, inComponent: component, animated: true)
        let after = components[component].selected
        if after != before {
            layoutIfNeeded()
            delegate?.pickerView(self, didSelectRow: after, inComponent: component)
            onUserSelection?(component)
        }
    }

    /// Called after a user's selection, after the delegate (UIDatePicker's wheels update its date).
    package var onUserSelection: ((Int) -> Void)?

    // MARK: Layout

    /// Each component's frame, centred in the picker as UIKit lays them out.
    package func componentFrames() -> [CGRect] {
        let widths = components.map(\.size.width)
        let total = widths.reduce(0, +) + PickerWheel.componentSpacing * CGFloat(max(0, widths.count - 1))
        var x = (bounds.width - total) / 2
        var frames: [CGRect] = []
        for w in widths {
            frames.append(CGRect(x: x, y: 0, width: w, height: bounds.height))
            x += w + PickerWheel.componentSpacing
        }
        if isRightToLeft { frames = frames.map { CGRect(x: bounds.width - $0.maxX, y: 0, width: $0.width, height: $0.height) } }
        return frames
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        refreshSizes()
        let height = bounds.height
        let bandHeight = components.map(\.size.height).max() ?? PickerWheel.rowHeight
        band.frame = CGRect(x: PickerWheel.bandInset, y: (height - bandHeight) / 2,
                            width: max(0, bounds.width - 2 * PickerWheel.bandInset), height: bandHeight)
        sendSubviewToBack(band)
        rowsView.frame = bounds
        let frames = componentFrames()
        for c in components.indices {
            layOutRows(of: c, in: frames[c])
        }
    }

    private func layOutRows(of c: Int, in frame: CGRect) {
        let rowHeight = components[c].size.height
        var wanted: [Int: PickerWheel.Placement] = [:]
        if components[c].selected >= 0 {
            for k in PickerWheel.visibleOffsets(rowHeight: rowHeight, wheelHeight: frame.height) {
                let row = components[c].selected + k
                guard row >= 0, row < components[c].rows,
                      let p = PickerWheel.placement(offset: k, rowHeight: rowHeight, wheelHeight: frame.height) else { continue }
                wanted[row] = p
            }
        }
        // Rows scrolled out are kept for reuse.
        for (row, view) in components[c].views where wanted[row] == nil {
            view.removeFromSuperview()
            components[c].views[row] = nil
            components[c].reusable.append(view)
        }
        for row in wanted.keys.sorted() {
            let p = wanted[row]!
            let offset = row - components[c].selected
            let view: UIView
            if let existing = components[c].views[row] {
                view = existing
            } else {
                let reused = components[c].reusable.popLast()
                view = delegate?.pickerView(self, viewForRow: row, forComponent: c, reusing: reused)
                    ?? titleView(row: row, component: c, reusing: reused)
                components[c].views[row] = view
                rowsView.addSubview(view)
            }
            if let label = view as? PickerTitleLabel { label.isInBand = offset == 0 }
            // The delegate's views are centred in the row at their own size, as UIKit does.
            let size = view is PickerTitleLabel || view.bounds.size == .zero ? CGSize(width: frame.width, height: rowHeight) : view.bounds.size
            view.transform = .identity
            view.bounds = CGRect(origin: .zero, size: size)
            view.center = CGPoint(x: frame.midX, y: frame.midY + p.centreOffset)
            let magnify = offset == 0 && !(view is PickerTitleLabel) ? PickerWheel.magnification : 1
            view.transform = CGAffineTransform(scaleX: magnify, y: magnify * p.verticalScale)
            view.alpha = p.alpha
        }
    }

    /// UIKit's own row view: a label with the row's attributed title, else its title.
    package func titleView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerTitleLabel) ?? PickerTitleLabel(frame: .zero)
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.title = .attributed(attributed)
        } else {
            label.title = .plain(delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "")
        }
        return label
    }

    // MARK: Touches

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        return self
    }

    private func component(atX x: CGFloat) -> Int? {
        componentFrames().firstIndex { x >= $0.minX && x < $0.maxX }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let p = touch.location(in: self)
        if let c = component(atX: p.x), components[c].selected >= 0 { drag = (c, p, components[c].selected) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let drag, let touch = touches.first else { return }
        let dy = touch.location(in: self).y - drag.start.y
        // The wheel follows the finger, a row per row height dragged.
        let rows = Int((-dy / components[drag.component].size.height).rounded())
        if abs(dy) > 10 { selectRow(drag.row + rows, inComponent: drag.component, animated: false) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let drag, let touch = touches.first else { return }
        self.drag = nil
        let c = drag.component
        let p = touch.location(in: self)
        let dy = p.y - drag.start.y
        let target: Int
        if abs(dy) > 10 {
            target = drag.row + Int((-dy / components[c].size.height).rounded())
        } else if let k = PickerWheel.offset(at: p.y - bounds.midY, rowHeight: components[c].size.height, wheelHeight: bounds.height) {
            target = drag.row + k
        } else {
            return
        }
        // The wheel was moved with the finger; the selection counts from where it started.
        components[c].selected = drag.row
        userSelect(target, in: c)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let drag { selectRow(drag.row, inComponent: drag.component, animated: false) }
        drag = nil
    }
}

/// The label UIKit shows a row's title in: 21 points, or 2.35/2.1 times
/// that in the band, centred, in the label colour unless the attributed
/// title says otherwise.
@preconcurrency @MainActor
final class PickerTitleLabel: UILabel {
    enum Title { case plain(String), attributed(NSAttributedString) }
    var title: Title = .plain("") { didSet { apply() } }
    var isInBand = false { didSet { if isInBand != oldValue { apply() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        textAlignment = .center
        lineBreakMode = .byTruncatingTail
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func apply() {
        font = .systemFont(ofSize: PickerWheel.titleFontSize * (isInBand ? PickerWheel.magnification : 1))
        textColor = .label
        switch title {
        case .plain(let s): text = s
        case .attributed(let a): attributedText = a
        }
    }
}
