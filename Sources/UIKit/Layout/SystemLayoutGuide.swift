/// The guides UIKit makes for every view on demand: layout margins, safe
/// area, readable content. Their edges are constraints installed on the
/// owning view, whose constants follow the margins and insets.
@preconcurrency @MainActor
package final class SystemLayoutGuide: UILayoutGuide {
    package enum Kind { case margins, safeArea, readable }

    package let kind: Kind
    /// left, top, right, bottom (margins and safe area), each `guide edge = view edge ± inset`.
    package var edgeConstraints: [NSLayoutConstraint] = []

    package init(kind: Kind) {
        self.kind = kind
        super.init()
        switch kind {
        case .margins: identifier = "UIViewLayoutMarginsGuide"
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .readable: identifier = "UIViewReadableContentGuide"
        }
    }

    /// The guide's rectangle computed from the owning view as UIKit defines
    /// it, whether or not anything is constrained to the guide (nothing
    /// solves a guide no constraint names; iOS still reports its frame): the
    /// view's bounds inset by the safe area, or by the margins the margins
    /// guide uses; the readable guide is the margins rectangle at most 672
    /// points wide, centred. Origins as in the engine: the view's own
    /// alignment rectangle starts at 0, 0. Computed on demand, so layout
    /// passes pay nothing for it.
    package override var layoutFrame: CGRect { currentLayoutFrame }

    package override var currentLayoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        let box = CGRect(origin: .zero, size: owner.bounds.inset(by: owner.alignmentRectInsets).size)
        switch kind {
        case .safeArea:
            return box.inset(by: owner.safeAreaInsets)
        case .margins:
            return box.inset(by: owner.effectiveLayoutMargins)
        case .readable:
            let margins = box.inset(by: owner.effectiveLayoutMargins)
            let width = min(margins.width, UIView.readableContentWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        }
    }

    /// Sets the four insets (a no-op for the readable guide).
    package func setInsets(_ insets: UIEdgeInsets) {
        guard edgeConstraints.count == 4 else { return }
        let values = [insets.left, insets.top, insets.right, insets.bottom]
        for (c, v) in zip(edgeConstraints, values) where c.constant != v { c.constant = v }
    }
}
