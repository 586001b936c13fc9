/// Lays out its arranged subviews in a row or a column, with constraints
/// (as UIKit does: they are installed on the stack view and interact with
/// yours). It draws nothing itself; `backgroundColor` and layer properties
/// still show, as since iOS 14. See UIStackView+Arrangement.swift for the
/// constraints of each distribution and alignment.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// For `setCustomSpacing(_:after:)`: go back to `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// For `spacing` and custom spacing: the system spacing (8 points).
    public static let spacingUseSystem = systemSpacingValue
    /// `spacingUseSystem`'s value for code off the main actor (the layout-file
    /// reader): UIKit declares the constant on the main-actor class.
    package nonisolated static let systemSpacingValue = CGFloat.leastNonzeroMagnitude

    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged(oldValue != axis) } }
    open var distribution: Distribution = .fill { didSet { arrangementChanged(oldValue != distribution) } }
    open var alignment: Alignment = .fill { didSet { arrangementChanged(oldValue != alignment) } }
    open var spacing: CGFloat = 0 { didSet { arrangementChanged(oldValue != spacing) } }
    /// Vertical stacks: spacing is measured from one view's last baseline to the next one's first baseline.
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged(oldValue != isBaselineRelativeArrangement) } }
    /// Lay out inside the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { arrangementChanged(oldValue != isLayoutMarginsRelativeArrangement) }
    }

    package var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides the stack made for the current arrangement.
    package var arrangementConstraints: [NSLayoutConstraint] = []
    package var spacerGuides: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setNeedsUpdateConstraints()
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// From a layout file: the file's `arrangedSubviews` (made first among
    /// the subviews inside `super.init(coder:)`) and the stack properties.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let count = (coder as? LayoutFileCoder)?.object.arrangedSubviews.count {
            for view in subviews.prefix(count) {
                arrangedSubviews.append(view)
                view.translatesAutoresizingMaskIntoConstraints = false
            }
        }
        applyStackProperties(from: coder)
        setNeedsUpdateConstraints()
    }

    /// The stack properties a coder holds (a layout file's, or a document's
    /// size-class variation applied when the traits change).
    package func applyStackProperties(from coder: NSCoder) {
        if coder.containsValue(forKey: "axis"), let v = NSLayoutConstraint.Axis(rawValue: coder.decodeInteger(forKey: "axis")) { axis = v }
        if coder.containsValue(forKey: "distribution"), let v = Distribution(rawValue: coder.decodeInteger(forKey: "distribution")) {
            distribution = v
        }
        if coder.containsValue(forKey: "alignment"), let v = Alignment(rawValue: coder.decodeInteger(forKey: "alignment")) { alignment = v }
        if coder.containsValue(forKey: "spacing") { spacing = CGFloat(coder.decodeDouble(forKey: "spacing")) }
        if coder.containsValue(forKey: "isBaselineRelativeArrangement") {
            isBaselineRelativeArrangement = coder.decodeBool(forKey: "isBaselineRelativeArrangement")
        }
        if coder.containsValue(forKey: "isLayoutMarginsRelativeArrangement") {
            isLayoutMarginsRelativeArrangement = coder.decodeBool(forKey: "isLayoutMarginsRelativeArrangement")
        }
    }

    // MARK: Arranged subviews

    /// Appends `view` to the arrangement (and to the subviews if needed); it
    /// stops translating its autoresizing mask.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        precondition(stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
                     "UIStackView: index \(stackIndex) out of bounds 0...\(arrangedSubviews.count)")
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: current)
            arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        } else {
            arrangedSubviews.insert(view, at: stackIndex)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged(true)
    }

    /// Takes `view` out of the arrangement; it stays a subview (remove it too if it should go).
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged(true)
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Spacing after `arrangedSubview` instead of `spacing`; `spacingUseDefault` resets it.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let id = ObjectIdentifier(arrangedSubview)
        customSpacings[id] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementChanged(true)
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    open override var forFirstBaselineLayout: UIView {
        visibleArrangedSubviews.first?.forFirstBaselineLayout ?? self
    }

    open override var forLastBaselineLayout: UIView {
        let visible = visibleArrangedSubviews
        return (axis == .vertical ? visible.last : visible.first)?.forLastBaselineLayout ?? self
    }

    package var visibleArrangedSubviews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    package func arrangementChanged(_ changed: Bool) {
        guard changed else { return }
        setNeedsUpdateConstraints()
    }
}

extension UIView {
    /// Hiding or showing an arranged subview re-arranges its stack view (UIKit observes `isHidden`).
    package func visibilityDidChangeForStackView() {
        guard let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) else { return }
        stack.setNeedsUpdateConstraints()
    }
}
