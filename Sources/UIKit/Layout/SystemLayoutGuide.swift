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

    /// Sets the four insets (a no-op for the readable guide).
    package func setInsets(_ insets: UIEdgeInsets) {
        guard edgeConstraints.count == 4 else { return }
        let values = [insets.left, insets.top, insets.right, insets.bottom]
        for (c, v) in zip(edgeConstraints, values) where c.constant != v { c.constant = v }
    }
}
