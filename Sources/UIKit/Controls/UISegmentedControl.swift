/// Segments in the iOS 13+ look: a light grey rounded background (height
/// 32), the selected segment a white rounded "thumb" with a soft shadow
/// (or `selectedSegmentTintColor`), hairline separators between unselected
/// segments, titles in 13-point type (semibold when selected).
///
/// Segments share the width equally unless a width is set per segment or
/// `apportionsSegmentWidthsByContent` is on. The intrinsic width gives
/// every segment the widest title plus 12 points on each side (Offscreen's
/// measure, close to iOS's). A tap on a segment selects it and sends
/// `.valueChanged`; `isMomentary` segments highlight only while pressed.
///
/// UIKit's image customisation replaces that look, as on iOS: with a
/// background image for a state (`setBackgroundImage(_:for:barMetrics:)`)
/// each segment draws its state's image (else `.normal`'s) stretched to it,
/// with no grey background, thumb or separators; divider images
/// (`setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)`)
/// sit between segments, taking their width; `setContentPositionAdjustment`
/// moves the titles and images of the left, centre, right or lone segment.
/// The control is drawn with the `.default` metrics' settings.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    public static let noSegment = -1
    package static let height: CGFloat = 32

    public enum Segment: Int, Sendable { case any, left, center, right, alone }

    private struct Item {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var items: [Item] = []
    private var pressedSegment: Int?

    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < -1 || selectedSegmentIndex >= items.count { selectedSegmentIndex = UISegmentedControl.noSegment }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }

    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private var backgroundImages: [String: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]
    private var contentAdjustments: [String: UIOffset] = [:]

    // MARK: Images and content positions (UIKit's appearance customisation)

    /// The image each segment in `state` draws, stretched to it.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        guard customizes("setBackgroundImage:\(state.rawValue):\(barMetrics.rawValue)") else { return }
        backgroundImages["\(state.rawValue):\(barMetrics.rawValue)"] = backgroundImage
        segmentsDidChange()
    }

    /// The image set for exactly that state and metrics; nil when none was.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue):\(barMetrics.rawValue)"]
    }

    /// The image between a segment in `leftState` and the next in `rightState`.
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        guard customizes("setDividerImage:\(leftState.rawValue):\(rightState.rawValue):\(barMetrics.rawValue)") else { return }
        dividerImages["\(leftState.rawValue):\(rightState.rawValue):\(barMetrics.rawValue)"] = dividerImage
        segmentsDidChange()
    }

    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages["\(leftState.rawValue):\(rightState.rawValue):\(barMetrics.rawValue)"]
    }

    /// Moves the title or image of segments of that kind (`.any`: every
    /// segment without an adjustment of its own kind).
    open func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                           barMetrics: UIBarMetrics) {
        guard customizes("setContentPositionAdjustment:\(leftCenterRightOrAlone.rawValue):\(barMetrics.rawValue)") else { return }
        contentAdjustments["\(leftCenterRightOrAlone.rawValue):\(barMetrics.rawValue)"] = adjustment
        setNeedsDisplay()
    }

    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                        barMetrics: UIBarMetrics) -> UIOffset {
        contentAdjustments["\(leftCenterRightOrAlone.rawValue):\(barMetrics.rawValue)"] ?? .zero
    }

    /// The background image segment `index` draws (nil: the standard look).
    private func drawnBackgroundImage(_ index: Int, selected: Int?) -> UIImage? {
        let metrics = UIBarMetrics.default.rawValue
        for state in drawnStates(index, selected: selected, pressed: true) {
            if let image = backgroundImages["\(state.rawValue):\(metrics)"] { return image }
        }
        return nil
    }

    /// Segment `index`'s states, most specific first, ending with `.normal`.
    private func drawnStates(_ index: Int, selected: Int?, pressed: Bool) -> [UIControl.State] {
        var states: [UIControl.State] = []
        if !isEnabled || !items[index].isEnabled { states.append(.disabled) }
        let isSelected = index == selected
        if pressed, index == pressedSegment {
            if isSelected { states.append([.selected, .highlighted]) }
            states.append(.highlighted)
        }
        if isSelected { states.append(.selected) }
        states.append(.normal)
        return states
    }

    /// The divider between segments `index - 1` and `index`.
    private func drawnDivider(_ index: Int, selected: Int?) -> UIImage? {
        let metrics = UIBarMetrics.default.rawValue
        for left in drawnStates(index - 1, selected: selected, pressed: false) {
            for right in drawnStates(index, selected: selected, pressed: false) {
                if let image = dividerImages["\(left.rawValue):\(right.rawValue):\(metrics)"] { return image }
            }
        }
        return nil
    }

    /// The room a divider image takes between two segments: the widest set.
    private var dividerWidth: CGFloat {
        var width: CGFloat = 0
        for image in dividerImages.values { width = max(width, image.size.width) }
        return width
    }

    /// Whether the segments draw background images rather than the standard look.
    private var drawsBackgroundImages: Bool { !backgroundImages.isEmpty }

    /// The content adjustment of segment `index`: its kind's, else `.any`'s.
    private func contentAdjustment(_ index: Int) -> UIOffset {
        let kind: Segment = items.count == 1 ? .alone : index == 0 ? .left : index == items.count - 1 ? .right : .center
        let metrics = UIBarMetrics.default.rawValue
        return contentAdjustments["\(kind.rawValue):\(metrics)"] ?? contentAdjustments["\(Segment.any.rawValue):\(metrics)"] ?? .zero
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Items are titles (`String`) or images (`UIImage`); other values are skipped.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        isOpaque = false
        for item in items ?? [] {
            if let title = item as? String { self.items.append(Item(title: title)) }
            else if let image = item as? UIImage { self.items.append(Item(image: image)) }
        }
        bounds.size = intrinsicContentSize
    }

    /// Segments from actions' titles and images; the selected action runs on selection.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            items.append(Item(title: action.title, image: action.image))
            addAction(UIAction(title: action.title) { [weak self] _ in
                guard let self, self.selectedSegmentIndex >= 0, self.selectedSegmentIndex < actions.count else { return }
                let chosen = actions[self.selectedSegmentIndex]
                if chosen === action { self.sendAction(chosen) }
            }, for: .valueChanged)
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Segments

    open var numberOfSegments: Int { items.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Item(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Item(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Item(title: action.title, image: action.image), at: segment)
    }

    private func insert(_ item: Item, at segment: Int) {
        let index = max(0, min(segment, items.count))
        items.insert(item, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        segmentsDidChange()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard items.indices.contains(segment) else { return }
        items.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = UISegmentedControl.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        segmentsDidChange()
    }

    open func removeAllSegments() {
        items.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
        segmentsDidChange()
    }

    private func segmentsDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard items.indices.contains(segment) else { return }
        items[segment].title = title
        items[segment].image = nil
        segmentsDidChange()
    }

    open func titleForSegment(at segment: Int) -> String? {
        items.indices.contains(segment) ? items[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard items.indices.contains(segment) else { return }
        items[segment].image = image
        items[segment].title = nil
        segmentsDidChange()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        items.indices.contains(segment) ? items[segment].image : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard items.indices.contains(segment) else { return }
        items[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        items.indices.contains(segment) ? items[segment].isEnabled : false
    }

    /// 0 means automatic.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard items.indices.contains(segment), width >= 0, width.isFinite else { return }
        items[segment].width = width
        segmentsDidChange()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        items.indices.contains(segment) ? items[segment].width : 0
    }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        guard customizes("setTitleTextAttributes:\(state.rawValue)") else { return }
        titleAttributes[state.rawValue] = attributes
        segmentsDidChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Sizing

    private func attributes(selected: Bool) -> [NSAttributedString.Key: Any] {
        var attrs: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
            .foregroundColor: UIColor.label,
        ]
        for (key, value) in titleAttributes[UIControl.State.normal.rawValue] ?? [:] { attrs[key] = value }
        if selected {
            for (key, value) in titleAttributes[UIControl.State.selected.rawValue] ?? [:] { attrs[key] = value }
        }
        return attrs
    }

    private func contentWidth(_ item: Item) -> CGFloat {
        if let title = item.title { return ceil((title as NSString).size(withAttributes: attributes(selected: true)).width) }
        return item.image?.size.width ?? 0
    }

    open override var intrinsicContentSize: CGSize {
        guard !items.isEmpty else { return CGSize(width: 0, height: UISegmentedControl.height) }
        let widths = items.map { $0.width > 0 ? $0.width : contentWidth($0) + 24 }
        let total = apportionsSegmentWidthsByContent
            ? widths.reduce(0, +)
            : CGFloat(items.count) * (widths.max() ?? 0)
        return CGSize(width: total + CGFloat(items.count - 1) * dividerWidth, height: UISegmentedControl.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    package override func preventsOverlappingGesture(_ g: UIGestureRecognizer) -> Bool {
        (g as? UITapGestureRecognizer).map { $0.numberOfTapsRequired == 1 && $0.numberOfTouchesRequired == 1 } ?? false
    }

    /// Each segment's rectangle: fixed widths first, the rest shared (by content when asked).
    private func segmentFrames() -> [CGRect] {
        guard !items.isEmpty else { return [] }
        let fixed = items.reduce(0) { $0 + $1.width }
        let flexible = items.indices.filter { items[$0].width == 0 }
        let divider = dividerWidth
        let remaining = max(0, bounds.width - fixed - CGFloat(items.count - 1) * divider)
        var widths = items.map(\.width)
        if apportionsSegmentWidthsByContent {
            let natural = flexible.map { contentWidth(items[$0]) + 24 }
            let sum = natural.reduce(0, +)
            for (k, i) in flexible.enumerated() { widths[i] = sum > 0 ? remaining * natural[k] / sum : 0 }
        } else {
            for i in flexible { widths[i] = remaining / CGFloat(flexible.count) }
        }
        // Right to left, the first segment is at the right end, as UIKit mirrors them.
        let mirrored = isRightToLeft
        var x: CGFloat = 0
        return widths.map { w in
            defer { x += w + divider }
            return CGRect(x: mirrored ? bounds.width - x - w : x, y: 0, width: w, height: bounds.height)
        }
    }

    private func segment(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    // MARK: Tracking

    @discardableResult
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segment(at: touch.location(in: self)), items[index].isEnabled else { return false }
        pressedSegment = index
        setNeedsDisplay()
        return true
    }

    @discardableResult
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = isTouchInside ? segment(at: touch.location(in: self)) : nil
        let enabled = index.map { items[$0].isEnabled } ?? false
        if (enabled ? index : nil) != pressedSegment {
            pressedSegment = enabled ? index : nil
            setNeedsDisplay()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { pressedSegment = nil; setNeedsDisplay() }
        guard let index = pressedSegment, let touch, bounds.contains(touch.location(in: self)) else { return }
        if isMomentary {
            selectedSegmentIndex = UISegmentedControl.noSegment
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        } else if index != selectedSegmentIndex {
            selectedSegmentIndex = index
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressedSegment = nil
        setNeedsDisplay()
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let frames = segmentFrames()
        let radius = min(9, bounds.height / 2)
        let selected = isMomentary ? pressedSegment : (selectedSegmentIndex >= 0 ? selectedSegmentIndex : nil)
        ControlDrawing.dimmed(isEnabled, ctx) {
            if drawsBackgroundImages {
                for i in frames.indices { drawnBackgroundImage(i, selected: selected)?.draw(in: frames[i]) }
            } else {
                ControlDrawing.segmentFill.setFill()
                UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
            }
            if !drawsBackgroundImages, let selected, frames.indices.contains(selected) {
                let thumb = frames[selected].insetBy(dx: 2, dy: 2)
                ctx.saveGState()
                ctx.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: UIColor(white: 0, alpha: 0.12).cgColor)
                (selectedSegmentTintColor ?? ControlDrawing.selectedSegment).setFill()
                UIBezierPath(roundedRect: thumb, cornerRadius: max(0, radius - 2)).fill()
                ctx.restoreGState()
            }
            // Divider images between segments, in the room kept for them.
            for i in 1..<max(1, frames.count) {
                guard let divider = drawnDivider(i, selected: selected) else { continue }
                let edge = isRightToLeft ? frames[i].maxX : frames[i].minX - dividerWidth
                let size = divider.size
                divider.draw(in: CGRect(x: edge + (dividerWidth - size.width) / 2, y: (bounds.height - size.height) / 2,
                                        width: size.width, height: size.height))
            }
            // Separators between two unselected segments (none with images).
            for i in 1..<max(1, frames.count) where i != selected && i - 1 != selected && !drawsBackgroundImages && dividerImages.isEmpty {
                ControlDrawing.separator.setFill()
                UIRectFill(CGRect(x: (isRightToLeft ? frames[i].maxX : frames[i].minX) - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16))
            }
            for (i, item) in items.enumerated() where frames.indices.contains(i) {
                let f = frames[i].offsetBy(dx: contentAdjustment(i).horizontal, dy: contentAdjustment(i).vertical)
                var alpha: CGFloat = item.isEnabled ? 1 : 0.3
                if i == pressedSegment && i != selected && !isMomentary { alpha *= 0.6 }
                if let title = item.title {
                    var attrs = attributes(selected: i == selected)
                    if alpha < 1, let color = attrs[.foregroundColor] as? UIColor {
                        attrs[.foregroundColor] = color.withAlphaComponent(color.cgColor.alpha * alpha)
                    }
                    let size = (title as NSString).size(withAttributes: attrs)
                    let w = min(size.width, f.width - 8)
                    let origin = CGPoint(x: f.midX - w / 2, y: f.midY - size.height / 2)
                    (title as NSString).draw(in: CGRect(origin: origin, size: CGSize(width: w, height: size.height)), withAttributes: attrs)
                } else if let image = item.image {
                    let s = image.size
                    let r = CGRect(x: (f.midX - s.width / 2).rounded(), y: (f.midY - s.height / 2).rounded(), width: s.width, height: s.height)
                    if image.renderingMode == .alwaysOriginal {
                        image.draw(in: r, blendMode: .normal, alpha: alpha)
                    } else {
                        image.withTintColor(.label).draw(in: r, blendMode: .normal, alpha: alpha)
                    }
                }
            }
        }
    }
}
