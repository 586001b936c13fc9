/// A rectangle that takes part in Auto Layout without being a view: no
/// drawing, no events, just four unknowns solved with the views
/// (spacers, margins, the safe area, the readable width).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view whose coordinate system the guide lives in (set by `addLayoutGuide`).
    open internal(set) weak var owningView: UIView?
    /// A name for logs (`UIViewLayoutMarginsGuide` for the margins guide).
    open var identifier: String = ""

    package let variables = LayoutItemVariables(name: "guide")

    public override init() {
        super.init()
    }

    /// The solved rectangle in the owning view's coordinates, valid by the
    /// time the owning view lays out (zero for a guide no view owns, or one
    /// no constraint places). The guides UIKit makes for every view compute
    /// theirs from the view's geometry (`SystemLayoutGuide`).
    open var layoutFrame: CGRect {
        guard let engine = solvingEngine(updated: true) else { return .zero }
        return engine.rect(of: variables)
    }

    /// True when the engine has more than one equally good layoutFrame for it.
    open var hasAmbiguousLayout: Bool {
        guard let engine = solvingEngine(updated: true) else { return false }
        return engine.isAmbiguous(variables)
    }

    /// The active constraints that involve the guide in `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = solvingEngine(updated: true) else { return [] }
        return engine.constraints(affecting: self, axis: axis)
    }

    /// The engine holding the guide's constraints: the one its owning view
    /// takes part in, else the one of the owning view's tree (a guide placed
    /// only against the owning view's subviews leaves the view itself out of
    /// the engine). `updated`: constraints added or changed since the last
    /// layout pass are solved first, as a view's `hasAmbiguousLayout` does.
    package func solvingEngine(updated: Bool) -> AutoLayoutEngine? {
        guard let owner = owningView,
              let engine = owner.autoLayoutIfPresent?.engine ?? owner.rootView.autoLayoutIfPresent?.hostedEngine else { return nil }
        if updated, engine.needsUpdate { engine.update() }
        return engine
    }

    /// `layoutFrame` without solving pending changes (for descriptions
    /// printed while the engine is working).
    package var currentLayoutFrame: CGRect {
        guard let engine = solvingEngine(updated: false) else { return .zero }
        return engine.rect(of: variables)
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    open var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            let frame = currentLayoutFrame
            return "<\(LayoutItemRef.itemDescription(self)) - (\(LayoutItemRef.number(frame.minX)), \(LayoutItemRef.number(frame.minY)), \(LayoutItemRef.number(frame.width)), \(LayoutItemRef.number(frame.height))), owningView = \(owningView.map { LayoutItemRef.itemDescription($0) } ?? "nil")>"
        }
    }
}
